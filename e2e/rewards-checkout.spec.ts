import { expect, test, type Locator, type Page } from '@playwright/test';
import { finishSignUp, signedInShopper, unique } from './support/account.ts';
import { violations } from './support/axe.ts';
import { answeredAgeGate, playerId, waitForCheckout, webTextIn } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

// Coda Rewards at the checkout (issue 16; commerce §2–§4, §6): a guest earns with an e-mail, sees
// the rewards kept for it on the complete page, signs up with it from the adopt-account modal and
// finds them on the account; a member earns, then spends them with the use-rewards toggle on the
// next order. In English and in Arabic (right to left). Every demo top-up earns on e-wallet, bank
// and carrier channels (packages/db/src/seed/rewards.ts); the bank channels' rewards are the
// store's own, spent on anything, which the second order needs.

// Diamonds are "ماسات" in Arabic (the catalogue's texts in the shop's language, ADR 0041).
type Shop = { shop: string; language: 'en' | 'ar'; channel: string; denomination: string };
const SHOPS: Shop[] = [
  { shop: 'sg', language: 'en', channel: 'PayNow', denomination: '86 Diamonds' },
  { shop: 'eg', language: 'ar', channel: 'InstaPay', denomination: '86 ماسات' },
];
const CASHBACK_COOKIE = 'store_cashback';

type OrderData = {
  amountMinor: string;
  rewards: { burnAmount: string; earnAmount: string; earnStatus: string; keptFor: string | null } | null;
};

async function orderData(page: Page, orderId: string): Promise<OrderData> {
  const answer = await page.request.get(`/api/order/${orderId}`);
  return ((await answer.json()) as { data: OrderData }).data;
}

async function rewardsBalance(page: Page, shop: string): Promise<string> {
  const answer = await page.request.get(`/api/rewards/summary?countryCode=${shop}`);
  const body = (await answer.json()) as { resultCode: number; data: { balanceAmount: string } | null };
  return body.resultCode === 0 ? body.data!.balanceAmount : `error ${body.resultCode}`;
}

/** The part of the page a step is about, at a desktop's and a phone's width, for the test's report. */
async function look(page: Page, name: string, focus: Locator) {
  const size = page.viewportSize()!;
  for (const [device, viewport] of [
    ['desktop', size],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${device}.png`) });
  }
  await page.setViewportSize(size);
}

/** Steps 1–5 as a shopper clicks them, up to the summary; the rewards box has its quote. */
async function fillCheckout(
  page: Page,
  { shop, channel, denomination: shopDenomination }: Shop,
  email: string,
  denomination = shopDenomination,
) {
  await page.goto(`/${shop}/mobile-legends`);
  await waitForCheckout(page);
  await page.locator('input[name="userId"]').fill(playerId(3));
  await page.locator('input[name="zoneId"]').fill('2001');
  await page.getByRole('radio', { name: new RegExp(`^${denomination}`) }).check({ force: true });
  await page.getByRole('radio', { name: channel, exact: true }).check({ force: true });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="acceptedTerms"]').check();
  // Bank transfers earn: the summary says how much, once quoted.
  await expect(page.getByTestId('rewards-earn')).toBeVisible();
}

/** Buy now, confirm, approve on the sandbox's payment page; answers the delivered order's id. */
async function buyAndPay(page: Page, { shop, language }: Shop, beforeConfirm?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  const text = webTextIn(language);
  await page.getByRole('button', { name: text.checkout.buy }).click();
  const dialog = page.getByRole('dialog', { name: text.checkout.confirm.heading });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('confirm-rewards-earn')).toBeVisible();
  await beforeConfirm?.(dialog);
  await dialog.getByRole('button', { name: text.checkout.confirm.pay }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(new RegExp(`/${shop}/complete\\?order=ord_`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: text.complete.delivered.heading })).toBeVisible();
  return new URL(page.url()).searchParams.get('order')!;
}

for (const market of SHOPS) {
  const text = webTextIn(market.language);
  const { shop } = market;

  test(`a guest earns with an e-mail, signs up with it from the complete page and finds the rewards (${market.language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `guest.rewards.${unique()}@example.com`;
    await fillCheckout(page, market, email);
    const box = page.getByTestId('checkout-rewards');
    // A guest cannot spend rewards: no switch, a way to sign in, and how to earn.
    await expect(box.getByRole('switch')).toHaveCount(0);
    await expect(box.getByRole('link', { name: text.cashbackCheckout.signIn })).toBeVisible();
    await look(page, `guest-checkout-${shop}`, box);
    const orderId = await buyAndPay(page, market);

    const order = await orderData(page, orderId);
    expect(order.rewards).toMatchObject({ earnStatus: 'earned', burnAmount: '0' });
    expect(BigInt(order.rewards!.earnAmount)).toBeGreaterThan(0n);
    const panel = page.getByTestId('cashback-panel');
    await expect(panel).toHaveAttribute('data-earn-status', 'earned');
    await expect(panel.getByTestId('cashback-earned')).toContainText(text.cashbackPanel.credited);
    await expect(page.getByTestId('cashback-kept-for')).toContainText(`${email.slice(0, 3)}***`);
    const earnedText = (await panel.getByTestId('cashback-earned').locator('dd').first().innerText()).replace('+', '').trim();
    // Commerce §3–§4: the guest's earning is in the cashback cookie, for 45 days.
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === CASHBACK_COOKIE)?.value ?? '')
      .not.toBe('');
    const cookie = (await page.context().cookies()).find((c) => c.name === CASHBACK_COOKIE)!;
    expect(JSON.parse(decodeURIComponent(cookie.value))).toEqual({ email, phone: null, txnId: orderId, reward: order.rewards!.earnAmount });
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(44 * 86_400_000);
    expect(await violations(page)).toEqual([]);

    // The adopt-account modal: sign up with the order's e-mail, already filled in.
    await panel.getByRole('button', { name: text.cashbackPanel.keep }).click();
    const modal = page.getByRole('dialog', { name: text.cashbackAdopt.heading });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(email);
    await look(page, `guest-adopt-${shop}`, modal);
    expect(await violations(page)).toEqual([]);
    await modal.getByRole('link', { name: text.cashbackAdopt.signUp }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop}/sign-up$`));
    await expect(page.locator('input[name="email"]')).toHaveValue(email);
    await finishSignUp(page, request, shop, email, 'Guest Shopper');

    // The rewards kept for the e-mail are the account's now.
    await expect.poll(() => rewardsBalance(page, shop)).toBe(order.rewards!.earnAmount);
    // On the rewards home too.
    await page.goto(`/${shop}/user/coda-rewards`);
    await expect(page.getByTestId('rewards-balance')).toContainText(earnedText);
    // And on the product page the member may spend them.
    await page.goto(`/${shop}/mobile-legends`);
    await waitForCheckout(page);
    await page.getByRole('radio', { name: new RegExp(`^${market.denomination}`) }).check({ force: true });
    await page.getByRole('radio', { name: market.channel, exact: true }).check({ force: true });
    await expect(page.getByRole('switch', { name: new RegExp(`^${text.cashbackCheckout.toggle}`) })).toBeVisible();
  });

  test(`a member earns on one order and spends the rewards on the next with the toggle (${market.language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = await signedInShopper(page, request, shop, 'rewards');

    // The receipt goes to the account's own e-mail unless the shopper types another.
    await page.goto(`/${shop}/mobile-legends`);
    await waitForCheckout(page);
    await expect(page.locator('input[name="email"]')).toHaveValue(email);

    // First order: nothing to spend yet, so no switch; it earns.
    await fillCheckout(page, market, email);
    const box = page.getByTestId('checkout-rewards');
    await expect(box).toContainText(text.cashbackCheckout.nothingToUse);
    await expect(box.getByRole('switch')).toHaveCount(0);
    const first = await buyAndPay(page, market);
    const earned = (await orderData(page, first)).rewards!;
    expect(earned.earnStatus).toBe('earned');
    const panel = page.getByTestId('cashback-panel');
    await expect(panel.getByTestId('cashback-earned')).toContainText(text.cashbackPanel.credited);
    // The date the rewards expire, 45 days on.
    await expect(panel.getByTestId('cashback-earned')).toContainText(/20\d\d/);
    await expect(page.getByTestId('cashback-kept-for')).toHaveCount(0);
    await look(page, `member-earned-${shop}`, panel);
    await expect.poll(() => rewardsBalance(page, shop)).toBe(earned.earnAmount);

    // Second order: the switch offers them; on, the summary takes them off the total.
    await fillCheckout(page, market, email);
    const toggle = page.getByRole('switch', { name: new RegExp(`^${text.cashbackCheckout.toggle}`) });
    await expect(toggle).toBeVisible();
    await expect(toggle).not.toBeChecked();
    const total = page.getByTestId('summary-total');
    const fullPrice = (await total.innerText()).trim();
    await expect(page.getByTestId('summary-rewards-used')).toHaveCount(0);
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked();
    await expect(page.getByTestId('summary-rewards-used')).toBeVisible();
    await expect(total).not.toHaveText(fullPrice);
    const reduced = (await total.innerText()).trim();
    expect(await violations(page)).toEqual([]);
    await look(page, `member-toggle-${shop}`, page.getByTestId('checkout-rewards'));

    const second = await buyAndPay(page, market, async (dialog) => {
      await expect(dialog.getByTestId('confirm-rewards-used')).toBeVisible();
      await expect(dialog.getByTestId('confirm-total')).toHaveText(reduced);
      await page.screenshot({ path: test.info().outputPath(`member-confirm-${shop}.png`) });
    });
    const spent = await orderData(page, second);
    expect(spent.rewards!.burnAmount).toBe(earned.earnAmount);
    await expect(page.getByTestId('cashback-used')).toBeVisible();
    await expect(page.getByTestId('cashback-used')).toContainText(text.cashbackPanel.used);
    // The panel leads to the rewards home.
    await expect(page.getByTestId('cashback-panel').getByRole('link', { name: text.cashbackPanel.view })).toHaveAttribute(
      'href',
      `/${shop}/user/coda-rewards`,
    );
    await look(page, `member-used-${shop}`, page.getByTestId('cashback-panel'));

    // The transaction history shows both: what the first earned, what the second used.
    await page.goto(`/${shop}/user/transactions?days=7`);
    await expect(page.getByTestId('transaction-row')).toHaveCount(2);
    await expect(page.getByTestId('transaction-rewards-used')).toHaveCount(1);
    await expect(page.getByTestId('transaction-rewards-earned')).toHaveCount(2);
    await expect(page.getByTestId('transaction-rewards-used')).toContainText(text.cashbackHistory.rewardsUsed);
    await look(page, `member-history-${shop}`, page.getByTestId('transaction-rewards-used'));
  });
}

test('a member redeems points for a top-up from the redeem-points modal, once the balance can pay for it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const market = SHOPS[0]!;
  const text = webTextIn('en');
  const email = await signedInShopper(page, request, 'sg', 'points');
  const modal = page.getByRole('dialog', { name: text.cashbackRedeem.heading });
  const entry = page.getByTestId('redeem-points');
  const offered = modal.getByTestId('redeem-denomination');
  /** The product page with step 1 empty (the tab keeps the last order's player), and the modal open. */
  async function openModal() {
    await page.goto('/sg/mobile-legends');
    await waitForCheckout(page);
    await page.locator('input[name="userId"]').fill('');
    await page.locator('input[name="zoneId"]').fill('');
    await entry.getByRole('button', { name: text.cashbackRedeem.open }).click();
    await expect(modal).toBeVisible();
  }

  // The smallest Mobile Legends top-up costs its price in points (the demo's redemptions); one of
  // the larger ones earns less than that: the modal shows it as "insufficient points".
  await fillCheckout(page, market, email, '706 Diamonds');
  await buyAndPay(page, market);
  await openModal();
  await expect(offered.first()).toHaveAttribute('data-state', 'insufficientPoints');
  await expect(offered.first()).toContainText(text.cashbackRedeem.insufficient);
  await expect(offered.first().getByRole('button')).toHaveCount(0);
  await look(page, 'redeem-short-sg', modal);
  await modal.getByRole('button', { name: text.cashbackRedeem.close }).click();
  await expect(modal).toBeHidden();

  // Two more, and it can pay.
  for (let i = 0; i < 2; i++) {
    await fillCheckout(page, market, email, '706 Diamonds');
    await buyAndPay(page, market);
  }
  const balance = BigInt(await rewardsBalance(page, 'sg'));
  await openModal();
  await expect(offered.first()).toHaveAttribute('data-state', 'available');
  // No player yet: the modal says so, and redeeming takes the shopper to step 1.
  await expect(modal).toContainText(text.cashbackRedeem.playerNeeded);
  await offered
    .first()
    .getByRole('button', { name: new RegExp(`^${text.cashbackRedeem.redeem} `) })
    .click();
  await expect(modal).toBeHidden();
  await expect(page.locator('input[name="userId"]')).toBeFocused();

  await page.locator('input[name="userId"]').fill(playerId(5));
  await page.locator('input[name="zoneId"]').fill('2002');
  await entry.getByRole('button', { name: text.cashbackRedeem.open }).click();
  await expect(modal.getByTestId('redeem-player')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await look(page, 'redeem-modal-sg', modal);
  await offered
    .first()
    .getByRole('button', { name: new RegExp(`^${text.cashbackRedeem.redeem} `) })
    .click();
  await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: text.complete.delivered.heading })).toBeVisible();
  const order = await orderData(page, new URL(page.url()).searchParams.get('order')!);
  expect(order.amountMinor).toBe('0');
  expect(BigInt(await rewardsBalance(page, 'sg'))).toBeLessThan(balance);
  await look(page, 'redeem-complete-sg', page.getByRole('heading', { name: text.complete.delivered.heading }));
});
