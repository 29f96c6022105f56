import { describe, expect, it } from 'vitest';
import { UnsecuredJWT } from 'jose';
import {
  checkCsrfToken,
  deriveKeys,
  hashCode,
  hashIdentifier,
  makeCsrfToken,
  newCode,
  newCsrfCookie,
  signAccessToken,
  verifyAccessToken,
} from './secrets.ts';

const keys = deriveKeys('a-test-secret-of-at-least-32-characters');
const otherKeys = deriveKeys('another-secret-of-at-least-32-characters');
const claims = { userId: 'usr_abc', sessionId: 'ses_abc', siteId: 0 };
const now = Date.UTC(2030, 0, 1);

describe('access tokens', () => {
  it('verify with their key until they expire', async () => {
    const token = await signAccessToken(keys, claims, now, 900);
    expect(await verifyAccessToken(keys, token, now + 899_000)).toEqual({ ok: true, claims });
    expect(await verifyAccessToken(keys, token, now + 906_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another key, an unsigned token, a tampered payload and junk', async () => {
    const foreign = await signAccessToken(otherKeys, claims, now, 900);
    expect(await verifyAccessToken(keys, foreign, now)).toEqual({ ok: false, reason: 'invalid' });
    const unsigned = new UnsecuredJWT({ sid: 'ses_abc', site: 0 })
      .setSubject('usr_abc')
      .setIssuer('store-identity')
      .setAudience('store')
      .setIssuedAt(now / 1000)
      .setExpirationTime(now / 1000 + 900)
      .encode();
    expect(await verifyAccessToken(keys, unsigned, now)).toEqual({ ok: false, reason: 'invalid' });
    const [header, , signature] = (await signAccessToken(keys, claims, now, 900)).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: 'usr_other', sid: 'ses_abc', site: 0, iss: 'store-identity', aud: 'store', exp: now / 1000 + 900 }),
    ).toString('base64url');
    expect(await verifyAccessToken(keys, `${header}.${forgedPayload}.${signature}`, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', 'a.b.c', 'x'.repeat(5000)]) expect((await verifyAccessToken(keys, junk, now)).ok).toBe(false);
  });
});

describe('anti-forgery tokens', () => {
  it('pass only with the cookie they were made for, before they expire', () => {
    const cookie = newCsrfCookie();
    const token = makeCsrfToken(keys, cookie, now / 1000 + 3600);
    expect(checkCsrfToken(keys, cookie, token, now)).toBe(true);
    expect(checkCsrfToken(keys, newCsrfCookie(), token, now)).toBe(false);
    expect(checkCsrfToken(otherKeys, cookie, token, now)).toBe(false);
    expect(checkCsrfToken(keys, cookie, token, now + 3600_000)).toBe(false);
    expect(checkCsrfToken(keys, undefined, token, now)).toBe(false);
    expect(checkCsrfToken(keys, cookie, undefined, now)).toBe(false);
    // Moving the expiry breaks the MAC.
    const [, mac] = token.split('.');
    expect(checkCsrfToken(keys, cookie, `${now / 1000 + 99_999}.${mac}`, now)).toBe(false);
  });
});

describe('codes and identifiers', () => {
  it('are six digits, hashed with a key, per user and purpose', () => {
    const codes = new Set(Array.from({ length: 200 }, newCode));
    expect([...codes].every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(codes.size).toBeGreaterThan(190);
    expect(hashCode(keys, 'usr_a', 'signUp', '123456')).not.toBe(hashCode(keys, 'usr_b', 'signUp', '123456'));
    expect(hashCode(keys, 'usr_a', 'signUp', '123456')).not.toBe(hashCode(keys, 'usr_a', 'resetPassword', '123456'));
    expect(hashIdentifier(keys, 'email', 'a@b.co')).not.toBe(hashIdentifier(otherKeys, 'email', 'a@b.co'));
    expect(hashIdentifier(keys, 'email', 'a@b.co')).not.toContain('a@b.co');
  });
});
