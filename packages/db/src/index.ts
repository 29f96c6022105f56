export * from './schema/index.ts';
export * from './client.ts';
export * from './search-key.ts';
export * from './errors.ts';
