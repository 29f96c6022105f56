import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { VoucherCodeKey } from '../../config.ts';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A voucher code sealed with AES-256-GCM under the first key (docs/decisions/0038): a fresh
 * nonce, the tag and the ciphertext, in base64url, with the order id as associated data, so a
 * sealed code copied onto another order does not open there.
 */
export function sealVoucherCode(keys: readonly VoucherCodeKey[], orderId: string, code: string): { keyId: string; sealed: string } {
  const { id, key } = keys[0]!;
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(orderId));
  const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return { keyId: id, sealed: Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url') };
}

/** The code sealed by `sealVoucherCode`; null when its key is gone or the bytes were changed. */
export function openVoucherCode(keys: readonly VoucherCodeKey[], orderId: string, keyId: string, sealed: string): string | null {
  const key = keys.find((k) => k.id === keyId)?.key;
  if (!key) return null;
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(orderId));
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The code as the page shows it before it is revealed: its groups kept, all but the last 4 characters hidden. */
export function maskVoucherCode(code: string): string {
  let visible = 4;
  return [...code]
    .reverse()
    .map((c) => (/[A-Za-z0-9]/.test(c) ? (visible-- > 0 ? c : '•') : c))
    .reverse()
    .join('');
}
