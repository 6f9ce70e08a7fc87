// How busy a page's main thread is while nobody touches it: the share of wall time spent in the
// renderer main thread's tasks (CDP Performance metric TaskDuration), over a window. A check of
// idleness, not a timing: an idle page runs next to no tasks, a page that keeps re-rendering or
// polling runs them all the time (an earlier /watchlist kept it 78% busy and was 170 s late to
// learn of a new version).
import type { Page } from 'playwright-core';

export async function mainThreadBusy(page: Page, windowMs: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Performance.enable');
    const read = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const task = metrics.find((m) => m.name === 'TaskDuration');
      if (!task) throw new Error('Chromium reported no TaskDuration metric');
      return { task: task.value, at: performance.now() };
    };
    const start = await read();
    await new Promise((r) => setTimeout(r, windowMs));
    const end = await read();
    return (end.task - start.task) / ((end.at - start.at) / 1000);
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * Waits until a page has done what loading it starts by itself: the app's deferred start (the data
 * layer's chunk, loaded once the page is idle, or on the intro after 4 s: docs/decisions.md), then
 * no new request for `quietMs`, then its opening animations. What is left is the page at rest.
 */
export async function pageSettled(page: Page, quietMs = 1_000, timeoutMs = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((e) => /\/assets\/data-[^/]*\.js$/.test(e.name)),
    undefined,
    { timeout: timeoutMs, polling: 200 },
  );
  const end = Date.now() + timeoutMs;
  let seen = -1;
  let since = Date.now();
  for (;;) {
    const n = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (n !== seen) [seen, since] = [n, Date.now()];
    else if (Date.now() - since >= quietMs) break;
    if (Date.now() > end) throw new Error(`the page kept making requests for ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await finiteAnimationsDone(page, timeoutMs);
}

/** Waits until every finite animation has ended (the intro's pulses, fades): what loading a page
 * starts by itself is not idleness's to judge. An endless animation is left running, and counts. */
export async function finiteAnimationsDone(page: Page, timeoutMs = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: timeoutMs, polling: 250 },
  );
}
