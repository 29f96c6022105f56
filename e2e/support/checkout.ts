import { existsSync, readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { NAMESPACES } from '../../packages/i18n/src/index.ts';

/** A namespace in a language; like the store, English stands in while a translation is missing. */
function catalogue(language: string, namespace: string) {
  const file = new URL(`../../packages/i18n/src/${language}/${namespace}.json`, import.meta.url);
  if (!existsSync(file) && language !== 'en') return catalogue('en', namespace);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A language's web catalogues merged (their top-level sections are unique), as pages see them. */
export function webTextIn(language: string) {
  return Object.assign({}, ...NAMESPACES.filter((ns) => ns !== 'errors').map((ns) => catalogue(language, ns)));
}

/** The English catalogues, so tests assert the texts shoppers read without copying them. */
export const webText = webTextIn('en');
export const errorText = catalogue('en', 'errors');

/** Where the age gate keeps this browser's answer (ADR 0037), and the answer of a shopper who confirmed 18 or older. */
export const AGE_GATE_KEY = 'store.ageGate';
export const ADULT_ANSWER = JSON.stringify({ atLeast: 18 });

/**
 * Pre-answers the age gate (ADR 0037) as an adult in every page the context opens, on every host,
 * so that a test of another journey reaches the confirmation at Buy now as a returning shopper
 * does. e2e/age-gate.spec.ts tests the gate itself and does without.
 */
export async function answeredAgeGate(context: BrowserContext) {
  await context.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Pages without storage (opaque origins) have no checkout either.
      }
    },
    [AGE_GATE_KEY, ADULT_ANSWER] as const,
  );
}

/**
 * Demo players of the sandbox publisher: IDs ending in 0 are not found, ending in 9 not eligible,
 * anything else is a player with a nickname. Each test uses its own ID.
 */
export function playerId(lastDigit: number): string {
  // Leading 1–6 only: the sandbox publisher makes ids starting with 7 or 8 fail their deliveries.
  const body = String(Math.floor(1_000_000 + Math.random() * 6_000_000));
  return `${body}${lastDigit}`;
}

/** `label` is the game's own name for the player ID field ("User ID", "Roblox Username", …). */
export type PlayerDetails = { userId: string; zoneId?: string; label?: string };

/** Step 1: enter the player and press Verify; returns the nickname the publisher gave. */
export async function verifyPlayer(page: Page, player: PlayerDetails): Promise<string> {
  await page.getByLabel(player.label ?? 'User ID').fill(player.userId);
  if (player.zoneId) await page.getByLabel('Zone ID').fill(player.zoneId);
  await page.getByRole('button', { name: 'Verify' }).click();
  const nickname = page.getByTestId('player-nickname');
  await expect(nickname).toBeVisible();
  return (await nickname.textContent())!.trim();
}

/** Steps 2–5 the way a shopper clicks them, then Buy now; returns the confirmation dialog. */
export async function fillAndBuy(page: Page, options: { denomination: string; channel: string; email: string }) {
  await page.getByText(options.denomination, { exact: true }).click();
  // The channel's tile, as a shopper clicks it (its logo may write the name too).
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: options.channel, exact: true }) })
    .click();
  await page.getByLabel('E-mail address').fill(options.email);
  await page.getByText(webText.checkout.terms.accept).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Waits until the checkout's scripts have taken over the form and it has read what the tab saved.
 * Before that, Buy now is the browser's own submission (the route's action answers it), which a
 * test of the scripted checkout must not race with; and the saved draft, restored in a transition
 * after hydration (ADR 0063), would fill a field the test has just found empty. React marks the
 * elements it has hydrated with its own properties; the form marks its restore `data-restored`.
 */
export async function waitForCheckout(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('main form[method="post"]');
    return form !== null && form.hasAttribute('data-restored') && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

/**
 * Waits until the page's scripts have hydrated it and run their first effects (React marks the
 * elements it has hydrated; passive effects run by the next frame), so that a test changing the
 * browser's storage is not read by the page it was already on.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps'));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The messages shown under the checkout's fields, in page order. */
export async function fieldErrors(page: Page): Promise<string[]> {
  return page.locator('main form p[id$="-error"]').allInnerTexts();
}
