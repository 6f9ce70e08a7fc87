// Page object for /watchlist: grouping, rows, and the actions inside a row.
import type { Locator } from 'playwright-core';
import { MisePage } from './misePage';

export class WatchlistPage extends MisePage {
  async open() {
    await this.goto('/watchlist');
    await this.page.getByText('Your aesthetic, your archive.').waitFor();
  }
  groupBy(): Locator {
    return this.page.getByLabel('Group by');
  }
  /** The group headings once the worker has grouped the current list (the list is not busy). */
  async groupLabels(): Promise<string[]> {
    await this.page.locator('.wl-groups[aria-busy="false"]').waitFor();
    return this.page
      .locator('.wl-group-label')
      .evaluateAll((els) => els.map((e) => e.firstChild?.textContent?.trim() ?? ''));
  }
  row(title: string): Locator {
    return this.page.locator('li.wl-row').filter({ hasText: title }).first();
  }
  async expand(title: string) {
    const toggle = this.row(title).locator('button.wl-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  /** The row's palette strip, as the colours its segments show ("rgb(r, g, b)" each). */
  strip(title: string): Promise<string[]> {
    return this.row(title)
      .getByTestId('wl-strip')
      .locator('span')
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
  }
  async remove(title: string) {
    await this.expand(title);
    await this.row(title)
      .getByRole('button', { name: `Remove ${title}` })
      .click();
  }
}
