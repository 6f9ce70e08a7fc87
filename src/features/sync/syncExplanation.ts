// What the sync badge says when tapped (docs/product.md#sync-messages): the state in words and what
// is waiting, so "pending" is never left unexplained. Pure, so each state's sentence is tested.
import type { SyncState } from '../../data';

export interface SyncExplanation {
  /** One sentence on what the state means for the person's changes. */
  text: string;
  /** Whether a retry can help now (something is waiting, or the last attempt failed). */
  retry: boolean;
}

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** `signedIn`: the changes go to an account; otherwise to this device's anonymous watchlist. */
export function explainSync(state: SyncState, pending: number, signedIn: boolean): SyncExplanation {
  const where = signedIn ? 'your account' : 'your watchlist on our server';
  const has = pending === 1 ? 'has' : 'have';
  switch (state) {
    case 'offline':
      return {
        text:
          pending > 0
            ? `You are offline. ${changes(pending)} will reach ${where} when you are back online.`
            : 'You are offline. What you like is saved on this device and sent when you are back online.',
        retry: true,
      };
    case 'syncing':
      return {
        text: pending > 0 ? `Sending ${changes(pending)} to ${where}…` : `Checking ${where}…`,
        retry: false,
      };
    case 'error':
      return {
        text:
          pending > 0
            ? `${changes(pending)} could not be sent yet; Mise keeps trying. Nothing is lost: they are saved on this device.`
            : 'Some changes were refused: see the list under the top bar to retry or discard them.',
        retry: true,
      };
    default:
      return pending > 0
        ? { text: `${changes(pending)} ${has} not reached ${where} yet.`, retry: true }
        : {
            text: `Everything you kept is saved to ${where}.`,
            retry: false,
          };
  }
}
