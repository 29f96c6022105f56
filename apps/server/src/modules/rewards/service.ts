import { createHash } from 'node:crypto';
import {
  CashbackToggle,
  maskContact,
  mobileToE164,
  NON_EARNING_CHANNEL_KINDS,
  REWARDS,
  rewardErrors,
  RewardStatus,
  RingFence,
  RewardSource,
  type CashbackQuote,
  type OrderRewards,
  type RewardItem,
  type RewardMovement,
  type RewardsHistory,
  type RewardsLiability,
  type RewardsSettings,
  type RewardsSummary,
  type RewardSource as Source,
  type RingFence as Fence,
  type RewardStatus as Status,
} from '@store/contracts';
import { normalizePhone } from '@store/contracts/identity-codes.ts';
import type { Db, Executor } from '@store/db';
import { commitOnlyOk, fail, ok, type Result } from '../../result.ts';
import type { LedgerAccount, LedgerService } from '../ledger/index.ts';
import { createRewardsRepository, newLotId, type RewardLotRow, type RewardRuleRow } from './repository.ts';

/** Rewards are their own currency per country on the ledger, never money (docs/decisions/0034). */
export const rewardCurrency = (countryCode: string) => `RWD-${countryCode.toUpperCase()}`;

/** The store's side of every rewards transfer; they keep no balance (like the wallet's). */
const STORE = { issued: 'rewards-issued', spent: 'rewards-spent', expired: 'rewards-expired' } as const;

const DAY_MS = 86_400_000;

/** Whose rewards: a signed-in shopper's, or a guest's contact (`email:…` / `mobile:+…`). */
export type RewardOwner = { userId: string } | { contact: string };

/** A guest's contact as rewards key it: the e-mail in lower case, or the mobile number as E.164. */
export function contactKey(order: { email: string | null; mobile: string | null }, phoneCode: string): string | null {
  if (order.email) return `email:${order.email.trim().toLowerCase()}`;
  if (order.mobile) {
    const e164 = mobileToE164(order.mobile, phoneCode);
    return e164 ? `mobile:${e164}` : null;
  }
  return null;
}

/** What an order is made of, as far as rewards care. */
export type RewardsOrderContext = {
  countryCode: string;
  product: { id: string; publisher: string };
  channel: { id: number; kind: string };
  priceMinor: bigint;
  currency: string;
  /** The currency's exponent: rewards never pay the last whole unit (a channel needs an amount). */
  currencyExponent: number;
};

/** The rewards part of a placed order, fixed when the shopper saw it. */
export type RewardsPlan = {
  owner: RewardOwner;
  burnMinor: bigint;
  earnMinor: bigint;
  rule: Pick<RewardRuleRow, 'sourceType' | 'ringFenceType' | 'funder' | 'expires'> | null;
};

/** The earned amount of a rule for what was paid: its percentage, capped, and nothing below its minimum. */
export function earnOf(rule: Pick<RewardRuleRow, 'percent' | 'minEarnMinor' | 'maxEarnMinor'>, paidMinor: bigint): bigint {
  let earned = (paidMinor * BigInt(rule.percent)) / 100n;
  if (rule.maxEarnMinor !== null && earned > rule.maxEarnMinor) earned = rule.maxEarnMinor;
  return earned < rule.minEarnMinor ? 0n : earned;
}

/** Whether a lot may pay for this order (commerce §3 ring-fences, read in ADR 0034). */
export function spendableOn(
  lot: Pick<RewardLotRow, 'ringFenceType' | 'sourceType' | 'funder' | 'productId'>,
  order: RewardsOrderContext,
): boolean {
  if (lot.ringFenceType === RingFence.Cross) return lot.productId !== order.product.id;
  if (lot.ringFenceType === RingFence.Funder) {
    if (lot.sourceType === RewardSource.Publisher) return lot.funder === order.product.publisher;
    if (lot.sourceType === RewardSource.PaymentChannel) return lot.funder === String(order.channel.id);
  }
  return true;
}

/** The most rewards may pay of a price: all but the currency's smallest whole unit. */
export function burnCap(priceMinor: bigint, exponent: number): bigint {
  const cap = priceMinor - 10n ** BigInt(exponent);
  return cap > 0n ? cap : 0n;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const transferKinds: Record<string, RewardMovement['kind']> = {
  rewardEarn: 'earned',
  rewardBurn: 'used',
  rewardRestore: 'restored',
  rewardExpire: 'expired',
  rewardReverse: 'reversed',
  rewardDaily: 'daily',
  rewardAdopt: 'adopted',
  rewardGrant: 'earned',
  rewardRedeem: 'redeemed',
};

/** A reward to issue: what it is, where it comes from (unique), and until when it lasts. */
export type RewardGrant = {
  countryCode: string;
  amountMinor: bigint;
  sourceType: Source;
  ringFenceType: Fence;
  funder?: string | null;
  productId?: string | null;
  /** Unique per reward: `order:<id>`, `daily:<holder>:<country>:<day>`, `grant:<reference>`. */
  origin: string;
  orderId?: string | null;
  /** When it expires; else 45 days from now, or the permanent expiry when `expires` is false. */
  expiresAt?: Date;
  expires?: boolean;
  kind: 'rewardEarn' | 'rewardDaily' | 'rewardGrant';
};

export type RewardsServiceDeps = { db: Db; ledger: LedgerService; now?: () => Date };

/**
 * Coda Rewards on the ledger (docs/decisions/0034). Every change is a ledger transfer with its
 * idempotency key (`reward-issue:<origin>`, `reward-burn:<orderId>`, …) beside the change of the
 * lots it moves, in the caller's transaction: an order's rewards move in the same unit of work as
 * the order's own change. A holder's kept balance always equals the sum of its active lots.
 */
export function createRewardsService({ db, ledger, now = () => new Date() }: RewardsServiceDeps) {
  async function holderOf(tx: Executor, owner: RewardOwner) {
    return createRewardsRepository(tx).ensureHolder(owner);
  }

  /** The holder's reward account in a country, made (and linked to the holder) on first use. */
  async function accountOf(tx: Executor, holderId: string, countryCode: string): Promise<LedgerAccount> {
    const code = `reward:${holderId}:${countryCode.toUpperCase()}`;
    const existing = await ledger.findAccount(code, tx);
    if (existing) return existing;
    const made = await ledger.account(tx, { code, kind: 'reward', currency: rewardCurrency(countryCode), mayGoNegative: false });
    await createRewardsRepository(tx).linkAccount(holderId, countryCode, made.id);
    return made;
  }

  const storeAccount = (tx: Executor, purpose: string, countryCode: string) =>
    ledger.storeAccount(tx, purpose, rewardCurrency(countryCode));

  /** What the holder's unexpired lots could pay of this order, in spending order. */
  async function spendable(tx: Executor, holderId: string, order: RewardsOrderContext, lock: boolean): Promise<RewardLotRow[]> {
    const lots = await createRewardsRepository(tx).spendableLots(holderId, order.countryCode, now(), lock);
    return lots.filter((lot) => spendableOn(lot, order));
  }

  /** Takes `amount` from lots in order; the lots' new remainders and what each gave. */
  function take(lots: RewardLotRow[], amount: bigint): Array<{ lot: RewardLotRow; taken: bigint }> {
    const taken: Array<{ lot: RewardLotRow; taken: bigint }> = [];
    let left = amount;
    for (const lot of lots) {
      if (left === 0n) break;
      const part = lot.remainingMinor < left ? lot.remainingMinor : left;
      taken.push({ lot, taken: part });
      left -= part;
    }
    return left === 0n ? taken : [];
  }

  /** Spends lots for an order (checkout burn, points redemption): the lots, the uses, the transfer. */
  async function spend(
    tx: Executor,
    input: { holderId: string; order: RewardsOrderContext; orderId: string; amountMinor: bigint; kind: 'rewardBurn' | 'rewardRedeem' },
  ): Promise<Result<void>> {
    const repository = createRewardsRepository(tx);
    const lots = await spendable(tx, input.holderId, input.order, true);
    const taken = take(lots, input.amountMinor);
    if (taken.length === 0) return fail(input.kind === 'rewardRedeem' ? rewardErrors.pointsInsufficient : rewardErrors.insufficient);
    for (const { lot, taken: part } of taken) {
      const rest = lot.remainingMinor - part;
      await repository.setLotRemaining(lot.id, rest, rest === 0n ? RewardStatus.Consumed : RewardStatus.Active);
    }
    await repository.insertUses(taken.map(({ lot, taken: part }) => ({ orderId: input.orderId, lotId: lot.id, amountMinor: part })));
    const moved = await ledger.transfer(tx, {
      idempotencyKey: `reward-burn:${input.orderId}`,
      kind: input.kind,
      reference: input.orderId,
      legs: [
        { account: await accountOf(tx, input.holderId, input.order.countryCode), amountMinor: -input.amountMinor },
        { account: await storeAccount(tx, STORE.spent, input.order.countryCode), amountMinor: input.amountMinor },
      ],
      whenShort: rewardErrors.insufficient,
    });
    return moved.ok ? ok(undefined) : moved;
  }

  /**
   * Issues a reward: a new lot and the transfer that puts it in the holder's balance, once per
   * origin (the lot's origin is unique, and is the transfer's key). Null when the origin had one.
   */
  async function issue(tx: Executor, grant: RewardGrant & { holderId: string }): Promise<RewardLotRow | null> {
    const at = now();
    const lot = await createRewardsRepository(tx).insertLot({
      id: newLotId(),
      holderId: grant.holderId,
      countryCode: grant.countryCode,
      sourceType: grant.sourceType,
      ringFenceType: grant.ringFenceType,
      funder: grant.funder ?? null,
      productId: grant.productId ?? null,
      origin: grant.origin,
      orderId: grant.orderId ?? null,
      amountMinor: grant.amountMinor,
      remainingMinor: grant.amountMinor,
      status: RewardStatus.Active,
      earnedAt: at,
      expiresAt:
        grant.expiresAt ?? new Date(at.getTime() + (grant.expires === false ? REWARDS.permanentExpiryMs : REWARDS.expiryDays * DAY_MS)),
    });
    if (!lot) return null;
    const moved = await ledger.transfer(tx, {
      idempotencyKey: `reward-issue:${grant.origin}`,
      kind: grant.kind,
      reference: grant.orderId ?? grant.origin,
      legs: [
        { account: await storeAccount(tx, STORE.issued, grant.countryCode), amountMinor: -grant.amountMinor },
        { account: await accountOf(tx, grant.holderId, grant.countryCode), amountMinor: grant.amountMinor },
      ],
      whenShort: rewardErrors.insufficient,
    });
    if (!moved.ok) throw new Error(`issuing ${grant.origin} was refused`);
    return lot;
  }

  /** An order's rewards, fixed as it is placed: the burn taken from the lots, the earning promised. */
  async function fix(
    tx: Executor,
    input: { orderId: string; order: RewardsOrderContext; plan: RewardsPlan },
    kind: 'rewardBurn' | 'rewardRedeem',
  ): Promise<Result<void>> {
    const { plan } = input;
    if (plan.burnMinor === 0n && plan.earnMinor === 0n) return ok(undefined);
    const holder = await holderOf(tx, plan.owner);
    if (plan.burnMinor > 0n) {
      const spent = await spend(tx, { holderId: holder.id, order: input.order, orderId: input.orderId, amountMinor: plan.burnMinor, kind });
      if (!spent.ok) return spent;
    }
    await createRewardsRepository(tx).insertOrderRewards({
      orderId: input.orderId,
      holderId: holder.id,
      priceMinor: input.order.priceMinor,
      burnMinor: plan.burnMinor,
      earnMinor: plan.earnMinor,
      sourceType: plan.rule?.sourceType ?? null,
      ringFenceType: plan.rule?.ringFenceType ?? null,
      funder: plan.rule?.funder ?? null,
      expires: plan.rule?.expires ?? true,
      earnStatus: plan.earnMinor > 0n ? 'pending' : 'none',
    });
    return ok(undefined);
  }

  async function summaryOf(tx: Executor, holderId: string | null, countryCode: string): Promise<RewardsSummary> {
    const repository = createRewardsRepository(tx);
    const country = await repository.country(countryCode);
    const at = now();
    const lots = holderId ? await repository.spendableLots(holderId, countryCode, at, false) : [];
    const byDate = new Map<string, bigint>();
    let balance = 0n;
    for (const lot of lots) {
      balance += lot.remainingMinor;
      const date = lot.expiresAt.toISOString();
      byDate.set(date, (byDate.get(date) ?? 0n) + lot.remainingMinor);
    }
    const nearest = lots.reduce<Date | null>((soonest, lot) => (!soonest || lot.expiresAt < soonest ? lot.expiresAt : soonest), null);
    const hoursLeft = nearest ? (nearest.getTime() - at.getTime()) / 3_600_000 : Infinity;
    const daily = await repository.dailyAmount(countryCode);
    const claimedToday = holderId ? (await repository.findLotByOrigin(`daily:${holderId}:${countryCode}:${utcDay(at)}`)) !== null : false;
    const tomorrow = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
    return {
      countryCode,
      currency: country?.currency ?? '',
      balanceAmount: balance.toString(),
      expiring: [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([expiresAt, amount]) => ({ expiresAt, amount: amount.toString() })),
      expiryNotice: hoursLeft <= REWARDS.expiryAlertHours ? 'alert' : hoursLeft <= REWARDS.expiryWarningHours ? 'warning' : 'none',
      daily: { amount: (daily ?? 0n).toString(), claimedToday, nextClaimAt: claimedToday ? tomorrow.toISOString() : null },
    };
  }

  async function userSummary(userId: string, countryCode: string): Promise<RewardsSummary> {
    const holder = await createRewardsRepository(db).findHolder({ userId });
    return summaryOf(db, holder?.id ?? null, countryCode);
  }

  return {
    /**
     * The checkout's cashback purchase info (commerce §3): what the shopper's rewards could pay,
     * what they will pay with the toggle on, and what the order earns. Reads only: the burn is
     * taken again, under locks, when the order is placed.
     */
    async quote(
      input: { userId: string | null; order: RewardsOrderContext; useRewards: boolean },
      tx: Executor = db,
    ): Promise<{ quote: CashbackQuote; plan: Omit<RewardsPlan, 'owner'>; burnable: boolean }> {
      const { order } = input;
      const repository = createRewardsRepository(tx);
      const rule = await repository.findRule(order.product.id, order.countryCode, order.channel.id);
      const burnable = rule ? rule.burnable : true;
      let maximumBurn = 0n;
      if (input.userId && burnable) {
        const holder = await repository.findHolder({ userId: input.userId });
        const lots = holder ? await spendable(tx, holder.id, order, false) : [];
        const available = lots.reduce((sum, lot) => sum + lot.remainingMinor, 0n);
        const cap = burnCap(order.priceMinor, order.currencyExponent);
        maximumBurn = available < cap ? available : cap;
      }
      const toggle =
        !input.userId || maximumBurn === 0n ? CashbackToggle.Disabled : input.useRewards ? CashbackToggle.On : CashbackToggle.Off;
      const burn = toggle === CashbackToggle.On ? maximumBurn : 0n;
      const pay = order.priceMinor - burn;
      const earns = rule !== null && !NON_EARNING_CHANNEL_KINDS.includes(order.channel.kind);
      const earn = earns ? earnOf(rule, pay) : 0n;
      return {
        quote: {
          cashbackToggle: toggle,
          isUseCashback: toggle === CashbackToggle.On,
          maximumBurnAmount: maximumBurn.toString(),
          burnAmount: burn.toString(),
          earnAmount: earn.toString(),
          percent: earns ? rule.percent : null,
          payAmount: pay.toString(),
          currency: order.currency,
        },
        plan: {
          burnMinor: burn,
          earnMinor: earn,
          rule:
            earns && earn > 0n
              ? { sourceType: rule.sourceType, ringFenceType: rule.ringFenceType, funder: rule.funder, expires: rule.expires }
              : null,
        },
        burnable,
      };
    },

    /**
     * Fixes an order's rewards in the transaction that places it: takes the burn from the holder's
     * lots (refused with 1103 when another checkout took them first: the caller rolls the order
     * back) and records what it earns when delivered.
     */
    attach: (tx: Executor, input: { orderId: string; order: RewardsOrderContext; plan: RewardsPlan }): Promise<Result<void>> =>
      fix(tx, input, 'rewardBurn'),

    /** Points redemption: the whole price from the shopper's lots, in the transaction placing the order. */
    redeem: (
      tx: Executor,
      input: { orderId: string; userId: string; order: RewardsOrderContext; pointsMinor: bigint },
    ): Promise<Result<void>> =>
      fix(
        tx,
        { ...input, plan: { owner: { userId: input.userId }, burnMinor: input.pointsMinor, earnMinor: 0n, rule: null } },
        'rewardRedeem',
      ),

    /** The delivered order earns what it was promised, once (its lot's origin is `order:<id>`). */
    async earn(tx: Executor, order: { id: string; countryCode: string; productId: string }): Promise<void> {
      const repository = createRewardsRepository(tx);
      const row = await repository.lockOrderRewards(order.id);
      if (!row || row.earnStatus !== 'pending') return;
      await issue(tx, {
        holderId: row.holderId,
        countryCode: order.countryCode,
        amountMinor: row.earnMinor,
        sourceType: (row.sourceType ?? RewardSource.Coda) as Source,
        ringFenceType: (row.ringFenceType ?? RingFence.None) as Fence,
        funder: row.funder,
        productId: order.productId,
        origin: `order:${order.id}`,
        orderId: order.id,
        expires: row.expires,
        kind: 'rewardEarn',
      });
      await repository.updateOrderRewards(order.id, { earnStatus: 'earned' });
    },

    /**
     * A reward given outside an order (an operator's goodwill, a funder's campaign): issued once
     * per `origin`; false when that origin already had one.
     */
    async grant(tx: Executor, grant: RewardGrant & { owner: RewardOwner }): Promise<boolean> {
      const holder = await holderOf(tx, grant.owner);
      return (await issue(tx, { ...grant, holderId: holder.id })) !== null;
    },

    /**
     * An order that will not be delivered (never paid, or refunded) gives back what it burned, to
     * the lots it came from, except what expired meanwhile (ADR 0034); a refunded order that had
     * earned takes back what is left of that reward. Once each, under the order's rewards row lock.
     */
    async giveBack(tx: Executor, order: { id: string; countryCode: string }): Promise<void> {
      const repository = createRewardsRepository(tx);
      const row = await repository.lockOrderRewards(order.id);
      if (!row) return;
      const at = now();
      // Every lot this may change is locked first, in one id-ordered statement, before any ledger
      // account: the expiry job holds lots and then takes accounts, so the other order could deadlock.
      const restoring = row.burnMinor > 0n && !row.burnRestoredAt;
      const uses = restoring ? await repository.usesOf(order.id) : [];
      const earned = row.earnStatus === 'earned' ? await repository.findLotByOrigin(`order:${order.id}`) : null;
      const lots = new Map(
        (await repository.lockLots([...uses.map((use) => use.lotId), ...(earned ? [earned.id] : [])])).map((lot) => [lot.id, lot]),
      );
      if (restoring) {
        let live = 0n;
        let lapsed = 0n;
        let holderId = row.holderId;
        for (const use of uses) {
          const lot = lots.get(use.lotId)!;
          holderId = lot.holderId;
          if (lot.expiresAt > at && lot.status !== RewardStatus.Expired) {
            live += use.amountMinor;
            await repository.setLotRemaining(lot.id, lot.remainingMinor + use.amountMinor, RewardStatus.Active);
          } else {
            lapsed += use.amountMinor;
          }
        }
        const legs = [{ account: await storeAccount(tx, STORE.spent, order.countryCode), amountMinor: -row.burnMinor }];
        if (live > 0n) legs.push({ account: await accountOf(tx, holderId, order.countryCode), amountMinor: live });
        if (lapsed > 0n) legs.push({ account: await storeAccount(tx, STORE.expired, order.countryCode), amountMinor: lapsed });
        await ledger.transfer(tx, {
          idempotencyKey: `reward-restore:${order.id}`,
          kind: 'rewardRestore',
          reference: order.id,
          legs,
          whenShort: rewardErrors.insufficient,
        });
        await repository.updateOrderRewards(order.id, { restoredMinor: live, burnRestoredAt: at });
      }
      if (row.earnStatus === 'pending') {
        await repository.updateOrderRewards(order.id, { earnStatus: 'none' });
      } else if (row.earnStatus === 'earned') {
        const lot = earned ? lots.get(earned.id) : undefined;
        if (lot && lot.status === RewardStatus.Active) {
          await repository.setLotRemaining(lot.id, 0n, RewardStatus.Consumed);
          const moved = await ledger.transfer(tx, {
            idempotencyKey: `reward-reverse:${order.id}`,
            kind: 'rewardReverse',
            reference: order.id,
            legs: [
              { account: await accountOf(tx, lot.holderId, order.countryCode), amountMinor: -lot.remainingMinor },
              { account: await storeAccount(tx, STORE.issued, order.countryCode), amountMinor: lot.remainingMinor },
            ],
            whenShort: rewardErrors.insufficient,
          });
          if (!moved.ok) throw new Error(`taking back ${order.id}'s rewards was refused`);
        }
        await repository.updateOrderRewards(order.id, { earnStatus: 'reversed' });
      }
    },

    /** Lots past their expiry become Expired and leave the holder's balance; a batch at a time. */
    async expireDue(limit = 200): Promise<number> {
      return db.transaction(async (tx) => {
        const repository = createRewardsRepository(tx);
        const lots = await repository.lockExpired(now(), limit);
        for (const lot of lots) {
          await repository.setLotRemaining(lot.id, 0n, RewardStatus.Expired);
          const moved = await ledger.transfer(tx, {
            idempotencyKey: `reward-expire:${lot.id}`,
            kind: 'rewardExpire',
            reference: lot.orderId,
            legs: [
              { account: await accountOf(tx, lot.holderId, lot.countryCode), amountMinor: -lot.remainingMinor },
              { account: await storeAccount(tx, STORE.expired, lot.countryCode), amountMinor: lot.remainingMinor },
            ],
            whenShort: rewardErrors.insufficient,
          });
          if (!moved.ok) throw new Error(`expiring ${lot.id} was refused`);
        }
        return lots.length;
      });
    },

    /** The daily reward: once per shopper, country and UTC day (the lot's origin is unique). */
    async claimDaily(userId: string, countryCode: string): Promise<Result<RewardsSummary>> {
      return commitOnlyOk<Executor, RewardsSummary>(
        (body) => db.transaction((tx) => body(tx)),
        async (tx) => {
          const repository = createRewardsRepository(tx);
          const amount = await repository.dailyAmount(countryCode);
          if (!amount) return fail(rewardErrors.notOffered);
          const holder = await holderOf(tx, { userId });
          const issued = await issue(tx, {
            holderId: holder.id,
            countryCode,
            amountMinor: amount,
            sourceType: RewardSource.Coda,
            ringFenceType: RingFence.None,
            origin: `daily:${holder.id}:${countryCode}:${utcDay(now())}`,
            kind: 'rewardDaily',
          });
          if (!issued) return fail(rewardErrors.dailyClaimed);
          return ok(await summaryOf(tx, holder.id, countryCode));
        },
      );
    },

    /**
     * Moves a guest's rewards to the account that now has the guest's contact, verified (commerce
     * §3–§4 adoption): every lot and every order still to earn, with a ledger transfer per country.
     * Answers how much moved.
     */
    async adopt(user: {
      id: string;
      email: string | null;
      emailVerified: boolean;
      phoneNumber: string | null;
      phoneNumberVerified: boolean;
    }): Promise<bigint> {
      const contacts = [
        ...(user.email && user.emailVerified ? [`email:${user.email.trim().toLowerCase()}`] : []),
        ...(user.phoneNumber && user.phoneNumberVerified ? [`mobile:${normalizePhone(user.phoneNumber)}`] : []),
      ];
      const guests = await createRewardsRepository(db).findHoldersByContact(contacts);
      let moved = 0n;
      for (const guest of guests) {
        moved += await db.transaction(async (tx) => {
          const repository = createRewardsRepository(tx);
          const holder = await holderOf(tx, { userId: user.id });
          const lots = await repository.lockHolderLots(guest.id);
          await repository.movePendingOrders(guest.id, holder.id);
          let total = 0n;
          for (const countryCode of new Set(lots.map((lot) => lot.countryCode))) {
            const active = lots.filter((lot) => lot.countryCode === countryCode && lot.status === RewardStatus.Active);
            const amount = active.reduce((sum, lot) => sum + lot.remainingMinor, 0n);
            await repository.moveLots(guest.id, holder.id, countryCode);
            if (amount === 0n) continue;
            await ledger.transfer(tx, {
              // The lots it moves name it: adopting the same lots twice moves them once.
              idempotencyKey: `reward-adopt:${guest.id}:${countryCode}:${createHash('sha256')
                .update(active.map((lot) => lot.id).join(','))
                .digest('hex')
                .slice(0, 32)}`,
              kind: 'rewardAdopt',
              reference: guest.id,
              legs: [
                { account: await accountOf(tx, guest.id, countryCode), amountMinor: -amount },
                { account: await accountOf(tx, holder.id, countryCode), amountMinor: amount },
              ],
              whenShort: rewardErrors.insufficient,
            });
            total += amount;
          }
          return total;
        });
      }
      return moved;
    },

    summary: userSummary,

    /** The balance `/user/details` shows as `cashbackDetails.amount` (minor units). */
    balance: async (userId: string, countryCode: string): Promise<bigint> => BigInt((await userSummary(userId, countryCode)).balanceAmount),

    async items(userId: string, countryCode: string): Promise<RewardItem[]> {
      const repository = createRewardsRepository(db);
      const holder = await repository.findHolder({ userId });
      if (!holder) return [];
      return (await repository.lots(holder.id, countryCode, 100)).map((lot) => ({
        rewardId: lot.id,
        sourceType: lot.sourceType as Source,
        status: lot.status as Status,
        ringFenceType: lot.ringFenceType as Fence,
        amount: lot.amountMinor.toString(),
        remainingAmount: lot.remainingMinor.toString(),
        earnedAt: lot.earnedAt.toISOString(),
        expiresAt: lot.expiresAt.toISOString(),
        origin: lot.orderId ?? (lot.origin.startsWith('daily:') ? 'daily' : lot.origin),
        funderName:
          lot.sourceType === RewardSource.PaymentChannel ? lot.channelName : lot.sourceType === RewardSource.Publisher ? lot.funder : null,
      }));
    },

    async history(userId: string, countryCode: string, cursor: number | null): Promise<RewardsHistory> {
      const repository = createRewardsRepository(db);
      const holder = await repository.findHolder({ userId });
      const accountId = holder ? await repository.findAccount(holder.id, countryCode) : null;
      if (!accountId) return { items: [], nextCursor: null };
      const limit = 20;
      const rows = await ledger.statement(accountId, { limit: limit + 1, beforeEntryId: cursor });
      const page = rows.slice(0, limit);
      return {
        items: page.map((row) => ({
          id: `rwm_${row.entryId}`,
          kind: transferKinds[row.kind] ?? 'earned',
          amount: row.amountMinor.toString(),
          balanceAfter: (row.balanceAfter ?? 0n).toString(),
          orderId: row.reference?.startsWith('ord_') ? row.reference : null,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor: rows.length > limit ? String(page[page.length - 1]!.entryId) : null,
      };
    },

    /** The rewards of orders (the order view, the history), by order id. */
    async ofOrders(orderIds: string[], tx: Executor = db): Promise<Map<string, OrderRewards>> {
      const repository = createRewardsRepository(tx);
      const rows = await repository.findOrderRewards(orderIds);
      const result = new Map<string, OrderRewards>();
      for (const row of rows) {
        result.set(row.orderId, {
          burnAmount: row.burnMinor.toString(),
          earnAmount: row.earnMinor.toString(),
          earnStatus: row.earnStatus as OrderRewards['earnStatus'],
          restoredAmount: row.restoredMinor.toString(),
          expiresAt: row.earnStatus === 'earned' ? (row.earnedExpiresAt?.toISOString() ?? null) : null,
          keptFor: row.holderContact ? maskContact(row.holderContact.slice(row.holderContact.indexOf(':') + 1)) : null,
        });
      }
      return result;
    },

    async settings(countryCode: string): Promise<RewardsSettings | null> {
      const repository = createRewardsRepository(db);
      const country = await repository.country(countryCode);
      if (!country) return null;
      const { minPercent, maxPercent, kinds } = await repository.settings(countryCode);
      const daily = await repository.dailyAmount(countryCode);
      return {
        countryCode,
        currency: country.currency,
        minPercent,
        maxPercent,
        expiryDays: REWARDS.expiryDays,
        dailyAmount: daily?.toString() ?? null,
        earningChannelKinds: kinds.filter((kind) => !NON_EARNING_CHANNEL_KINDS.includes(kind)),
      };
    },

    async redeemable(userId: string, countryCode: string, productSlug: string) {
      const repository = createRewardsRepository(db);
      const [rows, summary] = await Promise.all([repository.redeemable(countryCode, productSlug), userSummary(userId, countryCode)]);
      const balance = BigInt(summary.balanceAmount);
      return {
        balanceAmount: summary.balanceAmount,
        denominations: rows.map((row) => ({
          denominationId: row.denominationId,
          pointsAmount: row.pointsMinor.toString(),
          state: row.pointsMinor <= balance ? ('available' as const) : ('insufficientPoints' as const),
        })),
      };
    },

    /** The country's channel of orders paid wholly with points. */
    redemptionChannel: (countryCode: string) => createRewardsRepository(db).redemptionChannel(countryCode),

    /** The points price of a denomination, or null when points cannot buy it. */
    redemptionPrice: (denominationId: string) => createRewardsRepository(db).redemptionOf(denominationId),

    async liability(): Promise<RewardsLiability> {
      const at = now();
      const rows = await createRewardsRepository(db).liability(at);
      return {
        generatedAt: at.toISOString(),
        countries: rows.map((row) => ({
          countryCode: row.country_code,
          currency: row.currency,
          outstanding: row.outstanding,
          expiringIn7Days: row.in7,
          expiringIn30Days: row.in30,
          holders: row.holders,
        })),
      };
    },

    /** Reward accounts whose balance is not the sum of their active lots (empty when the rewards hold). */
    check: () => createRewardsRepository(db).findMismatchedAccounts(),
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
