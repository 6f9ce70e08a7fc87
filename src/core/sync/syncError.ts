// Typed sync failures. The reason decides what happens next: `network` and `server` back off and
// retry, `unauthorized` waits for a valid session, `rejected` marks operations failed (visible).
export type SyncErrorReason = 'network' | 'server' | 'unauthorized' | 'rejected';

export class SyncError extends Error {
  override readonly name = 'SyncError';
  constructor(
    readonly reason: SyncErrorReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Maps an HTTP status to what the engine does with it (401 is handled before: refresh, retry). */
export function reasonForStatus(status: number): SyncErrorReason {
  if (status === 401) return 'unauthorized';
  if (status >= 500 || status === 408 || status === 429) return 'server';
  return 'rejected';
}
