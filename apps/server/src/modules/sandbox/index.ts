export { sandboxRoutes } from './routes.ts';
export { sandboxOidcRoutes, sandboxSubject } from './oidc.ts';
export { restrictWallet, sandboxWalletRoutes } from './wallet-routes.ts';
