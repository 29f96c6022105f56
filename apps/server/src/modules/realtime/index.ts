export { createRealtimeHub, type RealtimeHub } from './hub.ts';
export { realtimeRoutes, PING_INTERVAL_MS } from './routes.ts';
