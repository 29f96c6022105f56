export * from './catalog.ts';
export * from './orders.ts';
export * from './sandbox.ts';
export * from './jobs.ts';
