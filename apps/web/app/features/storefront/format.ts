/**
 * Numbers and dates of the storefront's parts in the shop's locale with Latin digits (shell §9), and
 * dates in UTC: the server's render and the browser's must agree.
 */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).format(value);
}

export function formatAverage(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, numberingSystem: 'latn' }).format(value);
}

export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(iso));
}
