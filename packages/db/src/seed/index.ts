import type { Db } from '../client.ts';

/** Seeds the demo catalogue idempotently (filled in by the catalogue work). */
export async function seedDemoCatalogue(_db: Db): Promise<void> {}
