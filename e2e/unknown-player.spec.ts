import { expect, test } from '@playwright/test';
import { errorText, playerId } from './support/checkout.ts';

test('an unknown player ID shows the catalogued "User ID not found" message', async ({ page }) => {
  await page.goto('/sg/mobile-legends');
  const userId = page.getByLabel('User ID');
  await userId.fill(playerId(0));
  await page.getByLabel('Zone ID').fill('2001');
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText(errorText.transaction.userIdNotFound)).toBeVisible();
  await expect(userId).toHaveAttribute('aria-invalid', 'true');
  await expect(userId).toBeFocused();
  await expect(page.getByTestId('player-nickname')).toHaveCount(0);
});
