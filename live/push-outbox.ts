import type { PushPayload } from '../src/lib/alerts/alert-types.ts';
import type { LiveEnv } from './env.ts';
import { type PushAnswer, type PushReply, sendWebPush, type Vapid, vapidFromEnv } from './web-push.ts';

/** A push is tried this many times at most, then its inbox row says 未送達 unless another device got it. */
export const PUSH_MAX_TRIES = 5;
/** The first retry's wait; each later one doubles (1, 2, 4, 8 minutes: a quarter of an hour in all). */
const DEFAULT_RETRY_MS = 60_000;
/** The longest wait a push service's Retry-After may ask for: a later try would bring news hours old. */
export const RETRY_AFTER_CAP_MS = 60 * 60_000;
/** The shortest: a service asking for none (0, or a date past) is still not tried again in the same breath. */
const RETRY_AFTER_FLOOR_MS = 1_000;
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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// The three forms of an HTTP-date a recipient must take (RFC 9110 §5.6.7): IMF-fixdate, RFC 850, asctime.
const IMF_FIXDATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const RFC_850 = /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (\d{2})-([A-Z][a-z]{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const ASCTIME = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Z][a-z]{2}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;

/** An HTTP-date as ms since the epoch, or null when the text is not one. */
function httpDate(text: string, now: number): number | null {
  let parts: string[] | undefined;
  let match = IMF_FIXDATE.exec(text);
  if (match) parts = [match[3]!, match[2]!, match[1]!, match[4]!, match[5]!, match[6]!];
  else if ((match = RFC_850.exec(text))) {
    // A two-digit year more than 50 years ahead is in the past century (RFC 9110 §5.6.7).
    const thisYear = new Date(now).getUTCFullYear();
    let year = Math.floor(thisYear / 100) * 100 + Number(match[3]);
    if (year > thisYear + 50) year -= 100;
    parts = [String(year), match[2]!, match[1]!, match[4]!, match[5]!, match[6]!];
  } else if ((match = ASCTIME.exec(text))) parts = [match[6]!, match[1]!, match[2]!.trim(), match[3]!, match[4]!, match[5]!];
  if (!parts) return null;
  const [year, month, day, hours, minutes, seconds] = parts.map((part, index) => (index === 1 ? MONTHS.indexOf(part) : Number(part))) as number[];
  const at = Date.UTC(year!, month!, day!, hours!, minutes!, seconds!);
  // Out-of-range fields (31 Feb, 25:00) would roll over into another date: not one.
  const back = new Date(at);
  const same = [back.getUTCFullYear(), back.getUTCMonth(), back.getUTCDate(), back.getUTCHours(), back.getUTCMinutes(), back.getUTCSeconds()];
  return same.every((field, index) => field === [year, month, day, hours, minutes, seconds][index]) ? at : null;
}

/**
 * How long a Retry-After (RFC 9110 §10.2.3) asks the sender to wait, from `now`: delta-seconds or an
 * HTTP-date; null when absent or neither (then the doubling wait stands).
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  const text = header?.trim() ?? '';
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1_000;
  const at = httpDate(text, now);
  return at === null ? null : at - now;
}

/**
 * The wait before the next try of a push that failed for the `attempts`-th time: what a push service
 * answering 429 (RFC 6585) or 503 asked for in Retry-After, at least a second and at most
 * RETRY_AFTER_CAP_MS; otherwise (no header, another status, no answer) the doubling wait.
 */
export function nextTryDelay(attempts: number, reply: PushReply, baseMs: number, now: number): number {
  const asked = reply.answer === 429 || reply.answer === 503 ? retryAfterMs(reply.retryAfter, now) : null;
  if (asked === null) return retryDelay(attempts, baseMs);
  return Math.min(RETRY_AFTER_CAP_MS, Math.max(RETRY_AFTER_FLOOR_MS, asked));
}

/**
 * The member's push queue (decision 055), worked by the store's alarm: push_outbox holds one row per
 * notification and device until it is sent (201/202: the inbox row says delivered once any device got
 * it), the device is gone (404/410: the subscription and its other rows go), or it is out of tries
 * (429, 5xx and no answer are retried with a doubling wait, or after the Retry-After of a 429 or 503,
 * PUSH_MAX_TRIES in all); the inbox row of a notification no device got says 'failed'. The alarm is set
 * again for the next due row.
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

  private send(row: DueRow, vapid: Vapid | null): Promise<PushReply> {
    // Without VAPID nothing can be sent; retried, in case the configuration is mended in time.
    if (!vapid) return Promise.resolve({ answer: 'unreachable', retryAfter: null });
    const payload: PushPayload = { title: row.title, body: row.body, url: row.url, tag: `alert-${row.firing_key}` };
    return sendWebPush({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload, vapid);
  }

  private record(row: DueRow, reply: PushReply, now: number): void {
    const sql = this.ctx.storage.sql;
    const { answer } = reply;
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
        now + nextTryDelay(attempts, reply, this.retryBaseMs, now),
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
