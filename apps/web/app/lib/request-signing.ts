import {
  REQUEST_KEY_PATH,
  REQUEST_SIGNATURE_HEADER,
  REQUEST_SIGNING,
  signedPath,
  type RequestKey,
} from '@store/contracts/request-signing.ts';

/*
 * The browser's half of the signed request bearer (shell §7, docs/decisions/0017): an HS256 token
 * over the body, the route path and the issue time, in its own header. The key is fetched once and
 * kept in session storage, so a reload reuses it until shortly before it expires.
 */

type HeldKey = {
  keyId: string;
  key: string;
  /** Local clock, ms. */ expiresAt: number;
  /** Store clock minus local clock, ms. */ offsetMs: number;
};

const STORAGE_KEY = 'store.requestKey';
const encoder = new TextEncoder();

let held: HeldKey | null = null;
let pending: Promise<HeldKey | null> | null = null;
const importedKeys = new Map<string, Promise<CryptoKey>>();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

function isFresh(key: HeldKey | null): key is HeldKey {
  return key !== null && Date.now() < key.expiresAt - REQUEST_SIGNING.renewBeforeSeconds * 1000;
}

function stored(): HeldKey | null {
  try {
    const value = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as HeldKey | null;
    return value &&
      typeof value.keyId === 'string' &&
      typeof value.key === 'string' &&
      Number.isFinite(value.expiresAt) &&
      Number.isFinite(value.offsetMs)
      ? value
      : null;
  } catch {
    return null;
  }
}

async function fetchKey(): Promise<HeldKey | null> {
  try {
    const sentAt = Date.now();
    const answer = (await (
      await fetch(REQUEST_KEY_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    ).json()) as {
      data?: RequestKey | null;
    };
    const receivedAt = Date.now();
    const data = answer?.data;
    if (
      !data ||
      typeof data.keyId !== 'string' ||
      typeof data.key !== 'string' ||
      typeof data.expiresIn !== 'number' ||
      typeof data.serverTime !== 'number'
    ) {
      return null;
    }
    // The store's clock read at the middle of the round trip: a shopper's wrong clock does not make every call stale.
    const key: HeldKey = {
      keyId: data.keyId,
      key: data.key,
      expiresAt: receivedAt + data.expiresIn * 1000,
      offsetMs: data.serverTime - (sentAt + receivedAt) / 2,
    };
    try {
      storage()?.setItem(STORAGE_KEY, JSON.stringify(key));
    } catch {
      /* full or blocked: the key lives in memory only */
    }
    return key;
  } catch {
    return null;
  }
}

async function currentKey(): Promise<HeldKey | null> {
  if (isFresh(held)) return held;
  const kept = stored();
  if (isFresh(kept)) return (held = kept);
  pending ??= fetchKey().finally(() => {
    pending = null;
  });
  return (held = await pending);
}

function hmacKey(key: HeldKey): Promise<CryptoKey> {
  let imported = importedKeys.get(key.keyId);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', fromBase64url(key.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    importedKeys.set(key.keyId, imported);
  }
  return imported;
}

/** Drops the held key, after the store refused a signature made with it (a new secret, a key past its time). */
export function forgetRequestKey() {
  held = null;
  importedKeys.clear();
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    /* nothing kept */
  }
}

/**
 * The signature header for a call to `url` (a path on this origin) with `body` as sent, or no
 * header when it cannot be made: no Web Crypto outside secure contexts, or no key to be had.
 */
export async function signatureHeaders(url: string, body: string): Promise<Record<string, string>> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return {};
  const key = await currentKey();
  if (!key) return {};
  try {
    const part = (value: unknown) => base64url(encoder.encode(JSON.stringify(value)));
    const bsh = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(body))));
    const iat = Math.floor((Date.now() + key.offsetMs) / 1000);
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT', kid: key.keyId })}.${part({ iat, path: signedPath(url), bsh })}`;
    const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(key), encoder.encode(unsigned)));
    return { [REQUEST_SIGNATURE_HEADER]: `${unsigned}.${base64url(signature)}` };
  } catch {
    return {};
  }
}
