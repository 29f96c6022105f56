export { customerRoutes, type CustomerRoutesOptions } from './routes.ts';
