// Races a promise against a timer; the timer rejects with a TimeoutError, by default "Request timed
// out" (the wording /reset shows, docs/product.md#account-messages).
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

export function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  message = 'Request timed out',
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
