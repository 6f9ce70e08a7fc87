// The deck on one screen (issue 29, point 1): at 360×640 and 390×844 (touch) and 1280×720
// (keyboard and mouse), each of the 20 archive films with the longest summaries shows its card and
// both Like and Pass without the page scrolling, front and back; text that does not fit scrolls
// inside the card behind a "More" button. The hint names the gesture of the device. Screenshots of
// the longest film go to /work/wt/shots when SHOTS_DIR is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUi } from '../../support/pages/harness';
import type { Ui } from '../../support/pages/harness';
import { longestSummaries, openDeckOf } from '../../support/pages/deckFilms';

let ui: Ui;
beforeAll(async () => {
  ui = await startUi();
});
afterAll(async () => ui?.close());

const SIZES = [
  { width: 360, height: 640, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 720, touch: false },
] as const;

interface Fit {
  scrollY: number;
  docScrolls: boolean;
  boxes: Record<string, { top: number; bottom: number; left: number; right: number } | null>;
  textHidden: boolean;
  moreShown: boolean;
}

/** Where the card and the buttons are, against the viewport. */
function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const body = document.querySelector('.film-body');
    return {
      scrollY: window.scrollY,
      docScrolls: false,
      boxes: {
        card: box(document.querySelector('[data-testid="swipe-card"]')),
        title: box(document.querySelector('.film-title')),
        like: box(document.querySelector('button[aria-label="Like"]')),
        pass: box(document.querySelector('button[aria-label="Dislike"]')),
      },
      textHidden: !!body && body.scrollHeight > body.clientHeight + 4,
      moreShown: !!document.querySelector('.film-more'),
    };
  });
}

/** A click where the button is, as a person would: no scrolling it into view first. */
async function tap(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`no ${name} button`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

function expectOnScreen(fit: Fit, size: { width: number; height: number }, label: string) {
  expect(fit.scrollY, label).toBe(0);
  for (const [name, b] of Object.entries(fit.boxes)) {
    expect(b, `${label}: ${name}`).not.toBeNull();
    expect(b!.top, `${label}: ${name} top`).toBeGreaterThanOrEqual(0);
    expect(b!.left, `${label}: ${name} left`).toBeGreaterThanOrEqual(0);
    expect(b!.bottom, `${label}: ${name} bottom`).toBeLessThanOrEqual(size.height);
    expect(b!.right, `${label}: ${name} right`).toBeLessThanOrEqual(size.width);
  }
  // Whatever does not fit is reachable inside the card.
  if (fit.textHidden) expect(fit.moreShown, `${label}: More`).toBe(true);
}

describe('the deck fits the screen', () => {
  const films = longestSummaries(20);

  it.each(SIZES)('$width×$height: card and both buttons of the 20 longest films', async (size) => {
    const ctx = await ui.context({
      viewport: { width: size.width, height: size.height },
      isMobile: size.touch,
      hasTouch: size.touch,
    });
    const page = await ctx.newPage();
    let shot = false;
    for (let start = 0; start < films.length; start += 7) {
      const chunk = films.slice(start, start + 7);
      await openDeckOf(page, ui.url, chunk, 'long summaries');
      for (const [i, film] of chunk.entries()) {
        await page.getByText(new RegExp(`^Film ${i + 1} of ${chunk.length}$`)).waitFor();
        await expect
          .poll(() => page.locator('.film-title').textContent())
          .toContain(film.movie_title);
        const label = `${size.width}×${size.height} ${film.movie_id}`;
        expectOnScreen(await measure(page), size, label);
        if (!shot && process.env.SHOTS_DIR) {
          mkdirSync(process.env.SHOTS_DIR, { recursive: true });
          await page.screenshot({
            path: path.join(process.env.SHOTS_DIR, `deck-${size.width}x${size.height}.png`),
          });
          shot = true;
        }
        await tap(page, 'Show synopsis');
        expectOnScreen(await measure(page), size, `${label} (synopsis)`);
        await tap(page, 'Dislike');
      }
      await page.getByRole('heading', { name: /^Watchlist complete/ }).waitFor();
    }
    await ctx.close();
  });

  it('a long text scrolls inside the card with More', async () => {
    const ctx = await ui.context({ viewport: { width: 360, height: 640 } });
    const page = await ctx.newPage();
    await openDeckOf(page, ui.url, films.slice(0, 1), 'long summaries');
    const body = page.locator('.film-body');
    const before = await body.evaluate((el) => el.scrollTop);
    await page.getByRole('button', { name: /^More about/ }).click();
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(before);
    await ctx.close();
  });

  it('names the gesture of the device: swipe on touch, arrow keys with a keyboard', async () => {
    const touch = await ui.context({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await touch.newPage();
    await phone.goto(`${ui.url}/cards`);
    await expect
      .poll(() => phone.getByTestId('deck-hint').textContent())
      .toMatch(/^Swipe the card/);
    const desk = await ui.context({
      viewport: { width: 1280, height: 720 },
      isMobile: false,
      hasTouch: false,
    });
    const desktop = await desk.newPage();
    await desktop.goto(`${ui.url}/cards`);
    await expect.poll(() => desktop.getByTestId('deck-hint').textContent()).toMatch(/arrow keys/);
    await touch.close();
    await desk.close();
  });
});
