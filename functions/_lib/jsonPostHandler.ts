// The one wrapper of every function: the checks each JSON POST needs, in this order, and one error
// shape, `{ success: false, error }` with a message a person can act on:
//   405 (with Allow) for another method; 415 when JSON is required and not sent; 413 for a body
//   over the limit (counted as it streams); 400 for bad JSON or a body the schema refuses; then the
//   function's own work, whose HttpErrors answer with their status. Anything else that goes wrong
//   on our side becomes a 503, so no client input can produce a 500 or a stack trace.
import { z } from 'zod';
import type { AddressContext } from './clientAddress';
import { HttpError } from './httpError';
import { failure } from './jsonAnswer';
import { readJsonBody } from './readJsonBody';

export interface JsonPostOptions<S extends z.ZodType> {
  schema: S;
  maxBytes: number;
  /** Refuse a body not sent as application/json (415); the pages always send it. */
  requireJsonType?: boolean;
  /** Said when the server cannot answer (e.g. the database is unreachable). */
  unavailableMessage?: string;
  /** The function's name in the operator's log. */
  name: string;
}

/** Any JSON object: for functions that read their body field by field. */
export const jsonObject = z.record(z.string(), z.unknown(), {
  error: 'The request body must be a JSON object.',
});

/** The first validation issue as a sentence: "keywords: Choose at most 7 keywords." */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request body is not valid.';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  const msg = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  return `${where}${msg}`;
}

export type FunctionHandler = (req: Request, context?: AddressContext) => Promise<Response>;

export function jsonPostHandler<S extends z.ZodType>(
  opts: JsonPostOptions<S>,
  run: (body: z.infer<S>, req: Request, context?: AddressContext) => Promise<Response>,
): FunctionHandler {
  return async (req, context) => {
    try {
      if (req.method !== 'POST') {
        throw new HttpError(405, `Method ${req.method} is not allowed: use POST.`, {
          allow: 'POST',
        });
      }
      if (
        opts.requireJsonType &&
        !/^application\/json\b/i.test(req.headers.get('content-type') ?? '')
      ) {
        throw new HttpError(415, 'Send the request as JSON (Content-Type: application/json).');
      }
      const raw = await readJsonBody(req, opts.maxBytes);
      const parsed = opts.schema.safeParse(raw);
      if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error));
      return await run(parsed.data, req, context);
    } catch (err) {
      if (err instanceof HttpError) return failure(err.status, err.message, err.headers);
      console.error(`[${opts.name}] failed:`, err instanceof Error ? err.message : err);
      return failure(
        503,
        opts.unavailableMessage ?? 'The service is unavailable. Please try again.',
      );
    }
  };
}
