// The one place the local host reads its environment (`npm start` and `npm run dev`), checked so
// a mistyped value stops the start with a message saying what to fix instead of a confusing crash.
import path from 'node:path';
import { parseTrustedProxies } from './clientAddress';
import { defaultDataDir, defaultMailDir } from './paths';

export class HostEnvError extends Error {
  override name = 'HostEnvError';
}

export interface HostEnv {
  port: number;
  hostname: string;
  /** Where the local backend keeps its data (PGlite files, JWT secret). */
  dataDir: string;
  mailDir: string;
  /** A PostgreSQL server instead of the embedded PGlite (self-hosting). */
  databaseUrl?: string;
  /** A real Supabase project: the app and functions use it, no local backend starts. */
  remote?: { url: string; anonKey: string };
  /** Serve the existing dist/ without building (MISE_SKIP_BUILD=1). */
  skipBuild: boolean;
  /** Sign-up sends a confirmation link instead of signing in (MISE_CONFIRM_EMAIL=1). */
  confirmEmail: boolean;
  /** Reverse proxies whose X-Forwarded-For is believed (MISE_TRUSTED_PROXIES, comma-separated). */
  trustedProxies: string[];
  /** The /_mail page when listening beyond loopback (MISE_MAIL_PAGE=1); undefined: the default. */
  mailPage?: boolean;
  /** Public values the client build bakes in. */
  clientExtras: { VITE_STRIPE_PUBLISHABLE_KEY?: string; VITE_CONTACT_EMAIL?: string };
}

const flag = (v: string | undefined) => v === '1' || v === 'true';

export function readHostEnv(env: NodeJS.ProcessEnv = process.env): HostEnv {
  const port = Number(env.PORT ?? 8888);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new HostEnvError(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}").`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new HostEnvError('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  const url = env.SUPABASE_URL?.trim();
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  if (!!url !== !!anonKey)
    throw new HostEnvError(
      'Set both SUPABASE_URL and SUPABASE_ANON_KEY to use a Supabase project, or neither for the local backend.',
    );
  return {
    port,
    hostname: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.MISE_DATA_DIR ?? defaultDataDir),
    mailDir: path.resolve(env.MAIL_OUTBOX_DIR ?? defaultMailDir),
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(url && anonKey ? { remote: { url, anonKey } } : {}),
    skipBuild: flag(env.MISE_SKIP_BUILD),
    confirmEmail: flag(env.MISE_CONFIRM_EMAIL),
    trustedProxies: parseTrustedProxies(env.MISE_TRUSTED_PROXIES),
    ...(env.MISE_MAIL_PAGE !== undefined ? { mailPage: flag(env.MISE_MAIL_PAGE) } : {}),
    clientExtras: {
      VITE_STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY ?? env.VITE_STRIPE_PUBLISHABLE_KEY,
      VITE_CONTACT_EMAIL: env.CONTACT_EMAIL ?? env.VITE_CONTACT_EMAIL,
    },
  };
}

/** Runs `close` once on Ctrl-C or SIGTERM, then exits. */
export function stopOnSignal(close: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping…');
      close().then(
        () => process.exit(0),
        (e: unknown) => {
          console.error(e);
          process.exit(1);
        },
      );
    });
}

/** Reads the environment or prints what to fix and exits (for the two entry points). */
export function hostEnvOrExit(): HostEnv {
  try {
    return readHostEnv();
  } catch (e) {
    if (e instanceof HostEnvError) {
      console.error(`Cannot start Mise: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
}
