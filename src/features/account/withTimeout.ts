// Races a promise against a timer; the timer's rejection carries the spec's message.
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
