// Page objects for the four ways in: /vibes, /surprise, /color and /words.
import type { Locator } from 'playwright-core';
import { MisePage } from './misePage';

export class VibesPage extends MisePage {
  textbox(): Locator {
    return this.page.getByLabel('Your vibe');
  }
  async search(text: string) {
    await this.textbox().fill(text);
    await this.button('Find Films').click();
  }
}

export class SurprisePage extends MisePage {
  vibe(): Locator {
    return this.page.getByTestId('surprise-vibe');
  }
  async roll() {
    await this.button('Roll again').click();
  }
  async submit() {
    await this.button('Submit').click();
  }
}

export class ColorPage extends MisePage {
  hex(): Locator {
    return this.page.getByTestId('color-hex');
  }
  async pickPreset(hex: string) {
    await this.button(`Use ${hex}`).click();
  }
  async submitColour() {
    await this.page
      .getByRole('region', { name: 'One colour' })
      .getByRole('button', { name: 'Submit' })
      .click();
  }
  async rollPalette() {
    await this.button('Roll to Reveal a Palette').click();
    await this.page.getByText(/^from /).waitFor();
  }
  async submitPalette() {
    await this.button('Search This Palette').click();
  }
  /** Gives a picture to "From a photo" as a person choosing a file would. */
  async givePhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByTestId('photo-input').setInputFiles(file);
  }
  /** The photo's swatches once read ("#RRGGBB" each, most prominent first). */
  async photoSwatches(): Promise<string[]> {
    const list = this.page.getByRole('list', { name: 'Colours of the photo' });
    await list.waitFor();
    return list.locator('.photo-hex').allTextContents();
  }
  photoRegion(): Locator {
    return this.page.getByRole('region', { name: 'From a photo' });
  }
  async dropSwatch(hex: string) {
    await this.button(`Drop ${hex}`).click();
  }
  async searchPhoto() {
    await this.button('Search This Photo').click();
  }
}

export class WordsPage extends MisePage {
  input(): Locator {
    return this.page.getByLabel('Type your own word');
  }
  counter(): Locator {
    return this.page.locator('.words-counter');
  }
  selected(): Promise<string[]> {
    return this.page
      .getByRole('list', { name: 'Selected words' })
      .locator('li > span')
      .allTextContents();
  }
  async choose(word: string) {
    await this.page
      .getByRole('region', { name: 'Suggestions' })
      .getByRole('button', { name: word, exact: true })
      .click();
  }
  async type(word: string, commit: 'Enter' | 'Space' = 'Enter') {
    await this.input().fill(word);
    await this.input().press(commit);
  }
  async submit() {
    await this.button('Submit').click();
  }
}
