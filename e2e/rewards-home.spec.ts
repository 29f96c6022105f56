import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '../packages/contracts/src/money.ts';
import { demoCountries } from '../packages/db/src/seed/countries.ts';
import { demoRewardDailySettings } from '../packages/db/src/seed/rewards.ts';
import { violations } from './support/axe.ts';
import { signedInShopper } from './support/account.ts';
import { answeredAgeGate, fillAndBuy, playerId, verifyPlayer, waitForCheckout, webText } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

// Commerce §2 and issue 16: the rewards home at /{cc}/user/coda-rewards. A shopper signs up, finds
// the rewards through the user menu, claims the daily reward and sees the balance move on the page
// and in the header's chip; a second claim the same day (from a page still showing the button) is
// refused with 1201 and the card says so; the explainer gives the country's numbers. In English
// (/ph/) and in Arabic (/eg/, right to left).

test.describe.configure({ timeout: 120_000 });

/** The daily reward of a demo country, written the way its shop writes prices. */
function dailyReward(shop: string): string {
  const country = demoCountries.find((c) => c.code === shop)!;
  const amount = demoRewardDailySettings.find((d) => d.countryCode === shop)!.amountMinor;
  return formatPrice(String(amount), { ...country, locale: country.languages[0]!.locale });
}

function zero(shop: string): string {
  const country = demoCountries.find((c) => c.code === shop)!;
  return formatPrice('0', { ...country, locale: country.languages[0]!.locale });
}

/** A second tab of the same shopper on the rewards home, opened before the first claims. */
async function secondTab(page: Page, shop: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(`/${shop}/user/coda-rewards`);
  await expect(other.getByTestId('rewards-daily')).toHaveAttribute('data-state', 'claimable');
  return other;
}

test('claim the daily reward, see the balance on the page and in the header, a second claim is refused (English)', async ({
  page,
  request,
}) => {
  const reward = dailyReward('ph');
  await signedInShopper(page, request, 'ph', 'rewards');
  const chip = page.getByTestId('rewards-chip');
  await expect(chip).toContainText(zero('ph'));

  // The user menu's first entry leads to the rewards home, with the balance beside it.
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  const entry = page.getByTestId('rewards-menu-entry');
  await expect(entry).toContainText('Rewards');
  await entry.click();
  await expect(page).toHaveURL(/\/ph\/user\/coda-rewards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Coda Rewards' })).toBeVisible();
  await expect(page.getByTestId('rewards-balance')).toHaveText(zero('ph'));
  await expect(page.getByTestId('rewards-details-empty')).toBeVisible();
  await expect(page.getByTestId('rewards-history-empty')).toBeVisible();
  await expect(page.getByText('You have no rewards waiting to expire.')).toBeVisible();
  await expect(page.getByTestId('rewards-expiry-notice')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  const other = await secondTab(page, 'ph');

  await page.getByRole('button', { name: `Claim ${reward}` }).click();
  await expect(page.getByTestId('rewards-daily-message')).toHaveText(`${reward} was added to your rewards.`);
  await expect(page.getByTestId('rewards-daily')).toHaveAttribute('data-state', 'claimed');
  await expect(page.getByText('Claimed today')).toBeVisible();
  await expect(page.getByTestId('rewards-balance')).toHaveText(reward);
  await expect(chip).toContainText(reward);
  // The new reward in the details, the expiry breakdown and the history.
  const item = page.getByTestId('reward-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('From Coda');
  await expect(item).toContainText('Active');
  await expect(item).toContainText(`${reward} of ${reward} left`);
  await expect(item).toContainText('Can be spent on any product in this country.');
  await expect(page.getByTestId('rewards-expiry').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('rewards-expiry')).toContainText(reward);
  const history = page.getByTestId('rewards-history');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Daily reward');
  await expect(history).toContainText(`+${reward}`);
  expect(await violations(page)).toEqual([]);

  // The same day again, from the tab that still offers the claim: refused (1201), said in words.
  await other.getByRole('button', { name: `Claim ${reward}` }).click();
  await expect(other.getByTestId('rewards-daily-message')).toHaveText(
    "You have already claimed today's reward. Come back tomorrow for the next one.",
  );
  await expect(other.getByTestId('rewards-daily')).toHaveAttribute('data-state', 'claimed');
  await other.close();

  // A new page load keeps the claimed state and the balance (server-rendered).
  await page.reload();
  await expect(page.getByTestId('rewards-daily')).toHaveAttribute('data-state', 'claimed');
  await expect(page.getByRole('button', { name: /^Claim / })).toHaveCount(0);
  await expect(page.getByTestId('rewards-balance')).toHaveText(reward);
  await expect(chip).toContainText(reward);

  // The explainer, with the country's own numbers.
  await page.getByRole('button', { name: 'How Coda Rewards work' }).click();
  const explainer = page.getByRole('dialog', { name: 'How Coda Rewards work' });
  await expect(explainer).toBeVisible();
  await expect(explainer.getByTestId('rewards-explainer-earn')).toContainText(/Earn \d+% to \d+% back in rewards/);
  await expect(explainer).toContainText('Payments by card or with Codacash do not earn rewards.');
  await expect(explainer.getByTestId('rewards-explainer-expiry')).toContainText('Rewards expire 45 days after you earn them');
  await expect(explainer).toContainText(`daily reward of ${reward}`);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(explainer).toBeHidden();
});

test('a member buys with an e-wallet and finds the reward it earned on the rewards home (English)', async ({ page, request }) => {
  const email = await signedInShopper(page, request, 'ph', 'earner');
  await page.goto('/ph/mobile-legends');
  await waitForCheckout(page);
  await verifyPlayer(page, { userId: playerId(5), zoneId: '2003' });
  // GCash, the first e-wallet in the Philippines, funds a richer Mobile Legends reward (the demo rules).
  const dialog = await fillAndBuy(page, { denomination: '86 Diamonds', channel: 'GCash', email });
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/ph\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order')!;

  await page.goto('/ph/user/coda-rewards');
  const item = page.getByTestId('reward-item');
  await expect(item).toHaveCount(1);
  // GCash funds it and fences it: the row names GCash as its source and as the only way to spend it.
  await expect(item).toContainText('Payment partner · GCash');
  await expect(item).toContainText('Can be spent only when paying with GCash.');
  await expect(item).toContainText(`Order ${orderId}`);
  await expect(page.getByTestId('rewards-expiry').getByRole('listitem')).toHaveCount(1);
  const history = page.getByTestId('rewards-history');
  await expect(history.locator('[data-kind="earned"]')).toContainText('Earned on an order');
  await expect(history).toContainText(orderId);
  await expect(page.getByTestId('rewards-balance')).not.toHaveText(zero('ph'));
  await expect(page.getByTestId('rewards-chip')).toContainText((await page.getByTestId('rewards-balance').textContent())!);
});

test('the landing page gives the real numbers and opens the explainer (English)', async ({ page }) => {
  await page.goto('/ph/coda-rewards');
  await expect(page.getByTestId('rewards-expiry-note')).toHaveText(
    'Rewards expire 45 days after you earn them. Payments by card or with Codacash do not earn rewards.',
  );
  await expect(
    page.getByText(/Each eligible product shows the rewards it earns before you pay: \d+% to \d+% of the price\./),
  ).toBeVisible();
  await expect(page.getByText(`Signed in, collect ${dailyReward('ph')} in rewards every day on your rewards page.`)).toBeVisible();
  await page.getByRole('button', { name: 'How Coda Rewards work' }).click();
  await expect(page.getByRole('dialog', { name: 'How Coda Rewards work' })).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // A guest finds no rewards home: signed-in screens send guests to "/".
  await page.goto('/ph/user/coda-rewards');
  await expect(page).not.toHaveURL(/coda-rewards/);
});

test('the rewards home in Arabic on the Egyptian shop, right to left', async ({ page, request }) => {
  const reward = dailyReward('eg');
  await signedInShopper(page, request, 'eg', 'rewards');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const chip = page.getByTestId('rewards-chip');
  await expect(chip).toContainText(zero('eg'));

  await page.goto('/eg/user/coda-rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'مكافآتي من Coda Rewards' })).toBeVisible();
  await expect(page.getByTestId('rewards-balance')).toHaveText(zero('eg'));
  const other = await secondTab(page, 'eg');

  await page.getByRole('button', { name: `احصل على \u2066${reward}\u2069` }).click();
  await expect(page.getByTestId('rewards-daily-message')).toHaveText(`تمت إضافة \u2066${reward}\u2069 إلى مكافآتك.`);
  await expect(page.getByText('تم الاستلام اليوم')).toBeVisible();
  await expect(page.getByTestId('rewards-balance')).toHaveText(reward);
  await expect(chip).toContainText(reward);
  await expect(page.getByTestId('rewards-history')).toContainText('مكافأة يومية');
  expect(await violations(page)).toEqual([]);

  await other.getByRole('button', { name: `احصل على \u2066${reward}\u2069` }).click();
  await expect(other.getByTestId('rewards-daily-message')).toHaveText(
    'لقد استلمت مكافأة اليوم بالفعل. عُد غدًا للحصول على المكافأة التالية.',
  );
  await other.close();

  await page.getByRole('button', { name: 'كيف تعمل Coda Rewards' }).click();
  const explainer = page.getByRole('dialog', { name: 'كيف تعمل Coda Rewards' });
  await expect(explainer).toBeVisible();
  await expect(explainer.getByTestId('rewards-explainer-expiry')).toContainText('بعد 45 يومًا');
  expect(await violations(page)).toEqual([]);
  await explainer.getByRole('button', { name: 'فهمت' }).click();
  await expect(explainer).toBeHidden();
});
