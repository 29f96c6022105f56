/*
 * What a billing address and a nationality must hold, by country (docs/decisions/0047): plain
 * data without zod, so that the product page's first load can draw the form from it (which fields,
 * which list of states or provinces, which nationalities); the checks are billing.ts's schema.
 */

/** A first-level division of a country, by the code its post uses and its name there. */
export type Region = readonly [code: string, name: string];

/** Which field of commerce §3 a country's first-level division goes in, and the divisions it has. */
export type RegionRule = { field: 'state' | 'province'; regions: readonly Region[] };

export type BillingRule = {
  /** The postcode's form in the country; null where the country has no postcodes (the field is then optional). */
  zip: RegExp | null;
  /** Where the state or province is required and chosen from a list; null where both are free and optional. */
  region: RegionRule | null;
};

const US_STATES: readonly Region[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AS', 'American Samoa'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['GU', 'Guam'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['MP', 'Northern Mariana Islands'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VI', 'U.S. Virgin Islands'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const CA_PROVINCES: readonly Region[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Québec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

const digits = (n: number) => new RegExp(`^\\d{${n}}$`);
/** Postcodes of the catalogue's countries by their postal services' forms; any other country takes `GENERIC_ZIP`. */
const ZIP: Record<string, RegExp | null> = {
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
  // No postcodes: the field is optional there.
  ae: null,
  qa: null,
  hk: null,
  bo: null,
  tl: null,
};
/** 2 to 10 letters or digits, spaces and dashes inside: the forms of the world's postcodes not listed. */
const GENERIC_ZIP = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])$/;

/** What a billing address must hold in a shop country (docs/decisions/0047). */
export function billingRuleFor(countryCode: string): BillingRule {
  const zip = countryCode in ZIP ? ZIP[countryCode]! : GENERIC_ZIP;
  if (countryCode === 'us') return { zip, region: { field: 'state', regions: US_STATES } };
  if (countryCode === 'ca') return { zip, region: { field: 'province', regions: CA_PROVINCES } };
  return { zip, region: null };
}

/*
 * Nationality (commerce §2's nationality step): an ISO 3166-1 country, by its upper-case code.
 * Every assigned code but the places without a permanent population (Antarctica, Bouvet Island,
 * Heard and McDonald Islands, South Georgia, the French Southern Territories, the US Minor
 * Outlying Islands and the British Indian Ocean Territory), which nobody gives as a nationality.
 */
export const NATIONALITIES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI ' +
  'CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN ' +
  'GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR ' +
  'LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA ' +
  'PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
