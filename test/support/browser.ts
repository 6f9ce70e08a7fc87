// Chromium for end-to-end tests, screenshots and benchmarks: the system Chromium driven by
// playwright-core, with everything that would reach the network or the GPU turned off.
import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
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
