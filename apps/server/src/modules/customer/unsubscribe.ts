import { z } from 'zod';
import { emailInput, phoneInput, UID_TYPES, type UidType } from '@store/contracts/identity.ts';
import type { IdentityService } from '../identity/index.ts';
import type { StorefrontService } from '../storefront/index.ts';

/**
 * Shell §2 /{cc}/unsubscribe: a shopper stops the marketing messages to an e-mail address or a
 * mobile number, signed in or not. The answer is the same whether an account holds the address
 * or not (nobody learns who has an account here); when one does, its marketing flag goes off, and
 * the consents guests gave for that address at checkout (`/marketing-consent`) are withdrawn too
 * (docs/decisions/0052). Both steps change only what is still on, so a retry finishes the work.
 */
export const unsubscribeRequest = z.object({ uid: z.string().max(254), uidType: z.enum(UID_TYPES) }).strict();

export async function unsubscribe(
  identity: Pick<IdentityService, 'stopMarketing'>,
  consents: Pick<StorefrontService, 'withdrawMarketingConsents'>,
  siteId: number,
  input: { uid: string; uidType: UidType },
): Promise<'ok' | 'invalid'> {
  const parsed = (input.uidType === 'email' ? emailInput : phoneInput).safeParse(input.uid);
  if (!parsed.success) return 'invalid';
  await identity.stopMarketing(siteId, input.uidType, parsed.data);
  await consents.withdrawMarketingConsents(siteId, input.uidType === 'email' ? { email: parsed.data } : { msisdn: parsed.data });
  return 'ok';
}
