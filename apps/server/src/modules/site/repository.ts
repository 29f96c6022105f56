import { asc } from '@store/db/orm';
import { sites, type Executor } from '@store/db';

export type SiteRow = typeof sites.$inferSelect;

/** SQL of the sites table; nothing else reads it. */
export function createSiteRepository(db: Executor) {
  return {
    /** Every site: a few hundred rows at most, read whole and kept in memory by the service. */
    listSites(): Promise<SiteRow[]> {
      return db.select().from(sites).orderBy(asc(sites.id));
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
