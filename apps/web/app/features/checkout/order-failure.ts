import type { ApiFailure } from '../../lib/api.ts';
import type { BillingFieldName, FieldName, PlayerFieldName } from './form-model.ts';

/** Server-blamed fields (`data.fields[].path` of a catalogued error) → the form field that shows the message. */
const serverFieldMap: Record<string, FieldName> = {
  userId: 'userId',
  zoneId: 'zoneId',
  characterName: 'characterName',
  denominationId: 'denomination',
  paymentChannelId: 'paymentChannel',
  billingAddress: 'billing.name',
  nationality: 'nationality',
  email: 'contact',
  mobile: 'contact',
  acceptedTerms: 'termsAndCondition',
};

/**
 * The field a failed order call belongs to, or null for one that belongs to none (shown in the
 * confirmation modal): the field the server named, else the field of a catalogued error that
 * concerns one field even when the server names none (commerce §8).
 */
export function fieldOfFailure(failure: Pick<ApiFailure, 'fields' | 'resultCode'>): FieldName | null {
  for (const { path } of failure.fields) {
    const [head, sub] = path.split('.');
    if (head === 'billingAddress' && sub) return `billing.${sub}` as BillingFieldName;
    const field = serverFieldMap[head!];
    if (field) return field;
  }
  switch (failure.resultCode) {
    case 12:
    case -100:
    case 10:
    case -102:
    case -200:
    case -222:
      return 'userId';
    // The publisher refused a character of the name (docs/decisions/0044).
    case -1061:
      return 'characterName';
    case 237:
    case -101:
    // The purchase rules (ADR 0036): the amount chosen is what this player cannot order now.
    case 630:
    case 633:
    case 655:
    case 656:
    case 1503:
    case 1512:
    case 1515:
    case 5034:
    case 5152:
      return 'denomination';
    case 238:
      return 'paymentChannel';
    case 232:
      return 'contact';
    // The billing address (docs/decisions/0047): the server names the field; these are its fallbacks.
    case 10009:
      return 'billing.zipCode';
    case 10010:
    case 30300:
      return 'billing.name';
    case 10011:
      return 'billing.state';
    default:
      return null;
  }
}

/** The player field a refused player check belongs to: the one the failure names, else the player's id. */
export function playerFieldOfFailure(failure: Pick<ApiFailure, 'fields' | 'resultCode'>): PlayerFieldName {
  const field = fieldOfFailure(failure);
  return field === 'zoneId' || field === 'characterName' ? field : 'userId';
}
