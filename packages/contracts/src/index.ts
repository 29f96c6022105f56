export * from './order-status.ts';
export * from './errors.ts';
export * from './api.ts';
export * from './money.ts';
export * from './checkout.ts';
