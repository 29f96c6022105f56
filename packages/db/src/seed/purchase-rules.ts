import type { purchaseRules } from '../schema/purchase-rules.ts';
import { DEMO_PASSES } from './catalogue.ts';
import { denominationId, productId } from './ids.ts';

/** The product whose demo shows the purchase limits: one unpaid order at a time, 2 a day, 5 in 30 days. */
export const DEMO_LIMITED_PRODUCT = { slug: 'brawl-stars', dailyLimit: 2, monthlyLimit: 5 } as const;

const pass = (creditAmount: number) => denominationId(DEMO_PASSES.productSlug, DEMO_PASSES.countryCode, creditAmount);

/**
 * The demo's purchase rules (docs/decisions/0036). Every other product has none: a player may buy
 * it as often as they like, several orders waiting at once.
 */
export const demoPurchaseRules: ReadonlyArray<typeof purchaseRules.$inferInsert> = [
  {
    id: 'pr_mobile_legends_weekly_pass',
    productId: productId(DEMO_PASSES.productSlug),
    denominationId: pass(DEMO_PASSES.weekly.creditAmount),
    onePending: true,
    onceCode: 1503,
    onceWithinDays: null,
    dailyLimit: null,
    monthlyLimit: null,
  },
  {
    id: 'pr_mobile_legends_seasonal_pass',
    productId: productId(DEMO_PASSES.productSlug),
    denominationId: pass(DEMO_PASSES.seasonal.creditAmount),
    onePending: true,
    onceCode: 5152,
    onceWithinDays: 93,
    dailyLimit: null,
    monthlyLimit: null,
  },
  {
    id: 'pr_brawl_stars',
    productId: productId(DEMO_LIMITED_PRODUCT.slug),
    denominationId: null,
    onePending: true,
    onceCode: null,
    onceWithinDays: null,
    dailyLimit: DEMO_LIMITED_PRODUCT.dailyLimit,
    monthlyLimit: DEMO_LIMITED_PRODUCT.monthlyLimit,
  },
];
