import { lazy } from 'react';

/**
 * The redeem-points entry and modal, fetched when a signed-in shopper's product page has loaded:
 * it only ever shows for them, so the first load of the page (ADR 0032), which is the same for
 * everyone, does without it.
 */
export const LazyRedeemPoints = lazy(() => import('./redeem-points.tsx').then((module) => ({ default: module.RedeemPoints })));
