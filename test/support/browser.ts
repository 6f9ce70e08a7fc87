// Chromium for end-to-end tests, screenshots and benchmarks: the system Chromium driven by
// playwright-core, with everything that would reach the network or the GPU turned off.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions } from 'playwright-core';

/** The full browser: what benchmarks and screenshots measure, and what the tests of features only
 * it has (Background Sync in the service worker) run in. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium-headless-shell, the same engine without the browser's UI layer (what
 * Playwright itself runs headless by default). The end-to-end suite uses it when it is installed:
 * the end-to-end step takes about a fifth less time and CPU (docs/testing.md). Falls back to the full browser. */
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `shell`: the headless shell if installed (the end-to-end default); `full`: Chromium itself. */
export type BrowserKind = 'shell' | 'full';

function browserPath(kind: BrowserKind): string {
  return kind === 'shell' && existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
}

export function launchBrowser(kind: BrowserKind = 'full'): Promise<Browser> {
  return chromium.launch({
    executablePath: browserPath(kind),
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

export const MOBILE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** The phone the end-to-end tests use: the same layout at one device pixel per CSS pixel. With no
 * GPU every frame is drawn in software, and at two device pixels per CSS pixel the suite spent most
 * of its CPU drawing four times the pixels; layout, media queries and touch are the same. */
export const MOBILE_TEST: BrowserContextOptions = { ...MOBILE, deviceScaleFactor: 1 };

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
