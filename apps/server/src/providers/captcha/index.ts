/**
 * The invisible captcha of sign-up and password recovery (shell §5): the browser gets a token
 * from the captcha service, the server asks the service whether it is good (DESIGN §5).
 */
export interface CaptchaProvider {
  readonly id: string;
  verify(token: string, context: { action: string; remoteIp?: string }): Promise<boolean>;
}

/** The one token the sandbox refuses, so tests can see a failed captcha; every other token passes. */
export const SANDBOX_CAPTCHA_REJECT = 'sandbox-captcha-reject';
/** What the sandbox web page sends (any other non-empty token passes too). */
export const SANDBOX_CAPTCHA_PASS = 'sandbox-captcha-pass';

export function createSandboxCaptcha(): CaptchaProvider {
  return {
    id: 'sandbox',
    async verify(token) {
      return token.length > 0 && token !== SANDBOX_CAPTCHA_REJECT;
    },
  };
}

/** Where no captcha service is configured: every token fails, so nobody signs up unchecked. */
export const unavailableCaptcha: CaptchaProvider = { id: 'none', verify: async () => false };
