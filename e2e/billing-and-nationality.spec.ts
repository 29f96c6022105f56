import { expect, test, type Page } from '@playwright/test';
import { chooseCookies } from './support/consent.ts';
import {
  answeredAgeGate,
  errorText,
  fieldErrors,
  playerId,
  verifyPlayer,
  waitForCheckout,
  webText,
  webTextIn,
} from './support/checkout.ts';

// The billing address a card asks for and the nationality a product or a channel asks for
// (commerce §2, §3, §8; docs/decisions/0047): every field the country uses, each refused field
// with its catalogued message beside it, corrected, paid and delivered; the same checks before the
// page's scripts run; the countries named in the shop's language.

const errors = webText.checkout.errors;
const tx = errorText.transaction;
const card = 'Visa / Mastercard / Amex';

// A whole purchase with its corrections, on a machine that may be busy.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await answeredAgeGate(context);
  // The United States shows the cookie banner (ADR 0010): chosen before, so it covers nothing.
  await chooseCookies(context, baseURL!);
});

async function chooseChannel(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

test('a shopper gives a US billing address and a nationality, is told each mistake beside its field, corrects them, pays and gets delivered', async ({
  page,
}) => {
  await page.goto('/us/top-eleven');
  await waitForCheckout(page);
  // Top Eleven asks every buyer's nationality: the step is there before any channel is chosen.
  const nationality = page.getByLabel(webText.checkout.nationality.label);
  await expect(nationality).toBeVisible();
  await expect(page.getByText(webText.checkout.nationality.whyProduct.replace('{{product}}', 'Top Eleven'))).toBeVisible();

  const nickname = await verifyPlayer(page, { userId: playerId(1), label: 'Player ID' });
  await page.getByText('120 Tokens', { exact: true }).click();
  await chooseChannel(page, card);

  // The US address: a state from the list, no province, a ZIP code of 5 or 9 digits.
  const billing = webText.checkout.billing;
  await expect(page.getByLabel(billing.province, { exact: true })).toHaveCount(0);
  await page.getByLabel(billing.name, { exact: true }).fill('R2D2');
  await page.getByLabel(billing.line1, { exact: true }).fill('1 Market Street');
  await page.getByLabel(billing.city, { exact: true }).fill('San Francisco');
  await page.getByLabel(billing.zipCode, { exact: true }).fill('9410');
  await page.getByLabel('E-mail address').fill('billing-shopper@example.com');
  await page.getByText(webText.checkout.terms.accept).click();
  await page.getByRole('button', { name: 'Buy now' }).click();

  expect(await fieldErrors(page)).toEqual([tx.invalidFullName, errors.billingInvalid, tx.invalidZip, errors.nationalityRequired]);
  await expect(page.getByLabel(billing.name, { exact: true })).toBeFocused();
  await expect(page.getByLabel(billing.name, { exact: true })).toHaveAccessibleDescription(tx.invalidFullName);
  await expect(page.getByLabel(billing.usState, { exact: true })).toHaveAccessibleDescription(errors.billingInvalid);
  await expect(page.getByLabel(billing.zipCode, { exact: true })).toHaveAccessibleDescription(tx.invalidZip);
  await expect(nationality).toHaveAccessibleDescription(
    `${webText.checkout.nationality.whyProduct.replace('{{product}}', 'Top Eleven')} ${errors.nationalityRequired}`,
  );

  // Each field corrected stops being blamed at once.
  await page.getByLabel(billing.name, { exact: true }).fill('Ada Lovelace');
  await expect(page.getByLabel(billing.name, { exact: true })).not.toHaveAttribute('aria-invalid');
  await page.getByLabel(billing.usState, { exact: true }).selectOption({ label: 'California' });
  await page.getByLabel(billing.zipCode, { exact: true }).fill('94105');
  await nationality.selectOption({ label: 'Philippines' });
  expect(await fieldErrors(page)).toEqual([]);

  await page.getByRole('button', { name: 'Buy now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(dialog).toContainText(nickname);
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();

  // The provider receives what the shopper gave, as the country's rules read it.
  await page.waitForURL(/\/sandbox\/pay\//);
  await expect(page.getByText('Ada Lovelace, 1 Market Street, San Francisco, CA, 94105')).toBeVisible();
  await expect(page.locator('dd', { hasText: /^PH$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await page.waitForURL(/\/us\/complete\?order=ord_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: webText.complete.delivered.heading })).toBeVisible();
});

test('a Canadian card asks for the province from its list, and a postcode in the Canadian form', async ({ page }) => {
  await page.goto('/ca/free-fire');
  await waitForCheckout(page);
  await chooseChannel(page, 'Visa / Mastercard');
  const billing = webText.checkout.billing;
  await expect(page.getByLabel(billing.usState, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(billing.state, { exact: true })).toHaveCount(0);
  await page.getByLabel(billing.zipCode, { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByLabel(billing.province, { exact: true })).toHaveAccessibleDescription(errors.billingInvalid);
  await expect(page.getByLabel(billing.zipCode, { exact: true })).toHaveAccessibleDescription(tx.invalidZip);
  // No nationality here: neither Free Fire nor the card asks for it.
  await expect(page.getByLabel(webText.checkout.nationality.label)).toHaveCount(0);

  await page.getByLabel(billing.province, { exact: true }).selectOption({ label: 'Québec' });
  await page.getByLabel(billing.zipCode, { exact: true }).fill('h2x 1y4');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByLabel(billing.province, { exact: true })).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel(billing.zipCode, { exact: true })).not.toHaveAttribute('aria-invalid');
});

test('a Saudi carrier asks for the nationality, the countries named in Arabic', async ({ page }) => {
  await page.goto('/sa/free-fire');
  await waitForCheckout(page);
  const arabic = webTextIn('ar').checkout;
  const select = page.getByLabel(arabic.nationality.label);
  // Paid by card, nobody asks; the carrier does.
  await expect(select).toHaveCount(0);
  await chooseChannel(page, 'stc');
  await expect(select).toBeVisible();
  await expect(page.getByText(arabic.nationality.whyChannel.replace('{{channel}}', 'stc'))).toBeVisible();
  await expect(select.locator('option', { hasText: 'مصر' })).toHaveAttribute('value', 'EG');
  await select.selectOption('EG');
  await expect(select).toHaveValue('EG');
});

test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posted is checked by the same rules: billing, province and nationality errors beside their fields, then accepted', async ({
    page,
  }) => {
    await page.goto('/us/top-eleven');
    const nationality = page.getByLabel(webText.checkout.nationality.label);
    await expect(nationality).toBeVisible();
    await page.getByLabel('Player ID').fill(playerId(1));
    await page.getByText('120 Tokens', { exact: true }).click();
    await page.getByRole('radio', { name: card, exact: true }).check({ force: true });
    await page.getByLabel('E-mail address').fill('no-script-billing@example.com');
    await page.getByText(webText.checkout.terms.accept).click();
    await page.getByLabel('E-mail address').press('Enter');

    // The card asks for an address: the page comes back with its fields, each blamed.
    const billing = webText.checkout.billing;
    await expect(page.getByLabel(billing.name, { exact: true })).toHaveAccessibleDescription(errors.billingInvalid);
    expect(await fieldErrors(page)).toEqual([
      errors.billingInvalid,
      errors.billingInvalid,
      errors.billingInvalid,
      errors.billingInvalid,
      errors.billingInvalid,
      errors.nationalityRequired,
    ]);
    await expect(page.getByLabel(billing.name, { exact: true })).toBeFocused();

    await page.getByLabel(billing.name, { exact: true }).fill('Ada Lovelace');
    await page.getByLabel(billing.line1, { exact: true }).fill('1 Market Street');
    await page.getByLabel(billing.city, { exact: true }).fill('San Francisco');
    await page.getByLabel(billing.usState, { exact: true }).selectOption('NY');
    await page.getByLabel(billing.zipCode, { exact: true }).fill('ABCDE');
    await nationality.selectOption('DE');
    await page.getByLabel('E-mail address').press('Enter');
    await expect(page.getByLabel(billing.zipCode, { exact: true })).toHaveAccessibleDescription(tx.invalidZip);
    expect(await fieldErrors(page)).toEqual([tx.invalidZip]);
    await expect(nationality).toHaveValue('DE');
    await expect(page.getByLabel(billing.usState, { exact: true })).toHaveValue('NY');

    await page.getByLabel(billing.zipCode, { exact: true }).fill('10001');
    await page.getByLabel('E-mail address').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: webText.checkout.needsScript })).toBeVisible();
    expect(await fieldErrors(page)).toEqual([]);
  });
});
