// Who is writing: the signed-in user (from the stored auth session, which the service worker can
// read too) or else the anonymous session, whose id is made on first use and renewed on sign-out.
import type { Owner } from '../core/sync/types';
import type { MiseDb } from './db';
import { META, readMeta, writeMeta } from './meta';

/** The auth session as supabase-js stores it (the fields the data layer reads). */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at?: number;
  expires_in?: number;
  token_type?: string;
  user: { id: string; email?: string; user_metadata?: Record<string, unknown> };
}

export async function readStoredSession(db: MiseDb): Promise<StoredSession | null> {
  const raw = await readMeta<string>(db, META.authSession);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredSession | { currentSession?: StoredSession };
    const s = 'access_token' in parsed ? parsed : parsed.currentSession;
    return s?.access_token && s.user?.id ? s : null;
  } catch {
    return null;
  }
}

export async function writeStoredSession(db: MiseDb, session: StoredSession): Promise<void> {
  await writeMeta(db, META.authSession, JSON.stringify(session));
}

/**
 * The anonymous session id, made with crypto.randomUUID() on first use (docs/product.md#accounts).
 */
export async function getSessionId(db: MiseDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await readMeta<string>(db, META.sessionId);
    if (existing) return existing;
    const id = crypto.randomUUID();
    await writeMeta(db, META.sessionId, id);
    return id;
  });
}

/** A fresh anonymous session, made on sign-out (docs/product.md#sign-out). */
export async function renewSessionId(db: MiseDb): Promise<string> {
  const id = crypto.randomUUID();
  await writeMeta(db, META.sessionId, id);
  return id;
}

export async function currentUserId(db: MiseDb): Promise<string | null> {
  return (await readStoredSession(db))?.user.id ?? null;
}

/** The identity new writes belong to. */
export async function currentOwner(db: MiseDb): Promise<Owner> {
  const userId = await currentUserId(db);
  return userId ? { userId } : { sessionId: await getSessionId(db) };
}
