export { sandboxRoutes } from './routes.ts';
export { sandboxOidcRoutes, sandboxSubject } from './oidc.ts';
