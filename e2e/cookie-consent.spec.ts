import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { violations } from './support/axe.ts';

// Cookie consent (shell §4, §6, §9), page views (§2) and campaign attribution (§3, §9) in the browser.

const PAGE_VIEW = '/api/analytics/page-view';
/** What the store may set without consent: the shop's country and language, and the choice itself. */
const ESSENTIAL_COOKIES = new Set(['country', 'shop-language', 'cookie_consent', 'cookie_consent_updated']);
const CAMPAIGN = '?utm_source=newsletter&utm_medium=email&utm_campaign=summer&gclid=Cj0KCQ-test_123';

function watchPageViews(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PAGE_VIEW) sent.push(request);
  });
  return sent;
}

async function cookieNames(context: BrowserContext) {
  return (await context.cookies()).map((cookie) => cookie.name).sort();
}

async function utmRecords(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('utm_records') ?? 'null') as unknown);
}

const banner = (page: Page) => page.getByTestId('cookie-banner');

test('the banner appears in Germany and not in Singapore, where consent is implied', async ({ page }) => {
  const sent = watchPageViews(page);
  await page.goto('/de/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading', { level: 2 })).toBeVisible();
  await expect(banner(page).getByRole('button')).toHaveCount(3);

  // Singapore: no banner, and the page view goes out at once.
  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === PAGE_VIEW);
  await page.goto('/sg/');
  expect((await counted).status()).toBe(204);
  await expect(banner(page)).toHaveCount(0);
  expect(sent.map((request) => JSON.parse(request.postData()!).countryCode)).toEqual(['sg']);
});

test('"reject all" leaves only essential cookies: no click id, no campaign records, no page views', async ({ page, context }) => {
  const sent = watchPageViews(page);
  await page.goto(`/en-de/${CAMPAIGN}`);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);

  // Browse on, by link and by a fresh campaign landing.
  await page.locator('main a[href^="/en-de/"]').first().click();
  await expect(page).not.toHaveURL(/\/en-de\/$/);
  await page.goto(`/en-de/${CAMPAIGN}`);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);

  const cookies = await context.cookies();
  expect(cookies.filter((cookie) => !ESSENTIAL_COOKIES.has(cookie.name)).map((cookie) => cookie.name)).toEqual([]);
  expect(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('C0001:1|C0002:0|C0003:0|C0004:0|C0005:0|C0009:0');
  const updated = cookies.find((cookie) => cookie.name === 'cookie_consent_updated');
  expect(updated).toBeDefined();
  // Kept 365 days (shell §9).
  expect(updated!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  expect(await utmRecords(page)).toBeNull();
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
  expect(sent).toEqual([]);
});

test('"accept all" records a page view, the campaign and the click id', async ({ page, context }) => {
  const sent = watchPageViews(page);
  await page.goto(`/en-de/${CAMPAIGN}`);
  await expect(banner(page)).toBeVisible();
  expect(sent).toEqual([]);

  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === PAGE_VIEW);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  const response = await counted;
  expect(response.status()).toBe(204);
  expect(JSON.parse(response.request().postData()!)).toEqual({
    path: '/en-de/',
    countryCode: 'de',
    language: 'en',
    referrer: null,
    platform: 1,
  });
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe(
    'C0001:1|C0002:1|C0003:1|C0004:1|C0005:1|C0009:1',
  );

  // The campaign of the landing URL, once, with a generated id; the click id in its cookie.
  await expect
    .poll(() => utmRecords(page))
    .toEqual([
      {
        timestamp: expect.any(Number),
        id: expect.any(String),
        params: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'summer' },
      },
    ]);
  expect((await context.cookies()).find((cookie) => cookie.name === 'click_id')).toMatchObject({ value: 'gclid.Cj0KCQ-test_123' });

  // Every navigation is a page view, with our previous page as its referrer.
  const next = page.waitForResponse(
    (r) => new URL(r.url()).pathname === PAGE_VIEW && JSON.parse(r.request().postData()!).path !== '/en-de/',
  );
  await page.locator('main a[href^="/en-de/"]').first().click();
  const view = JSON.parse((await next).request().postData()!);
  expect(view).toMatchObject({ countryCode: 'de', language: 'en' });
  expect(view.referrer).toMatch(/\/en-de\/$/);
  expect(sent).toHaveLength(2);
});

test('Russia shows the banner, and never sends a page view even with every category accepted', async ({ page }) => {
  const sent = watchPageViews(page);
  await page.goto('/en-ru/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.locator('main a[href^="/en-ru/"]').first().click();
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
});

test('the preferences are a keyboard-operable dialog with a switch per category', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-de/');
  await expect(banner(page)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // The banner's buttons come right after the skip link.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Customise' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const essential = dialog.getByRole('switch', { name: 'Essential' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  for (const name of ['Performance', 'Functional', 'Marketing', 'Social media', 'Rewards']) {
    await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
  }

  // Escape closes without saving: the banner stays.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  expect(await cookieNames(context)).not.toContain('cookie_consent');

  await banner(page).getByRole('button', { name: 'Customise' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const performance = dialog.getByRole('switch', { name: 'Performance' });
  await performance.focus();
  await page.keyboard.press('Space');
  await expect(performance).toBeChecked();
  await dialog.getByRole('switch', { name: 'Rewards' }).focus();
  await page.keyboard.press('Space');

  const counted = page.waitForResponse((response) => new URL(response.url()).pathname === PAGE_VIEW);
  await dialog.getByRole('button', { name: 'Save my choices' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect((await counted).status()).toBe(204);
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe(
    'C0001:1|C0002:1|C0003:0|C0004:0|C0005:0|C0009:1',
  );

  // The choice holds on the next visit.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
});

test('the banner moves nothing on the page (no layout shift), in Arabic right to left too', async ({ page }) => {
  for (const path of ['/en-de/', '/ar-qa/']) {
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBe(0);
    expect(await violations(page)).toEqual([]);
  }
});

test('"Cookie settings" in the footer reopens the preferences with the saved choice', async ({ page, context }) => {
  await page.goto('/en-de/');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);

  await page.getByTestId('site-footer').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Marketing' }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe(
    'C0001:1|C0002:0|C0003:0|C0004:1|C0005:0|C0009:0',
  );

  // Withdrawing marketing consent removes what it allowed.
  await page.goto(`/en-de/${CAMPAIGN}`);
  await expect.poll(() => utmRecords(page)).not.toBeNull();
  await page.getByTestId('site-footer').getByRole('button', { name: 'Cookie settings' }).click();
  await dialog.getByRole('switch', { name: 'Marketing' }).uncheck();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect.poll(() => utmRecords(page)).toBeNull();
  expect(await cookieNames(context)).not.toContain('click_id');
});

test('white-label sites ask for consent in every country, and keep campaigns 7 days', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://wl1.localhost:${port}/sg/`);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();

  // A record older than 7 days is dropped on the next page; a 6-day-old one stays.
  const day = 24 * 3600 * 1000;
  await page.evaluate(
    (records) => window.localStorage.setItem('utm_records', JSON.stringify(records)),
    [
      { timestamp: Date.now() - 8 * day, id: 'old', params: { utm_source: 'old' } },
      { timestamp: Date.now() - 6 * day, id: 'recent', params: { utm_source: 'recent' } },
    ],
  );
  await page.goto(`http://wl1.localhost:${port}/sg/?utm_source=partner`);
  // The campaign code loads on demand, so wait for the list to change rather than read it at once.
  const sources = async () => ((await utmRecords(page)) as { params: Record<string, string> }[] | null)?.map((r) => r.params.utm_source);
  await expect.poll(sources).toEqual(['recent', 'partner']);
});

test('a site without a footer offers "Cookie settings" as a floating button', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://wl10001.localhost:${port}/sg/`);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
