import { z } from 'zod';
import { emailInput, phoneInput, UID_TYPES, type UidType } from '@store/contracts/identity.ts';
import type { Database } from '@store/db';
import { createIdentityRepository } from '../identity/repository.ts';

/**
 * Shell §2 /{cc}/unsubscribe: a shopper stops the marketing messages to an e-mail address or a
 * mobile number, signed in or not. The answer is the same whether an account holds the address
 * or not (nobody learns who has an account here); when one does, its marketing flag goes off.
 */
export const unsubscribeRequest = z.object({ uid: z.string().max(254), uidType: z.enum(UID_TYPES) }).strict();

export async function unsubscribe(database: Database, siteId: number, input: { uid: string; uidType: UidType }): Promise<'ok' | 'invalid'> {
  const parsed = (input.uidType === 'email' ? emailInput : phoneInput).safeParse(input.uid);
  if (!parsed.success) return 'invalid';
  const repo = createIdentityRepository(database.db);
  const user = await repo.findLiveUser(siteId, input.uidType, parsed.data);
  if (user && user.subscribeMarketing) await repo.updateUser(siteId, user.id, { subscribeMarketing: false });
  return 'ok';
}
