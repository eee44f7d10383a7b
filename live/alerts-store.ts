import { checkAlertShape } from '../src/lib/alerts/alert-fields.ts';
import { ALERT_LIMIT, type AlertFields, type AlertOutcome, type AlertRemovedOutcome, type AlertsRpc, type InboxEntry, INBOX_LIMIT, type StoredAlert } from '../src/lib/alerts/alert-types.ts';
import { RESTORE_WINDOW_MS } from './member-schema.ts';

type AlertRow = {
  id: number;
  symbol: string;
  kind: StoredAlert['kind'];
  threshold: string | null;
  repeat: StoredAlert['repeat'];
  state: StoredAlert['state'];
  generation: number;
  created_at: number;
  fired_at: number | null;
  fired_price: string | null;
  fired_day: string | null;
  deleted_at: number | null;
};
type InboxRow = { id: number; alert_id: number; symbol: string; title: string; body: string; url: string; fired_at: number; delivery: InboxEntry['delivery'] };

const alertOf = (row: AlertRow): StoredAlert => ({
  id: row.id,
  symbol: row.symbol,
  kind: row.kind,
  threshold: row.threshold,
  repeat: row.repeat,
  state: row.state,
  generation: row.generation,
  createdAt: row.created_at,
  firedAt: row.fired_at,
  firedPrice: row.fired_price,
  firedDay: row.fired_day,
});
const entryOf = (row: InboxRow): InboxEntry => ({
  id: row.id,
  alertId: row.alert_id,
  symbol: row.symbol,
  title: row.title,
  body: row.body,
  url: row.url,
  firedAt: row.fired_at,
  delivery: row.delivery,
});
const isId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/** The alerts' store side the site calls (the firing and push parts are other files'). */
export type AlertsCrud = Pick<AlertsRpc, 'listAlerts' | 'createAlert' | 'editAlert' | 'pauseAlert' | 'rearmAlert' | 'removeAlert' | 'restoreAlert' | 'listInbox'>;

/** Told, after a committed write, the symbols whose armed alerts it changed (the member store syncs their quote rooms). */
export type ArmedChanged = (symbols: string[]) => void | Promise<void>;

/** What a write did: its answer, and the symbols whose armed set it changed (none for a refusal). */
type Written = { outcome: AlertOutcome | AlertRemovedOutcome; changed: string[] };

/**
 * A member's price alerts and inbox in the member's object (member-schema.ts, step 4; decision 055).
 * Each write is one transactionSync (its checks and change together; the limit held however many tabs
 * write at once, since the object runs one call at a time). After a write that changed what is armed,
 * `onArmedChanged` is told the symbols, so the quote rooms that evaluate them hold the same alerts.
 * An edit or a re-arm moves the alert's generation on, so a firing of the old one never counts again.
 */
export class AlertsStore implements AlertsCrud {
  private readonly sql: SqlStorage;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly onArmedChanged: ArmedChanged,
  ) {
    this.sql = storage.sql;
  }

  async listAlerts(): Promise<StoredAlert[]> {
    return this.sql.exec<AlertRow>('SELECT * FROM alerts WHERE deleted_at IS NULL ORDER BY created_at DESC, id DESC').toArray().map(alertOf);
  }

  async listInbox(): Promise<InboxEntry[]> {
    return this.sql.exec<InboxRow>('SELECT * FROM alert_inbox ORDER BY fired_at DESC, id DESC LIMIT ?', INBOX_LIMIT).toArray().map(entryOf);
  }

  async createAlert(raw: AlertFields): Promise<AlertOutcome> {
    const checked = checkAlertShape(raw);
    if (!checked.ok) return { status: 'refused', problems: checked.problems };
    const fields = checked.fields;
    return this.write((now) => {
      if (this.liveCount() >= ALERT_LIMIT) return { outcome: { status: 'full', max: ALERT_LIMIT }, changed: [] };
      const row = this.sql
        .exec<AlertRow>(
          "INSERT INTO alerts (symbol, kind, threshold, repeat, state, created_at) VALUES (?, ?, ?, ?, 'armed', ?) RETURNING *",
          fields.symbol,
          fields.kind,
          fields.threshold,
          fields.repeat,
          this.nextCreatedAt(now),
        )
        .one();
      return { outcome: { status: 'saved', alert: alertOf(row) }, changed: [row.symbol] };
    });
  }

  async editAlert(id: number, raw: AlertFields): Promise<AlertOutcome> {
    const checked = checkAlertShape(raw);
    if (!checked.ok) return { status: 'refused', problems: checked.problems };
    if (!isId(id)) return { status: 'not-found' };
    const fields = checked.fields;
    return this.write(() => {
      const before = this.live(id);
      if (!before) return { outcome: { status: 'not-found' }, changed: [] };
      const row = this.sql
        .exec<AlertRow>(
          "UPDATE alerts SET symbol = ?, kind = ?, threshold = ?, repeat = ?, state = 'armed', generation = generation + 1, fired_at = NULL, fired_price = NULL, fired_day = NULL WHERE id = ? RETURNING *",
          fields.symbol,
          fields.kind,
          fields.threshold,
          fields.repeat,
          id,
        )
        .one();
      return { outcome: { status: 'saved', alert: alertOf(row) }, changed: [...new Set([before.symbol, row.symbol])] };
    });
  }

  async pauseAlert(id: number): Promise<AlertOutcome> {
    if (!isId(id)) return { status: 'not-found' };
    return this.write(() => {
      const before = this.live(id);
      if (!before) return { outcome: { status: 'not-found' }, changed: [] };
      const row = this.sql.exec<AlertRow>("UPDATE alerts SET state = 'paused' WHERE id = ? RETURNING *", id).one();
      return { outcome: { status: 'saved', alert: alertOf(row) }, changed: before.state === 'armed' ? [row.symbol] : [] };
    });
  }

  /** A fired or paused alert armed again, as new: its last firing is forgotten (a daily alert may fire today again). */
  async rearmAlert(id: number): Promise<AlertOutcome> {
    if (!isId(id)) return { status: 'not-found' };
    return this.write(() => {
      if (!this.live(id)) return { outcome: { status: 'not-found' }, changed: [] };
      const row = this.sql.exec<AlertRow>("UPDATE alerts SET state = 'armed', generation = generation + 1, fired_at = NULL, fired_price = NULL, fired_day = NULL WHERE id = ? RETURNING *", id).one();
      return { outcome: { status: 'saved', alert: alertOf(row) }, changed: [row.symbol] };
    });
  }

  async removeAlert(id: number): Promise<AlertRemovedOutcome> {
    if (!isId(id)) return { status: 'not-found' };
    return this.write((now) => {
      const row = this.sql.exec<AlertRow>('UPDATE alerts SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL RETURNING *', now, id).toArray()[0];
      if (!row) return { outcome: { status: 'not-found' }, changed: [] };
      return { outcome: { status: 'removed', alert: alertOf(row) }, changed: row.state === 'armed' ? [row.symbol] : [] };
    });
  }

  /** 復原: back in its place and state, if it was removed within a day and the limit has room. */
  async restoreAlert(id: number): Promise<AlertOutcome> {
    if (!isId(id)) return { status: 'not-found' };
    return this.write(() => {
      const removed = this.sql.exec<AlertRow>('SELECT * FROM alerts WHERE id = ? AND deleted_at IS NOT NULL', id).toArray()[0];
      if (!removed) return { outcome: { status: 'not-found' }, changed: [] };
      if (this.liveCount() >= ALERT_LIMIT) return { outcome: { status: 'full', max: ALERT_LIMIT }, changed: [] };
      const row = this.sql.exec<AlertRow>('UPDATE alerts SET deleted_at = NULL WHERE id = ? RETURNING *', id).one();
      return { outcome: { status: 'saved', alert: alertOf(row) }, changed: row.state === 'armed' ? [row.symbol] : [] };
    });
  }

  /**
   * One write in one transaction, after removed alerts past their day go. A failure rolls it all back
   * and answers 'error'. Once committed, the rooms of the symbols it changed are told; their failure is
   * logged, not the member's: his write stands (the room's own reload from the store is the rooms' part).
   */
  private async write<T extends AlertOutcome | AlertRemovedOutcome>(change: (now: number) => Written): Promise<T> {
    const now = Date.now();
    let written: Written;
    try {
      written = this.storage.transactionSync(() => {
        this.sql.exec('DELETE FROM alerts WHERE deleted_at IS NOT NULL AND deleted_at < ?', now - RESTORE_WINDOW_MS);
        return change(now);
      });
    } catch (err) {
      console.error('[alerts-store] write failed, nothing kept', err);
      return { status: 'error' } as T;
    }
    if (written.changed.length > 0) {
      try {
        await this.onArmedChanged(written.changed);
      } catch (err) {
        console.error('[alerts-store] the quote rooms were not told', written.changed, err);
      }
    }
    return written.outcome as T;
  }

  /** After every other alert: a Worker's clock stands still within a call, and newest first must stay a strict order. */
  private nextCreatedAt(now: number): number {
    const latest = this.sql.exec<{ latest: number | null }>('SELECT max(created_at) AS latest FROM alerts').one().latest ?? 0;
    return Math.max(now, latest + 1);
  }

  private live(id: number): AlertRow | undefined {
    return this.sql.exec<AlertRow>('SELECT * FROM alerts WHERE id = ? AND deleted_at IS NULL', id).toArray()[0];
  }

  private liveCount(): number {
    return this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM alerts WHERE deleted_at IS NULL').one().n;
  }
}
