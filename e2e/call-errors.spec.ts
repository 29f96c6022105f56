import { expect, test, type Route } from '@playwright/test';
import { errorText, waitForHydration, webText } from './support/checkout.ts';

// Shell §7–§8 and commerce §8 (ADR 0051), as a shopper meets them on the sign-in form: an account
// call that gets no answer in 15 s says the server took too long, and a 401 that is not the store's
// envelope (a proxy's, a gateway's) says the session expired, not "we couldn't process that request".

async function openSignIn(page: import('@playwright/test').Page) {
  await page.goto('/sg/sign-in');
  await waitForHydration(page);
  await page.getByLabel('Email address').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('a-password-42');
}

test('a 401 without the envelope tells the shopper the session expired', async ({ page }) => {
  await page.route('**/api/identity/sign-in', (route) =>
    route.fulfill({ status: 401, contentType: 'text/html', body: '<html><body>401 Authorization Required</body></html>' }),
  );
  await openSignIn(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(errorText.account.SEC_01);
  await expect(page.getByText(webText.network.badRequest)).toHaveCount(0);
});

test('an account call that gets no answer in 15 s shows the timeout message', async ({ page }) => {
  // The page's clock is ours: the 15 s pass at once, and nothing waits for real time.
  await page.clock.install();
  const held: Route[] = [];
  await page.route('**/api/identity/sign-in', (route) => {
    held.push(route);
  });
  await openSignIn(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => held.length).toBe(1);
  // Which call waits 15 s and which 30 is the unit tests' (apps/web/app/lib/api.test.ts).
  await page.clock.runFor(15_000);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(webText.network.timeout);
  // The form can be sent again.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  for (const route of held) await route.abort().catch(() => {});
});
