// What signing out means locally (docs/product.md#sign-out): the profile is cleared, a fresh
// anonymous session id is made, and the watchlist shows the new (empty) session. Runs once per
// sign-out, whether the user asked for it or supabase-js ended the session (revoked refresh token).
import { db } from '../db';
import { renewSessionId } from '../identity';
import { META, writeMeta } from '../meta';
import { requestSync } from '../sync/pageSync';

let lastUserId: string | null = null;

/** Remembers who is signed in, so a later sign-out event knows there is something to end. */
export function noteSignedIn(userId: string): void {
  lastUserId = userId;
}

export async function endAccountSession(email: string | null): Promise<void> {
  if (lastUserId === null) return;
  const userId = lastUserId;
  lastUserId = null;
  // The emptied watchlist must not read as data loss: the screen names the account it is kept in.
  await writeMeta(db, META.signedOutAccount, { userId, email });
  await db.meta.delete(META.profile);
  await renewSessionId(db);
  // The account's pending writes stay queued for its next sign-in; the screen shows the new session.
  await db.watchlist.clear();
  void requestSync({ pull: true });
}
