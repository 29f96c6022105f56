export { createStorefrontService, type StorefrontResult, type StorefrontService } from './service.ts';
export { storefrontRoutes } from './routes.ts';
