import type { Migration } from './sql-migrations.ts';

/**
 * The member store's tables (live/member-store.ts), step by step (sql-migrations.ts: append, never
 * edit). Saved screens are the first; a portfolio and price alerts add their own tables after them.
 *
 * saved_screens: one row per screen. `deleted_at` is set when the member removes one: the row stays a
 * short while so 復原 can put it back in its place, then goes (MemberStore purges it). Names are unique
 * among the screens in the list, ignoring ASCII case; the checks repeat the app's limits, so no write
 * that slipped past them can be stored.
 */
export const MEMBER_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE saved_screens (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 320),
        query TEXT NOT NULL CHECK (length(query) <= 2000),
        saved_at INTEGER NOT NULL,
        deleted_at INTEGER
      );
      CREATE UNIQUE INDEX saved_screens_name ON saved_screens (name COLLATE NOCASE) WHERE deleted_at IS NULL;
      CREATE INDEX saved_screens_order ON saved_screens (deleted_at, saved_at);
    `,
  },
];
