// The account this device last signed out of, and how many of its changes still wait here for its
// next sign-in: after Sign Out the watchlist says the account's list is safe and how to see it
// again, instead of reading as empty (docs/product.md#route-watchlist).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { META, readMeta } from '../meta';

export interface SignedOutAccount {
  email: string | null;
  /** The account's writes still in the outbox, sent at its next sign-in on this device. */
  waiting: number;
}

async function read(): Promise<SignedOutAccount | null> {
  const rec = await readMeta<{ userId: string; email: string | null }>(db, META.signedOutAccount);
  if (!rec) return null;
  const ops = await db.outbox.toArray();
  const waiting = ops.filter(
    (op) =>
      op.kind !== 'merge' &&
      op.kind !== 'request' &&
      'userId' in op.owner &&
      op.owner.userId === rec.userId,
  ).length;
  return { email: rec.email, waiting };
}

export function useSignedOutAccount(): SignedOutAccount | null {
  return useLiveQuery(read, []) ?? null;
}
