import { expect, test, type Page } from '@playwright/test';
import { chooseCookies } from './support/consent.ts';

// The page shell (shell §2, §4, §6): right-to-left layout, the navigation drawer, the mobile
// install prompt and the shop's service worker keeping the shop usable offline.

const phone = { width: 390, height: 844 };

/** Chromium's `beforeinstallprompt`, as the browser fires it when the store is installable. */
async function offerInstallation(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(event);
  });
}

/** The page has hydrated once the header's menu button answers to a click. */
async function openMenu(page: Page) {
  // A click before hydration does nothing, so click until the button says it opened; the drawer's
  // contents then load on demand, which may take a moment on a busy machine.
  const menu = page.locator('header button[aria-expanded]').first();
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 3000 });
  }).toPass();
}

/** Opens and closes the menu: once that works, the page's scripts run (install prompt included). */
async function waitForHydration(page: Page) {
  await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('an Arabic shop renders right to left, logo and menu at the right edge', async ({ page }, testInfo) => {
  for (const viewport of [phone, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/eg/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');

    const header = await page.locator('header').first().boundingBox();
    const logo = await page.locator('header').getByTestId('site-logo').filter({ visible: true }).boundingBox();
    const menu = await page.locator('header').getByRole('button').first().boundingBox();
    expect(header && logo && menu).toBeTruthy();
    // The menu button opens the line at the right; the logo follows it, right of the middle.
    expect(menu!.x).toBeGreaterThan(logo!.x);
    expect(logo!.x).toBeGreaterThan(viewport.width / 2);
    expect(viewport.width - (menu!.x + menu!.width)).toBeLessThan(Math.max(40, (viewport.width - 1152) / 2 + 40));

    await testInfo.attach(`eg-home-${viewport.width}.png`, { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });
  }

  // The product page's checkout and the search results follow the same direction.
  await page.goto('/eg/search/clash');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(first!.x).toBeGreaterThan(second!.x);
  await testInfo.attach('eg-search-1280.png', { body: await page.screenshot(), contentType: 'image/png' });
});

test('the menu opens a drawer from the inline start, keeps focus inside, and Escape gives it back', async ({ page }) => {
  await page.setViewportSize(phone);
  for (const [path, side] of [
    ['/sg/', 'left'],
    ['/eg/', 'right'],
  ] as const) {
    await page.goto(path);
    await openMenu(page);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation').getByRole('link', { name: /^(Home|الرئيسية)$/ })).toHaveAttribute('aria-current', 'page');
    // Let the slide-in finish before measuring.
    await expect(async () => {
      const box = (await drawer.boundingBox())!;
      if (side === 'left') expect(box.x).toBe(0);
      else expect(Math.round(box.x + box.width)).toBe(phone.width);
    }).toPass();
    // A modal dialog: the page behind is inert, so Tab never reaches it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inPageBehind = await page.evaluate(() => {
        const active = document.activeElement;
        return !!active && active !== document.body && !active.closest('dialog');
      });
      expect(inPageBehind).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('header').getByRole('button').first()).toBeFocused();
  }

  // A link in the drawer navigates and closes it.
  await page.goto('/sg/');
  await openMenu(page);
  await page.getByRole('dialog').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL('/sg/about');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the header offers sign-in and sign-up where accounts are on', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sg/');
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sg/sign-in');
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sg/sign-up');
  await expect(header.getByRole('search')).toBeVisible();
  await page.goto('/international');
  await expect(page.getByRole('search')).toHaveCount(0);
});

test('the install prompt shows on phones, "Not now" defers it and "Don\'t show again" hides it', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/sg/');
  await waitForHydration(page);
  await offerInstallation(page);
  const prompt = page.getByTestId('install-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('heading', { name: 'Install Topup' })).toBeVisible();

  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  const deferred = JSON.parse((await page.evaluate(() => localStorage.getItem('installPrompt')))!);
  expect(deferred.state).toBe('deferred');
  expect(deferred.until - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

  // Offered again on the next visit within the week: still deferred.
  await page.reload();
  await waitForHydration(page);
  await offerInstallation(page);
  await expect(prompt).toBeHidden();

  // After the week it comes back, and "Don't show again" is for good.
  await page.evaluate(() => localStorage.setItem('installPrompt', JSON.stringify({ state: 'deferred', until: Date.now() - 1 })));
  await page.reload();
  await waitForHydration(page);
  await offerInstallation(page);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: "Don't show again" }).click();
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('installPrompt'))).toBe('{"state":"hidden"}');
});

test('the install prompt does not show at desktop widths', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sg/');
  await waitForHydration(page);
  await offerInstallation(page);
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);
});

test('white-label sites never offer installation, and show their own name, tagline and switches', async ({ page, context, baseURL }) => {
  const port = new URL(baseURL!).port;
  // The consent banner (shown on every white-label site) is answered, so nothing else holds the prompt back.
  await chooseCookies(context, baseURL!, { hosts: ['test-site.localhost', 'wl10001.localhost'] });
  await page.setViewportSize(phone);
  await page.goto(`http://test-site.localhost:${port}/sg/`);
  await waitForHydration(page);
  await offerInstallation(page);
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);
  await expect(page.locator('link[rel=manifest]')).toHaveCount(0);

  // The test site switches off search, accounts, the country selector and the social block.
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: 'Test Site home' })).toBeVisible();
  await expect(header.getByRole('search')).toHaveCount(0);
  await expect(header.getByRole('link', { name: /Sign in|Sign up/ })).toHaveCount(0);
  await expect(header.getByRole('link', { name: /Change country/ })).toHaveCount(0);
  const footer = page.getByTestId('site-footer');
  await expect(footer).toContainText('A white-label site for tests');
  await expect(footer).toContainText('Powered by Topup');
  await expect(footer.getByRole('link', { name: /^Share on/ })).toHaveCount(0);
  // No wallet or rewards of ours on a publisher's site.
  await expect(footer.getByRole('link', { name: /Codacash|Coda Rewards/ })).toHaveCount(0);

  // Site 10001 has neither header nor footer.
  await page.goto(`http://wl10001.localhost:${port}/sg/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('a blocked host shows the blocked-host page on any path', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  for (const path of ['/sg/', '/international', '/sg/mobile-legends']) {
    const response = await page.goto(`http://blocked.localhost:${port}${path}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This site is not available');
    await expect(page.getByText('This host is not allowed. Please check back later.')).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
  }
});

test('the shop’s service worker keeps visited pages and shows the offline page for others', async ({ page, context }) => {
  // The worker keeps pages in the background, maybe after the shopper switched language or country:
  // those fetches carry no cookies, so their answers cannot reset the shopper's.
  const kept: Array<Promise<string | null>> = [];
  context.on('request', (request) => {
    if (request.serviceWorker() && new URL(request.url()).pathname === '/sg/offline') kept.push(request.headerValue('cookie'));
  });
  await page.goto('/sg/mobile-legends');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/sg/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await Promise.all(kept)).toEqual([null]);

  // A second page, opened while online, is kept as it comes back.
  await page.goto('/sg/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Singapore');

  await context.setOffline(true);
  try {
    // The page that registered the worker, and the one visited since, open offline.
    await page.goto('/sg/mobile-legends');
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile Legends: Bang Bang' })).toBeVisible();
    await page.goto('/sg/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Singapore');

    // Order pages are never kept: offline they get the shop's offline page.
    await page.goto('/sg/waiting?order=ord_x');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

    // So does a page never visited, at the address asked for.
    await page.goto('/sg/free-fire');
    await expect(page).toHaveURL('/sg/free-fire');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/sg/');
  } finally {
    await context.setOffline(false);
  }

  // Back online, the offline page reloads the page asked for by itself.
  await expect(page.getByRole('heading', { level: 1, name: 'Free Fire' })).toBeVisible();
  await expect(page).toHaveURL('/sg/free-fire');
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toEqual(expect.arrayContaining(['/sg/offline', '/sg/mobile-legends', '/sg/']));
  expect(cached.some((path) => path.startsWith('/api/') || path.startsWith('/sg/waiting'))).toBe(false);
});
