/*
 * What a billing address and a nationality must hold, by country (docs/decisions/0047): plain
 * data without zod, so that the product page's first load can draw the form from it (which fields,
 * which list of states or provinces, which nationalities); the checks are billing.ts's schema.
 */

/** A first-level division of a country, by the code its post uses and its name there. */
export type Region = readonly [code: string, name: string];

/** Which field of commerce §3 a country's first-level division goes in, and the divisions it has. */
export type RegionRule = { field: 'state' | 'province'; regions: readonly Region[] };

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

/** The countries without postcodes: the field is optional there. */
const NO_POSTCODES = new Set(['ae', 'qa', 'hk', 'bo', 'tl']);

/** Whether a country's addresses have postcodes (the form then requires one). */
export function hasPostcodes(countryCode: string): boolean {
  return !NO_POSTCODES.has(countryCode);
}

/** Where a country's state or province is required and chosen from its list; null where it is free and optional. */
export function regionRuleFor(countryCode: string): RegionRule | null {
  if (countryCode === 'us') return { field: 'state', regions: US_STATES };
  if (countryCode === 'ca') return { field: 'province', regions: CA_PROVINCES };
  return null;
}

// Nationality: its own module, which the product page's form imports without these rules.
export { NATIONALITIES } from './nationalities.ts';
