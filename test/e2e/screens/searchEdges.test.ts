// Issue 29, points 5, 7 and 8 in Chromium on the real build and functions: the vibe box's counter
// (no silent cut), messages that clear as the person types, Enter on a desktop keyboard and a new
// line on a phone, the "No movies found" suggestions; the photo panel's two inputs (gallery and
// camera) and the chosen photo shown beside its swatches; a colour search's card showing the asked
// colour beside the film's closest with the distance in words.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP } from '../../support/browser';
import { CardsPage } from '../../support/pages/cardsPage';
import { startUi, type Ui } from '../../support/pages/harness';
import { ColorPage, VibesPage } from '../../support/pages/searchPages';
import { smallTargets } from '../../support/touchTargets';

let ui: Ui;
let phone: Page;

beforeAll(async () => {
  ui = await startUi();
  phone = await (await ui.context()).newPage();
});
afterAll(async () => ui?.close());

describe('the vibe box', () => {
  it('counts near the limit and never cuts: over 500 the search waits for a shorter text', async () => {
    const vibes = new VibesPage(phone, ui.url);
    await vibes.goto('/vibes');
    const box = vibes.textbox();
    const count = phone.getByTestId('vibe-count');
    await box.fill('rain '.repeat(60));
    expect(await count.count()).toBe(0);
    await box.fill('x'.repeat(450));
    expect(await count.innerText()).toBe('450 / 500');
    expect(await box.getAttribute('aria-describedby')).toBe(await count.getAttribute('id'));
    await box.fill('y'.repeat(600));
    expect((await box.inputValue()).length).toBe(600);
    expect(await count.innerText()).toBe('600 / 500: 100 characters over. Shorten it to search.');
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await vibes.button('Find Films').isDisabled()).toBe(true);
    await box.press('End');
    for (let i = 0; i < 100; i++) await box.press('Backspace');
    expect(await count.innerText()).toBe('500 / 500');
    expect(await vibes.button('Find Films').isDisabled()).toBe(false);
  });

  it('a message clears as the person types', async () => {
    const vibes = new VibesPage(phone, ui.url);
    await vibes.goto('/vibes');
    await vibes.search('   ');
    expect(await vibes.alert().innerText()).toBe('Please describe a vibe first!');
    await vibes.textbox().press('n');
    await vibes.alert().waitFor({ state: 'detached' });
  });

  it('on a phone Enter is a new line', async () => {
    const vibes = new VibesPage(phone, ui.url);
    await vibes.goto('/vibes');
    await vibes.textbox().fill('snow in the park');
    await vibes.textbox().press('Enter');
    expect(await vibes.textbox().inputValue()).toBe('snow in the park\n');
    expect(phone.url()).toMatch(/\/vibes$/);
  });

  it('with a desktop keyboard Shift+Enter is a new line and Enter searches', async () => {
    // A laptop: mouse and keyboard, no touch screen.
    const page = await (
      await ui.context({ ...DESKTOP, isMobile: false, hasTouch: false })
    ).newPage();
    const vibes = new VibesPage(page, ui.url);
    await vibes.goto('/vibes');
    await vibes.textbox().fill('neon diner at night');
    await vibes.textbox().press('Shift+Enter');
    expect(await vibes.textbox().inputValue()).toBe('neon diner at night\n');
    await vibes.textbox().type('in the rain');
    await vibes.textbox().press('Enter');
    await page.waitForURL(/\/cards$/);
    await new CardsPage(page, ui.url).waitForCard(1);
  });
});

describe('the photo panel', () => {
  it('offers the gallery and the camera as two inputs, and shows the chosen photo small', async () => {
    const color = new ColorPage(phone, ui.url);
    await color.goto('/color');
    const region = color.photoRegion();
    const gallery = phone.getByTestId('photo-input');
    const camera = phone.getByTestId('photo-camera');
    // The gallery input has no `capture` (on phones `capture` opens only the camera).
    expect(await gallery.getAttribute('capture')).toBeNull();
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await gallery.getAttribute('accept')).toBe('image/*');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    await region.getByText('Choose a photo').waitFor();
    await region.getByText('Take a photo').waitFor();
    expect(await region.getByLabel('Choose a photo').getAttribute('data-testid')).toBe(
      'photo-input',
    );
    expect(await region.getByLabel('Take a photo').getAttribute('data-testid')).toBe(
      'photo-camera',
    );

    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#C0392B' },
    })
      .png()
      .toBuffer();
    await camera.setInputFiles({ name: 'street.png', mimeType: 'image/png', buffer: png });
    expect(await color.photoSwatches()).toHaveLength(1);
    const thumb = region.getByRole('img', { name: 'The photo you chose' });
    await thumb.waitFor();
    const box = (await thumb.boundingBox())!;
    const list = (await region.getByRole('list', { name: 'Colours of the photo' }).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(100);
    // Beside the swatches, not above or below them.
    expect(list.x).toBeGreaterThan(box.x + box.width);
    expect(Math.abs(list.y - box.y)).toBeLessThan(box.height);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    expect(await color.axeProblems()).toEqual([]);
    // The swatch remover and both photo buttons are a thumb's size.
    expect(await smallTargets(phone)).toEqual([]);
  });
});

describe('why a colour search matched', () => {
  it('shows the asked colour beside the film’s closest, with the distance in words', async () => {
    const color = new ColorPage(phone, ui.url);
    await color.goto('/color');
    await color.pickPreset('#C0392B');
    await color.submitColour();
    await phone.waitForURL(/\/cards$/);
    const cards = new CardsPage(phone, ui.url);
    await cards.waitForCard(1);
    const pairs = phone.getByRole('list', { name: 'Colours matched' }).getByRole('listitem');
    await pairs.first().waitFor();
    expect(await pairs.count()).toBe(1);
    const text = (await pairs.first().innerText()).replace(/\s+/g, ' ').trim();
    expect(text).toMatch(
      /^You asked #C0392B, the film has #[0-9A-F]{6}: (very close|close|similar|loosely related|far)$/,
    );
    // The words are what the eye reads beside the two chips.
    expect(await pairs.first().locator('.why-words').innerText()).toMatch(
      /^(very close|close|similar|loosely related|far)$/,
    );
    const chips = pairs.first().locator('.why-chip');
    expect(await chips.count()).toBe(2);
    expect(await chips.first().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(192, 57, 43)',
    );
    await phone.getByText('You asked → in this film').waitFor();
    // No swatch in "why it matched" without its words.
    expect(await phone.locator('.film-why .swatch').count()).toBe(0);
  });
});
