// Request bodies for /rest/v1: JSON, read as a stream with a hard size limit that holds even when
// Content-Length is missing or lies (the stream is cut as soon as it passes the limit), so a large
// body never sits whole in memory before it is refused.
import { RestError, restError } from './errors';

// The rest of the body is never read: the connection closes after the answer, so a client does
// not send its next request on a socket that is about to go away.
const tooLarge = (max: number) =>
  new RestError(
    413,
    {
      code: 'PGRST413',
      message: 'Payload too large',
      details: `The request body exceeds the limit of ${max} bytes.`,
      hint: null,
    },
    { connection: 'close' },
  );

export async function readJsonBody(req: Request, max: number): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > max) throw tooLarge(max);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(max);
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      text.length > 0 ? 'the request body is not valid JSON' : 'the request body is empty',
    );
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
