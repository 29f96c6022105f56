/**
 * Numbers and dates of the storefront's parts in the shop's locale with Latin digits (shell §9), and
 * dates in UTC: the server's render and the browser's must agree. Each formatter is made once per
 * locale: making one costs far more than using it, and the review widget formats every review.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function once<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let formatter = made.get(key) as F | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

export function formatCount(value: number, locale: string): string {
  return once(`count ${locale}`, () => new Intl.NumberFormat(locale, { numberingSystem: 'latn' })).format(value);
}

export function formatAverage(value: number, locale: string): string {
  return once(
    `average ${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, numberingSystem: 'latn' }),
  ).format(value);
}

export function formatDay(iso: string, locale: string): string {
  return once(
    `day ${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC', numberingSystem: 'latn' }),
  ).format(new Date(iso));
}
