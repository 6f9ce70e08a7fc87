// JSON answers of the functions: `{ success: false, error }` for failures (the shape the pages
// read), never a stack trace, never cached.
export function jsonAnswer(
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

export function failure(
  status: number,
  error: string,
  headers: Record<string, string> = {},
): Response {
  return jsonAnswer(status, { success: false, error }, headers);
}
