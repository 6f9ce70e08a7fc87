// UTF-8 encoding for snapshots. TextEncoder and TextDecoder are in every context the core runs in
// (browsers, web workers, Node), but the core's compiler settings include no platform library, so
// this module declares just the part of them it uses.
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
declare const TextDecoder: new () => { decode(bytes: Uint8Array): string };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const utf8Encode = (text: string): Uint8Array => encoder.encode(text);
export const utf8Decode = (bytes: Uint8Array): string => decoder.decode(bytes);
