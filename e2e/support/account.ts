import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** The password every browser test account signs up with. */
export const password = 'secret123';

/** The newest code the sandbox outbox sent to `to` (an e-mail address or a mobile number). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
      const body = (await answer.json()) as { data: Array<{ params: { code?: string } }> };
      // The newest message with a code: receipts go to the same addresses (issue 17).
      code = body.data.find((message) => message.params.code !== undefined)?.params.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A unique part for e-mail addresses and numbers, so tests never meet each other's accounts. */
export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/**
 * A signed-in shopper of the shop `shop`: signs up by e-mail with the code from the outbox, which
 * signs the shopper in, and closes the welcome modal a first sign-in opens (shell §4). Answers the
 * e-mail address.
 */
export async function signedInShopper(page: Page, request: APIRequestContext, shop: string, label = 'shopper'): Promise<string> {
  const email = `${label}.${unique()}@example.com`;
  await page.goto(`/${shop}/sign-up`);
  await page.locator('input[name="email"]').fill(email);
  await finishSignUp(page, request, shop, email);
  return email;
}

/**
 * From a sign-up form holding `email`: the rest of the form, the code from the sandbox outbox (which
 * signs the shopper in), and the welcome modal closed, on the shop's home.
 */
export async function finishSignUp(page: Page, request: APIRequestContext, shop: string, email: string, name = 'Ann Shopper') {
  await page.locator('input[type="password"]').first().fill(password);
  await page.locator('input[type="password"]').nth(1).fill(password);
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[type="date"]').fill('1990-05-17');
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${shop}/confirm-signup$`));
  await page.locator('input[name="code"]').fill(await latestCode(request, email));
  // Confirmed in the browser that signed up: signed in at once (no second password).
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${shop}/$`));
  // The welcome modal opens once its page has hydrated.
  const welcome = page.getByTestId('welcome-modal');
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button').click();
  await expect(welcome).toBeHidden();
}

/**
 * Forgets this browser's proof of its sign-up, as if the code were confirmed on another device:
 * the confirmation then leads to the sign-in page instead of signing in.
 */
export async function confirmAsElsewhere(context: BrowserContext) {
  await context.clearCookies({ name: 'store_sign_up' });
}
