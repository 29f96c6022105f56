/**
 * The invisible captcha of shell §5. The store runs the sandbox captcha provider (ADR 0012: any
 * token but `sandbox-captcha-reject` passes); a real provider's browser script plugs in here and
 * returns its token for the action.
 */
export async function captchaToken(action: 'signUp' | 'forgotPassword' | 'unsubscribe'): Promise<string> {
  return `sandbox-${action}-${Date.now().toString(36)}`;
}
