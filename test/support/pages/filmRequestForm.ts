// Page object for "Missing a film?" (src/components/FilmRequestDialog.tsx): opening the form from
// the screen that shows the button, filling it, and reading what it says about the request.
import type { Locator } from 'playwright-core';
import { MisePage } from './misePage';

export class FilmRequestForm extends MisePage {
  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Ask for a film' });
  }
  async open() {
    await this.button('Missing a film?').click();
    await this.dialog().waitFor();
  }
  async fill(title: string, year: string, note = '') {
    const d = this.dialog();
    await d.getByLabel('Title').fill(title);
    await d.getByLabel('Year').fill(year);
    await d.getByLabel('Note (optional)').fill(note);
  }
  async send() {
    await this.dialog().getByRole('button', { name: 'Send request' }).click();
  }
  /** The outcome line after sending (saved, thank-you or the refusal). */
  status(): Locator {
    return this.dialog().locator('.request-outcome .alert');
  }
  /** The message under a field (its aria-describedby). */
  async fieldError(label: string): Promise<string | null> {
    const input = this.dialog().getByLabel(label);
    const id = await input.getAttribute('aria-describedby');
    if (!id) return null;
    return this.page.locator(`[id="${id}"]`).textContent();
  }
  /** "Your requests not sent yet": each line's text. */
  waiting(): Promise<string[]> {
    return this.dialog().locator('.request-waiting li').allInnerTexts();
  }
  async close() {
    await this.dialog().getByRole('button', { name: 'Close' }).click();
    await this.dialog().waitFor({ state: 'detached' });
  }
}
