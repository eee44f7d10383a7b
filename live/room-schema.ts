import type { Migration } from './sql-migrations.ts';

/**
 * A quote room's own tables (live/quote-room.ts), step by step (sql-migrations.ts: append, never edit).
 *
 * room_alerts (decision 055): every armed alert on the room's symbols, as the members' stores last set
 * them (AlertRoomRpc.setAlerts), so a room evicted or restarted reloads them before its first call and
 * evaluates the next tick as before. `fired_day` is the New York day a 'daily' alert last fired (it waits
 * for the next); a 'once' alert's row goes when the store has answered its firing. The threshold is a
 * number here: the room compares it with the feed's prices, which are numbers.
 *
 * room_doze (step 2, feed-doze.ts): while the regular session is shut, the room's alert-only symbols are
 * off the feed until `until` (the room's clock: the next opening bell), and `offset_ms` is how far the
 * market's clock (the feed's quotes) ran ahead of the room's when last seen; one row or none.
 *
 * room_watchers (step 3, room-watchers.ts): each hub (its id) that wants each symbol now, so a room
 * restarted while its hubs stay delivers to them again; written on join and leave, never per tick.
 */
export const ROOM_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE room_alerts (
        member TEXT NOT NULL CHECK (length(member) BETWEEN 1 AND 100),
        alert_id INTEGER NOT NULL,
        generation INTEGER NOT NULL CHECK (generation >= 1),
        symbol TEXT NOT NULL CHECK (length(symbol) BETWEEN 1 AND 10),
        kind TEXT NOT NULL CHECK (kind IN ('above', 'below', 'change-up', 'change-down', 'high-52w', 'low-52w', 'earnings', 'ex-dividend')),
        threshold REAL,
        repeat TEXT NOT NULL CHECK (repeat IN ('once', 'daily')),
        fired_day TEXT,
        PRIMARY KEY (member, alert_id)
      ) STRICT;
    `,
  },
  {
    version: 2,
    sql: `
      CREATE TABLE room_doze (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        until INTEGER NOT NULL,
        offset_ms INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 3,
    sql: `
      CREATE TABLE room_watchers (
        symbol TEXT NOT NULL CHECK (length(symbol) BETWEEN 1 AND 32),
        hub TEXT NOT NULL CHECK (length(hub) BETWEEN 1 AND 100),
        PRIMARY KEY (symbol, hub)
      ) STRICT, WITHOUT ROWID;
    `,
  },
];
