/**
 * What a catalogued error is (commerce §8): the code the client reads, the HTTP status, the
 * translation key. Apart from the catalogue itself (`errors.ts`), so that the wallet's and rewards'
 * own catalogues, which the product page loads, do without the store's.
 */
export type CatalogedError = { resultCode: number; status: number; key: string };

/** A catalogue entry: the code the client reads, the HTTP status, the translation key. */
export function entry(resultCode: number, status: number, key: string): CatalogedError {
  return { resultCode, status, key };
}
