// A hung request ends at the page's own deadline (AbortSignal.timeout and setTimeout in
// src/net/fetchWithDeadline.ts). Waiting that out in real time made the bad-network suites slow,
// and made their bounds depend on how busy the machine was. Contexts made with `clock: true`
// (test/support/pages/harness.ts) carry Playwright's clock: time in the page flows as usual until a
// test jumps it. Once a hang has caught its request, `outwait` jumps the page's clock by the
// deadline, so the page meets its deadline at once; the wait a person would have seen is the jump
// plus the real time the page took, and that sum is what the suites bound.
import type { Page } from 'playwright-core';
import type { Fault } from './networkFaults';

/**
 * Once `fault` has caught its first request, moves the page's clock `ms` forward (its due timers
 * fire, as after a laptop lid closed that long). Returns `ms`: the time to add to a measured wait.
 */
export async function outwait(page: Page, fault: Fault, ms: number): Promise<number> {
  await fault.met();
  await page.clock.fastForward(ms);
  return ms;
}
