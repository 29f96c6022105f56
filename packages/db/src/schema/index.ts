export * from './catalog.ts';
export * from './orders.ts';
export * from './sandbox.ts';
export * from './jobs.ts';
export * from './analytics.ts';
export * from './sites.ts';
export * from './storefront.ts';
export * from './identity.ts';
