// The body of a payment or mail function: JSON (by Content-Type, else 415), within the size limit
// (readJsonBody, shared with the search functions), and an object (else 400). Errors are
// HttpError, answered by the functions as `{ error }` with their status.
import { HttpError } from './httpError';
import { jsonAnswer } from './jsonAnswer';
import { readJsonBody } from './readJsonBody';

export async function readJsonObject(
  req: Request,
  maxBytes: number,
): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(req.headers.get('content-type') ?? '')) {
    throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
  }
  const body = await readJsonBody(req, maxBytes);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** `{ error }` with the status (and headers) of a refused request. */
export function errorAnswer(err: HttpError): Response {
  return jsonAnswer(err.status, { error: err.message }, err.headers);
}

export function methodNotAllowed(): Response {
  return jsonAnswer(405, { error: 'Method not allowed. Use POST.' }, { allow: 'POST' });
}
