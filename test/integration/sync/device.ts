// A simulated device for the sync tests: its own IndexedDB (fake-indexeddb), its own anonymous
// session, the real sync engine, and a fetch that can inject one network fault into the next
// request. Every answer the server gives is recorded, so the tests know the order in which the
// server really applied operations.
import 'fake-indexeddb/auto';
import type { Op, OpResult, Owner } from '../../../src/core/sync/types';
import { MiseDb } from '../../../src/data/db';
import {
  getSessionId,
  readStoredSession,
  renewSessionId,
  writeStoredSession,
  type StoredSession,
} from '../../../src/data/identity';
import { META } from '../../../src/data/meta';
import { adoptAnonymousWatchlist } from '../../../src/data/sync/adoptAnonymous';
import { enqueueWrite, type NewOp } from '../../../src/data/sync/enqueueWrite';
import { createSyncClient, type SyncClient } from '../../../src/data/sync/syncClient';

export type Fault =
  | 'none'
  | 'dropBefore' // the request never reaches the server
  | 'dropAfter' // the server applies it, the answer is lost
  | 'duplicate' // the request is delivered twice
  | 'status500' // the server answers 500 without applying
  | 'expiredToken' // the stored access token has expired: 401, refresh, retry
  | 'crash'; // the process dies after sending, before recording the answer

/** Server-side application order, as the server's answers report it. */
export type LogEntry =
  { type: 'applied'; op: Op } | { type: 'merge'; userId: string; sessionId: string };

export interface Backend {
  url: string;
  anonKey: string;
  /** The same access token, re-signed by the backend's key with its expiry in the past. */
  expire(accessToken: string): Promise<string>;
}

let counter = 0;

export class Device {
  readonly name: string;
  db: MiseDb;
  private client: SyncClient;
  private fault: Fault = 'none';
  readonly made: Op[] = [];

  constructor(
    readonly backend: Backend,
    readonly log: LogEntry[],
  ) {
    this.name = `device-${process.pid}-${counter++}`;
    this.db = new MiseDb(this.name);
    this.client = this.makeClient();
  }

  private makeClient(): SyncClient {
    return createSyncClient({
      db: this.db,
      supabaseUrl: this.backend.url,
      anonKey: this.backend.anonKey,
      batchSize: 3,
      fetch: (input, init) => this.faultyFetch(input, init),
    });
  }

  private async faultyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = String(input);
    const rpc = url.includes('/rest/v1/rpc/');
    const fault = rpc ? this.fault : 'none';
    if (rpc) this.fault = 'none';
    if (fault === 'dropBefore') throw new TypeError('fetch failed (dropped before sending)');
    if (fault === 'status500')
      return new Response(JSON.stringify({ message: 'injected' }), { status: 500 });
    const send = async () => {
      const res = await fetch(input, init);
      if (rpc && res.ok) this.record(url, init, (await res.clone().json()) as unknown);
      return res;
    };
    if (fault === 'duplicate') await send();
    const res = await send();
    if (fault === 'dropAfter' || fault === 'crash')
      throw new TypeError('fetch failed (answer lost)');
    return res;
  }

  private record(url: string, init: RequestInit | undefined, answer: unknown) {
    const headers = new Headers(init?.headers);
    const token = headers.get('authorization')!.slice('Bearer '.length);
    // Who the server applied it for: the token's user, else the session of the header.
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub?: string;
    };
    const sessionId = headers.get('x-session-id');
    if (url.endsWith('/rpc/merge_anon_watchlist')) {
      this.log.push({ type: 'merge', userId: claims.sub!, sessionId: sessionId! });
      return;
    }
    const owner: Owner = claims.sub ? { userId: claims.sub } : { sessionId: sessionId! };
    const sent = (JSON.parse(String(init?.body)) as { ops: { id: string }[] }).ops;
    for (const r of answer as OpResult[]) {
      if (r.status !== 'applied') continue;
      const op = this.allMade().find((o) => o.id === r.id);
      if (!op) throw new Error(`server applied an operation nobody made: ${r.id}`);
      if (!sent.some((s) => s.id === r.id)) throw new Error('answer for an op not sent');
      // Operations made anonymously and re-tagged at sign-in are applied for the account.
      this.log.push({ type: 'applied', op: { ...op, owner } });
    }
  }

  /** Every operation made on any device (set by the test so answers can be matched). */
  allMade: () => Op[] = () => this.made;

  async sessionId() {
    return getSessionId(this.db);
  }

  async write(op: NewOp) {
    this.made.push(await enqueueWrite(this.db, op));
  }

  async owner(): Promise<Owner> {
    const s = await readStoredSession(this.db);
    return s ? { userId: s.user.id } : { sessionId: await this.sessionId() };
  }

  /** One sync with a fault injected into its first request; failures are expected. */
  async sync(fault: Fault = 'none', pull = false): Promise<void> {
    this.fault = fault;
    if (fault === 'expiredToken') {
      const s = await readStoredSession(this.db);
      if (s)
        await writeStoredSession(this.db, {
          ...s,
          access_token: await this.backend.expire(s.access_token),
        });
    }
    try {
      await this.client.sync({ pull });
    } catch {
      // Transient failures leave the outbox as it was; the test heals later.
    }
    this.fault = 'none';
    if (fault === 'crash') await this.restart();
  }

  /**
   * The page and the service worker of this device sync at the same moment: two engines over the
   * one database, as in the browser (the lock they share keeps one drain at a time).
   */
  async syncWithWorker(): Promise<void> {
    const worker = this.makeClient();
    await Promise.all([
      this.client.sync({ pull: false }).catch(() => undefined),
      worker.sync({ pull: false }).catch(() => undefined),
    ]);
  }

  /** A write made while a sync is in flight: it must go in this drain or the next, once. */
  async writeDuringSync(op: NewOp): Promise<void> {
    const running = this.client.sync({ pull: false }).catch(() => undefined);
    await this.write(op);
    await running;
  }

  /** The app restarts: the database is reopened and the engine made anew. */
  async restart() {
    this.db.close();
    this.db = new MiseDb(this.name);
    this.client = this.makeClient();
  }

  async signIn(session: StoredSession) {
    await writeStoredSession(this.db, session);
    await adoptAnonymousWatchlist(this.db, session.user.id);
  }

  /** What the app does on sign-out: session gone, a fresh anonymous session, an empty view. */
  async signOut() {
    await this.db.meta.delete(META.authSession);
    await renewSessionId(this.db);
    await this.db.watchlist.clear();
  }

  /** Queued operations that wait for an account to sign in. */
  async waitingForAccount(): Promise<boolean> {
    return (await this.db.outbox.toArray()).some((e) => 'userId' in e.owner);
  }

  async pendingCount() {
    return this.db.outbox.count();
  }

  async destroy() {
    await this.db.delete();
  }
}
