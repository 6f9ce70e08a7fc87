// Request bodies for /rest/v1: JSON, read as a stream with a hard size limit (readBodyText, shared
// with the functions), so a large body never sits whole in memory before it is refused.
import { readBodyText } from '../../functions/_lib/readBodyText';
import { MAX_JSON_DEPTH, deeperThan, holdsNul } from '../jsonShape';
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
  const text = await readBodyText(req, max);
  if (text === null) throw tooLarge(max);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      text.length > 0 ? 'the request body is not valid JSON' : 'the request body is empty',
    );
  }
  // Refused whole before anything runs (server/jsonShape.ts), so nothing is half-written.
  if (deeperThan(body))
    throw restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `the request body nests deeper than ${MAX_JSON_DEPTH} levels`,
    );
  if (holdsNul(body))
    throw restError(
      400,
      '22P05',
      'unsupported Unicode escape sequence',
      '\\u0000 cannot be converted to text.',
    );
  return body;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
