/**
 * A denomination's name in a store language (ADR 0041): one named "{n} {credits}" (the seed's
 * default) says its credits as the language does ("86 Diamanten"); passes, vouchers and any other
 * name keep their own. Zod-free: the product page, the history and the receipts share it.
 */
export function denominationNameIn(
  denomination: { name: string; creditAmount: number },
  credits: { english: string; local: string | null },
): string {
  const plain = denomination.name === `${denomination.creditAmount} ${credits.english}`;
  return plain && credits.local ? `${denomination.creditAmount} ${credits.local}` : denomination.name;
}
