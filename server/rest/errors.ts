// PostgREST's error shape ({code, message, details, hint}) and its mapping of Postgres SQLSTATEs to
// HTTP statuses (https://docs.postgrest.org/en/v12/references/errors.html).

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error answered to the client as-is. */
export class RestError extends Error {
  override name = 'RestError';
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const restError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) => new RestError(status, { code, message, details, hint });

/** PGRST100-style parse errors and "not supported here" answers. */
export const parseError = (message: string, details: string | null = null) =>
  restError(400, 'PGRST100', message, details);

export const unsupported = (what: string) =>
  restError(
    501,
    'PGRST501',
    `${what} is not supported by the local backend`,
    'The local Supabase-compatible host implements the subset of PostgREST that Mise uses.',
  );

/** HTTP status PostgREST answers for a Postgres error code. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  const cls = code.slice(0, 2);
  // A deadlock or serialization failure left after the server's retries: retryable, not a bug.
  if (code === '40001' || code === '40P01') return 503;
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === '54') return 413;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(
      cls,
    )
  )
    return 500;
  return 400;
}

interface PgLikeError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function fromDatabaseError(e: unknown, role: string): RestError {
  const err = e as PgLikeError;
  const code = typeof err.code === 'string' ? err.code : 'XX000';
  return new RestError(statusForSqlState(code, role), {
    code,
    message: err.message,
    details: err.detail ?? null,
    hint: err.hint ?? null,
  });
}
