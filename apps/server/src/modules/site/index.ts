export { createSiteService, type SiteService } from './service.ts';
export { siteResolution } from './plugin.ts';
export { siteRoutes } from './routes.ts';
