// Wraps a function's logic in the checks every JSON POST function needs: method (405 with Allow),
// body size (413), JSON syntax and a zod schema (400 with a readable message). Anything that goes
// wrong on our side becomes a 503 JSON answer, so no client input can produce a 500.
import type { z } from 'zod';
import { HttpError } from './httpError';
import { failure } from './jsonAnswer';
import { readJsonBody } from './readJsonBody';

export interface JsonPostOptions<S extends z.ZodType> {
  schema: S;
  maxBytes: number;
  /** Said when the server cannot answer (e.g. the database is unreachable). */
  unavailableMessage?: string;
}

/** The first validation issue as a sentence: "keywords: Too many keywords (at most 7)." */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request body is not valid.';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  const msg = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  return `${where}${msg}`;
}

export function jsonPostHandler<S extends z.ZodType>(
  opts: JsonPostOptions<S>,
  run: (body: z.infer<S>, req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    try {
      if (req.method !== 'POST') {
        throw new HttpError(405, `Method ${req.method} is not allowed: use POST.`, {
          allow: 'POST',
        });
      }
      const raw = await readJsonBody(req, opts.maxBytes);
      const parsed = opts.schema.safeParse(raw);
      if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error));
      return await run(parsed.data, req);
    } catch (err) {
      if (err instanceof HttpError) return failure(err.status, err.message, err.headers);
      console.error('[function] failed:', err instanceof Error ? err.message : err);
      return failure(
        503,
        opts.unavailableMessage ?? 'The service is unavailable. Please try again.',
      );
    }
  };
}
