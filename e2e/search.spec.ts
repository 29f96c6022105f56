import { expect, test, type Page } from '@playwright/test';
import { violations } from './support/axe.ts';
import { webTextIn } from './support/checkout.ts';

// Search (ADR 0041): typos are tolerated, the short names players use find their game, and the
// search box suggests games while typing as a combobox with a listbox (WAI-ARIA), by keyboard too.

const searchBox = (page: Page, label = 'Search games') => page.getByRole('combobox', { name: label });

test('searching with a typo still finds the game', async ({ page }) => {
  await page.goto('/sg/');
  const search = searchBox(page);
  await search.fill('mobile legnds');
  await search.press('Enter');

  await page.waitForURL('/sg/search/mobile%20legnds');
  // The address changes before the results replace the home page, whose banner links to the game too.
  await expect(page.getByRole('heading', { name: 'Matching games' })).toBeVisible();
  const result = page.getByRole('main').getByRole('link', { name: /Mobile Legends: Bang Bang/ });
  await expect(result).toBeVisible();
  await result.click();
  await page.waitForURL('/sg/mobile-legends');
});

test('a search with no match shows the empty state', async ({ page }) => {
  await page.goto('/sg/search/zzqqxxyy');
  await expect(page.getByRole('heading', { name: 'No games found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all games' })).toHaveAttribute('href', '/sg/');
});

test('search aliases: the short names players use find their game first', async ({ page }) => {
  for (const [alias, game] of [
    ['mlbb', 'Mobile Legends: Bang Bang'],
    ['ff', 'Free Fire'],
    ['codm', 'Call of Duty: Mobile'],
    ['hsr', 'Honkai: Star Rail'],
  ] as const) {
    await page.goto(`/sg/search/${alias}`);
    const results = page.getByRole('main').getByRole('link');
    await expect(results.first(), alias).toContainText(game);
  }
});

test('suggestions while typing: chosen with the arrow keys and Enter, or with a click', async ({ page }) => {
  await page.goto('/sg/');
  const search = searchBox(page);
  await search.click();
  await search.pressSequentially('codm');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  // The artwork beside each name is decorative: an option is named by its game only.
  await expect(list.getByRole('option').first()).toHaveAccessibleName('Call of Duty: Mobile');
  await expect(page.getByRole('status').filter({ hasText: 'Suggestions available' })).toBeAttached();
  expect(await violations(page)).toEqual([]);

  // Down moves to the first option, the focus staying in the box; Escape closes the list.
  await search.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(search).toBeFocused();
  await search.press('Escape');
  await expect(list).toBeHidden();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue('codm');

  await search.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await page.waitForURL('/sg/call-of-duty-mobile');

  // Enter without a chosen suggestion searches; a click on a suggestion opens the game.
  await searchBox(page).fill('hsr');
  await page.getByRole('listbox').getByRole('option', { name: 'Honkai: Star Rail' }).click();
  await page.waitForURL('/sg/honkai-star-rail');
});

test('suggestions in Arabic, right to left, with the games named as the shop names them', async ({ page }) => {
  const common = webTextIn('ar') as { searchForm: { label: string; suggestions: string } };
  await page.goto('/eg/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const search = searchBox(page, common.searchForm.label);
  await search.click();
  await search.pressSequentially('mlbb');
  const list = page.getByRole('listbox', { name: common.searchForm.suggestions });
  await expect(list.getByRole('option').first()).toHaveAccessibleName('Mobile Legends: Bang Bang');
  // The list opens under the box, aligned to its right edge, as the page reads.
  const [box, popup] = [await search.boundingBox(), await list.boundingBox()];
  expect(Math.abs(box!.x + box!.width - (popup!.x + popup!.width))).toBeLessThan(2);
  expect(await violations(page)).toEqual([]);
  await search.press('ArrowDown');
  await search.press('Enter');
  await page.waitForURL('/eg/mobile-legends');
  // The game's description and credits are in Arabic too.
  await expect(page.getByRole('radio', { name: /^86 ماسات/ })).toBeAttached();
});

test('a game named in another script is found by its Latin name', async ({ page }) => {
  await page.goto('/jp/');
  const search = page.getByRole('combobox');
  await search.click();
  await search.pressSequentially('genshin');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveAccessibleName('原神');
});
