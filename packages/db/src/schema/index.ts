export * from './catalog.ts';
export * from './orders.ts';
export * from './sandbox.ts';
