import { DurableObject } from 'cloudflare:workers';
import { AlertsStore } from './alerts-store.ts';
import { alertFired } from './alert-firings.ts';
import { AlertRoomsSync } from './alert-rooms-retry.ts';
import type { LiveEnv } from './env.ts';
import { MEMBER_MIGRATIONS, RESTORE_WINDOW_MS } from './member-schema.ts';
import { portfolioPerformance } from './portfolio-performance.ts';
import { PortfolioStore } from './portfolio-store.ts';
import { PushOutbox } from './push-outbox.ts';
import { PushSubscriptions } from './push-subscriptions.ts';
import { migrate } from './sql-migrations.ts';
import type { AccountFields, PortfolioRpc } from '../src/lib/portfolio/store-rpc.ts';
import type { EntryFields } from '../src/lib/portfolio/entries.ts';
import type { AlertFields, AlertFiring, AlertsRpc, FiringOutcome, PushSubscriptionFields } from '../src/lib/alerts/alert-types.ts';
import {
  checkScreenName,
  checkScreenQuery,
  type RemoveOutcome,
  type RenameOutcome,
  type RestoreOutcome,
  SAVED_SCREEN_LIMIT,
  type SavedScreen,
  type SavedScreensRpc,
  type SaveOutcome,
  type WriteFailed,
} from '../src/lib/member/saved-screens.ts';

/** How many removed screens are kept for 復原. */
const REMOVED_KEPT = SAVED_SCREEN_LIMIT;

type Row = { id: number; name: string; query: string; saved_at: number; deleted_at: number | null };

const screenOf = (row: Row): SavedScreen => ({ id: row.id, name: row.name, query: row.query, savedAt: row.saved_at });

const isId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/**
 * One member's own data (decision 052): one object per member, named by the member id of the verified
 * session (the site's src/lib/member/member-store.ts; nothing a request says picks it), with SQLite
 * storage whose schema moves forward in steps (member-schema.ts) before the first call. Only the site's
 * Worker reaches it, over RPC through its binding: this Worker's own fetch answers none of it.
 *
 * Every write is one transactionSync: its checks and its changes happen together or not at all, and an
 * object runs one call at a time, so two tabs saving at once are two whole writes, one after the
 * other (neither lost, the limit held), and a write that fails half-way leaves nothing of itself.
 */
export class MemberStore extends DurableObject<LiveEnv> implements SavedScreensRpc, PortfolioRpc, AlertsRpc {
  private readonly sql: SqlStorage;
  /** The portfolio's accounts and transactions (portfolio-store.ts): the same storage, its own tables. */
  private readonly portfolio: PortfolioStore;
  /** Price alerts and their inbox (alerts-store.ts, decision 055). */
  private readonly alerts: AlertsStore;
  /** The quote rooms told of each change to what is armed, again by the alarm if a room was away (alert-rooms-retry.ts). */
  private readonly roomsSync: AlertRoomsSync;
  /** The member's devices with push on, and the queue of pushes to them the alarm works (decision 055). */
  private readonly pushSubscriptions: PushSubscriptions;
  private readonly pushOutbox: PushOutbox;

  constructor(ctx: DurableObjectState, env: LiveEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    migrate(ctx.storage, MEMBER_MIGRATIONS);
    this.portfolio = new PortfolioStore(ctx.storage);
    this.roomsSync = new AlertRoomsSync(ctx, env);
    this.alerts = new AlertsStore(ctx.storage, (symbols) => this.roomsSync.changed(symbols));
    this.pushSubscriptions = new PushSubscriptions(ctx.storage, env, (inboxIds) => this.pushOutbox.settle(inboxIds));
    this.pushOutbox = new PushOutbox(ctx, env, (endpoint) => this.pushSubscriptions.dropInTransaction(endpoint));
  }

  /** The object's one alarm: rooms that missed a change told again, then the push queue's due rows (set by a firing, and by the queue for its retries). */
  override async alarm(): Promise<void> {
    await this.roomsSync.retry();
    await this.pushOutbox.work();
  }

  // ---- Push: the devices of this member (push-subscriptions.ts). ----
  async savePushSubscription(subscription: PushSubscriptionFields, userAgent: string) {
    return this.pushSubscriptions.save(subscription, userAgent);
  }
  async removePushSubscription(endpoint: string) {
    return this.pushSubscriptions.remove(endpoint);
  }
  async countPushSubscriptions() {
    return this.pushSubscriptions.count();
  }

  // ---- The portfolio: RPC reaches only methods of the class itself, so each one hands over. ----
  listAccounts() {
    return this.portfolio.listAccounts();
  }
  listAccountLedgers() {
    return this.portfolio.listAccountLedgers();
  }
  createAccount(fields: AccountFields) {
    return this.portfolio.createAccount(fields);
  }
  renameAccount(id: number, name: string) {
    return this.portfolio.renameAccount(id, name);
  }
  removeAccount(id: number) {
    return this.portfolio.removeAccount(id);
  }
  restoreAccount(id: number) {
    return this.portfolio.restoreAccount(id);
  }
  listTransactions(accountId: number) {
    return this.portfolio.listTransactions(accountId);
  }
  listTransactionsPage(accountId: number, offset: number, limit: number) {
    return this.portfolio.listTransactionsPage(accountId, offset, limit);
  }
  addTransaction(accountId: number, entry: EntryFields) {
    return this.portfolio.addTransaction(accountId, entry);
  }
  editTransaction(id: number, entry: EntryFields, accountId?: number) {
    return this.portfolio.editTransaction(id, entry, accountId);
  }
  removeTransaction(id: number) {
    return this.portfolio.removeTransaction(id);
  }
  restoreTransaction(accountId: number, id: number, entry: EntryFields) {
    return this.portfolio.restoreTransaction(accountId, id, entry);
  }
  importTransactions(accountId: number, entries: EntryFields[]) {
    return this.portfolio.importTransactions(accountId, entries);
  }
  async portfolioPerformance(accountIds: number[], market: string) {
    return portfolioPerformance(this.sql, accountIds, market);
  }

  // ---- Price alerts, handed over the same way. ----
  listAlerts() {
    return this.alerts.listAlerts();
  }
  createAlert(fields: AlertFields) {
    return this.alerts.createAlert(fields);
  }
  editAlert(id: number, fields: AlertFields) {
    return this.alerts.editAlert(id, fields);
  }
  pauseAlert(id: number) {
    return this.alerts.pauseAlert(id);
  }
  rearmAlert(id: number) {
    return this.alerts.rearmAlert(id);
  }
  removeAlert(id: number) {
    return this.alerts.removeAlert(id);
  }
  restoreAlert(id: number) {
    return this.alerts.restoreAlert(id);
  }
  listInbox() {
    return this.alerts.listInbox();
  }

  /** From a quote room: records the firing once and queues its push (alert-firings.ts). */
  alertFired(firing: AlertFiring): Promise<FiringOutcome> {
    return alertFired(this.ctx.storage, firing);
  }

  async listScreens(): Promise<SavedScreen[]> {
    return this.sql.exec<Row>('SELECT * FROM saved_screens WHERE deleted_at IS NULL ORDER BY saved_at DESC, id DESC').toArray().map(screenOf);
  }

  async findScreen(id: number): Promise<(SavedScreen & { removed: boolean }) | null> {
    if (!isId(id)) return null;
    const row = this.sql.exec<Row>('SELECT * FROM saved_screens WHERE id = ? AND (deleted_at IS NULL OR deleted_at >= ?)', id, Date.now() - RESTORE_WINDOW_MS).toArray()[0];
    return row ? { ...screenOf(row), removed: row.deleted_at !== null } : null;
  }

  async saveScreen(rawName: string, rawQuery: string): Promise<SaveOutcome> {
    const name = checkScreenName(rawName);
    if (!name.ok) return { status: 'invalid-name', problem: name.problem };
    const query = checkScreenQuery(rawQuery);
    if (query === null) return { status: 'invalid-query' };
    return this.write((now) => {
      const savedAt = this.nextSavedAt(now);
      const same = this.liveByName(name.name);
      if (same) {
        const row = this.sql.exec<Row>('UPDATE saved_screens SET name = ?, query = ?, saved_at = ? WHERE id = ? RETURNING *', name.name, query, savedAt, same.id).one();
        return { status: 'replaced', screen: screenOf(row) };
      }
      if (this.liveCount() >= SAVED_SCREEN_LIMIT) return { status: 'full', max: SAVED_SCREEN_LIMIT };
      const row = this.sql.exec<Row>('INSERT INTO saved_screens (name, query, saved_at) VALUES (?, ?, ?) RETURNING *', name.name, query, savedAt).one();
      return { status: 'saved', screen: screenOf(row) };
    });
  }

  async renameScreen(id: number, rawName: string): Promise<RenameOutcome> {
    const name = checkScreenName(rawName);
    if (!name.ok) return { status: 'invalid-name', problem: name.problem };
    if (!isId(id)) return { status: 'not-found' };
    return this.write(() => {
      if (!this.live(id)) return { status: 'not-found' };
      const same = this.liveByName(name.name);
      if (same && same.id !== id) return { status: 'name-taken' };
      const row = this.sql.exec<Row>('UPDATE saved_screens SET name = ? WHERE id = ? RETURNING *', name.name, id).one();
      return { status: 'renamed', screen: screenOf(row) };
    });
  }

  async removeScreen(id: number): Promise<RemoveOutcome> {
    if (!isId(id)) return { status: 'not-found' };
    return this.write((now) => {
      const row = this.sql.exec<Row>('UPDATE saved_screens SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL RETURNING *', now, id).toArray()[0];
      return row ? { status: 'removed', screen: screenOf(row) } : { status: 'not-found' };
    });
  }

  async restoreScreen(id: number): Promise<RestoreOutcome> {
    if (!isId(id)) return { status: 'not-found' };
    return this.write(() => {
      const removed = this.sql.exec<Row>('SELECT * FROM saved_screens WHERE id = ? AND deleted_at IS NOT NULL', id).toArray()[0];
      if (!removed) return { status: 'not-found' };
      if (this.liveByName(removed.name)) return { status: 'name-taken' };
      if (this.liveCount() >= SAVED_SCREEN_LIMIT) return { status: 'full', max: SAVED_SCREEN_LIMIT };
      // Its own saved_at: back in the place it had.
      const row = this.sql.exec<Row>('UPDATE saved_screens SET deleted_at = NULL WHERE id = ? RETURNING *', id).one();
      return { status: 'restored', screen: screenOf(row) };
    });
  }

  /**
   * One write, in one transaction (purgeAndChange). A
   * failure rolls all of it back and answers 'error' (logged here; the caller tells the reader to retry).
   */
  private write<T>(change: (now: number) => T): T | WriteFailed {
    const now = Date.now();
    try {
      return this.ctx.storage.transactionSync(() => this.purgeAndChange(now, change));
    } catch (err) {
      console.error('[member-store] write failed, nothing kept', err);
      return { status: 'error' };
    }
  }

  /** Removed screens past their time (or beyond the newest 20 removed) go, then `change` runs. */
  private purgeAndChange<T>(now: number, change: (now: number) => T): T {
    this.sql.exec(
      `DELETE FROM saved_screens WHERE deleted_at IS NOT NULL
         AND (deleted_at < ? OR id NOT IN (SELECT id FROM saved_screens WHERE deleted_at IS NOT NULL ORDER BY deleted_at DESC, id DESC LIMIT ?))`,
      now - RESTORE_WINDOW_MS,
      REMOVED_KEPT,
    );
    return change(now);
  }

  /** After every other screen: a Worker's clock stands still within a call, and newest first must stay a strict order. */
  private nextSavedAt(now: number): number {
    const latest = this.sql.exec<{ latest: number | null }>('SELECT max(saved_at) AS latest FROM saved_screens').one().latest ?? 0;
    return Math.max(now, latest + 1);
  }

  private live(id: number): Row | undefined {
    return this.sql.exec<Row>('SELECT * FROM saved_screens WHERE id = ? AND deleted_at IS NULL', id).toArray()[0];
  }

  private liveByName(name: string): Row | undefined {
    return this.sql.exec<Row>('SELECT * FROM saved_screens WHERE deleted_at IS NULL AND name = ? COLLATE NOCASE', name).toArray()[0];
  }

  private liveCount(): number {
    return this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM saved_screens WHERE deleted_at IS NULL').one().n;
  }
}
