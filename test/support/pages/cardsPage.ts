// Page object for /cards: the deck, its buttons, swipes and the completion screen.
import type { Locator } from 'playwright-core';
import { MisePage } from './misePage';

export class CardsPage extends MisePage {
  title(): Locator {
    return this.page.locator('.film-title');
  }
  /** "Film n of m" (as written; CSS shows it in capitals). */
  async position(): Promise<string> {
    return ((await this.page.getByText(/^Film \d+ of \d+$/).textContent()) ?? '').trim();
  }
  async waitForCard(n: number) {
    await this.page.getByText(new RegExp(`^Film ${n} of \\d+$`)).waitFor();
  }
  async like() {
    await this.button('Like').click();
  }
  async dislike() {
    await this.button('Dislike').click();
  }
  async flip() {
    await this.page.locator('.round-flip').click();
  }
  /** A mouse drag across the card by dx pixels (pointer events, as a finger would). */
  async swipe(dx: number) {
    const box = await this.page.getByTestId('swipe-card').boundingBox();
    if (!box) throw new Error('no card to swipe');
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    for (let i = 1; i <= 5; i += 1) await this.page.mouse.move(x + (dx * i) / 5, y);
    await this.page.mouse.up();
  }
  completion(): Locator {
    return this.page.getByRole('heading', { name: /^Watchlist complete, curated by your / });
  }
}
