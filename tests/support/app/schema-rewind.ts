import type { Migration } from '../../../live/sql-migrations.ts';

/**
 * For the tests of a schema step: an object as an older deploy left it, at `version`. The tables every
 * later step created are dropped (newest first, so nothing is left pointing at a dropped table) and their
 * steps forgotten, so a test names only the version it goes back to, however many steps come after it.
 */
export function rewindSchema(sql: SqlStorage, migrations: readonly Migration[], version: number): void {
  for (const step of migrations.slice(version).reverse()) {
    const tables = [...step.sql.matchAll(/CREATE TABLE (\w+)/g)].map((match) => match[1]);
    for (const table of tables.reverse()) sql.exec(`DROP TABLE ${table}`);
  }
  sql.exec('DELETE FROM schema_migrations WHERE version > ?', version);
}
