import type { CaptchaProvider } from '../../providers/captcha/index.ts';
import type { CallContext } from './accounts.ts';

/** Whether a captcha token passes for an action; a provider that fails to answer counts as a failed check. */
export type CaptchaCheck = (token: string, action: string, context: CallContext) => Promise<boolean>;

export function createCaptchaCheck(captcha: CaptchaProvider, log: { warn(obj: object, msg?: string): void }): CaptchaCheck {
  return async (token, action, context) => {
    try {
      return await captcha.verify(token, { action, ...(context.remoteIp ? { remoteIp: context.remoteIp } : {}) });
    } catch (err) {
      log.warn({ err }, 'captcha check failed');
      return false;
    }
  };
}
