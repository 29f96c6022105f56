import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * The identity service's keys and tokens (docs/decisions/0012). One configured secret; each use
 * gets its own key derived from it, so a token of one kind never passes as another.
 */
export type Keys = {
  /** HS256 key of access tokens. */
  access: Uint8Array;
  /** Anti-forgery tokens. */
  csrf: Buffer;
  /** Keyed hashes of one-time codes (a stolen table does not give them away by brute force). */
  code: Buffer;
  /** Keyed hashes of deleted accounts' e-mails, mobiles and tax ids. */
  identifier: Buffer;
  /** HS256 key of partner players' session tokens (docs/decisions/0014): never valid as an access token. */
  partner: Uint8Array;
  /** Proofs that a browser submitted a pending sign-up (`signUpProof`). */
  signUp: Buffer;
};

export function deriveKeys(secret: string): Keys {
  const derive = (label: string) => createHmac('sha256', secret).update(`store-identity:${label}`).digest();
  return {
    access: new Uint8Array(derive('access-token')),
    csrf: derive('csrf'),
    code: derive('code'),
    identifier: derive('identifier'),
    partner: new Uint8Array(derive('partner-session')),
    signUp: derive('sign-up-proof'),
  };
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A prefixed opaque id (`usr_…`). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** Six digits, uniformly drawn. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export const hashCode = (keys: Keys, userId: string, purpose: string, code: string) => mac(keys.code, `${userId}:${purpose}:${code}`);
/**
 * Binds a browser to one pending sign-up of an account: its password hash is salted afresh for
 * each submission, so the proof names that submission alone and dies with it.
 */
export const signUpProof = (keys: Keys, userId: string, passwordHash: string) => mac(keys.signUp, `${userId}:${passwordHash}`);
export const hashIdentifier = (keys: Keys, kind: string, value: string) => mac(keys.identifier, `${kind}:${value}`);

/** A refresh token: 256 random bits; only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
export const REFRESH_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

export type AccessClaims = { userId: string; sessionId: string; siteId: number };
export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ISSUER = 'store-identity';
const AUDIENCE = 'store';

export async function signAccessToken(keys: Keys, claims: AccessClaims, nowMs: number, ttlSeconds: number): Promise<string> {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ sid: claims.sessionId, site: claims.siteId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keys.access);
}

export async function verifyAccessToken(keys: Keys, token: string, nowMs: number): Promise<AccessCheck> {
  if (token.length > 2048) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, keys.access, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(nowMs),
      clockTolerance: 5,
    });
    const { sub, sid, site } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof site !== 'number') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId: sub, sessionId: sid, siteId: site } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * Anti-forgery token: `{expiry}.{mac}`, the MAC over the browser's anti-forgery cookie and the
 * expiry. A page of another site can neither read the token nor make one for our cookie.
 */
export function makeCsrfToken(keys: Keys, cookie: string, expiresAtSeconds: number): string {
  return `${expiresAtSeconds}.${mac(keys.csrf, `${cookie}.${expiresAtSeconds}`)}`;
}

export function checkCsrfToken(keys: Keys, cookie: string | undefined, token: string | undefined, nowMs: number): boolean {
  if (!cookie || !token || token.length > 200) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= nowMs) return false;
  return sameText(match[2]!, mac(keys.csrf, `${cookie}.${expiresAt}`));
}

export function newCsrfCookie(): string {
  return randomBytes(24).toString('base64url');
}
export const CSRF_COOKIE_FORMAT = /^[A-Za-z0-9_-]{32}$/;
