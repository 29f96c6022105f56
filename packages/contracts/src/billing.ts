import * as z from 'zod/mini';
import { errors, type CatalogedError } from './errors.ts';
import { textField } from './text-field.ts';
import { hasPostcodes, NATIONALITIES, regionRuleFor, type RegionRule } from './billing-rules.ts';

export * from './billing-rules.ts';

/*
 * The billing address and the nationality a checkout may need (commerce §2, §3, §5, §8;
 * docs/decisions/0047), in zod's mini form so that the product page's checkout can load it on
 * demand (ADR 0025). The order request carries them as plain strings (`billingAddressShape`); what
 * they must hold depends on the shop's country and is one schema, `checkoutDetailsSchema`, which
 * the checkout form and the order service both parse with. Each refused field has its catalogued
 * error: the postcode 10009, the full name 10010, the province or state 10011, any other part of
 * the address 30300.
 */

const digits = (n: number) => new RegExp(`^\\d{${n}}$`);
/**
 * Postcodes of the catalogue's countries by their postal services' forms; any other country with
 * postcodes takes `GENERIC_ZIP`. Here rather than in billing-rules.ts: only the checks need them,
 * and this module is loaded on demand.
 */
const ZIP: Record<string, RegExp> = {
  us: /^\d{5}(?:-\d{4})?$/,
  ca: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  gb: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  ie: /^[AC-FHKNPRTV-Y](?:\d{2}|6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
  nl: /^\d{4} ?[A-Z]{2}$/i,
  jp: /^\d{3}-?\d{4}$/,
  br: /^\d{5}-?\d{3}$/,
  pl: /^\d{2}-?\d{3}$/,
  pt: /^\d{4}-?\d{3}$/,
  se: /^\d{3} ?\d{2}$/,
  cz: /^\d{3} ?\d{2}$/,
  sk: /^\d{3} ?\d{2}$/,
  gr: /^\d{3} ?\d{2}$/,
  tw: /^\d{3}(?:\d{2,3})?$/,
  sg: digits(6),
  in: digits(6),
  vn: digits(6),
  ru: digits(6),
  kz: digits(6),
  ro: digits(6),
  mn: digits(5),
  ph: digits(4),
  au: digits(4),
  nz: digits(4),
  za: digits(4),
  dk: digits(4),
  no: digits(4),
  ch: digits(4),
  at: digits(4),
  be: digits(4),
  hu: digits(4),
  bd: digits(4),
  my: digits(5),
  id: digits(5),
  th: digits(5),
  kh: digits(5),
  la: digits(5),
  mm: digits(5),
  np: digits(5),
  lk: digits(5),
  pk: digits(5),
  de: digits(5),
  fr: digits(5),
  it: digits(5),
  es: digits(5),
  fi: digits(5),
  tr: digits(5),
  mx: digits(5),
  ma: digits(5),
  eg: digits(5),
  sa: digits(5),
  kr: digits(5),
  iq: digits(5),
  kw: digits(5),
  ec: digits(6),
  co: digits(6),
  cl: digits(7),
  ar: /^(?:[A-Z]\d{4}[A-Z]{3}|\d{4})$/i,
  pe: digits(5),
  uy: digits(5),
  py: digits(4),
  bh: /^\d{3,4}$/,
};
/** 2 to 10 letters or digits, spaces and dashes inside: the forms of the world's postcodes not listed. */
const GENERIC_ZIP = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])$/;

export type BillingRule = {
  /** The postcode's form in the country; null where the country has no postcodes (the field is then optional). */
  zip: RegExp | null;
  /** Where the state or province is required and chosen from a list; null where both are free and optional. */
  region: RegionRule | null;
};

/** What a billing address must hold in a shop country (docs/decisions/0047). */
export function billingRuleFor(countryCode: string): BillingRule {
  const zip = hasPostcodes(countryCode) ? (ZIP[countryCode] ?? GENERIC_ZIP) : null;
  return { zip, region: regionRuleFor(countryCode) };
}

/**
 * A full name as a card's holder writes it: letters of any script with their marks, spaces,
 * apostrophes, hyphens, dots and commas between them, at least two letters, no digits.
 */
const FULL_NAME = /^(?=(?:.*\p{L}){2})[\p{L}\p{M}](?:[\p{L}\p{M} '’.,-]*[\p{L}\p{M}.])?$/u;
/** A line of an address or a city: something a post office can read, not only punctuation. */
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A field the country does not use: absent or blank. */
const unused = z.optional(z.string().check(z.trim(), z.maxLength(0)));

/** A required state or province of the country's list, by its code (any case). */
function regionOf(rule: RegionRule) {
  const codes = new Set(rule.regions.map(([code]) => code));
  return z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1),
    z.refine((code) => codes.has(code), { params: { code: 'region' } }),
  );
}

/**
 * The billing address of a country (commerce §3): every field of the spec, address line 2 optional,
 * the state or province the country's own where it has a list, the postcode in the country's form.
 */
export function billingAddressIn(countryCode: string) {
  const rule = billingRuleFor(countryCode);
  const freeRegion = z.optional(textField(100));
  return z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120), z.regex(FULL_NAME)),
    line1: textField(200, 1).check(z.regex(HAS_LETTER_OR_DIGIT)),
    line2: z.optional(textField(200)),
    city: textField(100, 1).check(z.regex(HAS_LETTER_OR_DIGIT)),
    state: rule.region?.field === 'state' ? regionOf(rule.region) : rule.region ? unused : freeRegion,
    zipCode: rule.zip
      ? z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(16), z.regex(rule.zip))
      : z.optional(textField(16)),
    province: rule.region?.field === 'province' ? regionOf(rule.region) : rule.region ? unused : freeRegion,
  });
}

/**
 * The request's billing address as it travels: text fields, bounded. What they must hold is the
 * country's (`billingAddressIn`), checked by the order service with its catalogued errors.
 */
export const billingAddressShape = z.strictObject({
  name: z.optional(z.string().check(z.maxLength(300))),
  line1: z.optional(z.string().check(z.maxLength(300))),
  line2: z.optional(z.string().check(z.maxLength(300))),
  city: z.optional(z.string().check(z.maxLength(300))),
  state: z.optional(z.string().check(z.maxLength(300))),
  zipCode: z.optional(z.string().check(z.maxLength(300))),
  province: z.optional(z.string().check(z.maxLength(300))),
});

/** Commerce §3 billing address, as checked for its country (the postcode absent only where the country has none). */
export type BillingAddress = {
  name: string;
  line1: string;
  line2?: string | undefined;
  city: string;
  state?: string | undefined;
  zipCode?: string | undefined;
  province?: string | undefined;
};
export type BillingField = keyof z.infer<typeof billingAddressShape>;
export const BILLING_FIELDS: readonly BillingField[] = ['name', 'line1', 'line2', 'city', 'state', 'zipCode', 'province'];

/** The catalogued error of a refused billing field (commerce §8): 10009 postcode, 10010 name, 10011 province or state, 30300 the rest. */
export function billingFieldError(field: string): CatalogedError {
  switch (field) {
    case 'zipCode':
      return errors.invalidZip;
    case 'name':
      return errors.invalidFullName;
    case 'state':
    case 'province':
      return errors.invalidProvince;
    default:
      return errors.invalidBillingAddress;
  }
}

/** A nationality as the request carries it: a short string, checked against the list by `checkoutDetailsSchema`. */
export const nationalityShape = z.string().check(z.maxLength(8));

const nationalities = new Set(NATIONALITIES);

const nationality = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.minLength(1),
  z.refine((code) => nationalities.has(code), { params: { code: 'nationality' } }),
);

/** What an order's country, product and channel ask of the shopper besides the order itself. */
export type DetailsNeeded = { countryCode: string; billingAddress: boolean; nationality: boolean };

/**
 * The one schema of a checkout's billing address and nationality (docs/decisions/0047): the
 * product page's form and the order service both parse with it. A detail that is not needed is
 * not part of it: the caller leaves it out.
 */
export function checkoutDetailsSchema(needed: DetailsNeeded) {
  return z.object({
    ...(needed.billingAddress ? { billingAddress: billingAddressIn(needed.countryCode) } : {}),
    ...(needed.nationality ? { nationality } : {}),
  });
}

/** One refused detail: its path (`billingAddress.zipCode`, `nationality`), zod's code, whether it was blank, and its catalogued error. */
export type DetailProblem = { path: string; field: string; code: string; blank: boolean; error: CatalogedError };

/** Every refused detail, each field once (its first problem), in the order of the page. */
export function checkoutDetailProblems(
  needed: DetailsNeeded,
  details: { billingAddress?: Record<string, string | undefined> | undefined; nationality?: string | undefined },
): { ok: true; billingAddress: BillingAddress | null; nationality: string | null } | { ok: false; problems: DetailProblem[] } {
  const candidate = {
    ...(needed.billingAddress ? { billingAddress: details.billingAddress } : {}),
    ...(needed.nationality ? { nationality: details.nationality } : {}),
  };
  const parsed = checkoutDetailsSchema(needed).safeParse(candidate);
  if (parsed.success) {
    const data = parsed.data as { billingAddress?: BillingAddress; nationality?: string };
    // Blank optional fields are left out of what is kept, as the form leaves them out.
    const billingAddress = data.billingAddress
      ? (Object.fromEntries(Object.entries(data.billingAddress).filter(([, v]) => v !== undefined && v !== '')) as BillingAddress)
      : null;
    return { ok: true, billingAddress, nationality: data.nationality ?? null };
  }
  const problems: DetailProblem[] = [];
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const [head, sub] = issue.path;
    // The address missing altogether is blamed on its first field.
    const field = head === 'billingAddress' ? (typeof sub === 'string' ? sub : 'name') : 'nationality';
    const path = head === 'billingAddress' ? `billingAddress.${field}` : 'nationality';
    if (seen.has(path)) continue;
    seen.add(path);
    const given = head === 'billingAddress' ? details.billingAddress?.[field] : details.nationality;
    const blank = given === undefined || given.trim() === '';
    const code = issue.code === 'custom' ? String((issue as { params?: { code?: unknown } }).params?.code ?? 'custom') : issue.code;
    problems.push({
      path,
      field,
      code: blank ? 'required' : code,
      blank,
      error: head === 'billingAddress' ? billingFieldError(field) : errors.invalidParameters,
    });
  }
  const order = (p: DetailProblem) => (p.path === 'nationality' ? BILLING_FIELDS.length : BILLING_FIELDS.indexOf(p.field as BillingField));
  return { ok: false, problems: problems.sort((a, b) => order(a) - order(b)) };
}
