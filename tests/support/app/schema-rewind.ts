import type { Migration } from '../../../live/sql-migrations.ts';

/**
 * For the tests of a schema step: an object as an older deploy left it, at `version`. The tables every
 * later step created, and the columns it added, are dropped (newest first, so nothing is left pointing at a dropped table) and their
 * steps forgotten, so a test names only the version it goes back to, however many steps come after it.
 */
export function rewindSchema(sql: SqlStorage, migrations: readonly Migration[], version: number): void {
  const exists = (table: string) => sql.exec('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?', 'table', table).toArray().length > 0;
  for (const step of migrations.slice(version).reverse()) {
    // A column a later step added to an earlier step's table goes with that step (the table may be gone already).
    for (const [, table = '', column = ''] of [...step.sql.matchAll(/ALTER TABLE (\w+) ADD COLUMN (\w+)/g)].reverse()) {
      if (exists(table)) sql.exec(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    }
    const tables = [...step.sql.matchAll(/CREATE TABLE (\w+)/g)].map((match) => match[1]);
    for (const table of tables.reverse()) sql.exec(`DROP TABLE ${table}`);
  }
  sql.exec('DELETE FROM schema_migrations WHERE version > ?', version);
}
