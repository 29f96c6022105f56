import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookFailure } from './types.ts';

export const SIGNATURE_HEADER = 'sandbox-signature';

function digest(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the header value a webhook is sent with. */
export function signWebhook(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${digest(secret, t, rawBody)}`;
}

/**
 * Checks a signature header against the raw body. The timestamp is signed with the body, so a
 * captured webhook replayed outside the tolerance window is refused.
 */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  now: Date,
  toleranceSeconds: number,
): { ok: true } | { ok: false; failure: WebhookFailure } {
  if (header === undefined || header === '') return { ok: false, failure: 'missingSignature' };
  if (Array.isArray(header) || header.length > 512) return { ok: false, failure: 'malformedSignature' };
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return { ok: false, failure: 'malformedSignature' };
    const name = part.slice(0, eq).trim();
    parts.set(name, [...(parts.get(name) ?? []), part.slice(eq + 1).trim()]);
  }
  const t = parts.get('t');
  const signatures = (parts.get('v1') ?? []).filter((s) => /^[0-9a-f]{64}$/.test(s));
  if (!t || t.length !== 1 || !/^\d{1,12}$/.test(t[0]!) || signatures.length === 0) {
    return { ok: false, failure: 'malformedSignature' };
  }
  const timestamp = Number(t[0]);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, failure: 'staleSignature' };
  const expected = Buffer.from(digest(secret, timestamp, rawBody), 'hex');
  // Several v1 values allow rotating the secret: any one matching is enough.
  const matches = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  return matches ? { ok: true } : { ok: false, failure: 'badSignature' };
}
