// What the checkout's unit tests share: a Singapore shop selling a game with zones, with one
// channel that asks for a billing address, one that asks for the shopper's nationality, and one
// sold-out denomination.
import type { CheckoutRules } from './form-model.ts';

export const singaporeRules: CheckoutRules = {
  countryCode: 'sg',
  productSlug: 'mobile-legends',
  locale: 'en-SG',
  userIdLabel: 'User ID',
  needsZone: true,
  playerFields: [{ kind: 'userId' }, { kind: 'zone-number' }],
  voucher: false,
  mobilePattern: '[89][0-9]{7}',
  phoneCode: '65',
  denominations: [
    { id: 'den_86', available: true },
    { id: 'den_sold_out', available: false },
  ],
  channels: [
    { id: 70201, needsBillingAddress: false, needsNationality: false },
    { id: 70202, needsBillingAddress: true, needsNationality: false },
    { id: 70203, needsBillingAddress: false, needsNationality: true },
  ],
  needsNationality: false,
};
