// Small typed key/value records in the meta table.
import type { MiseDb } from './db';

export const META = {
  sessionId: 'sessionId',
  authSession: 'mise-auth',
  archiveVersion: 'archiveVersion',
  profile: 'profile',
  persistAsked: 'persistAsked',
  /** Supabase URL and anon key, written by the page for the service worker. */
  clientConfig: 'clientConfig',
  /** The signed-in user whose watchlist this device has pulled at least once. */
  pulledUser: 'pulledUser',
  /**
   * A sign-up that must confirm its email first (no session yet): the welcome mail waits for the
   * first sign-in of that address on this device.
   */
  welcomePending: 'welcomePending',
  /** The user whose sign-in still has to adopt the anonymous watchlist (see adoptAnonymous). */
  adoptFor: 'adoptFor',
  /** The account last signed out of here ({ userId, email }): the watchlist says it is safe. */
  signedOutAccount: 'signedOutAccount',
  /** Films passed on this device and when (docs/taste.md): local only, never synced. */
  passes: 'passes',
} as const;

export async function readMeta<T>(db: MiseDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function writeMeta(db: MiseDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
