import {
  REWARDS,
  RewardSource,
  RewardStatus,
  RingFence,
  type RewardExpiry,
  type RewardItem,
  type RewardMovement,
} from '@store/contracts/rewards.ts';

/**
 * What the rewards screens decide without asking anyone (commerce §3, §9; ADR 0034): which words a
 * reward's numbers get, in which order the rewards show, how the expiry notice reads. Pure, so the
 * server's render and the browser's agree, and unit-tested.
 */

const HOUR_MS = 3_600_000;

/** The `rewardsDetails.source.*` word of a source type. */
export function sourceName(source: RewardSource): 'coda' | 'paymentChannel' | 'publisher' {
  return source === RewardSource.Publisher ? 'publisher' : source === RewardSource.PaymentChannel ? 'paymentChannel' : 'coda';
}

/** The `rewardsDetails.status.*` word of a status. */
export function statusName(status: RewardStatus): 'active' | 'expired' | 'consumed' {
  return status === RewardStatus.Expired ? 'expired' : status === RewardStatus.Consumed ? 'consumed' : 'active';
}

/** The `rewardsDetails.ringFence.*` sentence of a ring-fence (where the reward may be spent). */
export function ringFenceName(ringFence: RingFence): 'none' | 'cross' | 'funder' {
  return ringFence === RingFence.Funder ? 'funder' : ringFence === RingFence.Cross ? 'cross' : 'none';
}

/** A reward's funder by name, when the API knows it (a blank name is no name). */
function funderOf(item: Pick<RewardItem, 'sourceType' | 'funderName'>): string | null {
  if (item.sourceType !== RewardSource.Publisher && item.sourceType !== RewardSource.PaymentChannel) return null;
  const name = item.funderName?.trim();
  return name ? name : null;
}

/**
 * Where a reward may be spent, in words (commerce §3 ring-fences): a funder-fenced reward whose
 * funder is known names it, its publisher's games or paying with its channel
 * (`rewardsDetails.ringFence.funderPublisher|funderChannel`); otherwise the `ringFenceName` sentence.
 */
export function ringFenceSentence(
  item: Pick<RewardItem, 'sourceType' | 'ringFenceType' | 'funderName'>,
): { key: 'none' | 'cross' | 'funder'; funder: null } | { key: 'funderPublisher' | 'funderChannel'; funder: string } {
  const funder = item.ringFenceType === RingFence.Funder ? funderOf(item) : null;
  if (funder === null) return { key: ringFenceName(item.ringFenceType), funder: null };
  return { key: item.sourceType === RewardSource.Publisher ? 'funderPublisher' : 'funderChannel', funder };
}

/**
 * Who a reward is from, in words: a publisher's or a payment channel's reward whose funder is known
 * names it (`rewardsDetails.sourceNamed.*`, "Payment partner · GCash"); otherwise `rewardsDetails.source.*`.
 */
export function sourceLabel(
  item: Pick<RewardItem, 'sourceType' | 'funderName'>,
): { key: 'coda' | 'paymentChannel' | 'publisher'; funder: null } | { key: 'paymentChannel' | 'publisher'; funder: string } {
  const funder = funderOf(item);
  if (funder === null) return { key: sourceName(item.sourceType), funder: null };
  return { key: item.sourceType === RewardSource.Publisher ? 'publisher' : 'paymentChannel', funder };
}

/**
 * The reward details list: what can still be spent first, the one that expires soonest on top (the
 * order they are spent in, commerce §9); then the spent and expired ones, newest first.
 */
export function sortRewardItems(items: readonly RewardItem[]): RewardItem[] {
  const active = items.filter((item) => item.status === RewardStatus.Active);
  const done = items.filter((item) => item.status !== RewardStatus.Active);
  active.sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.earnedAt.localeCompare(b.earnedAt));
  done.sort((a, b) => b.earnedAt.localeCompare(a.earnedAt));
  return [...active, ...done];
}

/** How much of a reward is left, as a whole percentage for its bar (0–100), counted in bigint. */
export function remainingPercent(item: Pick<RewardItem, 'amount' | 'remainingAmount'>): number {
  const amount = BigInt(item.amount);
  if (amount <= 0n) return 0;
  const left = BigInt(item.remainingAmount);
  const percent = (left * 100n) / amount;
  return Number(percent < 0n ? 0n : percent > 100n ? 100n : percent);
}

/** Whether a reward never really expires (its date is the permanent-expiry constant's, commerce §9). */
export function isPermanent(item: Pick<RewardItem, 'earnedAt' | 'expiresAt'>): boolean {
  return Date.parse(item.expiresAt) - Date.parse(item.earnedAt) >= REWARDS.permanentExpiryMs;
}

/** Where a reward came from, as the details list names it. */
export function originOf(origin: string): { kind: 'order'; orderId: string } | { kind: 'daily' } | { kind: 'other' } {
  if (origin === 'daily') return { kind: 'daily' };
  if (/^ord_[\w-]+$/.test(origin)) return { kind: 'order', orderId: origin };
  return { kind: 'other' };
}

/** A movement's amount split into its sign and its magnitude (minor units), for "+₱5.00" and "−₱2.00". */
export function signedParts(amount: string): { negative: boolean; magnitude: string } {
  const negative = amount.startsWith('-');
  return { negative, magnitude: negative ? amount.slice(1) : amount.replace(/^\+/, '') };
}

/** A further page of the history after the ones shown: a movement already shown is not shown twice. */
export function appendMovements(shown: readonly RewardMovement[], next: readonly RewardMovement[]): RewardMovement[] {
  const seen = new Set(shown.map((movement) => movement.id));
  return [...shown, ...next.filter((movement) => !seen.has(movement.id))];
}

/**
 * The banner above the balance (commerce §9, read as hours by ADR 0034): the server says which notice
 * applies; this finds what it is about, the rewards expiring within its window, and the first date.
 * Null when there is nothing to say.
 */
export function expiryBanner(
  notice: 'alert' | 'warning' | 'none',
  expiring: readonly RewardExpiry[],
  now: number,
): { notice: 'alert' | 'warning'; amount: string; expiresAt: string } | null {
  if (notice === 'none' || expiring.length === 0) return null;
  const hours = notice === 'alert' ? REWARDS.expiryAlertHours : REWARDS.expiryWarningHours;
  const within = expiring.filter((group) => Date.parse(group.expiresAt) - now <= hours * HOUR_MS);
  // The server's clock decided; the page's may be a little behind it: the nearest date is the one meant.
  const groups = within.length > 0 ? within : expiring.slice(0, 1);
  const amount = groups.reduce((sum, group) => sum + BigInt(group.amount), 0n).toString();
  const first = groups.reduce((soonest, group) => (group.expiresAt < soonest ? group.expiresAt : soonest), groups[0]!.expiresAt);
  return { notice, amount, expiresAt: first };
}

/**
 * The daily reward's card: claimable, or claimed until the next UTC day. A page left open past
 * midnight offers the claim again once `nextClaimAt` has passed.
 */
export function dailyClaimable(daily: { claimedToday: boolean; nextClaimAt: string | null }, now: number): boolean {
  if (!daily.claimedToday) return true;
  return daily.nextClaimAt !== null && Date.parse(daily.nextClaimAt) <= now;
}

/** The start of the next UTC day, when the server did not say when the next claim opens. */
export function nextUtcDay(now: number): string {
  const date = new Date(now);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1)).toISOString();
}

/**
 * A date of the rewards screens. The store has no time zone per country and the server's render must
 * match the browser's, so dates are UTC, and a time says so.
 */
export function rewardDate(iso: string, locale: string, withTime = false): string {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  return withTime ? `${format.format(new Date(iso))} UTC` : format.format(new Date(iso));
}
