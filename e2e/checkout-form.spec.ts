import { expect, test, type Page } from '@playwright/test';
import { chooseCookies } from './support/consent.ts';
import { answeredAgeGate, errorText, fieldErrors, playerId, waitForCheckout, webText } from './support/checkout.ts';

// A returning shopper: the age gate is answered (e2e/age-gate.spec.ts tests it).
test.beforeEach(({ context }) => answeredAgeGate(context));

// The checkout form as one model (ADR 0025): Buy now answers every problem at once, beside its
// field; the form a shopper filled is still there when they come back from the payment page, and
// the order they created then is paid rather than created again; a form sent before the scripts
// run gets the same answer from the server.

const errors = webText.checkout.errors;
const terms = webText.checkout.terms.accept;

/** What a shopper leaves half done on the Mobile Legends page: a zone, a mistyped e-mail, nothing else. */
async function fillHalf(page: Page) {
  await page.getByLabel('Zone ID').fill('2001');
  await page.getByLabel('E-mail address').fill('not-an-email');
}

const halfFilledErrors = [
  errors.userIdRequired.replace('{{label}}', 'User ID'),
  errors.denominationRequired,
  errors.channelRequired,
  errors.emailInvalid,
  errors.termsRequired,
];

test('Buy now shows every missing or invalid field at once, each beside its field, and focuses the first', async ({ page }) => {
  await page.goto('/sg/mobile-legends');
  await waitForCheckout(page);
  await fillHalf(page);
  const buy = page.getByRole('button', { name: 'Buy now' });
  await buy.click();

  expect(await fieldErrors(page)).toEqual(halfFilledErrors);
  await expect(page.getByLabel('User ID')).toBeFocused();
  await expect(page.getByLabel('User ID')).toHaveAccessibleDescription(halfFilledErrors[0]!);
  await expect(page.getByRole('group', { name: webText.checkout.denomination.legend, exact: true })).toHaveAccessibleDescription(
    errors.denominationRequired,
  );
  await expect(page.getByRole('group', { name: webText.checkout.payment.legend, exact: true })).toHaveAccessibleDescription(
    errors.channelRequired,
  );
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(new RegExp(`^${errors.emailInvalid}`));
  await expect(page.getByRole('checkbox', { name: terms })).toHaveAccessibleDescription(errors.termsRequired);
  await expect(page.getByLabel('Zone ID')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A field put right loses its error at once; the others stay until they are put right too.
  await page.getByLabel('User ID').fill(playerId(5));
  expect(await fieldErrors(page)).toEqual(halfFilledErrors.slice(1));
  // The next Buy now focuses the first field still wrong, in page order (commerce §4's order).
  await buy.click();
  await expect(page.getByRole('radio', { name: /^86 Diamonds/ })).toBeFocused();
  await page.getByText('86 Diamonds', { exact: true }).click();
  await page.getByRole('radio', { name: 'PayNow', exact: true }).check({ force: true });
  await buy.click();
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  expect(await fieldErrors(page)).toEqual([errors.emailInvalid, errors.termsRequired]);

  await page.getByLabel('E-mail address').fill('all-at-once@example.com');
  await page.getByRole('checkbox', { name: terms }).check();
  await buy.click();
  await expect(page.getByRole('dialog', { name: 'Confirm your order' })).toBeVisible();
  expect(await fieldErrors(page)).toEqual([]);
});

test('a billing address is checked field by field, together with the rest of the form', async ({ page, context, baseURL }) => {
  await chooseCookies(context, baseURL!);
  await page.goto('/us/roblox');
  await waitForCheckout(page);
  await page.getByText('Visa / Mastercard / Amex', { exact: true }).click();
  await page.getByLabel('Address line 1').fill('1 Main Street');
  await page.getByLabel('Postcode').fill('!');
  await page.getByRole('button', { name: 'Buy now' }).click();

  // A gift card has no player step: the first problem is the denomination (docs/decisions/0038).
  await expect(page.getByLabel('Roblox Username')).toHaveCount(0);
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(errors.billingInvalid);
  await expect(page.getByLabel('City')).toHaveAccessibleDescription(errors.billingInvalid);
  // A US address chooses its state from the list, and its ZIP code has 5 or 9 digits (docs/decisions/0047).
  await expect(page.getByLabel(webText.checkout.billing.usState, { exact: true })).toHaveAccessibleDescription(errors.billingInvalid);
  await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(errorText.transaction.invalidZip);
  await expect(page.getByLabel('Address line 1')).not.toHaveAttribute('aria-invalid');
  expect(await fieldErrors(page)).toEqual([
    errors.denominationRequired,
    errors.billingInvalid,
    errors.billingInvalid,
    errors.billingInvalid,
    errorText.transaction.invalidZip,
    errors.emailRequired,
    errors.termsRequired,
  ]);
});

test('back from the payment page the form is still filled, and Buy now pays the order already made', async ({ page }) => {
  // Every order the page creates; the browser leaves for the provider at once, so each answer is
  // read on its way through.
  const orders: string[] = [];
  await page.route('**/api/order', async (route) => {
    const response = await route.fetch();
    if (route.request().method() === 'POST') orders.push(((await response.json()) as { data: { orderId: string } }).data.orderId);
    await route.fulfill({ response });
  });
  const userId = playerId(1);
  const email = 'come-back@example.com';

  await page.goto('/sg/mobile-legends');
  await waitForCheckout(page);
  await page.getByLabel('User ID').fill(userId);
  await page.getByLabel('Zone ID').fill('2012');
  await page.getByText('86 Diamonds', { exact: true }).click();
  await page.getByRole('radio', { name: 'PayNow', exact: true }).check({ force: true });
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('checkbox', { name: terms }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.getByRole('dialog', { name: 'Confirm your order' }).getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  const paymentPage = page.url();
  await expect.poll(() => orders.length).toBe(1);

  // The shopper changes their mind on the provider's page and goes back to the store.
  await page.goBack();
  await expect(page).toHaveURL('/sg/mobile-legends');
  await expectFilled(page, userId, email);
  const offer = page.getByRole('link', { name: webText.checkout.pending.continue });
  await expect(offer).toHaveAttribute('href', paymentPage);

  // Buy now again: the same order, paid on the same page; no second order waits for payment.
  await page.getByRole('checkbox', { name: terms }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.getByRole('dialog', { name: 'Confirm your order' }).getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  expect(page.url()).toBe(paymentPage);
  expect(orders).toHaveLength(1);
  const order = await page.request.get(`/api/order/${orders[0]}`);
  expect(await order.json()).toMatchObject({
    data: { orderId: orders[0], statusName: expect.stringMatching(/^Payment(Init|Pending)$/), paymentUrl: paymentPage },
  });

  // The product page opened afresh in the same tab (a link, a bookmark) is filled the same way.
  await page.goto('/sg/mobile-legends');
  await waitForCheckout(page);
  await expectFilled(page, userId, email);
  await expect(offer).toHaveAttribute('href', paymentPage);

  // Another amount is another order: it is not offered the first one's payment page.
  await page.getByText('172 Diamonds', { exact: true }).click();
  await expect(offer).toHaveCount(0);
  await page.getByRole('checkbox', { name: terms }).check();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.getByRole('dialog', { name: 'Confirm your order' }).getByRole('button', { name: 'Confirm and pay' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  expect(page.url()).not.toBe(paymentPage);
  await expect.poll(() => orders.length).toBe(2);
  expect(orders[1]).not.toBe(orders[0]);
});

async function expectFilled(page: Page, userId: string, email: string) {
  await expect(page.getByLabel('User ID')).toHaveValue(userId);
  await expect(page.getByLabel('Zone ID')).toHaveValue('2012');
  await expect(page.getByRole('radio', { name: /^86 Diamonds/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'PayNow' })).toBeChecked();
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await expect(page.getByRole('complementary')).toContainText('S$');
}

test('a form sent before the scripts run gets the same errors from the server as Buy now in the browser', async ({ browser }) => {
  const withScripts = await browser.newPage();
  await withScripts.goto('/sg/mobile-legends');
  await waitForCheckout(withScripts);
  await fillHalf(withScripts);
  await withScripts.getByRole('button', { name: 'Buy now' }).click();
  await expect(withScripts.getByLabel('User ID')).toBeFocused();
  const inTheBrowser = await fieldErrors(withScripts);
  await withScripts.close();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sg/mobile-legends');
  await fillHalf(page);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Buy now' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page).toHaveURL('/sg/mobile-legends');

  // The answer is streamed: read the errors once the whole page has arrived.
  await expect.poll(() => fieldErrors(page)).toEqual(halfFilledErrors);
  expect(await fieldErrors(page)).toEqual(inTheBrowser);
  // Beside each field, the first one focused, and what the shopper typed still there.
  await expect(page.getByLabel('User ID')).toBeFocused();
  await expect(page.getByLabel('User ID')).toHaveAccessibleDescription(halfFilledErrors[0]!);
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(new RegExp(`^${errors.emailInvalid}`));
  await expect(page.getByLabel('Zone ID')).toHaveValue('2001');
  await expect(page.getByLabel('E-mail address')).toHaveValue('not-an-email');
  await context.close();
});
