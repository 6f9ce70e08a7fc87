// Accounts and archive ids on the local backend, through its public auth and REST APIs.
import type { StoredSession } from '../../src/data/identity';
import { loadOrCreateJwtSecret, signJwt } from '../../server/keys';

interface Backend {
  url: string;
  anonKey: string;
}

export async function signUpUser(b: Backend, email: string, password: string): Promise<void> {
  const res = await fetch(`${b.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: b.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      data: { first_name: 'Prop', last_name: 'Test', watching_region: 'US' },
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
}

/** A fresh session (its own refresh token), as a device gets when it signs in. */
export async function signInUser(
  b: Backend,
  email: string,
  password: string,
): Promise<StoredSession> {
  const res = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: b.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const s = (await res.json()) as StoredSession;
  return {
    ...s,
    expires_at: s.expires_at ?? Math.floor(Date.now() / 1000) + (s.expires_in ?? 3600),
  };
}

export async function filmIds(b: Backend): Promise<string[]> {
  const res = await fetch(
    `${b.url}/rest/v1/celluloid_film_data?select=movie_id&order=movie_id&limit=20`,
    {
      headers: { apikey: b.anonKey, Authorization: `Bearer ${b.anonKey}` },
    },
  );
  if (!res.ok) throw new Error(`archive read failed: ${res.status}`);
  return ((await res.json()) as { movie_id: string }[]).map((r) => r.movie_id);
}

/** The same access token with its expiry in the past, signed with the backend's key. */
export async function expireToken(dataDir: string, accessToken: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
  };
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ ...claims, iat: now - 3700, exp: now - 100 }, loadOrCreateJwtSecret(dataDir));
}

/** Likes applied on the server for a signed-in account, as another device would have sent them. */
export async function likeOnServer(
  b: Backend,
  accessToken: string,
  likes: { movie_id: string; source: string; source_value: string }[],
): Promise<number> {
  const res = await fetch(`${b.url}/rest/v1/rpc/apply_watchlist_ops`, {
    method: 'POST',
    headers: {
      apikey: b.anonKey,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      ops: likes.map((l) => ({
        id: crypto.randomUUID(),
        kind: 'like',
        at: '2026-01-01T00:00:00Z',
        ...l,
      })),
    }),
  });
  return res.status;
}
