import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe.ts';
import { answeredAgeGate, waitForHydration, webText, webTextIn } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

// The home carousel, highlighted promotions, news, trust rating, the product page's promo tab,
// long description and review widget (shell §3, commerce §2, ADR 0046), and a white-label site
// whose switches turn all of them off.

const text = webText as typeof webText & {
  banners: Record<'label' | 'previous' | 'next' | 'pause' | 'play' | 'cta', string>;
  promotions: Record<'heading' | 'tabBuy' | 'tabPromos' | 'buyNow', string>;
  newsFeed: { heading: string };
  ratings: { heading: string };
};

const carousel = (page: Page) => page.getByRole('region', { name: text.banners.label });
const slide = (page: Page, n: number, of = 3) => carousel(page).getByRole('group', { name: `${n} of ${of}` });

test('the carousel: one banner at a time, buttons and arrow keys, a pause button, and a banner leads to its game', async ({ page }) => {
  await page.clock.install();
  await page.goto('/sg/');
  await waitForHydration(page);
  await expect(slide(page, 1)).toBeVisible();
  await expect(slide(page, 1)).toContainText('New heroes, new skins');
  await expect(slide(page, 2)).toBeHidden();

  // It rotates on its own while nobody points at it…
  await page.mouse.move(0, 0);
  await page.clock.runFor(6_500);
  await expect(slide(page, 2)).toBeVisible();
  await expect(slide(page, 2)).toContainText('A new region awaits in Teyvat');

  // …until the shopper pauses it.
  await carousel(page).getByRole('button', { name: text.banners.pause }).click();
  await expect(carousel(page).getByRole('button', { name: text.banners.play })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(20_000);
  await expect(slide(page, 2)).toBeVisible();

  await carousel(page).getByRole('button', { name: text.banners.next }).click();
  await expect(slide(page, 3)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(slide(page, 1)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(slide(page, 3)).toBeVisible();
  await carousel(page).getByRole('button', { name: 'Show banner 1' }).click();
  await expect(slide(page, 1)).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: 'Show banner 1' })).toHaveAttribute('aria-current', 'true');

  await slide(page, 1).getByRole('link').click();
  await page.waitForURL(/\/sg\/mobile-legends$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Legends: Bang Bang' })).toBeVisible();
});

test('the carousel stays still for a shopper who prefers reduced motion', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  await answeredAgeGate(context);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/sg/');
  await waitForHydration(page);
  await expect(carousel(page).getByRole('button', { name: text.banners.play })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(20_000);
  await expect(slide(page, 1)).toBeVisible();
  await context.close();
});

test('a highlighted promotion leads to its game; news and the trust rating are on the home page', async ({ page }) => {
  await page.goto('/sg/');
  const promotions = page.getByRole('region', { name: text.promotions.heading });
  await expect(page.getByTestId('trust-rating')).toContainText(/Shoppers rate Topup.*out of 5.*ratings/);
  const news = page.getByRole('region', { name: text.newsFeed.heading });
  await expect(news.getByRole('listitem')).toHaveCount(2);
  await expect(news.getByRole('link', { name: /the new ranked season/ })).toHaveAttribute('href', '/sg/mobile-legends');

  await promotions.getByRole('link', { name: /Diamonds for the new Elite Pass/ }).click();
  await page.waitForURL(/\/sg\/free-fire$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Free Fire' })).toBeVisible();
});

test('the product page: a promo tab beside the purchase tab, the long description and the ratings', async ({ page }) => {
  await page.goto('/sg/mobile-legends');
  await waitForHydration(page);
  const tabs = page.getByRole('tablist');
  const buy = tabs.getByRole('tab', { name: text.promotions.tabBuy });
  const promos = tabs.getByRole('tab', { name: new RegExp(text.promotions.tabPromos) });
  await expect(buy).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('User ID').fill('12345678');

  await promos.click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Weekly Diamond Pass now available');
  await expect(page.getByLabel('User ID')).toBeHidden();
  // The arrow keys move between the tabs; what the shopper typed is still there.
  await promos.focus();
  await page.keyboard.press('ArrowRight');
  await expect(buy).toBeFocused();
  await expect(page.getByLabel('User ID')).toHaveValue('12345678');
  await promos.click();
  await panel.getByRole('button', { name: text.promotions.buyNow }).click();
  await expect(buy).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('User ID')).toHaveValue('12345678');

  await expect(page.getByRole('heading', { name: 'About Mobile Legends: Bang Bang' })).toBeVisible();
  await expect(page.getByTestId('long-description')).toContainText('Choose how many Diamonds you want.');
  const ratings = page.getByRole('region', { name: text.ratings.heading });
  await expect(ratings).toContainText(/out of 5/);
  await expect(ratings.getByRole('listitem')).toHaveCount(5);
});

test('a white-label site with those switches off shows none of them', async ({ page, baseURL }) => {
  const testSite = `http://test-site.localhost:${new URL(baseURL!).port}`;
  await page.goto(`${testSite}/sg/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Mobile Legends/ }).first()).toBeVisible();
  await expect(carousel(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: text.promotions.heading })).toHaveCount(0);
  await expect(page.getByRole('region', { name: text.newsFeed.heading })).toHaveCount(0);
  await expect(page.getByTestId('trust-rating')).toHaveCount(0);

  await page.goto(`${testSite}/sg/mobile-legends`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Legends: Bang Bang' })).toBeVisible();
  await expect(page.getByLabel('User ID')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByTestId('long-description')).toHaveCount(0);
  await expect(page.getByTestId('review-widget')).toHaveCount(0);
  await expect(page.getByText(webText.checkout.payment.mostUsed)).toHaveCount(0);
});

test('in Arabic, right to left: the parts in Arabic, with no accessibility violations', async ({ page }) => {
  const ar = webTextIn('ar') as unknown as typeof text;
  await page.goto('/eg/');
  await waitForHydration(page);
  const arCarousel = page.getByRole('region', { name: ar.banners.label });
  await expect(arCarousel).toBeVisible();
  const news = page.getByRole('region', { name: ar.newsFeed.heading });
  await expect(news).toContainText('ببجي موبايل');
  // The next button goes on to the next banner, and so does the left arrow key in Arabic.
  await arCarousel.getByRole('button', { name: ar.banners.pause }).click();
  await arCarousel.getByRole('button', { name: ar.banners.next }).click();
  await expect(arCarousel.getByRole('group', { name: '2 من 3' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(arCarousel.getByRole('group', { name: '3 من 3' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/eg/mobile-legends');
  await waitForHydration(page);
  await page.getByRole('tab', { name: new RegExp(ar.promotions.tabPromos) }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.getByRole('region', { name: ar.ratings.heading })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the home and product pages with every part showing have no accessibility violations in English', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/sg/');
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
    await page.goto('/sg/mobile-legends');
    await waitForHydration(page);
    await page.getByRole('tab', { name: new RegExp(text.promotions.tabPromos) }).click();
    expect(await violations(page)).toEqual([]);
  }
});
