import { pageViews, type Executor } from '@store/db';

export type PageViewRow = typeof pageViews.$inferInsert;

/** The page_views table; nothing else touches it. */
export function createAnalyticsRepository(db: Executor) {
  return {
    async insertPageView(row: PageViewRow): Promise<void> {
      await db.insert(pageViews).values(row);
    },
  };
}
