// Account actions: sign in/up/out and password reset. Sign-in and sign-up adopt the anonymous
// watchlist (merged on the server in one transaction); sign-out makes a fresh session id
// (docs/product.md#accounts).
import { config } from '../../config';
import { db } from '../db';
import { META, readMeta, writeMeta } from '../meta';
import { finishAdoption, queueAdoption } from '../sync/adoptAnonymous';
import { requestSync, resetFirstPull } from '../sync/pageSync';
import type { AuthUser, RecoveryTokens, SignUpInput } from '../types';
import { markSignedOut } from './authStore';
import { supabase } from './supabaseClient';
import { DEADLINE_MS, fetchWithDeadline } from '../../net/fetchWithDeadline';

export class AuthFailure extends Error {
  override readonly name = 'AuthFailure';
  constructor(
    readonly reason: 'auth' | 'network' | 'invalid-link',
    message: string,
  ) {
    super(message);
  }
}

function fail(err: { message: string; status?: number; name?: string }): never {
  const network = err.name === 'AuthRetryableFetchError' || err.status === 0;
  throw new AuthFailure(network ? 'network' : 'auth', err.message);
}

/**
 * What follows a successful sign-in, without making the person wait: the adoption of the anonymous
 * watchlist is recorded now and carried out in the background, then the account's watchlist is
 * pulled. A slow or hung sync can no longer turn a successful login into a timeout.
 */
async function afterSignIn(userId: string): Promise<void> {
  await queueAdoption(db, userId);
  resetFirstPull();
  void finishAdoption(db)
    .catch((err: unknown) => console.warn('Anonymous watchlist not adopted yet:', err))
    .finally(() => void requestSync({ pull: true }));
}

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) fail(error);
  await afterSignIn(data.user.id);
  // The first sign-in after confirming an email sends the welcome mail sign-up could not send.
  const pending = await readMeta<{ email: string; firstName: string }>(db, META.welcomePending);
  if (pending && pending.email.toLowerCase() === (data.user.email ?? '').toLowerCase()) {
    await db.meta.delete(META.welcomePending);
    void requestWelcomeEmail(pending.email, pending.firstName, data.session.access_token);
  }
  return { id: data.user.id, email: data.user.email ?? null };
}

export async function signUp(input: SignUpInput): Promise<{ user: AuthUser; signedIn: boolean }> {
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      data: {
        first_name: input.first_name,
        last_name: input.last_name,
        watching_region: input.watching_region,
      },
    },
  });
  if (error) fail(error);
  if (!data.user) throw new AuthFailure('auth', 'Error creating account. Please try again.');
  if (data.session) {
    await afterSignIn(data.user.id);
    void requestWelcomeEmail(input.email, input.first_name, data.session.access_token);
  } else {
    // The project asks new accounts to confirm their email: no session until they do. The
    // welcome mail and the adoption of the anonymous watchlist wait for the first sign-in.
    await writeMeta(db, META.welcomePending, { email: input.email, firstName: input.first_name });
  }
  return { user: { id: data.user.id, email: data.user.email ?? null }, signedIn: !!data.session };
}

/** Welcome email: best effort, failures are only logged (docs/product.md#sign-up). */
async function requestWelcomeEmail(email: string, firstName: string, token: string) {
  try {
    const res = await fetchWithDeadline(`${config.functionsBase}/sendWelcomeEmail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ email, firstName }),
      deadlineMs: DEADLINE_MS.mail,
    });
    if (!res.ok) console.warn('Welcome email failed:', res.status);
  } catch (err) {
    console.warn('Welcome email failed:', err);
  }
}

export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  // Offline, the server call fails; the local session must still end.
  if (error) await db.meta.delete(META.authSession);
  await markSignedOut();
}

export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}/reset`,
  });
  if (error) fail(error);
}

/** Recovery tokens from the address fragment, or null (valid only with both tokens and type). */
export function recoveryTokensFromUrl(hash: string = window.location.hash): RecoveryTokens | null {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const access_token = p.get('access_token');
  const refresh_token = p.get('refresh_token');
  if (!access_token || !refresh_token || p.get('type') !== 'recovery') return null;
  return { access_token, refresh_token };
}

/**
 * The /reset screen's check (docs/product.md#route-reset): a recovery link sets its session;
 * else an existing session is accepted; else the link is invalid.
 */
export async function verifyRecoveryFromUrl(): Promise<{
  valid: boolean;
  tokens: RecoveryTokens | null;
}> {
  const tokens = recoveryTokensFromUrl();
  if (tokens) {
    try {
      await setSessionFromRecovery(tokens);
      return { valid: true, tokens };
    } catch {
      return { valid: false, tokens: null };
    }
  }
  const { data } = await supabase.auth.getSession();
  return { valid: !!data.session, tokens: null };
}

export async function setSessionFromRecovery(tokens: RecoveryTokens): Promise<void> {
  const { error } = await supabase.auth.setSession(tokens);
  if (error) fail(error);
}

export async function updatePassword(password: string): Promise<void> {
  const { data, error } = await supabase.auth.updateUser({ password });
  if (error) fail(error);
  if (!data.user) throw new AuthFailure('auth', 'No response received from password update');
}
