import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SANDBOX_CAPTCHA_PASS } from '../providers/captcha/index.ts';
import { TestBrowser, type Answer } from './browser.ts';

export const SHOPPER_PASSWORD = 'correct horse 9';

let counter = 0;
/** An e-mail address no other test uses (the run's time keeps reruns on a kept database apart). */
export const uniqueEmail = (label = 'shopper') => `${label}${++counter}.${process.pid}.${Date.now()}@example.com`;

const expectOk = (answer: Answer) => expect(answer.body.resultCode, JSON.stringify(answer.body)).toBe(0);

/** Signs an existing account in, in `browser`. */
export async function signIn(browser: TestBrowser, email: string): Promise<string> {
  const signedIn = await browser.post('/api/identity/sign-in', { uid: email, uidType: 'email', password: SHOPPER_PASSWORD });
  expectOk(signedIn);
  return signedIn.body.data.user.sub as string;
}

/**
 * A shopper signed up by e-mail (code read from the sandbox outbox), confirmed and signed in, in a
 * browser of their own: what the account tests do, for the tests of other modules.
 */
export async function signedInShopper(
  app: FastifyInstance,
  options: { countryCode?: string; host?: string; now?: () => number; email?: string; remoteAddress?: string } = {},
) {
  const browser = new TestBrowser(app, options.host ?? 'localhost', options.now ?? Date.now, options.remoteAddress);
  const email = options.email ?? uniqueEmail();
  expectOk(
    await browser.post('/api/identity/sign-up', {
      uid: email,
      uidType: 'email',
      password: SHOPPER_PASSWORD,
      passwordConfirmation: SHOPPER_PASSWORD,
      name: 'Ann Lee',
      birthDate: '1990-04-02',
      subscribeMarketing: false,
      countryCode: options.countryCode ?? 'ph',
      langCode: 'en',
      gRecaptchaToken: SANDBOX_CAPTCHA_PASS,
    }),
  );
  expectOk(await browser.post('/api/identity/confirm-sign-up', { uid: email, uidType: 'email', code: await browser.lastCode(email) }));
  const userId = await signIn(browser, email);
  return { browser, email, userId };
}
