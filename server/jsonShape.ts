// Limits on the shape of a parsed JSON body, checked before anything is written, so a hostile shape
// is a 4xx with a clear message instead of a 500 from deep inside (the database's jsonb parser and
// the JSON encoder recurse: 10,000 levels exhaust their stacks). Both walks are iterative.

/** Deepest nesting the API accepts (GoTrue's and PostgREST's real payloads nest a few levels). */
export const MAX_JSON_DEPTH = 64;

/** True when `value` nests objects or arrays deeper than `max` levels. */
export function deeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** True when a string (or an object key) anywhere in `value` holds U+0000, which PostgreSQL's
 * text and jsonb cannot store. */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (typeof v === 'object' && v !== null) {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
