import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mintVoucherCode } from '../../providers/publisher/index.ts';
import { maskVoucherCode, openVoucherCode, sealVoucherCode } from './voucher-codes.ts';

describe('voucher codes at rest (docs/decisions/0038)', () => {
  const keys = loadConfig({ VOUCHER_CODE_KEYS: `k2:${Buffer.alloc(32, 7).toString('base64')}` }).voucherCodeKeys;

  it('seal with the first key, open with any key named, only on their own order', () => {
    const sealed = sealVoucherCode(keys, 'ord_a', 'ABCD-EFGH-JKLM-NPQR');
    expect(sealed.keyId).toBe('k2');
    expect(sealed.sealed).not.toContain('ABCD');
    expect(openVoucherCode(keys, 'ord_a', sealed.keyId, sealed.sealed)).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(openVoucherCode(keys, 'ord_b', sealed.keyId, sealed.sealed)).toBeNull();
    // A code sealed under the derived key before VOUCHER_CODE_KEYS was set still opens.
    const old = sealVoucherCode(keys.slice(1), 'ord_a', 'OLD-CODE');
    expect(old.keyId).toBe('derived');
    expect(openVoucherCode(keys, 'ord_a', old.keyId, old.sealed)).toBe('OLD-CODE');
    expect(openVoucherCode(keys.slice(1), 'ord_a', sealed.keyId, sealed.sealed)).toBeNull();
  });

  it('refuse keys that are not 32 bytes, or an id given twice', () => {
    expect(() => loadConfig({ VOUCHER_CODE_KEYS: 'k1:c2hvcnQ=' })).toThrow(/VOUCHER_CODE_KEYS/);
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(() => loadConfig({ VOUCHER_CODE_KEYS: `k1:${key},k1:${key}` })).toThrow(/VOUCHER_CODE_KEYS/);
  });

  it('are masked to their last 4 characters, groups kept; minted in each publisher’s format', () => {
    expect(maskVoucherCode('ABCD-EFGH-JKLM-NPQR')).toBe('••••-••••-••••-NPQR');
    expect(mintVoucherCode('roblox')).toMatch(/^\d{3}-\d{3}-\d{4}$/);
    expect(mintVoucherCode('steam-wallet')).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(mintVoucherCode('garena-shells')).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  });
});
