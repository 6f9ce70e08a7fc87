// Accounts in Chromium against the real local auth: every validation message of
// docs/product.md#account-messages,
// sign up → /welcome → the menu shows the name, sign out, sign in (failure and success with its
// 1.5 s redirect), and forgot password through the local mail outbox to /reset and a new password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { listOutboxMail } from '../../../server/mail';
import { startUi } from '../../support/pages/harness';
import type { Ui } from '../../support/pages/harness';
import { CreatePage, LoginPage, ResetPage } from '../../support/pages/accountPages';
import { MisePage } from '../../support/pages/misePage';

let ui: Ui;
let ctx: BrowserContext;
let page: Page;
const email = `ana.${Date.now()}@mise.test`;
const password = 'popcorn-1976';

beforeAll(async () => {
  ui = await startUi();
  ctx = await ui.context();
  page = await ctx.newPage();
});
afterAll(async () => ui?.close());

describe('create account', () => {
  it('requires all six fields, an email address and a region; mismatched passwords alert', async () => {
    const create = new CreatePage(page, ui.url);
    await create.goto('/create');
    await create.submit();
    expect((await create.firstInvalid())?.id).toBe('first-name');
    await create.fill({ first: 'Ana', last: 'Lima', email: 'not-an-email', password: 'secret1' });
    expect((await create.firstInvalid())?.id).toBe('email');
    await page.getByLabel('Email').fill(email);
    expect((await create.firstInvalid())?.id).toBe('region');
    expect(await page.locator('#region option').count()).toBe(30); // 29 regions + the prompt
    await page.getByLabel('Watching region').selectOption('BR');
    expect(await create.firstInvalid()).toBeNull();
    await page.getByLabel('Confirm password').fill('secret2');
    await create.submit();
    expect(await create.alert().innerText()).toBe('Passwords do not match. Please try again.');
  });

  it('signs up, welcomes by first name, and the menu shows the full name', async () => {
    const create = new CreatePage(page, ui.url);
    await create.goto('/create');
    await create.fill({ first: 'Ana', last: 'Lima', email, password, region: 'BR' });
    await create.submit();
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome to Mise, Ana!' }).waitFor();
    expect(await page.getByText('Your account is all set!').count()).toBe(1);
    const app = new MisePage(page, ui.url);
    await expect.poll(() => app.menuEntries(), { timeout: 10_000 }).toContain('Ana Lima');
    const entries = await app.menuEntries();
    expect(entries.slice(6, 8)).toEqual(['Ana Lima', 'Sign Out']);
  });

  it('signs out: the menu offers Create Account and Sign In again', async () => {
    const app = new MisePage(page, ui.url);
    await app.goto('/match');
    const nav = await app.openMenu();
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => app.menuEntries(), { timeout: 10_000 }).toContain('Sign In');
    expect(await app.menuEntries()).not.toContain('Ana Lima');
  });
});

describe('sign in', () => {
  it('a wrong password says "Login failed: " and the reason', async () => {
    const login = new LoginPage(page, ui.url);
    await login.signIn(email, 'wrong-password');
    await expect.poll(() => login.alert().innerText()).toMatch(/^Login failed: /);
  });

  it('requires email and password', async () => {
    const login = new LoginPage(page, ui.url);
    await login.goto('/login');
    await login.button('Sign In').click();
    expect(
      await page.evaluate(
        () => document.querySelector<HTMLInputElement>('#login-email')!.validity.valueMissing,
      ),
    ).toBe(true);
    expect(page.url()).toMatch(/\/login$/);
  });

  it('shows the success state, then opens the watchlist after 1.5 s', async () => {
    const login = new LoginPage(page, ui.url);
    await login.signIn(email, password);
    await page.getByRole('heading', { name: 'Login successful!' }).waitFor();
    expect(await page.getByText('Redirecting to your watchlist...').count()).toBe(1);
    await page.waitForURL(/\/watchlist$/, { timeout: 5000 });
    const app = new MisePage(page, ui.url);
    const nav = await app.openMenu();
    await nav.getByRole('button', { name: 'Sign Out' }).click();
  });
});

describe('password reset', () => {
  it('the reset modal sends a link and closes itself after 3 s', async () => {
    const p = await ctx.newPage();
    const login = new LoginPage(p, ui.url);
    await login.goto('/login');
    const dialog = await login.requestReset(email);
    await dialog.getByRole('heading', { name: 'Reset Link Sent!' }).waitFor();
    expect(await dialog.getByText('Check your email for a password reset link.').count()).toBe(1);
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    await p.close();
  });

  it('the link from the outbox opens /reset; the form checks its rules; the password changes', async () => {
    const mail = listOutboxMail(ui.backend.mailDir).find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    const link = /https?:\/\/[^\s"'<>]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.waitForURL(/\/reset/);
    const reset = new ResetPage(page, ui.url);
    await page.getByLabel('New Password', { exact: true }).waitFor({ timeout: 10_000 });
    expect(page.url()).not.toContain('access_token'); // tokens leave the address bar
    await reset.setPassword('abcdef', 'abcdeg');
    expect(await reset.alert().innerText()).toBe('Passwords do not match. Please try again.');
    await reset.setPassword('abc', 'abc');
    expect(await reset.alert().innerText()).toBe('Password must be at least 6 characters long.');
    await reset.setPassword('new-popcorn-1989');
    await page.getByText('Password updated successfully!').waitFor();
    expect(await page.getByText('Redirecting to your watchlist...').count()).toBe(1);
    await page.waitForURL(/\/watchlist$/, { timeout: 5000 });
    // The new password signs in.
    const app = new MisePage(page, ui.url);
    const nav = await app.openMenu();
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => app.menuEntries(), { timeout: 10_000 }).toContain('Sign In');
    const login = new LoginPage(page, ui.url);
    await login.signIn(email, 'new-popcorn-1989');
    await page.getByRole('heading', { name: 'Login successful!' }).waitFor();
  });

  it('a link without recovery tokens, signed out, is invalid', async () => {
    const p = await (await ui.context()).newPage();
    await p.goto(`${ui.url}/reset#access_token=x&type=signup`);
    await p.getByRole('heading', { name: 'Invalid or Expired Link' }).waitFor();
    await p.getByRole('button', { name: 'Back to Login' }).click();
    await p.waitForURL(/\/login$/);
  });
});

describe('a project that confirms emails', () => {
  let confirming: Ui;
  beforeAll(async () => {
    confirming = await startUi({ backend: { confirmEmail: true } });
  });
  afterAll(async () => confirming?.close());

  it('says to check the email, and at the first sign-in sends the welcome and keeps the likes', async () => {
    const c = await confirming.context();
    const p = await c.newPage();
    const addr = `confirm.${Date.now()}@mise.test`;
    // An anonymous like before joining.
    const app = new MisePage(p, confirming.url);
    await app.goto('/cards');
    await p.getByRole('button', { name: 'Like', exact: true }).click();
    await p.getByText(/^Film 2 of \d+$/).waitFor();

    const create = new CreatePage(p, confirming.url);
    await create.goto('/create');
    await create.fill({ first: 'Ines', last: 'Sa', email: addr, password, region: 'PT' });
    await create.submit();
    await p.waitForURL(/\/welcome$/);
    await p.getByText('Check your email to finish creating your account.').waitFor();
    expect(await p.getByText('Your account is all set!').count()).toBe(0);
    expect(listOutboxMail(confirming.backend.mailDir).some((m) => /welcome/i.test(m.subject))).toBe(
      false,
    );

    const mail = listOutboxMail(confirming.backend.mailDir).find((m) => m.to === addr)!;
    const link = /(http\S+\/auth\/v1\/verify\S+)/.exec(mail.text)![1]!;
    await p.goto(link);
    await p.waitForURL(/\/login#/);
    await p.getByText('Your email is confirmed. Sign in to start using your account.').waitFor();
    const login = new LoginPage(p, confirming.url);
    await login.email().fill(addr);
    await p.getByLabel('Password').fill(password);
    await login.button('Sign In').click();
    await p.getByText('Login successful!').waitFor();
    await expect
      .poll(() =>
        listOutboxMail(confirming.backend.mailDir).some(
          (m) => m.to === addr && /welcome/i.test(m.subject),
        ),
      )
      .toBe(true);
    await p.waitForURL(/\/watchlist$/);
    await expect.poll(() => p.locator('li.wl-row').count(), { timeout: 15_000 }).toBe(1);
    await c.close();
  });
});
