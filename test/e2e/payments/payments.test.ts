// /support and /donate in Chromium: the real build on the local server, the real checkout function
// and stripe SDK on the local fake Stripe API. Stripe.js itself lives on js.stripe.com, which
// tests cannot reach: it is either made unreachable (the "unavailable" path) or answered by a
// small stand-in that defines window.Stripe, so we can see what the page asks Stripe.js to do.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../../support/axe';
import { E2E_PUBLISHABLE_KEY as PUBLISHABLE_KEY } from '../../support/e2eConstants';
import { startFakeStripe, type FakeStripe } from '../../support/fakeStripe';
import { startUi, type Ui } from '../../support/pages/harness';
import { DonationPage } from '../../support/pages/donationPage';

const STRIPE_JS = 'https://js.stripe.com/**';
const HOSTED_CHECKOUT = 'https://checkout.stripe.com/**';

/** A stand-in for Stripe.js. "modern" is v10+ (no redirectToCheckout); "legacy" still has it. */
function stripeStub(kind: 'modern' | 'legacy' | 'legacy-error'): string {
  const redirect =
    kind === 'modern'
      ? ''
      : `s.redirectToCheckout = function (o) {
           window.__stripe.redirects.push(o);
           return Promise.resolve(${kind === 'legacy-error' ? "{ error: { message: 'Stub: checkout could not open.' } }" : '{}'});
         };`;
  return `window.__stripe = { keys: [], redirects: [] };
    function Stripe(key) { window.__stripe.keys.push(key); var s = {}; ${redirect} return s; }
    Stripe.version = 'endive';
    window.Stripe = Stripe;`;
}

let fake: FakeStripe;
let site: Ui;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let ui: DonationPage;

beforeAll(async () => {
  fake = await startFakeStripe();
  // The build with the publishable key; the functions talk to the fake Stripe.
  site = await startUi({ build: 'payments', env: fake.env });
  browser = site.browser;
});

afterAll(async () => {
  await site?.close();
  await fake?.close();
});

beforeEach(async () => {
  fake.reset();
  context = await browser.newContext({ serviceWorkers: 'block' });
  // Nothing leaves the machine: any host but ours fails unless a test routes it (later routes win).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  page = await context.newPage();
  ui = new DonationPage(page);
});

afterEach(async () => {
  await context?.close();
});

async function serveStripeJs(kind: 'modern' | 'legacy' | 'legacy-error') {
  await context.route(STRIPE_JS, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: stripeStub(kind) }),
  );
}

describe('payment pages', () => {
  it('says the payment system is unavailable when Stripe.js cannot load', async () => {
    await context.route(STRIPE_JS, (route) => route.abort('connectionrefused'));
    await ui.open(site.url, '/support');
    await ui.text('Payment system is currently unavailable. Please try again later.').waitFor();
    expect(await ui.payButton().textContent()).toBe('Payment system unavailable');
    expect(await ui.payButton().isDisabled()).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps the button disabled until Stripe.js has loaded, with the publishable key', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(STRIPE_JS, async (route) => {
      await held;
      await route.fulfill({ contentType: 'text/javascript', body: stripeStub('modern') });
    });
    await ui.open(site.url, '/donate');
    await ui.preset(25).waitFor();
    expect(await ui.payButton().isDisabled()).toBe(true);
    release();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button.donation-pay')?.disabled,
    );
    expect(await ui.payButton().textContent()).toBe('Donate $25');
    expect(
      await page.evaluate(
        () => (window as never as { __stripe: { keys: string[] } }).__stripe.keys,
      ),
    ).toEqual([PUBLISHABLE_KEY]);
  });

  it('sends a donor to the session url from the checkout function (Stripe.js v10)', async () => {
    await serveStripeJs('modern');
    await context.route(HOSTED_CHECKOUT, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Hosted checkout</title>' }),
    );
    await ui.open(site.url, '/donate');
    await ui.preset(50).click();
    await ui.payButton().click();
    await page.waitForURL(/checkout\.stripe\.com/);

    expect(fake.sessions).toHaveLength(1);
    expect(page.url()).toBe(fake.sessions[0]!.url);
    expect(fake.requests[0]!.body).toMatchObject({
      mode: 'payment',
      success_url: `${site.url}/donate?success=true`,
      cancel_url: `${site.url}/donate?canceled=true`,
      line_items: [{ price_data: { unit_amount: '5000', currency: 'usd' } }],
    });
  });

  it('calls redirectToCheckout with the session id when Stripe.js still has it', async () => {
    await serveStripeJs('legacy');
    await ui.open(site.url, '/support');
    await ui.customAmount().fill('7');
    await ui.payButton().click();
    await page.waitForFunction(
      () =>
        (window as never as { __stripe: { redirects: unknown[] } }).__stripe.redirects.length > 0,
    );
    const redirects = await page.evaluate(
      () => (window as never as { __stripe: { redirects: unknown[] } }).__stripe.redirects,
    );
    expect(redirects).toEqual([{ sessionId: fake.sessions[0]!.id }]);
    expect(fake.requests[0]!.body).toMatchObject({
      success_url: `${site.url}/support?success=true`,
      line_items: [{ price_data: { unit_amount: '700', currency: 'usd' } }],
    });
    // Still processing while the browser leaves for checkout: no second payment.
    expect(await ui.payButton().isDisabled()).toBe(true);
    expect(await ui.payButton().textContent()).toBe('Processing...');
  });

  it("shows the provider's redirect error and lets the visitor try again", async () => {
    await serveStripeJs('legacy-error');
    await ui.open(site.url, '/support');
    await ui.payButton().click();
    await ui.text('Stub: checkout could not open.').waitFor();
    expect(await ui.payButton().isDisabled()).toBe(false);
  });

  it('shows "Error: " and the server\'s message when the session cannot be created', async () => {
    await serveStripeJs('modern');
    fake.failNext({ status: 400, type: 'invalid_request_error', message: 'Amount too small.' });
    await ui.open(site.url, '/donate');
    await ui.payButton().click();
    await ui.text('Error: The payment provider refused the request: Amount too small.').waitFor();
    expect(page.url()).toBe(`${site.url}/donate`);
  });

  it('asks for at least $1 and disables the button below it', async () => {
    await serveStripeJs('modern');
    await ui.open(site.url, '/support');
    await ui.customAmount().fill('0');
    await ui.text('Please enter an amount of at least $1.').waitFor();
    expect(await ui.payButton().isDisabled()).toBe(true);
    await ui.customAmount().fill('12');
    await ui.text('Please enter an amount of at least $1.').waitFor({ state: 'detached' });
    expect(await ui.payButton().textContent()).toBe('Tip $12');
  });

  it('thanks the visitor on ?success=true and reassures them on ?canceled=true', async () => {
    await serveStripeJs('modern');
    await ui.open(site.url, '/support?success=true');
    await ui.text('Thank you for your support! Your payment was successful.').waitFor();
    await ui.open(site.url, '/donate?success=true');
    await ui.text('Thank you for your donation! Your payment was successful.').waitFor();
    await ui.open(site.url, '/donate?canceled=true');
    await ui.text('Your payment was canceled. You can try again anytime.').waitFor();
    await ui.open(site.url, '/support?canceled=true');
    await ui.text('Your payment was canceled. You can try again anytime.').waitFor();
  });

  it('has no accessibility violations in the form, with a message showing', async () => {
    await serveStripeJs('modern');
    await ui.open(site.url, '/donate?canceled=true');
    await ui.customAmount().fill('0');
    await ui.text('Please enter an amount of at least $1.').waitFor();
    const violations = await axeViolations(page, '.donation');
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
