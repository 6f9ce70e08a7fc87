// The container of an engine snapshot: a versioned header, a table of named sections, then each
// section's bytes (typed arrays as they lie in memory, little-endian, 16-byte aligned, so loading
// is a view, not a parse). New sections (say, film vectors) are added by name without moving the
// others; a reader asks for the sections it knows. A checksum over everything after the header
// catches a corrupt or truncated file before any of it is used.

import { utf8Decode, utf8Encode } from './textCodec';
import type { StringList } from './sortedStrings';

const MAGIC = 'MISE-IDX';
/** Bump when the layout of the container or of any section changes meaning (3: look profiles stored as numbers). */
export const SNAPSHOT_FORMAT = 3;
const NAME_BYTES = 24;
const ENTRY_BYTES = NAME_BYTES + 12;
/** Magic, format, section count, total length, checksum, padding to 32 bytes. */
const HEAD_BYTES = 32;
/** The checksum covers everything after the header (a multiple of 16 bytes). */
const SUMMED_FROM = HEAD_BYTES;

export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
}

type Typed = Uint8Array | Int32Array | Float32Array | Float64Array;
const KINDS = [Uint8Array, Int32Array, Float32Array, Float64Array] as const;

/** A section: a typed array, or a list of strings (null allowed) stored as one UTF-8 blob. */
export type Section = Typed | ReadonlyArray<string | null>;

/** Sections start, and the file ends, on 16 bytes (typed-array alignment, checksum lanes). */
const align16 = (x: number): number => (x + 15) & ~15;

/**
 * A 32-bit hash of the words of `bytes` (its length a multiple of 16): four FNV-style lanes over
 * interleaved words, so the multiplications overlap (this reads the whole snapshot on every load).
 */
function checksum(bytes: Uint8Array): number {
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
  let h0 = 0x811c9dc5 | 0;
  let h1 = 0x050c5d1f | 0;
  let h2 = 0x2b7e1516 | 0;
  let h3 = 0x3c6ef372 | 0;
  for (let i = 0; i < words.length; i += 4) {
    h0 = Math.imul(h0 ^ words[i]!, 0x01000193);
    h1 = Math.imul(h1 ^ words[i + 1]!, 0x01000193);
    h2 = Math.imul(h2 ^ words[i + 2]!, 0x01000193);
    h3 = Math.imul(h3 ^ words[i + 3]!, 0x01000193);
  }
  return (h0 ^ Math.imul(h1, 3) ^ Math.imul(h2, 5) ^ Math.imul(h3, 7)) >>> 0;
}

/**
 * Strings as [count][UTF-8 byte length per string, -1 for null][UTF-8 of them all]: byte lengths,
 * so one string can be decoded without the others (`lazyStrings`).
 */
function encodeStrings(list: ReadonlyArray<string | null>): Uint8Array {
  const lengths = new Int32Array(list.length + 1);
  lengths[0] = list.length;
  const parts: Uint8Array[] = [];
  let total = 0;
  list.forEach((s, i) => {
    const bytes = s === null ? null : utf8Encode(s);
    lengths[i + 1] = bytes === null ? -1 : bytes.byteLength;
    if (bytes) {
      parts.push(bytes);
      total += bytes.byteLength;
    }
  });
  const out = new Uint8Array(lengths.byteLength + total);
  out.set(new Uint8Array(lengths.buffer), 0);
  let at = lengths.byteLength;
  for (const b of parts) {
    out.set(b, at);
    at += b.byteLength;
  }
  return out;
}

function stringTable(bytes: Uint8Array): { lengths: Int32Array; text: Uint8Array } {
  const count = new Int32Array(bytes.buffer, bytes.byteOffset, 1)[0]!;
  if (count < 0 || 4 + count * 4 > bytes.byteLength)
    throw new SnapshotError('snapshot string table is malformed');
  return {
    lengths: new Int32Array(bytes.buffer, bytes.byteOffset + 4, count),
    text: bytes.subarray(4 + count * 4),
  };
}

/** UTF-16 length of well-formed UTF-8: a unit per lead byte, two for a four-byte sequence. */
function utf16Length(utf8: Uint8Array, from: number, to: number): number {
  let units = 0;
  for (let i = from; i < to; i++) {
    const b = utf8[i]!;
    if ((b & 0xc0) !== 0x80) units += b >= 0xf0 ? 2 : 1;
  }
  return units;
}

function decodeStrings(bytes: Uint8Array): Array<string | null> {
  const { lengths, text: utf8 } = stringTable(bytes);
  const count = lengths.length;
  // One decode of the whole blob, cut by string lengths: byte lengths when it is all ASCII, else
  // each string's UTF-16 length counted from its bytes.
  const text = utf8Decode(utf8);
  const ascii = text.length === utf8.byteLength;
  const out = new Array<string | null>(count);
  let at = 0;
  let unit = 0;
  for (let i = 0; i < count; i++) {
    const len = lengths[i]!;
    if (len < 0) {
      out[i] = null;
      continue;
    }
    const units = ascii ? len : utf16Length(utf8, at, at + len);
    out[i] = text.slice(unit, unit + units);
    at += len;
    unit += units;
  }
  if (at !== utf8.byteLength || unit !== text.length)
    throw new SnapshotError('snapshot string table does not add up');
  return out;
}

/** A string section read one string at a time, each decoded when asked for. */
function lazyStrings(bytes: Uint8Array): StringList {
  const { lengths, text } = stringTable(bytes);
  const count = lengths.length;
  const offset = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) offset[i + 1] = offset[i]! + Math.max(0, lengths[i]!);
  if (offset[count] !== text.byteLength)
    throw new SnapshotError('snapshot string table does not add up');
  return {
    length: count,
    get: (i) =>
      i < 0 || i >= count || lengths[i]! < 0
        ? null
        : utf8Decode(text.subarray(offset[i]!, offset[i + 1]!)),
  };
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export function writeSnapshot(sections: ReadonlyMap<string, Section>): Uint8Array {
  if (!littleEndian) throw new SnapshotError('snapshots are written on little-endian machines');
  const bodies: Array<{ name: string; kind: number; bytes: Uint8Array }> = [];
  for (const [name, s] of sections) {
    if (name.length > NAME_BYTES || !/^[\x21-\x7e]+$/.test(name))
      throw new SnapshotError(`bad section name ${name}`);
    const kind = Array.isArray(s) ? KINDS.length : KINDS.findIndex((K) => s instanceof K);
    const bytes = Array.isArray(s)
      ? encodeStrings(s as ReadonlyArray<string | null>)
      : new Uint8Array((s as Typed).buffer, (s as Typed).byteOffset, (s as Typed).byteLength);
    bodies.push({ name, kind, bytes });
  }
  let at = align16(HEAD_BYTES + bodies.length * ENTRY_BYTES);
  const offsets = bodies.map((b) => {
    const o = at;
    at = align16(at + b.bytes.byteLength);
    return o;
  });
  const out = new Uint8Array(at);
  const view = new DataView(out.buffer);
  out.set(utf8Encode(MAGIC), 0);
  view.setUint32(8, SNAPSHOT_FORMAT, true);
  view.setUint32(12, bodies.length, true);
  view.setUint32(16, at, true);
  bodies.forEach((b, i) => {
    const e = HEAD_BYTES + i * ENTRY_BYTES;
    out.set(utf8Encode(b.name), e);
    view.setUint32(e + NAME_BYTES, b.kind, true);
    view.setUint32(e + NAME_BYTES + 4, offsets[i]!, true);
    view.setUint32(e + NAME_BYTES + 8, b.bytes.byteLength, true);
    out.set(b.bytes, offsets[i]!);
  });
  view.setUint32(20, checksum(out.subarray(SUMMED_FROM)), true);
  return out;
}

/** A snapshot's sections by name; `get` throws a SnapshotError for a missing or mistyped one. */
export interface SnapshotReader {
  has(name: string): boolean;
  u8(name: string): Uint8Array;
  i32(name: string): Int32Array;
  f32(name: string): Float32Array;
  f64(name: string): Float64Array;
  strings(name: string): Array<string | null>;
  /** A string section whose strings are decoded one by one, when asked for. */
  lazyStrings(name: string): StringList;
}

/** Checks the header, length and checksum; sections are views into `input` (copied if unaligned). */
export function readSnapshot(input: Uint8Array): SnapshotReader {
  if (!littleEndian) throw new SnapshotError('snapshots are read on little-endian machines only');
  if (input.byteLength < HEAD_BYTES || utf8Decode(input.subarray(0, 8)) !== MAGIC)
    throw new SnapshotError('not a search snapshot');
  const bytes = input.byteOffset % 8 === 0 ? input : input.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = view.getUint32(8, true);
  if (format !== SNAPSHOT_FORMAT)
    throw new SnapshotError(`snapshot format ${format}, this engine reads ${SNAPSHOT_FORMAT}`);
  const total = view.getUint32(16, true);
  if (total !== bytes.byteLength)
    throw new SnapshotError(`snapshot truncated: ${bytes.byteLength} of ${total} bytes`);
  if (view.getUint32(20, true) !== checksum(bytes.subarray(SUMMED_FROM)))
    throw new SnapshotError('snapshot corrupt: checksum mismatch');
  const table = new Map<string, { kind: number; offset: number; length: number }>();
  const count = view.getUint32(12, true);
  for (let i = 0; i < count; i++) {
    const e = HEAD_BYTES + i * ENTRY_BYTES;
    const name = utf8Decode(bytes.subarray(e, e + NAME_BYTES)).replace(/\0+$/, '');
    const kind = view.getUint32(e + NAME_BYTES, true);
    const offset = view.getUint32(e + NAME_BYTES + 4, true);
    const length = view.getUint32(e + NAME_BYTES + 8, true);
    if (offset + length > total) throw new SnapshotError(`section ${name} out of bounds`);
    table.set(name, { kind, offset, length });
  }
  const entry = (name: string, kind: number) => {
    const s = table.get(name);
    if (!s) throw new SnapshotError(`snapshot has no section ${name}`);
    if (s.kind !== kind) throw new SnapshotError(`snapshot section ${name} has the wrong type`);
    return s;
  };
  const typed = <T>(name: string, kind: number): T => {
    const s = entry(name, kind);
    const K = KINDS[kind]!;
    return new K(
      bytes.buffer as ArrayBuffer,
      bytes.byteOffset + s.offset,
      s.length / K.BYTES_PER_ELEMENT,
    ) as T;
  };
  return {
    has: (name) => table.has(name),
    u8: (name) => typed<Uint8Array>(name, 0),
    i32: (name) => typed<Int32Array>(name, 1),
    f32: (name) => typed<Float32Array>(name, 2),
    f64: (name) => typed<Float64Array>(name, 3),
    strings: (name) => {
      const s = entry(name, KINDS.length);
      return decodeStrings(bytes.subarray(s.offset, s.offset + s.length));
    },
    lazyStrings: (name) => {
      const s = entry(name, KINDS.length);
      return lazyStrings(bytes.subarray(s.offset, s.offset + s.length));
    },
  };
}
