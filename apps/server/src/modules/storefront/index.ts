export { createStorefrontService, type StorefrontService } from './service.ts';
export { storefrontRoutes } from './routes.ts';
