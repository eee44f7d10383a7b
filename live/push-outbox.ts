import type { PushPayload } from '../src/lib/alerts/alert-types.ts';
import type { LiveEnv } from './env.ts';
import { type PushAnswer, sendWebPush, type Vapid, vapidFromEnv } from './web-push.ts';

/** A push is tried this many times at most, then its inbox row says 未送達 unless another device got it. */
export const PUSH_MAX_TRIES = 5;
/** The first retry's wait; each later one doubles (1, 2, 4, 8 minutes: a quarter of an hour in all). */
const DEFAULT_RETRY_MS = 60_000;
/** Sends per alarm run, side by side: a member has ten devices at most, a burst of firings a few dozen rows. */
const BATCH = 25;

type DueRow = { inbox_id: number; endpoint: string; attempts: number; p256dh: string; auth: string; title: string; body: string; url: string; firing_key: string };

/** What one answer means for its row. */
type Verdict = 'delivered' | 'gone' | 'retry' | 'refused';

export function verdictOf(answer: PushAnswer): Verdict {
  if (typeof answer === 'number' && answer >= 200 && answer < 300) return 'delivered';
  // The subscription has expired or the browser dropped it (RFC 8030 §7.3): it will never take a push again.
  if (answer === 404 || answer === 410) return 'gone';
  // Busy, down or unreachable: may pass.
  if (answer === 'unreachable' || answer === 429 || (typeof answer === 'number' && answer >= 500)) return 'retry';
  // 400, 401, 403, 413… or a message that could not be made: the same request would be refused again.
  return 'refused';
}

/** The wait before try `attempts + 1`, after `attempts` failed ones. */
export const retryDelay = (attempts: number, baseMs: number): number => baseMs * 2 ** Math.max(0, attempts - 1);

/**
 * The member's push queue (decision 055), worked by the store's alarm: push_outbox holds one row per
 * notification and device until it is sent (201/202: the inbox row says delivered once any device got
 * it), the device is gone (404/410: the subscription and its other rows go), or it is out of tries
 * (429, 5xx and no answer are retried with a doubling wait, PUSH_MAX_TRIES in all); the inbox row of a
 * notification no device got says 'failed'. The alarm is set again for the next due row.
 */
export class PushOutbox {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly env: LiveEnv,
    /** Removes a subscription and its queued rows, settling those notifications (push-subscriptions.ts). */
    private readonly dropSubscription: (endpoint: string) => void,
  ) {}

  private get retryBaseMs(): number {
    const value = Number(this.env.PUSH_RETRY_MS);
    return Number.isFinite(value) && value > 0 ? value : DEFAULT_RETRY_MS;
  }

  /** The alarm's work: the due rows sent, their answers kept, the next alarm set. */
  async work(): Promise<void> {
    const vapid = vapidFromEnv(this.env);
    const due = this.ctx.storage.sql
      .exec<DueRow>(
        `SELECT o.inbox_id, o.endpoint, o.attempts, s.p256dh, s.auth, i.title, i.body, i.url, i.firing_key
           FROM push_outbox o JOIN push_subscriptions s ON s.endpoint = o.endpoint JOIN alert_inbox i ON i.id = o.inbox_id
          WHERE o.next_at <= ? ORDER BY o.next_at LIMIT ?`,
        Date.now(),
        BATCH,
      )
      .toArray();
    const answers = await Promise.all(due.map((row) => this.send(row, vapid)));
    const now = Date.now();
    this.ctx.storage.transactionSync(() => {
      due.forEach((row, index) => this.record(row, answers[index]!, now));
      // Rows whose device or notification is gone (removed meanwhile) can never be sent; a notification
      // left with no row and no device that got it is settled as not delivered.
      this.ctx.storage.sql.exec('DELETE FROM push_outbox WHERE endpoint NOT IN (SELECT endpoint FROM push_subscriptions) OR inbox_id NOT IN (SELECT id FROM alert_inbox)');
      this.ctx.storage.sql.exec(`UPDATE alert_inbox SET delivery = 'failed' WHERE delivery = 'pending' AND id NOT IN (SELECT inbox_id FROM push_outbox)`);
    });
    await this.scheduleNext();
  }

  /** Settles notifications whose last queued row just went: 'failed' unless a device got them. */
  settle(inboxIds: readonly number[]): void {
    for (const id of new Set(inboxIds)) {
      this.ctx.storage.sql.exec(`UPDATE alert_inbox SET delivery = 'failed' WHERE id = ? AND delivery = 'pending' AND NOT EXISTS (SELECT 1 FROM push_outbox WHERE inbox_id = ?)`, id, id);
    }
  }

  /** Sets the alarm for the earliest queued row, unless an earlier alarm is set already. */
  async scheduleNext(): Promise<void> {
    const next = this.ctx.storage.sql.exec<{ at: number | null }>('SELECT min(next_at) AS at FROM push_outbox').one().at;
    if (next === null) return;
    const current = await this.ctx.storage.getAlarm();
    if (current === null || current > next || current < Date.now()) await this.ctx.storage.setAlarm(Math.max(next, Date.now()));
  }

  private send(row: DueRow, vapid: Vapid | null): Promise<PushAnswer> {
    // Without VAPID nothing can be sent; retried, in case the configuration is mended in time.
    if (!vapid) return Promise.resolve('unreachable');
    const payload: PushPayload = { title: row.title, body: row.body, url: row.url, tag: `alert-${row.firing_key}` };
    return sendWebPush({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload, vapid);
  }

  private record(row: DueRow, answer: PushAnswer, now: number): void {
    const sql = this.ctx.storage.sql;
    const status = typeof answer === 'number' ? answer : null;
    const verdict = verdictOf(answer);
    if (verdict === 'gone') {
      this.dropSubscription(row.endpoint);
      return;
    }
    const attempts = row.attempts + 1;
    if (verdict === 'retry' && attempts < PUSH_MAX_TRIES) {
      sql.exec(
        'UPDATE push_outbox SET attempts = ?, next_at = ?, last_status = ? WHERE inbox_id = ? AND endpoint = ?',
        attempts,
        now + retryDelay(attempts, this.retryBaseMs),
        status,
        row.inbox_id,
        row.endpoint,
      );
      return;
    }
    sql.exec('DELETE FROM push_outbox WHERE inbox_id = ? AND endpoint = ?', row.inbox_id, row.endpoint);
    if (verdict === 'delivered') sql.exec(`UPDATE alert_inbox SET delivery = 'delivered' WHERE id = ?`, row.inbox_id);
    else console.warn(`[push-outbox] a push to ${new URL(row.endpoint).origin} ended with ${String(answer)} after ${attempts} tries`);
    this.settle([row.inbox_id]);
  }
}
