import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './signature.ts';

const secret = 'test-webhook-secret-0123456789';
const body = '{"id":"evt_0011223344556677","type":"payment.succeeded"}';
const now = new Date('2026-11-23T10:00:00Z');
const t = Math.floor(now.getTime() / 1000);
const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
const verify = (header: string | string[] | undefined, at = now, raw = body) => verifyWebhookSignature(secret, raw, header, at, 300);

describe('webhook signature', () => {
  it('accepts what it signs', () => {
    const header = signWebhook(secret, body, now);
    expect(header).toBe(`t=${t},v1=${hmac(secret, `${t}.${body}`)}`);
    expect(verify(header)).toEqual({ ok: true });
  });

  it('accepts any matching v1 among several (secret rotation)', () => {
    expect(verify(`t=${t},v1=${hmac('old-secret-xxxxxxxxxxxx', `${t}.${body}`)},v1=${hmac(secret, `${t}.${body}`)}`)).toEqual({ ok: true });
  });

  it('refuses a signature made with another secret', () => {
    expect(verify(signWebhook('forged-secret-0123456789', body, now))).toEqual({ ok: false, failure: 'badSignature' });
  });

  it('refuses a changed body under a genuine signature', () => {
    expect(verify(signWebhook(secret, body, now), now, body.replace('succeeded', 'failed'))).toEqual({
      ok: false,
      failure: 'badSignature',
    });
  });

  it('refuses a moved timestamp (it is part of what is signed)', () => {
    const v1 = hmac(secret, `${t}.${body}`);
    expect(verify(`t=${t + 1},v1=${v1}`)).toEqual({ ok: false, failure: 'badSignature' });
  });

  it('refuses stale and future timestamps outside the tolerance, accepts inside it', () => {
    const header = signWebhook(secret, body, now);
    expect(verify(header, new Date(now.getTime() + 301_000))).toEqual({ ok: false, failure: 'staleSignature' });
    expect(verify(header, new Date(now.getTime() - 301_000))).toEqual({ ok: false, failure: 'staleSignature' });
    expect(verify(header, new Date(now.getTime() + 299_000))).toEqual({ ok: true });
  });

  it.each([
    ['', 'missingSignature'],
    [undefined, 'missingSignature'],
    [['a', 'b'], 'malformedSignature'],
    ['garbage', 'malformedSignature'],
    [`v1=${'a'.repeat(64)}`, 'malformedSignature'],
    [`t=${t}`, 'malformedSignature'],
    [`t=abc,v1=${'a'.repeat(64)}`, 'malformedSignature'],
    [`t=${t},t=${t},v1=${'a'.repeat(64)}`, 'malformedSignature'],
    [`t=${t},v1=nothex`, 'malformedSignature'],
    [`t=${t},v1=${'a'.repeat(63)}`, 'malformedSignature'],
    [`t=${t},v1=${'a'.repeat(600)}`, 'malformedSignature'],
  ])('refuses the malformed header %j', (header, failure) => {
    expect(verify(header as string | undefined)).toEqual({ ok: false, failure });
  });
});
