import { rewardErrors } from '@store/contracts/rewards.ts';
import type { WebKey } from '../../lib/i18n.ts';

/**
 * The checkout's own words for commerce §8's rewards codes 1102–1108 (ADR 0034 assigns them): what
 * happened to the shopper's rewards and what to do next, rather than the catalogue's short line.
 * Null for any other code.
 */
const byCode: ReadonlyMap<number, WebKey> = new Map<number, WebKey>([
  [rewardErrors.notOffered.resultCode, 'cashbackErrors.notOffered'],
  [rewardErrors.insufficient.resultCode, 'cashbackErrors.balanceChanged'],
  [rewardErrors.productNotEligible.resultCode, 'cashbackErrors.productNotEligible'],
  [rewardErrors.signInRequired.resultCode, 'cashbackErrors.signInRequired'],
  [rewardErrors.nothingToUse.resultCode, 'cashbackErrors.nothingToUse'],
  [rewardErrors.pointsNotRedeemable.resultCode, 'cashbackErrors.pointsNotRedeemable'],
  [rewardErrors.pointsInsufficient.resultCode, 'cashbackErrors.pointsInsufficient'],
]);

export function rewardsFailureKey(resultCode: number | string): WebKey | null {
  return typeof resultCode === 'number' ? (byCode.get(resultCode) ?? null) : null;
}

/** The codes after which the checkout asks for a new quote: the shopper's rewards are not what the page showed. */
export function rewardsChanged(resultCode: number | string): boolean {
  return resultCode === rewardErrors.insufficient.resultCode || resultCode === rewardErrors.nothingToUse.resultCode;
}
