// "From a photo" on /color, in Chromium on the real build and backend: a picture made of one
// film's colours (blocks in its palette's order, generated here from the film's hex_codes) is read
// on the device and brings that film among the first cards, online and then with the network off
// (the search worker over the cached archive); a like keeps the photo's colours and the watchlist
// row shows the film's palette strip. Files that are not readable pictures get a message
// a person can act on, and the page keeps working. docs/photo.md.
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deltaE2000 } from '../../../src/core/colour/ciede2000';
import { hexToLab } from '../../../src/core/colour/lab';
import { CardsPage } from '../../support/pages/cardsPage';
import { startUi, type Ui } from '../../support/pages/harness';
import { ColorPage } from '../../support/pages/searchPages';
import { WatchlistPage } from '../../support/pages/watchlistPage';
import { MiseApp } from '../../support/pages/miseApp';

let ui: Ui;

beforeAll(async () => {
  ui = await startUi();
});
afterAll(async () => ui?.close());

interface Film {
  movie_id: string;
  movie_title: string;
  hex_codes: string;
}

const dE = (x: string, y: string) => {
  const a = hexToLab(x)!;
  const b = hexToLab(y)!;
  return deltaE2000(a[0], a[1], a[2], b[0], b[1], b[2]);
};

/** A film whose 5 or 6 colours are far apart (no grey ramp), so a photo of them reads back as them. */
async function distinctFilm(): Promise<{ title: string; hex: string[] }> {
  const { data, error } = await ui.backend
    .client()
    .from('celluloid_film_data')
    .select('movie_id,movie_title,hex_codes')
    .order('movie_id');
  if (error) throw error;
  for (const f of data as Film[]) {
    const hex = f.hex_codes.split(',');
    if (hex.length > 6) continue;
    if (hex.every((h, i) => hex.slice(i + 1).every((o) => dE(h, o) > 15)))
      return { title: f.movie_title, hex };
  }
  throw new Error('no colour film with a distinct palette in the archive');
}

/** A 1200×900 PNG of vertical blocks, widths decreasing with the palette's rank. */
async function photoOf(hex: string[]): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const weights = hex.map((_, i) => 1 / (i + 2));
  const total = weights.reduce((s, w) => s + w, 0);
  const edges: number[] = [];
  let acc = 0;
  for (const w of weights) edges.push(Math.round(((acc += w) / total) * width));
  const rgb = hex.map((h) => {
    const n = parseInt(h.slice(1), 16);
    return [n >> 16, (n >> 8) & 255, n & 255];
  });
  const data = Buffer.alloc(width * height * 3);
  for (let x = 0; x < width; x++) {
    const c = rgb[edges.findIndex((e) => x < e)]!;
    for (let y = 0; y < height; y++) data.set(c, (y * width + x) * 3);
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The titles of the first `n` cards (each disliked to reach the next). */
async function firstTitles(page: Page, n: number): Promise<string[]> {
  const cards = new CardsPage(page, ui.url);
  const titles: string[] = [];
  for (let i = 1; i <= n; i++) {
    await cards.waitForCard(i);
    titles.push((await cards.title().innerText()).replace(/\s*\((\d{4}|Unknown Year)\)$/, ''));
    if (i < n) await cards.dislike();
  }
  return titles;
}

async function matchPhoto(page: Page, photo: Buffer, film: { hex: string[] }) {
  const color = new ColorPage(page, ui.url);
  await color.givePhoto({ name: 'street.png', mimeType: 'image/png', buffer: photo });
  const swatches = await color.photoSwatches();
  expect(swatches).toHaveLength(film.hex.length);
  swatches.forEach((s, i) => expect(dE(s, film.hex[i]!)).toBeLessThan(3));
  await color.searchPhoto();
  await page.waitForURL(/\/cards$/);
  return swatches;
}

describe('match a photo', () => {
  let context: BrowserContext;

  it('finds the film whose colours the photo has, online', async () => {
    const film = await distinctFilm();
    const photo = await photoOf(film.hex);
    context = await ui.context({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${ui.url}/color`);
    const swatches = await matchPhoto(page, photo, film);
    expect(await page.getByText('Offline results').count()).toBe(0);
    const titles = await firstTitles(page, 3);
    expect(titles).toContain(film.title);

    // A like keeps the photo's colours as its source, and the watchlist row shows its palette.
    const cards = new CardsPage(page, ui.url);
    await cards.like();
    await cards.waitForCard(4);
    const watchlist = new WatchlistPage(page, ui.url);
    await watchlist.open();
    const liked = titles[2]!;
    await watchlist.row(liked).waitFor();
    expect((await watchlist.strip(liked)).length).toBeGreaterThanOrEqual(5);
    await watchlist.expand(liked);
    await watchlist
      .row(liked)
      .getByRole('list', { name: `Colours ${swatches.join(', ')}` })
      .waitFor();
    // The like says its colours came from a photo.
    await watchlist
      .row(liked)
      .getByText(/^Based on Color from a photo:$/)
      .waitFor();
  });

  it('finds it with the network off, from the cached archive', async () => {
    const film = await distinctFilm();
    const photo = await photoOf(film.hex);
    const page = await context.newPage();
    await page.goto(`${ui.url}/color`);
    // The service worker serves the app offline; the archive slice answers the search.
    const app = new MiseApp(page, ui.url);
    await app.waitForOfflineReady();
    await expect
      .poll(() => app.archiveCount(), { timeout: 30_000, interval: 250 })
      .toBeGreaterThan(200);
    await context.setOffline(true);
    await page.reload();
    await matchPhoto(page, photo, film);
    await page.getByText('Offline results').waitFor();
    expect(await firstTitles(page, 3)).toContain(film.title);
    await context.setOffline(false);
  });

  it('says what is wrong with a file it cannot read, and reads the next photo', async () => {
    const page = await (await ui.context()).newPage();
    const color = new ColorPage(page, ui.url);
    await color.goto('/color');
    const alert = color.photoRegion().getByRole('alert');

    await color.givePhoto({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect.poll(() => alert.textContent()).toMatch(/not a picture/);

    const broken = Buffer.concat([(await photoOf(['#336699'])).subarray(0, 60), Buffer.alloc(40)]);
    await color.givePhoto({ name: 'broken.png', mimeType: 'image/png', buffer: broken });
    await expect.poll(() => alert.textContent()).toMatch(/could not be opened/);

    await color.givePhoto({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: broken });
    await expect.poll(() => alert.textContent()).toMatch(/HEIC/);

    // One flat colour: said so, and the search still runs on it.
    await color.givePhoto({
      name: 'wall.png',
      mimeType: 'image/png',
      buffer: await photoOf(['#336699']),
    });
    expect(await color.photoSwatches()).toHaveLength(1);
    await color
      .photoRegion()
      .getByText(/has one colour/)
      .waitFor();
    await color.searchPhoto();
    await page.waitForURL(/\/cards$/);
    await new CardsPage(page, ui.url).waitForCard(1);
  });
});
