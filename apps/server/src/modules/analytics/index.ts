export { createAnalyticsService } from './service.ts';
export { analyticsRoutes } from './routes.ts';
