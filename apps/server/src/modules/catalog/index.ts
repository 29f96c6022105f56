export { createCatalogService, type CatalogService, type Country } from './service.ts';
export { catalogRoutes } from './routes.ts';
