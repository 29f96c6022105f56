import { randomBytes, randomInt } from 'node:crypto';
import {
  GIFT_CODE_ALPHABET,
  GIFT_CODE_DAILY_REDEMPTIONS,
  GIFT_CODE_LENGTH,
  giftCodeErrors,
  normalizeGiftCode,
  WalletCountryStatus,
  type RedeemGiftCodeResponse,
} from '@store/contracts';
import type { Db, Tx } from '@store/db';
import { sql } from '@store/db/orm';
import { giftCodeHash } from '@store/db/seed';
import { ORDER_CHANGES_CHANNEL } from '../order/index.ts';
import { commitOnlyOk, fail, failField, ok, type Result } from '../../result.ts';
import { createGiftCodeRepository } from './gift-code-repository.ts';
import type { WalletMoney } from './money.ts';

/**
 * What a typed code may look like before it is looked up: the length of an issued code, letters
 * and digits. Issued codes use only GIFT_CODE_ALPHABET; the check is wider on purpose, because the
 * demo codes of the seed (README) spell "DEMO" with an O, which the alphabet leaves out. A code
 * of look-alikes that was never issued is unknown, which is the same 707.
 */
const CODE_SHAPE = new RegExp(`^[A-Z0-9]{${GIFT_CODE_LENGTH}}$`);

/** The UTC day `at` falls in, as [start, end). */
function utcDay(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { start, end: new Date(start.getTime() + 24 * 60 * 60_000) };
}

/** A new code: GIFT_CODE_LENGTH characters drawn uniformly from the alphabet (80 bits). */
export function newGiftCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i++) code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return code;
}

/** A code as shown to people: groups of four (`ABCD-EFGH-JKLM-NPQR`). */
export const formatGiftCode = (code: string): string => code.match(/.{1,4}/g)!.join('-');

/** An operator's batch request that cannot be issued (the command prints the message). */
export class GiftCodeIssueError extends Error {}

export type IssueBatchInput = {
  countryCode: string;
  amountMinor: bigint;
  count: number;
  perWalletLimit?: number;
  expiresAt?: Date | null;
  note?: string;
};

export type IssuedBatch = {
  batchId: string;
  countryCode: string;
  currency: string;
  currencyExponent: number;
  amountMinor: bigint;
  perWalletLimit: number;
  expiresAt: Date | null;
  /** The plain codes: shown once, never stored. */
  codes: string[];
};

export const GIFT_CODE_BATCH_MAX = 100_000;
const INSERT_CHUNK = 1_000;

type Log = { error(obj: object, msg?: string): void };

/**
 * Codacash gift codes (commerce §5, §8; docs/decisions/0033): redeeming one into the shopper's
 * wallet, and issuing batches of them. A redemption is one transaction: the code's row is locked,
 * then the wallet's, every rule is checked under those locks, the ledger moves the money and the
 * code is marked, or nothing happens at all.
 */
export function createGiftCodes(deps: { db: Db; money: WalletMoney; now: () => number; log?: Log }) {
  const { db, money } = deps;
  const log: Log = deps.log ?? { error: (obj, msg) => console.error(msg, obj) };

  async function redeemLocked(tx: Tx, walletId: string, codeHash: string, at: Date): Promise<Result<RedeemGiftCodeResponse>> {
    const repository = createGiftCodeRepository(tx);
    const found = await repository.lockCode(codeHash);
    if (!found) return fail(giftCodeErrors.invalid);
    const { code, batch } = found;
    if (code.redeemedAt !== null) return fail(giftCodeErrors.alreadyClaimed);
    if (batch.expiresAt !== null && batch.expiresAt.getTime() <= at.getTime()) return fail(giftCodeErrors.expired, { reason: 'expired' });
    if (!(await repository.lockWallet(walletId))) return fail(giftCodeErrors.notEligible);
    if ((await repository.redeemedOfBatch(walletId, batch.id)) >= batch.perWalletLimit) return fail(giftCodeErrors.cannotRedeemMore);
    const today = utcDay(at);
    if ((await repository.redeemedBetween(walletId, today.start, today.end)) >= GIFT_CODE_DAILY_REDEMPTIONS) {
      return fail(giftCodeErrors.maxRedemptions);
    }
    const credited = await money.creditGiftCode(tx, {
      walletId,
      amountMinor: batch.amountMinor,
      currency: batch.currency,
      countryCode: batch.countryCode,
      codeHash,
    });
    if (!credited.ok) return credited;
    // The code's row is locked and unredeemed, so its key cannot have moved money yet; a replay
    // would mean a code credited but not marked, and must not be answered as a new credit.
    if (credited.value.replayed) return fail(giftCodeErrors.alreadyClaimed);
    if (!(await repository.markRedeemed(codeHash, walletId, at))) return fail(giftCodeErrors.alreadyClaimed);
    // The wallet's followers (the header, the wallet page in other tabs) hear the new balance when
    // this commits, as they do a top-up's.
    await tx.execute(sql`select pg_notify(${ORDER_CHANGES_CHANNEL}, ${walletId})`);
    return ok({
      amount: batch.amountMinor.toString(),
      currencyCode: batch.currency,
      balanceAmount: credited.value.balanceMinor.toString(),
      balanceVersion: credited.value.balanceVersion,
    });
  }

  return {
    /**
     * Redeems a typed code into the wallet (commerce §8's codes): 227 when nothing was typed, 707
     * when it cannot be a code or is unknown, 704 redeemed already, 705 expired or a wallet that
     * cannot take it, 706 the wallet's share of the batch is used, 710 five codes today (UTC),
     * 313/314/708 from the wallet's own checks, 709 when the database failed.
     */
    async redeem(walletId: string, typedCode: string): Promise<Result<RedeemGiftCodeResponse>> {
      const normalized = normalizeGiftCode(typedCode);
      if (normalized === '') return failField(giftCodeErrors.required, 'giftCode', 'required');
      if (!CODE_SHAPE.test(normalized)) return fail(giftCodeErrors.invalid);
      const codeHash = giftCodeHash(normalized);
      const at = new Date(deps.now());
      try {
        return await commitOnlyOk<Tx, RedeemGiftCodeResponse>(
          (body) => db.transaction(body),
          (tx) => redeemLocked(tx, walletId, codeHash, at),
        );
      } catch (err) {
        // Never the code itself in the log: its hash's prefix is enough to find the row.
        log.error({ err, walletId, codeHash: codeHash.slice(0, 12) }, 'gift code redemption failed');
        return fail(giftCodeErrors.updateFailed);
      }
    },

    /**
     * Makes a batch of `count` new codes worth `amountMinor` in a Codacash country's currency
     * (country status active or activations disabled) and answers them once: only their hashes
     * are stored. Refuses what could never be redeemed (a value over the country's maximum
     * balance, an expiry already past) with a GiftCodeIssueError.
     */
    async issueBatch(input: IssueBatchInput): Promise<IssuedBatch> {
      const perWalletLimit = input.perWalletLimit ?? 1;
      const expiresAt = input.expiresAt ?? null;
      const note = input.note ?? '';
      if (!Number.isInteger(input.count) || input.count < 1 || input.count > GIFT_CODE_BATCH_MAX) {
        throw new GiftCodeIssueError(`count must be a whole number from 1 to ${GIFT_CODE_BATCH_MAX}`);
      }
      if (input.amountMinor <= 0n) throw new GiftCodeIssueError('amount must be a positive number of minor units');
      if (!Number.isInteger(perWalletLimit) || perWalletLimit < 1) throw new GiftCodeIssueError('per-wallet limit must be at least 1');
      if (expiresAt !== null && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= deps.now())) {
        throw new GiftCodeIssueError('expiry must be a valid date in the future');
      }
      if (note.length > 200) throw new GiftCodeIssueError('note must be at most 200 characters');

      return db.transaction(async (tx) => {
        const repository = createGiftCodeRepository(tx);
        const country = await repository.findIssuingCountry(input.countryCode.toLowerCase());
        if (!country || country.countryStatus === WalletCountryStatus.Locked) {
          throw new GiftCodeIssueError(`${input.countryCode} is not a Codacash country`);
        }
        if (input.amountMinor > country.maxWalletBalance) {
          throw new GiftCodeIssueError(
            `amount ${input.amountMinor} is over ${country.countryCode}'s maximum wallet balance (${country.maxWalletBalance} minor units): no wallet could redeem it`,
          );
        }
        const batch = await repository.insertBatch({
          id: `gcb_${randomBytes(12).toString('base64url')}`,
          countryCode: country.countryCode,
          currency: country.currency,
          amountMinor: input.amountMinor,
          perWalletLimit,
          note,
          expiresAt,
          createdAt: new Date(deps.now()),
        });
        const codes: string[] = [];
        // 80 random bits make a clash with a stored code all but impossible; a clash is drawn again.
        while (codes.length < input.count) {
          const drawn = new Map<string, string>();
          while (drawn.size < Math.min(INSERT_CHUNK, input.count - codes.length)) {
            const code = newGiftCode();
            drawn.set(giftCodeHash(code), code);
          }
          const stored = await repository.insertCodes(batch.id, [...drawn.keys()]);
          for (const [hash, code] of drawn) if (stored.has(hash)) codes.push(code);
        }
        return {
          batchId: batch.id,
          countryCode: country.countryCode,
          currency: country.currency,
          currencyExponent: country.currencyExponent,
          amountMinor: batch.amountMinor,
          perWalletLimit: batch.perWalletLimit,
          expiresAt: batch.expiresAt,
          codes,
        };
      });
    },
  };
}

export type GiftCodesService = ReturnType<typeof createGiftCodes>;
