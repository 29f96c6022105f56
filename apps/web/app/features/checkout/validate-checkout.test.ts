import { describe, expect, it } from 'vitest';
import { singaporeRules } from './test-fixtures.ts';
import { draftFromForm } from './form-data.ts';
import { emptyDraft, firstInvalidField, type CheckoutDraft, type CheckoutRules } from './form-model.ts';
import { playerProblems, validateCheckout } from './validate-checkout.ts';

const rules = singaporeRules;

const filled: CheckoutDraft = {
  ...emptyDraft,
  userId: ' 12345671 ',
  zoneId: '2001',
  denominationId: 'den_86',
  channelId: 70201,
  email: ' shopper@example.com ',
  acceptedTerms: true,
};

const errorsOf = (draft: CheckoutDraft, with_: Partial<CheckoutRules> = {}) => {
  const check = validateCheckout(draft, { ...rules, ...with_ });
  return check.ok ? {} : check.errors;
};

describe('validateCheckout', () => {
  it('answers every missing field at once, each with its catalogued message', () => {
    expect(errorsOf(emptyDraft)).toEqual({
      userId: { key: 'checkout.errors.userIdRequired', params: { label: 'User ID' } },
      zoneId: { key: 'checkout.errors.zoneRequired' },
      denomination: { key: 'checkout.errors.denominationRequired' },
      paymentChannel: { key: 'checkout.errors.channelRequired' },
      contact: { key: 'checkout.errors.emailRequired' },
      termsAndCondition: { key: 'checkout.errors.termsRequired' },
    });
  });

  it('asks a voucher for no player, and sends none even when the draft kept one (docs/decisions/0038)', () => {
    const voucher = { voucher: true, needsZone: false };
    expect(errorsOf({ ...emptyDraft }, voucher)).toEqual({
      denomination: { key: 'checkout.errors.denominationRequired' },
      paymentChannel: { key: 'checkout.errors.channelRequired' },
      contact: { key: 'checkout.errors.emailRequired' },
      termsAndCondition: { key: 'checkout.errors.termsRequired' },
    });
    const check = validateCheckout(filled, { ...rules, ...voucher });
    expect(check.ok).toBe(true);
    expect(check.ok && check.request).not.toHaveProperty('userId');
    expect(check.ok && check.request).not.toHaveProperty('zoneId');
  });

  it('puts the first invalid field in page order first, whatever order the checks ran in', () => {
    expect(firstInvalidField(errorsOf(emptyDraft))).toBe('userId');
    expect(firstInvalidField(errorsOf({ ...filled, channelId: null, email: '', acceptedTerms: false }))).toBe('paymentChannel');
    expect(firstInvalidField(errorsOf({ ...filled, email: 'not-an-email', acceptedTerms: false }))).toBe('contact');
  });

  it("says a player field typed too long in commerce §5's generic maximum-length message (ADR 0053)", () => {
    expect(errorsOf({ ...filled, userId: '1'.repeat(65), zoneId: '2'.repeat(17) })).toEqual({
      userId: { key: 'validation.maxLength', params: { 0: 64 } },
      zoneId: { key: 'validation.maxLength', params: { 0: 16 } },
    });
  });

  it('tells a malformed value from a missing one', () => {
    expect(errorsOf({ ...filled, userId: '12 34', zoneId: 'zone 1', email: 'not-an-email' })).toEqual({
      userId: { key: 'errors:order.invalidUserId' },
      zoneId: { key: 'errors:transaction.invalidParameters' },
      contact: { key: 'checkout.errors.emailInvalid' },
    });
    expect(errorsOf({ ...filled, userId: '   ' })).toEqual({
      userId: { key: 'checkout.errors.userIdRequired', params: { label: 'User ID' } },
    });
  });

  it('checks a mobile number against the country pattern instead of an e-mail', () => {
    expect(errorsOf({ ...filled, contactMethod: 'mobile', email: '', mobile: '' })).toEqual({
      contact: { key: 'checkout.errors.mobileRequired' },
    });
    expect(errorsOf({ ...filled, contactMethod: 'mobile', mobile: '71234567' })).toEqual({
      contact: { key: 'checkout.errors.mobileInvalid' },
    });
    const check = validateCheckout({ ...filled, contactMethod: 'mobile', mobile: '8123 4567' }, rules);
    expect(check.ok && check.request).toMatchObject({ mobile: '8123 4567' });
    expect(check.ok && 'email' in check.request).toBe(false);
  });

  it('refuses a denomination that is sold out or unknown, and a channel the country does not offer', () => {
    expect(errorsOf({ ...filled, denominationId: 'den_sold_out', channelId: 99 })).toEqual({
      denomination: { key: 'errors:transaction.denominationUnavailable' },
      paymentChannel: { key: 'errors:transaction.channelUnavailable' },
    });
  });

  it('asks for a billing address only where the channel needs one, and blames each field on its own', () => {
    expect(errorsOf({ ...filled, billing: { ...filled.billing, zipCode: '!' } })).toEqual({});
    expect(errorsOf({ ...filled, channelId: 70202, billing: { ...filled.billing, line1: '1 Main St', zipCode: '!' } })).toEqual({
      'billing.name': { key: 'checkout.errors.billingInvalid' },
      'billing.city': { key: 'checkout.errors.billingInvalid' },
      'billing.zipCode': { key: 'errors:transaction.invalidZip' },
    });
  });

  describe('billing address by the country (docs/decisions/0047)', () => {
    const us: Partial<CheckoutRules> = { countryCode: 'us', locale: 'en-US', mobilePattern: '[2-9][0-9]{9}', phoneCode: '1' };
    const address = { ...emptyDraft.billing, name: 'Ada Lovelace', line1: '1 Market Street', city: 'San Francisco', zipCode: '94105' };
    const card = { ...filled, channelId: 70202 };

    it('asks a US address for its state from the list, and a postcode of 5 or 9 digits', () => {
      expect(errorsOf({ ...card, billing: address }, us)).toEqual({ 'billing.state': { key: 'checkout.errors.billingInvalid' } });
      expect(errorsOf({ ...card, billing: { ...address, state: 'XX', zipCode: '9410' } }, us)).toEqual({
        'billing.state': { key: 'errors:transaction.invalidProvince' },
        'billing.zipCode': { key: 'errors:transaction.invalidZip' },
      });
      const ok = validateCheckout({ ...card, billing: { ...address, state: 'ca', zipCode: '94105-1234' } }, { ...rules, ...us });
      expect(ok.ok && ok.request.billingAddress).toEqual({
        ...address,
        state: 'CA',
        zipCode: '94105-1234',
        line2: undefined,
        province: undefined,
      });
    });

    it('refuses a province in a US address, and asks a Canadian one for its province (10011)', () => {
      expect(errorsOf({ ...card, billing: { ...address, state: 'CA', province: 'Ontario' } }, us)).toEqual({
        'billing.province': { key: 'errors:transaction.invalidProvince' },
      });
      const canada = { ...us, countryCode: 'ca', locale: 'en-CA' };
      const canadian = { ...address, city: 'Toronto', zipCode: 'm5v 2t6' };
      expect(errorsOf({ ...card, billing: canadian }, canada)).toEqual({ 'billing.province': { key: 'checkout.errors.billingInvalid' } });
      expect(errorsOf({ ...card, billing: { ...canadian, province: 'ZZ' } }, canada)).toEqual({
        'billing.province': { key: 'errors:transaction.invalidProvince' },
      });
      const ok = validateCheckout({ ...card, billing: { ...canadian, province: 'on' } }, { ...rules, ...canada });
      expect(ok.ok && ok.request.billingAddress).toMatchObject({ province: 'ON', zipCode: 'M5V 2T6' });
    });

    it('refuses a full name with digits or without letters (10010), and an address line of punctuation (30300)', () => {
      for (const name of ['R2D2', '...', 'A']) {
        expect(errorsOf({ ...card, billing: { ...address, name, state: 'CA' } }, us)).toEqual({
          'billing.name': { key: 'errors:transaction.invalidFullName' },
        });
      }
      for (const name of ['José Ñúñez', "Seán O'Brien-Smith", '王小明', 'محمد علي']) {
        expect(errorsOf({ ...card, billing: { ...address, name, state: 'CA' } }, us)).toEqual({});
      }
      expect(errorsOf({ ...card, billing: { ...address, line1: '#-', state: 'CA' } }, us)).toEqual({
        'billing.line1': { key: 'errors:transaction.invalidBillingAddress' },
      });
    });
  });

  describe('nationality (docs/decisions/0047)', () => {
    it('is asked where the product or the chosen channel needs it, and only there', () => {
      expect(errorsOf(filled)).toEqual({});
      expect(errorsOf(filled, { needsNationality: true })).toEqual({ nationality: { key: 'checkout.errors.nationalityRequired' } });
      expect(errorsOf({ ...filled, channelId: 70203 })).toEqual({ nationality: { key: 'checkout.errors.nationalityRequired' } });
      expect(errorsOf({ ...filled, nationality: 'XX' }, { needsNationality: true })).toEqual({
        nationality: { key: 'errors:transaction.invalidParameters' },
      });
    });

    it('is sent as its ISO code where asked, and left out elsewhere', () => {
      const asked = validateCheckout({ ...filled, nationality: 'ph' }, { ...rules, needsNationality: true });
      expect(asked.ok && asked.request.nationality).toBe('PH');
      const notAsked = validateCheckout({ ...filled, nationality: 'PH' }, rules);
      expect(notAsked.ok && 'nationality' in notAsked.request).toBe(false);
    });

    it('is read from a form sent before the scripts ran', () => {
      const form = new FormData();
      form.set('nationality', 'SG');
      form.set('billing.province', 'ON');
      expect(draftFromForm(form)).toMatchObject({ nationality: 'SG', billing: { province: 'ON' } });
    });
  });

  it('answers the order request POST /api/order takes, trimmed, without blank optional fields', () => {
    const billing = { ...filled.billing, name: ' Ada ', line1: '1 Main St', city: 'Singapore', zipCode: '018956 ' };
    // The age is the age gate's (ADR 0037): Buy now adds it to the request once the gate allows it.
    const confirmed = validateCheckout({ ...filled, channelId: 70202, billing }, rules);
    expect(confirmed).toEqual({
      ok: true,
      request: {
        countryCode: 'sg',
        productSlug: 'mobile-legends',
        denominationId: 'den_86',
        paymentChannelId: 70202,
        userId: '12345671',
        zoneId: '2001',
        email: 'shopper@example.com',
        acceptedTerms: true,
        locale: 'en-SG',
        billingAddress: { name: 'Ada', line1: '1 Main St', city: 'Singapore', zipCode: '018956' },
      },
    });
  });

  it('asks to pay with rewards only when the toggle is on (commerce §4)', () => {
    const on = validateCheckout({ ...filled, acceptedTerms: true, useRewards: true }, rules);
    expect(on.ok && on.request.useRewards).toBe(true);
    const off = validateCheckout({ ...filled, acceptedTerms: true }, rules);
    expect(off.ok && 'useRewards' in off.request).toBe(false);
  });

  it('leaves the zone out for a game without zones', () => {
    const check = validateCheckout({ ...filled, zoneId: '' }, { ...rules, needsZone: false });
    expect(check.ok && check.request.zoneId).toBeUndefined();
  });

  it('checks the player fields alone for Verify', () => {
    expect(playerProblems({ ...emptyDraft, zoneId: '2001' }, rules)).toEqual({
      userId: { key: 'checkout.errors.userIdRequired', params: { label: 'User ID' } },
    });
    expect(playerProblems({ ...emptyDraft, userId: '12345671', zoneId: '2001' }, rules)).toEqual({});
  });
});

describe('a form sent without scripts', () => {
  /** The body the browser posts for the form as the page renders it. */
  function posted(fields: Record<string, string>): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  }

  it('is read into the draft the form shows, and gets the same errors as Buy now in the browser', () => {
    const form = posted({ userId: '', zoneId: '2001', contactMethod: 'email', email: 'not-an-email' });
    const draft = draftFromForm(form);
    expect(draft).toEqual({ ...emptyDraft, zoneId: '2001', email: 'not-an-email' });
    expect(validateCheckout(draft, rules)).toEqual(validateCheckout({ ...emptyDraft, zoneId: '2001', email: 'not-an-email' }, rules));
    expect(new Set(Object.keys(errorsOf(draft)))).toEqual(
      new Set(['userId', 'denomination', 'paymentChannel', 'contact', 'termsAndCondition']),
    );
  });

  it('reads choices, checkboxes and the billing address by the names the form renders', () => {
    const draft = draftFromForm(
      posted({
        userId: '12345671',
        zoneId: '2001',
        denomination: 'den_86',
        paymentChannel: '70202',
        'billing.name': 'Ada',
        'billing.line1': '1 Main St',
        'billing.city': 'Singapore',
        'billing.zipCode': '018956',
        contactMethod: 'mobile',
        mobile: '81234567',
        acceptedTerms: 'on',
      }),
    );
    expect(validateCheckout(draft, rules).ok).toBe(true);
    expect(draft).toMatchObject({ channelId: 70202, contactMethod: 'mobile', acceptedTerms: true });
  });

  it('reads the use-rewards switch by its name, off when it is not sent', () => {
    expect(draftFromForm(posted({ useRewards: 'true' })).useRewards).toBe(true);
    expect(draftFromForm(posted({})).useRewards).toBe(false);
  });

  it('reads a channel that is not a channel id as none chosen', () => {
    expect(draftFromForm(posted({ paymentChannel: '1e3' })).channelId).toBeNull();
    expect(draftFromForm(posted({ paymentChannel: '-5' })).channelId).toBeNull();
  });
});

describe('the game-specific player inputs (docs/decisions/0044)', () => {
  const riot: Partial<CheckoutRules> = { needsZone: false, userIdLabel: 'Riot ID', playerFields: [{ kind: 'riotId' }] };
  const servers = [
    { id: 'os-asia', label: 'asia' },
    { id: 'os-euro', label: 'europe' },
  ];
  const withServer: Partial<CheckoutRules> = {
    playerFields: [{ kind: 'userId' }, { kind: 'server', servers }, { kind: 'characterName' }],
  };

  it('refuses a Riot ID not written Name#TAG with −222, and sends a good one as it is', () => {
    for (const userId of ['Faker', 'Fa#KR1', 'Faker#K', 'Faker#KR1234', 'Faker#KR 1', 'ThisNameIsTooLong17#EUW']) {
      expect(errorsOf({ ...filled, userId, zoneId: '' }, riot), userId).toEqual({ userId: { key: 'errors:order.invalidRiotId' } });
    }
    const check = validateCheckout({ ...filled, userId: 'Faker#KR1', zoneId: '' }, { ...rules, ...riot });
    expect(check.ok && check.request).toMatchObject({ userId: 'Faker#KR1' });
    expect(check.ok && check.request).not.toHaveProperty('zoneId');
  });

  it('asks for a server on the list and a character name, each on its own field', () => {
    expect(errorsOf({ ...filled, zoneId: '' }, withServer)).toEqual({
      zoneId: { key: 'checkout.errors.serverRequired' },
      characterName: { key: 'checkout.errors.characterNameRequired' },
    });
    expect(errorsOf({ ...filled, zoneId: 'os-usa', characterName: 'Hero' }, withServer)).toEqual({
      zoneId: { key: 'checkout.errors.serverRequired' },
    });
    const check = validateCheckout({ ...filled, zoneId: 'os-euro', characterName: ' Hero ' }, { ...rules, ...withServer });
    expect(check.ok && check.request).toMatchObject({ zoneId: 'os-euro', characterName: 'Hero' });
  });

  it('reads the character name of a form sent without scripts', () => {
    const form = new FormData();
    form.set('userId', '12345671');
    form.set('zoneId', 'os-asia');
    form.set('characterName', 'Hero');
    expect(draftFromForm(form)).toMatchObject({ zoneId: 'os-asia', characterName: 'Hero' });
  });
});
