import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errors, WalletStatus } from '@store/contracts';
import { normalizeEmail } from '@store/contracts/identity.ts';
import { users, wallets, walletUsers, type Db } from '@store/db';
import { envelope, errorEnvelope } from '../../plugins/errors.ts';
import { ORDER_CHANGES_CHANNEL } from '../order/index.ts';

const restrictRequest = z.object({ email: z.string().trim().min(3).max(254) }).strict();

/**
 * Puts the current wallet of the site's shopper with this e-mail on an operator's hold (status 0,
 * restricted: ADR 0033), announced to the sockets that follow it; the wallet's id, or null when the
 * shopper or their wallet is not found. For browser tests only: mounted with the sandbox.
 */
export async function restrictWallet(db: Db, siteId: number, email: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ walletId: walletUsers.currentWalletId })
      .from(users)
      .innerJoin(walletUsers, eq(walletUsers.userId, users.id))
      .where(and(eq(users.siteId, siteId), eq(users.email, normalizeEmail(email)), ne(users.status, 'deleted')))
      .limit(1);
    if (!found?.walletId) return null;
    await tx.update(wallets).set({ status: WalletStatus.Restricted, updatedAt: new Date() }).where(eq(wallets.id, found.walletId));
    await tx.execute(sql`select pg_notify(${ORDER_CHANGES_CHANNEL}, ${found.walletId})`);
    return found.walletId;
  });
}

/**
 * `POST /sandbox/wallet/restrict {email}`: the operator's "restrict this wallet" for browser tests
 * (the store has no operator screen). Mounted only when SANDBOX is on, like the other /sandbox
 * routes; 404 in the envelope when the shopper has no wallet.
 */
export async function sandboxWalletRoutes(app: FastifyInstance, options: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post('/wallet/restrict', { schema: { body: restrictRequest } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const walletId = await restrictWallet(options.db, request.site.id, request.body.email);
    if (!walletId) return reply.status(errors.notFound.status).send(errorEnvelope(errors.notFound));
    return envelope({ walletId, walletStatus: WalletStatus.Restricted });
  });
}
