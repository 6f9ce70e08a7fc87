// A search belongs to the page that started it: leaving the page cancels it (nothing arrives for
// a screen that is gone), and a new search on the same page cancels the one before.
import { useCallback, useEffect, useRef } from 'react';

export function useSearchSignal(): () => AbortSignal {
  const current = useRef<AbortController | null>(null);
  useEffect(
    () => () => current.current?.abort(new DOMException('Left the page', 'AbortError')),
    [],
  );
  return useCallback(() => {
    current.current?.abort(new DOMException('A newer search started', 'AbortError'));
    current.current = new AbortController();
    return current.current.signal;
  }, []);
}

/** The page's own cancellation: not an error to show. */
export function isCancelled(err: unknown): boolean {
  return (err as { name?: string } | null)?.name === 'AbortError';
}
