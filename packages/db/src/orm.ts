// The one drizzle-orm copy every workspace uses, so operators and tables always match.
export * from 'drizzle-orm';

import { sql } from 'drizzle-orm';

/** The database's clock plus `ms` (negative: ago): every node compares against the same clock. */
export const msFromNow = (ms: number) => sql`now() + ${Math.round(ms)}::bigint * interval '1 millisecond'`;
