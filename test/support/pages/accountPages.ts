// Page objects for /create, /login (with the reset modal) and /reset.
import type { Locator } from 'playwright-core';
import { MisePage } from './misePage';

export interface NewAccount {
  first: string;
  last: string;
  email: string;
  password: string;
  confirm?: string;
  region?: string;
}

export class CreatePage extends MisePage {
  async fill(a: NewAccount) {
    await this.page.getByLabel('First name').fill(a.first);
    await this.page.getByLabel('Last name').fill(a.last);
    await this.page.getByLabel('Email').fill(a.email);
    await this.page.getByLabel('Password', { exact: true }).fill(a.password);
    await this.page.getByLabel('Confirm password').fill(a.confirm ?? a.password);
    if (a.region !== undefined)
      await this.page.getByLabel('Watching region').selectOption(a.region);
  }
  async submit() {
    await this.button('Create Account').click();
  }
  /** The browser's own message for the first invalid field, or null when the form is valid. */
  firstInvalid(): Promise<{ id: string; message: string } | null> {
    return this.page.evaluate(() => {
      const el = document.querySelector<HTMLInputElement>('form :invalid');
      return el ? { id: el.id, message: el.validationMessage } : null;
    });
  }
}

export class LoginPage extends MisePage {
  email(): Locator {
    return this.page.getByLabel('Email');
  }
  async signIn(email: string, password: string) {
    await this.goto('/login');
    await this.email().fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.button('Sign In').click();
  }
  async requestReset(email: string) {
    await this.button('Forgot Password?').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    return dialog;
  }
}

export class ResetPage extends MisePage {
  async setPassword(password: string, confirm = password) {
    await this.page.getByLabel('New Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm New Password').fill(confirm);
    await this.button('Update password').click();
  }
}
