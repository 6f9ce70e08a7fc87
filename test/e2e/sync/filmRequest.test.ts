// "Missing a film?" in Chromium on the real build and backend (docs/product.md#film-requests):
//  1. a request made offline on the deck's completion screen says it is saved, survives a reload,
//     and reaches the server exactly once after reconnecting (read back over REST with the service
//     role, and the sync ledger), with a thank-you in the form;
//  2. the form refuses an empty title, the year 3000 and a 500-character note with messages a
//     person can act on, queues nothing; every control is at least 44 px and axe finds no serious
//     problem, in each state of the form;
//  3. the 21st request of the hour is refused by the server: the form keeps it with the reason and
//     Retry / Discard, and the outbox still holds it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUi, type Ui } from '../../support/pages/harness';
import { FilmRequestForm } from '../../support/pages/filmRequestForm';
import { MiseApp } from '../../support/pages/miseApp';
import { smallTargets } from '../../support/touchTargets';

let ui: Ui;
beforeAll(async () => {
  ui = await startUi();
});
afterAll(async () => ui?.close());

interface StoredRequest {
  op_id: string | null;
  session_id: string | null;
  title: string;
  year: number;
  note: string | null;
}

const asService = {
  apikey: '',
  Authorization: '',
};

async function serverRequests(title: string): Promise<StoredRequest[]> {
  asService.apikey = ui.backend.serviceRoleKey;
  asService.Authorization = `Bearer ${ui.backend.serviceRoleKey}`;
  const res = await fetch(
    `${ui.url}/rest/v1/film_requests?select=op_id,session_id,title,year,note&title=eq.${encodeURIComponent(title)}`,
    { headers: asService },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as StoredRequest[];
}

async function ledgerRows(opId: string): Promise<number> {
  const res = await fetch(`${ui.url}/rest/v1/sync_applied_ops?select=kind&op_id=eq.${opId}`, {
    headers: asService,
  });
  return ((await res.json()) as { kind: string }[]).filter((r) => r.kind === 'request').length;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** With SHOTS_DIR set, a screenshot of the form as a person sees it (for review, as deckFit). */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return;
  mkdirSync(process.env.SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `film-request-${name}.png`) });
}

async function freshContext(): Promise<BrowserContext> {
  // Service workers allowed: offline, the app and the form's chunk come from its precache.
  const context = await ui.browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(15_000);
  return context;
}

describe('asking for a missing film', () => {
  it('a request made offline reaches the server exactly once after reconnecting', async () => {
    const context = await freshContext();
    const app = new MiseApp(await context.newPage(), ui.url);
    const form = new FilmRequestForm(app.page, ui.url);
    await app.open('/');
    await app.waitForOfflineReady();
    const title = `Mikey and Nicky ${crypto.randomUUID().slice(0, 6)}`;

    await context.setOffline(true);
    // The deck of sample films, passed to the end: the completion screen offers the form.
    await app.swipeSamples(['dislike', 'dislike', 'dislike', 'dislike', 'dislike']);
    await form.open();
    await form.fill(`  ${title} `, '1976', 'Elaine May, with Falk and Cassavetes');
    await form.send();
    await expect
      .poll(() => form.status().textContent())
      .toBe('Saved — it will be sent when you’re back online.');
    await shot(app.page, 'saved-offline-390x844');
    expect(await app.outboxSize()).toBe(1);

    // A reload offline: still queued, listed in the form on /about as waiting.
    await app.page.reload();
    await app.open('/about');
    await form.open();
    expect(await form.waiting()).toEqual([`“${title}” (1976) Waiting to be sent`]);
    await form.close();
    expect(await serverRequests(title)).toEqual([]);

    // A second request, the form left open on its "saved" line while the network comes back.
    const second = `${title} II`;
    await form.open();
    await form.fill(second, '1980');
    await form.send();
    await form.status().getByText('Saved — it will be sent when you’re back online.').waitFor();
    await context.setOffline(false);
    await expect
      .poll(() => form.status().textContent(), { timeout: 30_000 })
      .toBe(`Thank you! Your request for “${second}” (1980) has reached us.`);
    expect(
      await until(
        () => app.outboxSize(),
        (n) => n === 0,
      ),
    ).toBe(0);

    const sessionId = await app.readMeta('sessionId');
    const [stored] = await serverRequests(title);
    expect(await serverRequests(title)).toHaveLength(1);
    expect(stored).toMatchObject({
      session_id: sessionId,
      title,
      year: 1976,
      note: 'Elaine May, with Falk and Cassavetes',
    });
    expect(await serverRequests(second)).toHaveLength(1);
    expect(await ledgerRows(stored!.op_id!)).toBe(1);

    // Another reload and sync online changes nothing: still exactly once.
    await app.page.reload();
    await app.open('/about');
    await form.open();
    expect(await form.waiting()).toEqual([]);
    expect(await serverRequests(title)).toHaveLength(1);
    expect(await serverRequests(second)).toHaveLength(1);
    await context.close();
  });

  it('refuses bad input with messages a person can act on, queues nothing; every control 44 px', async () => {
    const context = await ui.context({ viewport: { width: 360, height: 640 } });
    const app = new MiseApp(await context.newPage(), ui.url);
    const form = new FilmRequestForm(app.page, ui.url);
    await app.open('/about');
    await form.open();
    expect(await smallTargets(app.page)).toEqual([]);
    expect(await form.axeProblems()).toEqual([]);

    await form.fill('   ', '3000', 'n'.repeat(500));
    await form.send();
    expect(await form.fieldError('Title')).toBe('Give the film’s title.');
    expect(await form.fieldError('Year')).toBe(
      `The year must be ${new Date().getUTCFullYear() + 2} or earlier.`,
    );
    expect(await form.fieldError('Note (optional)')).toBe('Keep the note to 280 characters.');
    await shot(app.page, 'errors-360x640');
    // The first field to fix has the focus.
    expect(
      await app.page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')),
    ).toBe('true');
    await form.fill('The Wiz', '78');
    await form.send();
    expect(await form.fieldError('Year')).toBe('Write the year as four digits, like 1976.');
    expect(await form.fieldError('Title')).toBeNull();
    expect(await smallTargets(app.page)).toEqual([]);
    expect(await form.axeProblems()).toEqual([]);
    expect(await app.outboxSize()).toBe(0);
    await context.close();
  });

  it('the 21st request of the hour is refused and kept, with the reason, Retry and Discard', async () => {
    const context = await ui.context({ viewport: { width: 390, height: 844 } });
    const app = new MiseApp(await context.newPage(), ui.url);
    const form = new FilmRequestForm(app.page, ui.url);
    await app.open('/about');
    await form.open();
    const sessionId = await until(
      () => app.readMeta('sessionId'),
      (s) => s !== null,
    );
    // Twenty requests of this session in the last hour, already on the server.
    const res = await fetch(`${ui.url}/rest/v1/film_requests`, {
      method: 'POST',
      headers: { ...asService, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(
        Array.from({ length: 20 }, (_, i) => ({
          session_id: sessionId,
          title: `Earlier ${i}`,
          year: 1990,
        })),
      ),
    });
    expect(res.status).toBe(201);

    const title = `One too many ${crypto.randomUUID().slice(0, 6)}`;
    await form.fill(title, '1999');
    await form.send();
    const refusal = form.dialog().getByRole('alert');
    await refusal.waitFor({ timeout: 30_000 });
    expect(await refusal.textContent()).toMatch(
      new RegExp(
        `^“${title}” \\(1999\\) was not sent: Too many film requests: at most 20 an hour\\. This one is kept; send it again after \\d\\d:\\d\\d UTC\\.It stays on this device until you retry or discard it\\.`,
      ),
    );
    await refusal.getByRole('button', { name: `Retry ${title} (1999)` }).waitFor();
    await shot(app.page, 'refused-390x844');
    expect(await smallTargets(app.page)).toEqual([]);
    expect(await form.axeProblems()).toEqual([]);
    expect(await app.outboxSize()).toBe(1);
    expect(await serverRequests(title)).toEqual([]);

    // Closed and opened again, the refused request is still listed with its reason.
    await form.close();
    await form.open();
    expect(await form.waiting()).toEqual([
      expect.stringMatching(new RegExp(`^“${title}” \\(1999\\) Not sent: Too many film requests`)),
    ]);
    // Discard is the person's decision: then, and only then, it leaves the device.
    await form
      .dialog()
      .getByRole('button', { name: `Discard ${title} (1999)` })
      .click();
    expect(
      await until(
        () => app.outboxSize(),
        (n) => n === 0,
      ),
    ).toBe(0);
    await context.close();
  });
});
