import type { WebKey } from './i18n.ts';

/**
 * Shell §1's region groups, in the order a shopper scans them, with their translation keys (the
 * `international` catalogue). A group the list does not know sorts last under its own name.
 */
export const REGION_GROUPS: ReadonlyArray<readonly [group: string, key: WebKey]> = [
  ['Southeast Asia', 'international.regions.southeastAsia'],
  ['South Asia', 'international.regions.southAsia'],
  ['East Asia', 'international.regions.eastAsia'],
  ['Oceania', 'international.regions.oceania'],
  ['Middle East', 'international.regions.middleEast'],
  ['Africa', 'international.regions.africa'],
  ['Europe', 'international.regions.europe'],
  ['Central Asia', 'international.regions.centralAsia'],
  ['Americas', 'international.regions.americas'],
];

const order = REGION_GROUPS.map(([group]) => group);
const keys = new Map(REGION_GROUPS);

/** The translation key of a group's name, if it is one of shell §1's. */
export function regionKey(group: string): WebKey | undefined {
  return keys.get(group);
}

/**
 * Items grouped by region, groups in REGION_GROUPS order, items by `name` in the page's
 * language (`locale`).
 */
export function groupByRegion<T extends { group: string; name: string }>(
  items: readonly T[],
  locale: string,
): Array<{ group: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  const rank = (group: string) => {
    const index = order.indexOf(group);
    return index === -1 ? order.length : index;
  };
  const collator = new Intl.Collator(locale);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([group, list]) => ({ group, items: list.sort((a, b) => collator.compare(a.name, b.name)) }));
}

/**
 * Country names in the page's language ("مصر"), falling back to the given name. English pages use
 * the catalogue's English names ("Hong Kong", not CLDR's "Hong Kong SAR China").
 */
export function countryNamer(locale: string): (code: string, fallback: string) => string {
  if (/^en(?:-|$)/i.test(locale)) return (_code, fallback) => fallback;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return (code, fallback) => {
    const name = names?.of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : fallback;
  };
}
