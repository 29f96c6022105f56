export { createSiteService, type ResolvedSite, type SiteService, type SiteServiceOptions } from './service.ts';
export { siteResolution } from './plugin.ts';
export { siteRoutes } from './routes.ts';
export { normalizeHost } from './host.ts';
