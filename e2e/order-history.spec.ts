import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { answeredAgeGate, fillAndBuy, playerId, verifyPlayer, waitForHydration, webText } from './support/checkout.ts';
import { latestCode, password } from './support/account.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

// Shell §4 and §7, commerce §3 and §9 (ADR 0016): a guest buys, signs up and in with the same
// e-mail; the staged purchase is adopted and shows in /sg/user/transactions. A purchase that cannot
// be linked raises the error modal with rewardLinkingFailed (ADR 0051), and the staged purchase is
// cleared either way.

const STAGED = 'store.guestPurchase';

async function signUpAndIn(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/sg/sign-up');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Full name').fill('Ada Tester');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sg\/confirm-signup$/);
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  // Confirmed in the browser that signed up: signed in at once.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/sg\/$/);
  const welcome = page.getByRole('dialog', { name: /Welcome/ });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Start shopping' }).click();
}

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

test('a guest purchase is adopted after sign-up and sign-in and shows in the transaction history', async ({ page, request }) => {
  const email = uniqueEmail('adopt');
  await page.goto('/sg/mobile-legends');
  const player = playerId(3);
  const nickname = await verifyPlayer(page, { userId: player, zoneId: '2011' });
  const dialog = await fillAndBuy(page, { denomination: '86 Diamonds', channel: 'PayNow', email });
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order')!;
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STAGED))!)).toMatchObject({ txnId: orderId });

  // Before signing in, the history is not the guest's: the guard sends guests to "/".
  await page.goto('/sg/user/transactions');
  await expect(page).not.toHaveURL(/user\/transactions/);

  await signUpAndIn(page, request, email);
  // Sent once signed in, then cleared.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STAGED)).toBeNull();

  await expect
    .poll(async () => {
      await page.goto('/sg/user/transactions?days=7');
      return page.getByTestId('transaction-row').count();
    })
    .toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: webText.transactions.heading })).toBeVisible();
  const row = page.getByTestId('transaction-row');
  await expect(row).toContainText(orderId);
  await expect(row).toContainText('86 Diamonds');
  // Which player received the credits.
  await expect(row.getByTestId('transaction-player')).toContainText(`${nickname} (${player} · 2011)`);
  await expect(row).toContainText('PayNow');
  // Delivered before the shopper signed up (the complete page said so).
  await expect(row).toContainText(webText.transactions.outcome.delivered);
  await expect(row).toContainText('S$');
  await expect(page.getByTestId('transactions-summary')).toHaveText(webText.transactions.summary.replace('{{count}}', '1'));
  await page.screenshot({ path: test.info().outputPath('transactions.png'), fullPage: true });
  await expect(page.getByRole('link', { name: webText.transactions.days7 })).toHaveAttribute('aria-current', 'page');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  await row.getByRole('link', { name: `${webText.transactions.view} ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sg/complete\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible({ timeout: 30_000 });
});

test('a staged purchase that cannot be linked shows the failure in the error modal and is cleared', async ({ page, request }) => {
  const email = uniqueEmail('nolink');
  await signUpAndIn(page, request, email);
  await page.goto('/sg/user/transactions');
  await expect(page.getByText(webText.transactions.empty)).toBeVisible();
  // This page has looked for a staged purchase already: the one staged now is the next page's.
  await waitForHydration(page);

  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          txnId: 'ord_AAAAAAAAAAAAAAAAAAAAAA',
          voucherTypeId: 'x',
          gvtId: 'x',
          lvtId: 'x',
          pcId: '1',
          checkoutId: 'x',
        }),
      ),
    STAGED,
  );
  await page.reload();
  const modal = page.getByRole('dialog', { name: webText.errorModal.title });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(webText.adoptAccount.rewardLinkingFailed);
  await modal.getByRole('button', { name: webText.errorModal.close }).click();
  await expect(modal).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), STAGED)).toBeNull();
});

test('a signed-in shopper buys; the order is theirs: in their history, not visible to another browser', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('member');
  await signUpAndIn(page, request, email);

  // The store's pages sign their API calls (shell §7, ADR 0017); the store refuses a bad signature,
  // so the purchase going through proves the browser's signatures are good.
  const signatures: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname.startsWith('/api/order'))
      signatures.push(sent.headers()['x-request-signature'] ?? '');
  });
  await page.goto('/sg/mobile-legends');
  await verifyPlayer(page, { userId: playerId(5), zoneId: '2012' });
  const dialog = await fillAndBuy(page, { denomination: '172 Diamonds', channel: 'GrabPay', email });
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  expect(signatures).toHaveLength(2); // validate-player and the order
  for (const token of signatures) expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{43}$/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/sg\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order')!;
  // Nothing to adopt: the order was placed signed in.
  expect(await page.evaluate((key) => localStorage.getItem(key), STAGED)).toBeNull();

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.screenshot({ path: test.info().outputPath('account-menu.png') });
  await page.getByRole('banner').getByRole('link', { name: webText.transactions.heading }).click();
  await expect(page.getByRole('heading', { level: 1, name: webText.transactions.heading })).toBeVisible();
  const row = page.getByTestId('transaction-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(orderId);
  await expect(row).toContainText('172 Diamonds');
  await expect(row).toContainText('GrabPay');
  await expect(row).toContainText(webText.transactions.outcome.delivered);

  // The same link in a browser that is not signed in to this account shows no order.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`/sg/complete?order=${orderId}`);
  await expect(other.getByRole('heading', { name: webText.order.notFound.heading })).toBeVisible();
  await expect(other.getByText(email)).toHaveCount(0);
  await stranger.close();
});
