// JSON answers of the functions: `{ success: false, error }` for failures (the shape the pages
// read), never a stack trace, never cached. Each carries the API answer's security headers (on
// Netlify, netlify.toml's headers reach static files only): JSON is never sniffed as something
// else, never framed, and loads nothing.
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
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
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
