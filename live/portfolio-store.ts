import { formatInteger } from '../src/lib/format/numbers.ts';
import { checkEntry, type EntryFields, toLedgerTransaction, todayInTaipei } from '../src/lib/portfolio/entries.ts';
import { type Replayed, replayAccount } from '../src/lib/portfolio/ledger.ts';
import {
  ACCOUNT_LIMIT,
  type AccountFields,
  type AccountOutcome,
  type AccountRemovedOutcome,
  type EntryOutcome,
  type ImportOutcome,
  type PortfolioRpc,
  type Problem,
  type Refused,
  type RemovedOutcome,
  ledgerAccount,
  type StoredAccount,
  type StoredAccountLedger,
  type StoredEntry,
  TRANSACTION_LIMIT,
  type TransactionsPage,
  PAGE_LIMIT,
} from '../src/lib/portfolio/store-rpc.ts';
import { checkAccountFields, checkAccountName } from '../src/lib/member/portfolio-accounts.ts';
import { RESTORE_WINDOW_MS } from './member-schema.ts';
import { type AccountRow, accountOf, COLUMNS, type EntryRow, entryOf, valuesOf } from './portfolio-rows.ts';
import { storedLedger, storeLedger, type StoredLedgerColumns } from './portfolio-summaries.ts';

const isId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
const refused = (problems: Problem[]): Refused => ({ status: 'refused', problems });

/** Thrown inside a transaction to roll it back and answer the reader (not a failure: a refusal). */
class Refusal extends Error {
  constructor(readonly outcome: Refused) {
    super('refused');
  }
}

/**
 * The portfolio's tables in the member's object (member-schema.ts, steps 2 and 3). Each write is one
 * transactionSync that ends by replaying the account with the ledger: a write that would leave the
 * account selling shares it did not hold is rolled back and answered with the ledger's own words, so
 * what is stored always replays; what the replay gives is stored in the same transaction
 * (portfolio_ledgers), so the pages read it instead of replaying every transaction on every view. The object runs one call at a time, so two tabs adding at once are two
 * whole writes, and a write that fails half-way leaves nothing of itself.
 */
export class PortfolioStore implements Omit<PortfolioRpc, 'portfolioPerformance'> {
  private readonly sql: SqlStorage;

  constructor(private readonly storage: DurableObjectStorage) {
    this.sql = storage.sql;
  }

  async listAccounts(): Promise<StoredAccount[]> {
    return this.sql.exec<AccountRow>('SELECT * FROM portfolio_accounts WHERE deleted_at IS NULL ORDER BY id').toArray().map(accountOf);
  }

  async listAccountLedgers(): Promise<StoredAccountLedger[]> {
    const rows = this.sql
      .exec<AccountRow & StoredLedgerColumns & { transactions: number; first_date: string | null }>(
        `SELECT a.*, l.ledger, l.version, l.summary, (SELECT count(*) FROM portfolio_transactions t WHERE t.account_id = a.id) AS transactions,
           (SELECT min(date) FROM portfolio_transactions t WHERE t.account_id = a.id) AS first_date
         FROM portfolio_accounts a LEFT JOIN portfolio_ledgers l ON l.account_id = a.id WHERE a.deleted_at IS NULL ORDER BY a.id`,
      )
      .toArray();
    return rows.map((row) => {
      // An account from before the ledgers (or their summaries) were stored gets its own on its first read.
      const stored = storedLedger(this.sql, row) ?? this.storage.transactionSync(() => storeLedger(this.sql, row, this.replayed(row)));
      return { account: accountOf(row), ...stored, transactions: row.transactions, firstDate: row.first_date };
    });
  }

  async createAccount(raw: AccountFields): Promise<AccountOutcome> {
    const checked = checkAccountFields(raw);
    if (!checked.ok) return refused(checked.problems);
    const fields = checked.fields;
    return this.write((now) => {
      if (this.liveAccountByName(fields.name)) throw new Refusal(refused([{ field: 'name', message: `已有名為「${fields.name}」的帳戶` }]));
      if (this.count('portfolio_accounts', 'deleted_at IS NULL') >= ACCOUNT_LIMIT) throw new Refusal(refused([{ field: '', message: `最多 ${ACCOUNT_LIMIT} 個帳戶` }]));
      const row = this.sql
        .exec<AccountRow>(
          'INSERT INTO portfolio_accounts (name, currency, cost_method, fee_rate_percent, fee_minimum, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
          fields.name,
          fields.currency,
          fields.costMethod,
          fields.feeRatePercent,
          fields.feeMinimum,
          now,
        )
        .one();
      storeLedger(this.sql, row, this.replayed(row));
      return { status: 'saved', account: accountOf(row) };
    });
  }

  async renameAccount(id: number, rawName: string): Promise<AccountOutcome> {
    const name = checkAccountName(rawName);
    if (!name.ok) return refused([name.problem]);
    if (!isId(id)) return { status: 'not-found' };
    return this.write(() => {
      if (!this.liveAccount(id)) return { status: 'not-found' };
      const same = this.liveAccountByName(name.name);
      if (same && same.id !== id) throw new Refusal(refused([{ field: 'name', message: `已有名為「${name.name}」的帳戶` }]));
      return { status: 'saved', account: accountOf(this.sql.exec<AccountRow>('UPDATE portfolio_accounts SET name = ? WHERE id = ? RETURNING *', name.name, id).one()) };
    });
  }

  async removeAccount(id: number): Promise<AccountRemovedOutcome> {
    if (!isId(id)) return { status: 'not-found' };
    return this.write((now) => {
      const row = this.sql.exec<AccountRow>('UPDATE portfolio_accounts SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL RETURNING *', now, id).toArray()[0];
      return row ? { status: 'removed', account: accountOf(row) } : { status: 'not-found' };
    });
  }

  async restoreAccount(id: number): Promise<AccountOutcome> {
    if (!isId(id)) return { status: 'not-found' };
    return this.write(() => {
      const removed = this.sql.exec<AccountRow>('SELECT * FROM portfolio_accounts WHERE id = ? AND deleted_at IS NOT NULL', id).toArray()[0];
      if (!removed) return { status: 'not-found' };
      if (this.liveAccountByName(removed.name)) throw new Refusal(refused([{ field: 'name', message: `已有名為「${removed.name}」的帳戶：請先改名` }]));
      if (this.count('portfolio_accounts', 'deleted_at IS NULL') >= ACCOUNT_LIMIT) throw new Refusal(refused([{ field: '', message: `最多 ${ACCOUNT_LIMIT} 個帳戶` }]));
      this.checkTransactionLimit(this.count('portfolio_transactions', 'account_id = ?', id));
      return { status: 'saved', account: accountOf(this.sql.exec<AccountRow>('UPDATE portfolio_accounts SET deleted_at = NULL WHERE id = ? RETURNING *', id).one()) };
    });
  }

  async listTransactions(accountId: number): Promise<StoredEntry[]> {
    if (!isId(accountId) || !this.liveAccount(accountId)) return [];
    return this.entriesOf(accountId).map(entryOf);
  }

  async listTransactionsPage(accountId: number, offset: number, limit: number): Promise<TransactionsPage> {
    const fits = Number.isSafeInteger(offset) && offset >= 0 && Number.isSafeInteger(limit) && limit >= 1 && limit <= PAGE_LIMIT;
    if (!fits || !isId(accountId) || !this.liveAccount(accountId)) return { total: 0, entries: [] };
    const rows = this.sql.exec<EntryRow>('SELECT * FROM portfolio_transactions WHERE account_id = ? ORDER BY date DESC, id DESC LIMIT ? OFFSET ?', accountId, limit, offset).toArray();
    return { total: this.count('portfolio_transactions', 'account_id = ?', accountId), entries: rows.map(entryOf) };
  }

  async addTransaction(accountId: number, raw: EntryFields): Promise<EntryOutcome> {
    return this.insert(accountId, [raw], (rows) => ({ status: 'saved', entry: entryOf(rows[0]!) }));
  }

  async editTransaction(id: number, raw: EntryFields, accountId?: number): Promise<EntryOutcome> {
    if (!isId(id) || (accountId !== undefined && !isId(accountId))) return { status: 'not-found' };
    const checked = checkEntry(raw, todayInTaipei(Date.now()));
    if (!checked.ok) return refused(checked.problems);
    return this.write(() => {
      const row = this.sql.exec<EntryRow>('SELECT t.* FROM portfolio_transactions t JOIN portfolio_accounts a ON a.id = t.account_id WHERE t.id = ? AND a.deleted_at IS NULL', id).toArray()[0];
      const to = accountId ?? row?.account_id;
      if (!row || to === undefined || (to !== row.account_id && !this.liveAccount(to))) return { status: 'not-found' };
      const assignments = COLUMNS.map(([, column]) => `${column} = ?`).join(', ');
      const updated = this.sql.exec<EntryRow>(`UPDATE portfolio_transactions SET account_id = ?, ${assignments} WHERE id = ? RETURNING *`, to, ...valuesOf(checked.entry), id).one();
      // Moved (it keeps its id, so its place among the day's): both accounts must replay, or nothing is kept.
      this.replay(row.account_id, new Map(), to !== row.account_id);
      if (to !== row.account_id) this.replay(to, new Map(), true);
      return { status: 'saved', entry: entryOf(updated) };
    });
  }

  async removeTransaction(id: number): Promise<RemovedOutcome> {
    if (!isId(id)) return { status: 'not-found' };
    return this.write(() => {
      const row = this.sql
        .exec<EntryRow>('DELETE FROM portfolio_transactions WHERE id = ? AND account_id IN (SELECT id FROM portfolio_accounts WHERE deleted_at IS NULL) RETURNING *', id)
        .toArray()[0];
      if (!row) return { status: 'not-found' };
      this.replay(row.account_id, new Map());
      return { status: 'removed' };
    });
  }

  async importTransactions(accountId: number, raws: EntryFields[]): Promise<ImportOutcome> {
    return this.insert(accountId, raws, (rows) => ({ status: 'imported', count: rows.length }));
  }

  async restoreTransaction(accountId: number, id: number, raw: EntryFields): Promise<EntryOutcome> {
    return this.insert(accountId, [raw], (rows) => ({ status: 'saved', entry: entryOf(rows[0]!) }), isId(id) ? id : undefined);
  }

  /**
   * Checks every entry (naming each problem with its index), then adds them all in one write, or none.
   * `keepId` (復原) is written again under the id it had, when that id was given out once and is free.
   */
  private async insert<T>(accountId: number, raws: unknown, answer: (rows: EntryRow[]) => T, keepId?: number): Promise<T | Exclude<ImportOutcome, { status: 'imported' }>> {
    if (!isId(accountId)) return { status: 'not-found' };
    if (!Array.isArray(raws) || raws.length > TRANSACTION_LIMIT) return refused([{ field: '', message: `一次最多 ${formatInteger(TRANSACTION_LIMIT)} 筆交易` }]);
    const today = todayInTaipei(Date.now());
    const problems: Problem[] = [];
    const entries: EntryFields[] = [];
    raws.forEach((raw: unknown, index) => {
      const checked = checkEntry(raw, today);
      if (checked.ok) entries.push(checked.entry);
      else problems.push(...checked.problems.map((problem) => ({ ...problem, index })));
    });
    if (problems.length > 0) return refused(problems);
    return this.write((now) => {
      if (!this.liveAccount(accountId)) return { status: 'not-found' };
      this.checkTransactionLimit(entries.length);
      // A kept id must be one given out before (never past the sequence) and free; otherwise the next one.
      const kept = keepId !== undefined && this.wasGivenOut(keepId) ? [keepId] : [];
      const insert = `INSERT INTO portfolio_transactions (${kept.length > 0 ? 'id, ' : ''}account_id, ${COLUMNS.map(([, column]) => column).join(', ')}, created_at)
        VALUES (${kept.map(() => '?, ').join('')}?, ${COLUMNS.map(() => '?').join(', ')}, ?) RETURNING *`;
      const rows = entries.map((entry) => this.sql.exec<EntryRow>(insert, ...kept, accountId, ...valuesOf(entry), now).one());
      this.replay(accountId, new Map(rows.map((row, index) => [String(row.id), index])));
      return answer(rows);
    });
  }

  /**
   * Replays the account as it now stands and stores the ledger it gives; a refusal (with the ledger's
   * words) rolls the write back, the ledger stored before with it.
   */
  private replay(accountId: number, indexOfId: ReadonlyMap<string, number>, named = false): void {
    const account = this.sql.exec<AccountRow>('SELECT * FROM portfolio_accounts WHERE id = ?', accountId).one();
    const replayed = this.replayed(account);
    if (!replayed.ok)
      throw new Refusal(
        refused(
          replayed.errors.map((error): Problem => {
            const index = indexOfId.get(error.transactionId);
            return { field: '', message: named ? `「${account.name}」：${error.message}` : error.message, ...(index === undefined ? {} : { index }) };
          }),
        ),
      );
    storeLedger(this.sql, account, replayed);
  }

  private replayed(account: AccountRow): Replayed {
    const transactions = this.entriesOf(account.id).map((row) => toLedgerTransaction(String(row.id), String(account.id), entryOf(row)));
    return replayAccount(ledgerAccount(accountOf(account)), transactions);
  }

  /** Refuses a write that would take the member past the limit (`adding` more rows than are in live accounts now). */
  private checkTransactionLimit(adding: number): void {
    const held = this.count('portfolio_transactions t JOIN portfolio_accounts a ON a.id = t.account_id', 'a.deleted_at IS NULL');
    if (held + adding > TRANSACTION_LIMIT) {
      throw new Refusal(refused([{ field: '', message: `最多記 ${formatInteger(TRANSACTION_LIMIT)} 筆交易（目前 ${formatInteger(held)} 筆）` }]));
    }
  }

  /**
   * One write in one transaction, after removed accounts past their day (with their transactions) go.
   * A refusal rolls it back and is answered; any other failure too, answered 'error' and logged.
   */
  private write<T>(change: (now: number) => T): T | Refused | { status: 'error' } {
    const now = Date.now();
    try {
      return this.storage.transactionSync(() => {
        const expired = 'SELECT id FROM portfolio_accounts WHERE deleted_at IS NOT NULL AND deleted_at < ?';
        this.sql.exec(`DELETE FROM portfolio_transactions WHERE account_id IN (${expired})`, now - RESTORE_WINDOW_MS);
        this.sql.exec(`DELETE FROM portfolio_ledgers WHERE account_id IN (${expired})`, now - RESTORE_WINDOW_MS);
        this.sql.exec(`DELETE FROM portfolio_accounts WHERE id IN (${expired})`, now - RESTORE_WINDOW_MS);
        return change(now);
      });
    } catch (err) {
      if (err instanceof Refusal) return err.outcome;
      console.error('[member-store] portfolio write failed, nothing kept', err);
      return { status: 'error' };
    }
  }

  private entriesOf(accountId: number): EntryRow[] {
    return this.sql.exec<EntryRow>('SELECT * FROM portfolio_transactions WHERE account_id = ? ORDER BY date, id', accountId).toArray();
  }

  /** Whether `id` is free and was given out before (AUTOINCREMENT never gives an id twice). */
  private wasGivenOut(id: number): boolean {
    const sequence = this.sql.exec<{ seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'portfolio_transactions'").toArray()[0]?.seq ?? 0;
    return id <= sequence && this.count('portfolio_transactions', 'id = ?', id) === 0;
  }

  private liveAccount(id: number): AccountRow | undefined {
    return this.sql.exec<AccountRow>('SELECT * FROM portfolio_accounts WHERE id = ? AND deleted_at IS NULL', id).toArray()[0];
  }

  private liveAccountByName(name: string): AccountRow | undefined {
    return this.sql.exec<AccountRow>('SELECT * FROM portfolio_accounts WHERE deleted_at IS NULL AND name = ? COLLATE NOCASE', name).toArray()[0];
  }

  /** `from` and `where` are this module's own SQL; values go in `bindings`. */
  private count(from: string, where: string, ...bindings: SqlStorageValue[]): number {
    return this.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, ...bindings).one().n;
  }
}
