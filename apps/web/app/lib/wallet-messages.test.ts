import { afterEach, describe, expect, it } from 'vitest';
import wallet from '@store/i18n/en/wallet.json';
import { giftCodeErrors, walletErrors } from '@store/contracts/wallet.ts';
import { setMessageSource, type MessageKey } from './i18n.ts';
import { walletFailure, walletMessageKey } from './wallet-messages.ts';

const fallback = 'errors:transaction.default' as MessageKey;
const failure = (resultCode: number | string, data: unknown = null) => ({ resultCode, messageKey: fallback, data });

/** As on the wallet pages, which load the `wallet` namespace; other pages (checkout, order) do not. */
function onWalletPage() {
  setMessageSource(() => ({ language: 'en', namespaces: { wallet } }));
}

afterEach(() => setMessageSource(() => undefined));

describe('walletFailure', () => {
  it('reads a number in the catalogue of the call that answered it', () => {
    onWalletPage();
    expect(walletFailure(failure(313)).key).toBe('wallet.topup.balanceMax');
    expect(walletFailure(failure(313), 'giftCode').key).toBe('wallet.giftCode.spendBalanceFirst');
    expect(walletFailure(failure(314), 'giftCode').key).toBe('wallet.giftCode.countryRestriction');
  });

  it('reads 400 as a wrong activation code only in an activation answer', () => {
    onWalletPage();
    expect(walletFailure(failure(400)).key).toBe(fallback);
    expect(walletFailure(failure(400), 'giftCode').key).toBe(fallback);
    expect(walletFailure(failure(400, { remainingAttempts: 2 }), 'activation')).toEqual({
      key: 'wallet.activation.otpInvalid',
      params: { remainingAttempts: 2, count: 2 },
    });
    // An expired code counts no tries: the catalogue's "invalid or has expired".
    expect(walletFailure(failure(400), 'activation').key).toBe(`errors:${walletErrors.otpInvalid.key}`);
  });

  it('tells an expired gift code from a wallet that cannot take one, both 705', () => {
    onWalletPage();
    expect(walletFailure(failure(705), 'giftCode').key).toBe('wallet.giftCode.notEligible');
    expect(walletFailure(failure(705, { reason: 'expired' }), 'giftCode').key).toBe(`errors:${giftCodeErrors.expired.key}`);
  });

  it("uses the wallet pages' words where they are loaded and the server's catalogue elsewhere", () => {
    onWalletPage();
    expect(walletFailure(failure(323)).key).toBe('wallet.topup.dailyLimit');
    expect(walletFailure(failure(325)).key).toBe('errors:wallet.charge.dailyLimit');
    setMessageSource(() => ({ language: 'en', namespaces: {} }));
    expect(walletFailure(failure(323)).key).toBe('errors:wallet.topup.dailyLimit');
    expect(walletFailure(failure(301)).key).toBe('errors:wallet.notActivated');
  });

  it("keeps the API client's message for a code no wallet catalogue holds, and the wait and tries for any", () => {
    expect(walletFailure(failure('NotAuthorizedException'))).toEqual({ key: fallback, params: {} });
    expect(walletFailure(failure(30301))).toEqual({ key: fallback, params: {} });
    expect(walletFailure(failure(414, { retryAfterSeconds: 30 }), 'activation')).toEqual({
      key: 'errors:wallet.activation.waitBeforeResending',
      params: { retryAfterSeconds: 30, seconds: 30 },
    });
  });
});

describe('walletMessageKey', () => {
  it("words a charge's code from the order's live status, never as an activation code", () => {
    expect(walletMessageKey(326)).toBe('errors:wallet.charge.monthlyLimit');
    expect(walletMessageKey(400)).not.toContain('activation');
    expect(walletMessageKey('x')).toBe('errors:transaction.default');
  });
});
