export { createRewardsService, contactKey, earnOf, burnCap, spendableOn, rewardCurrency } from './service.ts';
export type { RewardsService, RewardsOrderContext, RewardsPlan, RewardOwner } from './service.ts';
export { rewardsRoutes } from './routes.ts';
export { operatorRoutes } from './operator-routes.ts';
