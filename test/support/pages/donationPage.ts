// Page object for /support and /donate: what a visitor sees and does in the payment form.
import type { Locator, Page } from 'playwright-core';

export class DonationPage {
  constructor(readonly page: Page) {}

  payButton(): Locator {
    return this.page.locator('button.donation-pay');
  }

  preset(dollars: number): Locator {
    return this.page.getByRole('button', { name: `$${dollars}`, exact: true });
  }

  customAmount(): Locator {
    return this.page.getByLabel('Or a custom amount');
  }

  text(value: string): Locator {
    return this.page.getByText(value, { exact: true });
  }

  async open(baseUrl: string, pathAndQuery: string): Promise<void> {
    await this.page.goto(`${baseUrl}${pathAndQuery}`);
  }
}
