// Reads a request body as JSON within the size limit (readBodyText), as HttpErrors the functions'
// wrapper answers: 413 when too large, 400 when empty or not JSON.
import { HttpError } from './httpError';
import { readBodyText } from './readBodyText';

export async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(req, maxBytes);
  if (text === null)
    throw new HttpError(413, `The request body is too large (at most ${maxBytes} bytes).`);
  if (text.trim() === '')
    throw new HttpError(400, 'The request body is empty: send a JSON object.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}
