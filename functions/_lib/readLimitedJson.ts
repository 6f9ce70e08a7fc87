// Small JSON request/response helpers for the payment and mail functions: a body-size limit that
// holds even without a Content-Length header, and JSON answers that never carry a stack trace.

/** A request the function refuses, with the status and the message the caller may read. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

/** Answers a RequestError as `{ error }` with its status. */
export function errorResponse(err: RequestError, headers: Record<string, string> = {}): Response {
  return jsonResponse(err.status, { error: err.message }, headers);
}

export function methodNotAllowed(): Response {
  return jsonResponse(405, { error: 'Method not allowed. Use POST.' }, { allow: 'POST' });
}

/**
 * Reads the body as a JSON object, stopping as soon as it exceeds `maxBytes` (a lying or absent
 * Content-Length cannot make us buffer more). Throws RequestError 413/415/400.
 */
export async function readLimitedJson(
  req: Request,
  maxBytes: number,
): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new RequestError(415, 'Send the request as JSON (Content-Type: application/json).');
  }
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new RequestError(413, 'The request is too large.');
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new RequestError(413, 'The request is too large.');
      }
      chunks.push(value);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new RequestError(400, 'The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new RequestError(400, 'The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
