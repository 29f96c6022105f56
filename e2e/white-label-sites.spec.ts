import { expect, test } from '@playwright/test';
import { answeredAgeGate, fillAndBuy, playerId, verifyPlayer, webText } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

// White-label sites by host name (shell §3, ADR 0009): each host sells its own catalogue, keeps its
// own orders, and a blocked host gets the blocked-host page. `*.localhost` is the loopback address.

test('the football site sells football games only, and the store on its own host is unchanged', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  const football = `http://football.localhost:${port}`;

  // The store first, so its page is the one a shared page cache would hand out if it mixed hosts.
  await page.goto('/sg/');
  await expect(page.getByRole('link', { name: /Mobile Legends: Bang Bang/ }).first()).toBeVisible();

  await page.goto(`${football}/sg/`);
  const games = page.locator('main').getByRole('heading', { level: 3 });
  await expect(games).toHaveText(['eFootball', 'EA SPORTS FC Mobile', 'Top Eleven']);
  await expect(page.getByRole('link', { name: /Mobile Legends/ })).toHaveCount(0);

  const notSold = await page.goto(`${football}/sg/mobile-legends`);
  expect(notSold?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: webText.notFound.title })).toBeVisible();

  await page.goto('/sg/');
  await expect(page.getByRole('link', { name: /Mobile Legends: Bang Bang/ }).first()).toBeVisible();
});

test('an order placed on the football site comes back there and is not shown on the store', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  const football = `http://football.localhost:${port}`;
  await page.goto(`${football}/sg/efootball`);
  await expect(page.getByRole('heading', { level: 1, name: 'eFootball' })).toBeVisible();
  await verifyPlayer(page, { userId: playerId(5) });
  const dialog = await fillAndBuy(page, { denomination: '130 eFootball Coins', channel: 'PayNow', email: 'football@example.com' });
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();

  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(new RegExp(`^${football.replaceAll('.', '\\.')}/sg/(waiting|complete)\\?order=ord_`), { timeout: 30_000 });
  await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();

  const orderId = new URL(page.url()).searchParams.get('order')!;
  // (Asked from the page: only the browser resolves *.localhost.)
  const fetchOrder = () =>
    page.evaluate(async (id) => {
      const response = await fetch(`/api/order/${id}`);
      return { status: response.status, body: (await response.json()) as { data: { productSlug: string } | null } };
    }, orderId);
  expect((await fetchOrder()).body.data?.productSlug).toBe('efootball');
  await page.goto(`/sg/complete?order=${orderId}`);
  expect((await fetchOrder()).status).toBe(404);
});

test('a blocked host answers every page with the blocked-host page and status 403', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  for (const path of ['/sg/', '/sg/mobile-legends', '/international']) {
    const response = await page.goto(`http://blocked.localhost:${port}${path}`);
    expect(response?.status(), path).toBe(403);
    expect(response?.headers()['cache-control'], path).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /Mobile Legends/ })).toHaveCount(0);
  }
  const api = await page.evaluate(async () => {
    const response = await fetch('/api/catalog/countries');
    return { status: response.status, body: (await response.json()) as { resultCode: number } };
  });
  expect(api).toMatchObject({ status: 403, body: { resultCode: 403 } });
});

test('a site without the country selector offers no other country: no link to them, and /international leads home', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  const testSite = `http://test-site.localhost:${port}`;
  // The store links to its countries from the footer and the menu.
  await page.goto('/sg/');
  await expect(page.locator('footer').getByRole('link', { name: 'All countries' })).toBeVisible();

  await page.goto(`${testSite}/sg/`);
  await expect(page.locator('footer').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All countries' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'All countries' })).toHaveCount(0);
  expect(await page.locator('a[href="/international"]').count()).toBe(0);

  await page.goto(`${testSite}/international`);
  await expect(page).toHaveURL(new RegExp(`^${testSite}/[a-z]{2}/$`));
  const notFound = await page.goto(`${testSite}/sg/no-such-game`);
  expect(notFound?.status()).toBe(404);
  expect(await page.locator('a[href="/international"]').count()).toBe(0);
});
