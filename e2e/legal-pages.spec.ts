import { expect, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { answeredAgeGate, webTextIn } from './support/checkout.ts';

// The terms of service and the privacy policy (ADR 0039): linked from the footer and from the
// checkout's terms step, in the shop's language, under the site's own name, axe clean.

for (const { shop, language, dir } of [
  { shop: 'sg', language: 'en', dir: 'ltr' },
  { shop: 'eg', language: 'ar', dir: 'rtl' },
]) {
  const text = webTextIn(language);

  test(`the footer links the terms and the privacy policy (${language})`, async ({ page }) => {
    await page.goto(`/${shop}/`);
    const legal = page.getByRole('navigation', { name: text.footer.legalLinks });
    await legal.getByRole('link', { name: text.footer.terms }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop}/terms$`));
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1, name: text.legal.terms.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.legal.terms.sections.delivery.heading })).toBeVisible();
    await expect(page.getByText(text.legal.terms.sections.about.text.replaceAll('{{store}}', 'Topup'))).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('navigation', { name: text.footer.legalLinks }).getByRole('link', { name: text.footer.privacy }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop}/privacy$`));
    await expect(page.getByRole('heading', { level: 1, name: text.legal.privacy.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.legal.privacy.sections.share.heading })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test(`the checkout's terms step links both documents (${language})`, async ({ page, context }) => {
    await answeredAgeGate(context);
    await page.goto(`/${shop}/mobile-legends`);
    const step = page.getByRole('region', { name: text.checkout.terms.heading });
    await expect(step.getByRole('checkbox', { name: text.checkout.terms.accept })).toBeVisible();
    await step.getByRole('link', { name: text.footer.privacy }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop}/privacy$`));
    await expect(page.getByRole('heading', { level: 1, name: text.legal.privacy.title })).toBeVisible();
    await page.goBack();
    await step.getByRole('link', { name: text.footer.terms }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop}/terms$`));
    await expect(page.getByRole('heading', { level: 1, name: text.legal.terms.title })).toBeVisible();
  });
}

test("a white-label site's terms carry its own name", async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://football.localhost:${port}/sg/terms`);
  const text = webTextIn('en');
  await expect(page.getByRole('heading', { level: 1, name: text.legal.terms.title })).toBeVisible();
  await expect(page.locator('main')).toContainText('Football Store sells game credits');
  await expect(page.locator('main')).not.toContainText('Topup');
});
