/**
 * A Durable Object's SQLite schema, moved forward in numbered steps. Each step runs once, in order, in
 * the same transaction as the record that it ran: an object opened by a newer deploy brings its tables up
 * to date before its first request, and a step that fails leaves the schema as it was. Steps are never
 * edited or removed once deployed, and none goes back: a change is a new step at the end.
 */
export interface Migration {
  /** 1, 2, 3…: the schema's version once this step has run. */
  version: number;
  /** One or more SQL statements (SqlStorage.exec runs them all). */
  sql: string;
}

const LEDGER = `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)`;

/** The schema's version: the last step that ran (0 for a new object). */
export function schemaVersion(sql: SqlStorage): number {
  sql.exec(LEDGER);
  return sql.exec<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations').one().version ?? 0;
}

/**
 * Runs the steps above the stored version, all in one transaction. An object whose schema is newer
 * than this code knows (a deploy rolled back) is refused rather than written to by code that does not
 * know its tables.
 */
export function migrate(storage: Pick<DurableObjectStorage, 'sql' | 'transactionSync'>, migrations: readonly Migration[]): number {
  migrations.forEach((step, index) => {
    if (step.version !== index + 1) throw new Error(`migration ${index + 1} is numbered ${step.version}`);
  });
  return storage.transactionSync(() => {
    const current = schemaVersion(storage.sql);
    if (current > migrations.length) throw new Error(`schema version ${current} is newer than this code (${migrations.length})`);
    for (const step of migrations.slice(current)) {
      storage.sql.exec(step.sql);
      storage.sql.exec('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)', step.version, Date.now());
    }
    return migrations.length;
  });
}
