export { createRealtimeHub, type RealtimeHub } from './hub.ts';
export { realtimeRoutes } from './routes.ts';
