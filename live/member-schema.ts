import type { Migration } from './sql-migrations.ts';

/** How long a removed screen or account can still be put back (復原) before its rows go. */
export const RESTORE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The member store's tables (live/member-store.ts), step by step (sql-migrations.ts: append, never
 * edit). Saved screens are the first; a portfolio and price alerts add their own tables after them.
 *
 * saved_screens: one row per screen. `deleted_at` is set when the member removes one: the row stays a
 * short while so 復原 can put it back in its place, then goes (MemberStore purges it). Names are unique
 * among the screens in the list, ignoring ASCII case; the checks repeat the app's limits, so no write
 * that slipped past them can be stored.
 *
 * portfolio_accounts, portfolio_transactions: a member's accounts and what was written in them
 * (src/lib/portfolio/entries.ts). STRICT tables, and every figure a decimal as TEXT in plain digits,
 * never a REAL: a binary float cannot hold 0.1 exactly, and money must add up to the cent. A removed
 * account keeps its rows for a day (復原), like a removed screen; its transactions stay with it. The
 * checks hold each kind to the figures it needs, whatever code writes.
 *
 * portfolio_ledgers: each account's ledger as its transactions replay (src/lib/portfolio/ledger-text.ts),
 * written in the same transaction as every change to them, so a page reads one row an account instead of
 * replaying every transaction. `version` counts the writes (a cache of what the ledger gives is keyed by
 * it). An account from before this step has none until its first read or write computes it.
 *
 * alerts, alert_inbox, push_subscriptions, push_outbox (decision 055): price alerts. An alert's
 * `generation` moves on at every re-arm or edit; a firing is recorded once per key (alert id and
 * generation, and the New York day for a 'daily' alert: alert_inbox.firing_key is unique), however often a
 * restarted quote room sends it. A removed alert keeps its row a day (復原). The inbox keeps the newest 100.
 * push_outbox holds each notification's delivery to each device until it is sent, refused for good, or out
 * of tries (the object's alarm works it).
 *
 * portfolio_ledgers.summary (step 5): what the pages show of that ledger (src/lib/portfolio/ledger-summary.ts:
 * positions, each held stock's dividends, the yearly figures, the newest sales), written with it, so a
 * view reads a few kilobytes, not the whole ledger. NULL for a ledger from before this step: its first
 * read works it out from the stored ledger.
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
  {
    version: 2,
    sql: `
      CREATE TABLE portfolio_accounts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 320),
        currency TEXT NOT NULL CHECK (currency IN ('USD', 'TWD')),
        cost_method TEXT NOT NULL CHECK (cost_method IN ('average', 'fifo')),
        fee_rate_percent TEXT NOT NULL CHECK (length(fee_rate_percent) BETWEEN 1 AND 24 AND fee_rate_percent GLOB '[0-9]*' AND fee_rate_percent NOT GLOB '*[^0-9.]*'),
        fee_minimum TEXT NOT NULL CHECK (length(fee_minimum) BETWEEN 1 AND 24 AND fee_minimum GLOB '[0-9]*' AND fee_minimum NOT GLOB '*[^0-9.]*'),
        created_at INTEGER NOT NULL,
        deleted_at INTEGER
      ) STRICT;
      CREATE UNIQUE INDEX portfolio_accounts_name ON portfolio_accounts (name COLLATE NOCASE) WHERE deleted_at IS NULL;

      CREATE TABLE portfolio_transactions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        account_id INTEGER NOT NULL REFERENCES portfolio_accounts (id),
        kind TEXT NOT NULL CHECK (kind IN ('buy', 'sell', 'dividend', 'split', 'fee', 'other-fee', 'deposit', 'withdrawal')),
        date TEXT NOT NULL CHECK (date GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'),
        symbol TEXT CHECK (symbol IS NULL OR (length(symbol) BETWEEN 1 AND 10 AND symbol NOT GLOB '*[^A-Z0-9.-]*')),
        shares TEXT CHECK (shares IS NULL OR (length(shares) BETWEEN 1 AND 24 AND shares GLOB '[0-9]*' AND shares NOT GLOB '*[^0-9.]*')),
        price TEXT CHECK (price IS NULL OR (length(price) BETWEEN 1 AND 24 AND price GLOB '[0-9]*' AND price NOT GLOB '*[^0-9.]*')),
        fee TEXT CHECK (fee IS NULL OR (length(fee) BETWEEN 1 AND 24 AND fee GLOB '[0-9]*' AND fee NOT GLOB '*[^0-9.]*')),
        other_fees TEXT CHECK (other_fees IS NULL OR (length(other_fees) BETWEEN 1 AND 24 AND other_fees GLOB '[0-9]*' AND other_fees NOT GLOB '*[^0-9.]*')),
        amount TEXT CHECK (amount IS NULL OR (length(amount) BETWEEN 1 AND 24 AND amount GLOB '[0-9]*' AND amount NOT GLOB '*[^0-9.]*')),
        withheld TEXT CHECK (withheld IS NULL OR (length(withheld) BETWEEN 1 AND 24 AND withheld GLOB '[0-9]*' AND withheld NOT GLOB '*[^0-9.]*')),
        split_from TEXT CHECK (split_from IS NULL OR (length(split_from) BETWEEN 1 AND 24 AND split_from GLOB '[0-9]*' AND split_from NOT GLOB '*[^0-9.]*')),
        split_to TEXT CHECK (split_to IS NULL OR (length(split_to) BETWEEN 1 AND 24 AND split_to GLOB '[0-9]*' AND split_to NOT GLOB '*[^0-9.]*')),
        currency TEXT CHECK (currency IS NULL OR currency IN ('USD', 'TWD')),
        fx TEXT NOT NULL CHECK (length(fx) BETWEEN 1 AND 24 AND fx GLOB '[0-9]*' AND fx NOT GLOB '*[^0-9.]*'),
        note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 200),
        created_at INTEGER NOT NULL,
        CHECK (CASE
          WHEN kind IN ('buy', 'sell') THEN symbol IS NOT NULL AND shares IS NOT NULL AND price IS NOT NULL AND fee IS NOT NULL AND other_fees IS NOT NULL
          WHEN kind = 'dividend' THEN symbol IS NOT NULL AND amount IS NOT NULL AND withheld IS NOT NULL
          WHEN kind = 'split' THEN symbol IS NOT NULL AND split_from IS NOT NULL AND split_to IS NOT NULL
          WHEN kind IN ('deposit', 'withdrawal') THEN amount IS NOT NULL AND currency IS NOT NULL
          ELSE amount IS NOT NULL
        END)
      ) STRICT;
      CREATE INDEX portfolio_transactions_order ON portfolio_transactions (account_id, date, id);
    `,
  },
  {
    version: 3,
    sql: `
      CREATE TABLE portfolio_ledgers (
        account_id INTEGER PRIMARY KEY REFERENCES portfolio_accounts (id),
        version INTEGER NOT NULL CHECK (version >= 1),
        ledger TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 4,
    sql: `
      CREATE TABLE alerts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        symbol TEXT NOT NULL CHECK (length(symbol) BETWEEN 1 AND 10 AND symbol NOT GLOB '*[^A-Z0-9.-]*'),
        kind TEXT NOT NULL CHECK (kind IN ('above', 'below', 'change-up', 'change-down', 'high-52w', 'low-52w', 'earnings', 'ex-dividend')),
        threshold TEXT CHECK (threshold IS NULL OR (length(threshold) BETWEEN 1 AND 24 AND threshold GLOB '[0-9]*' AND threshold NOT GLOB '*[^0-9.]*')),
        repeat TEXT NOT NULL CHECK (repeat IN ('once', 'daily')),
        state TEXT NOT NULL CHECK (state IN ('armed', 'fired', 'paused')),
        generation INTEGER NOT NULL DEFAULT 1 CHECK (generation >= 1),
        created_at INTEGER NOT NULL,
        fired_at INTEGER,
        fired_price TEXT,
        fired_day TEXT,
        deleted_at INTEGER,
        CHECK ((kind IN ('earnings', 'ex-dividend')) = (threshold IS NULL))
      ) STRICT;
      CREATE INDEX alerts_symbol ON alerts (symbol) WHERE deleted_at IS NULL;

      CREATE TABLE alert_inbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        alert_id INTEGER NOT NULL,
        firing_key TEXT NOT NULL UNIQUE CHECK (length(firing_key) <= 100),
        symbol TEXT NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        url TEXT NOT NULL,
        fired_at INTEGER NOT NULL,
        delivery TEXT NOT NULL CHECK (delivery IN ('pending', 'delivered', 'failed', 'no-device'))
      ) STRICT;

      CREATE TABLE push_subscriptions (
        endpoint TEXT PRIMARY KEY CHECK (length(endpoint) BETWEEN 1 AND 1000),
        p256dh TEXT NOT NULL CHECK (length(p256dh) BETWEEN 1 AND 200),
        auth TEXT NOT NULL CHECK (length(auth) BETWEEN 1 AND 100),
        user_agent TEXT NOT NULL DEFAULT '' CHECK (length(user_agent) <= 300),
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE push_outbox (
        inbox_id INTEGER NOT NULL,
        endpoint TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_at INTEGER NOT NULL,
        last_status INTEGER,
        PRIMARY KEY (inbox_id, endpoint)
      ) STRICT;
      CREATE INDEX push_outbox_due ON push_outbox (next_at);
    `,
  },
  {
    version: 5,
    sql: `
      ALTER TABLE portfolio_ledgers ADD COLUMN summary TEXT;
    `,
  },
];
