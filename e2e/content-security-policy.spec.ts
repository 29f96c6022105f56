import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OrderStatus } from '../packages/contracts/src/order-status.ts';

// The Content-Security-Policy of ADR 0020 in a real browser: every kind of page, in English (left
// to right) and Arabic (right to left), loads, hydrates and runs with zero violations: none
// reported to the page (`securitypolicyviolation`) and none logged to the console.

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Collects the policy's violations of every document the page loads, and CSP messages of the console. */
async function watchViolations(page: Page): Promise<{ console: string[]; reported: () => Promise<string[]> }> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|refused to (?:load|execute|apply|connect|frame)/i.test(message.text())) logged.push(message.text());
  });
  // Init scripts run in every document ahead of its own scripts, outside the page's policy.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return { console: logged, reported: () => page.evaluate(() => window.cspViolations ?? []) };
}

type Order = { orderId: string; paymentUrl: string };

/** An order placed as the checkout places it, for the first denomination and channel of the game in the country. */
async function placeOrder(request: APIRequestContext, country: string): Promise<Order> {
  const product = (await (await request.get(`/api/catalog/${country}/products/mobile-legends`)).json()).data as {
    denominations: Array<{ id: string }>;
    paymentChannels: Array<{ id: number; kind: string }>;
  };
  const answer = await request.post('/api/order', {
    data: {
      countryCode: country,
      productSlug: 'mobile-legends',
      denominationId: product.denominations[0]!.id,
      // A guest's order: the first channel paid at the provider (Codacash needs a signed-in wallet).
      paymentChannelId: product.paymentChannels.find((channel) => channel.kind !== 'codacash')!.id,
      userId: `1${String(Date.now()).slice(-6)}3`,
      zoneId: '2001',
      email: 'csp@example.com',
      acceptedTerms: true,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data as Order;
}

/** Pays an order on the sandbox's hosted page and waits for its delivery. */
async function payAndDeliver(request: APIRequestContext, order: Order) {
  const payment = new URL(order.paymentUrl).pathname;
  await request.get(payment);
  await request.post(payment, { form: { action: 'approve' }, maxRedirects: 0 });
  await expect
    .poll(async () => (await (await request.get(`/api/order/${order.orderId}`)).json()).data?.status, { timeout: 30_000 })
    .toBe(OrderStatus.FulfillmentCompleted);
}

const staticPages: Array<[name: string, path: string]> = [
  ['international', '/international'],
  ['home (English)', '/sg/'],
  ['product (English)', '/sg/mobile-legends'],
  ['search (English)', '/sg/search/legends'],
  ['about (English)', '/sg/about'],
  ['sign-in (English)', '/sg/sign-in'],
  ['sign-up (English)', '/sg/sign-up'],
  ['recover password (English)', '/sg/recover-password'],
  ['confirm sign-up (English)', '/sg/confirm-signup'],
  ['not found (English)', '/sg/no-such-game'],
  ['home with the cookie banner', '/de/'],
  ['home (Arabic)', '/eg/'],
  ['product (Arabic)', '/eg/mobile-legends'],
  ['search (Arabic)', '/eg/search/legends'],
  ['about (Arabic)', '/eg/about'],
  ['sign-in (Arabic)', '/eg/sign-in'],
  ['sign-up (Arabic)', '/eg/sign-up'],
  ['recover password (Arabic)', '/eg/recover-password'],
  ['not found (Arabic)', '/eg/no-such-game'],
  ['not found outside a shop', '/no/such/page'],
];

async function expectNoViolations(page: Page, path: string) {
  const watched = await watchViolations(page);
  const response = await page.goto(path);
  expect(response?.status()).toBeLessThan(path.includes('no') && path.includes('such') ? 500 : 400);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  await page.waitForLoadState('networkidle');
  // Hydrated: React Router's scripts ran (they are the inline scripts the policy must allow).
  await expect
    .poll(() => page.evaluate(() => typeof (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules))
    .toBe('object');
  expect(await watched.reported()).toEqual([]);
  expect(watched.console).toEqual([]);
}

for (const [name, path] of staticPages) {
  test(`${name} runs with no Content-Security-Policy violation`, async ({ page }) => {
    await expectNoViolations(page, path);
  });
}

for (const [language, country] of [
  ['English', 'sg'],
  ['Arabic', 'eg'],
] as const) {
  test(`the waiting and complete pages (${language}) run with no Content-Security-Policy violation`, async ({ page, request }) => {
    // Waiting: the order is not paid yet, so the page follows it over the websocket.
    const waiting = await placeOrder(request, country);
    await expectNoViolations(page, `/${country}/waiting?order=${waiting.orderId}`);
    const delivered = await placeOrder(request, country);
    await payAndDeliver(request, delivered);
    await expectNoViolations(page, `/${country}/complete?order=${delivered.orderId}`);
  });
}

test('a navigation inside the app and a checkout step run with no violation', async ({ page }) => {
  const watched = await watchViolations(page);
  await page.goto('/sg/');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('link', { name: /Mobile Legends/ })
    .first()
    .click();
  await page.waitForURL(/\/sg\/mobile-legends/);
  await page.getByLabel('User ID').fill('1234563');
  await page.getByLabel('Zone ID').fill('2001');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('player-nickname')).toBeVisible();
  expect(await watched.reported()).toEqual([]);
  expect(watched.console).toEqual([]);
});

test('the watch sees a violation when there is one', async ({ page }) => {
  const watched = await watchViolations(page);
  await page.goto('/sg/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => watched.reported()).toEqual([expect.stringMatching(/^script-src/)]);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
});
