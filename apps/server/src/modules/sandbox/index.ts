export { sandboxRoutes } from './routes.ts';
export { formatMinor } from './page.ts';
