export { createAnalyticsService, type AnalyticsService, type PageViewOutcome } from './service.ts';
export { analyticsRoutes } from './routes.ts';
