import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './identity.ts';

/**
 * A signed-in shopper's saved player profiles (commerce §3: the last 5 validated player details
 * per product; docs/decisions/0040): written when the publisher validates a player for the
 * shopper, most recently used first, at most 5 per user and product (the service trims the rest
 * in the same transaction). A guest's stay in the browser. Gone with the account's row.
 */
export const savedPlayers = pgTable(
  'saved_players',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    playerUserId: text('player_user_id').notNull(),
    /** '' for a game without zones, so that one player is one key. */
    playerZoneId: text('player_zone_id').notNull().default(''),
    nickname: text('nickname').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.playerUserId, t.playerZoneId] }),
    index('saved_players_recent').on(t.userId, t.productId, t.usedAt.desc()),
  ],
);
