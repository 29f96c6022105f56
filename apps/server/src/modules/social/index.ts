export { createSocialService, type InjectFetch } from './service.ts';
export { socialRoutes } from './routes.ts';
