import { expect, test, type Page } from '@playwright/test';
import { answeredAgeGate, playerId, webText } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

// The whole purchase with the keyboard alone: Tab to move, type, Space/Enter to choose and press,
// arrow keys inside radio groups. No mouse event is sent.

/** Tabs forward until the focused element matches, failing after `limit` presses. */
async function tabTo(page: Page, matches: (el: { tag: string; name: string; type: string; label: string }) => boolean, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return { tag: '', name: '', type: '', label: '' };
      const labelled = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
      return {
        tag: el.tagName.toLowerCase(),
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
        type: el.getAttribute('type') ?? '',
        label: labelled.trim(),
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('the element was never focused by Tab');
}

test('a shopper buys a top-up using only the keyboard', async ({ page }) => {
  await page.goto('/sg/mobile-legends');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, (el) => el.tag === 'input' && el.label.startsWith('User ID'));
  await page.keyboard.type(playerId(5));
  // Past "Find my ID by nickname" under the ID field (ADR 0055) to the zone.
  await tabTo(page, (el) => el.tag === 'input' && el.label.startsWith('Zone ID'), 2);
  await page.keyboard.type('2003');
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Verify', 5);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('player-nickname')).toBeVisible();

  // Denominations and channels are radio groups: Tab enters a group, arrows move, Space selects.
  await tabTo(page, (el) => el.type === 'radio' && /Diamonds/.test(el.label));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  const denomination = page.getByRole('radio', { checked: true }).first();
  await expect(denomination).toBeFocused();

  // Tab enters the channel group; arrow keys walk it (selecting as they go) to PayNow.
  await tabTo(page, (el) => el.type === 'radio', 5);
  for (let i = 0; i < 10 && !(await page.getByRole('radio', { name: /PayNow/ }).evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(page.getByRole('radio', { name: /PayNow/ })).toBeChecked();

  await tabTo(page, (el) => el.type === 'email');
  await page.keyboard.type('keyboard@example.com');
  await tabTo(page, (el) => el.type === 'checkbox');
  await page.keyboard.press('Space');
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Buy now', 10);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(dialog).toBeVisible();
  // The dialog traps focus; Tab reaches its confirm button.
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Confirm and pay', 10);
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/sandbox\/pay\//);
  await tabTo(page, (el) => el.tag === 'button' && el.name === 'Approve payment', 20);
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
});
