export { createSocialService, type SocialService, type SocialProfile, type InjectFetch } from './service.ts';
export { socialRoutes, SOCIAL_COOKIE } from './routes.ts';
