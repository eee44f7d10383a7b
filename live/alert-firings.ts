import { alertPayload } from '../src/lib/alerts/alert-text.ts';
import { type AlertFiring, type FiringOutcome, INBOX_LIMIT } from '../src/lib/alerts/alert-types.ts';
import { firingKey } from './alert-book.ts';

type AlertRow = { id: number; symbol: string; kind: string; threshold: string | null; repeat: string; state: string; generation: number; fired_day: string | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A price as the store keeps figures: plain decimal digits (alerts.fired_price), never an exponent. */
function priceText(price: number): string {
  const text = String(price);
  return /^\d+(\.\d+)?$/.test(text) ? text : price.toFixed(6).replace(/\.?0+$/, '');
}

const wellFormed = (f: AlertFiring): boolean =>
  typeof f === 'object' &&
  f !== null &&
  Number.isSafeInteger(f.alertId) &&
  Number.isSafeInteger(f.generation) &&
  typeof f.key === 'string' &&
  f.key.length <= 100 &&
  typeof f.symbol === 'string' &&
  typeof f.day === 'string' &&
  DAY.test(f.day) &&
  typeof f.time === 'string' &&
  (f.price === null || (typeof f.price === 'number' && Number.isFinite(f.price) && f.price >= 0)) &&
  (f.changePercent === null || (typeof f.changePercent === 'number' && Number.isFinite(f.changePercent)));

/**
 * The member's store takes a firing from a quote room (decision 055), in one transaction: a key it has
 * recorded (or a 'daily' alert's day it has fired on) is a 'duplicate'; an alert that is not armed with
 * that generation (paused, fired, edited, removed) is 'not-armed'; else the notification goes into the
 * inbox (the newest INBOX_LIMIT are kept), the alert records its firing ('once' → fired), and one push
 * per device is queued for the object's alarm. The room drops or rests the alert on any of the three.
 */
function recordFiring(storage: DurableObjectStorage, firing: AlertFiring, now: number): { outcome: FiringOutcome; queued: number } {
  if (!wellFormed(firing)) return { outcome: 'not-armed', queued: 0 };
  const { sql } = storage;
  const queued = storage.transactionSync((): number | FiringOutcome => {
    if (sql.exec('SELECT 1 FROM alert_inbox WHERE firing_key = ?', firing.key).toArray().length > 0) return 'duplicate';
    const alert = sql.exec<AlertRow>('SELECT * FROM alerts WHERE id = ? AND deleted_at IS NULL', firing.alertId).toArray()[0];
    if (!alert || alert.generation !== firing.generation || alert.symbol !== firing.symbol || alert.kind !== firing.kind) return 'not-armed';
    // The newest inbox rows are kept, so a key can be gone from the inbox: the alert's own record answers then.
    if (alert.repeat === 'daily' && alert.fired_day !== null && alert.fired_day >= firing.day) return 'duplicate';
    if (alert.state !== 'armed') return 'not-armed';
    if (firing.key !== firingKey(alert.id, alert.generation, alert.repeat === 'daily' ? 'daily' : 'once', firing.day)) return 'not-armed';

    const payload = alertPayload(firing, alert.threshold === null ? null : Number(alert.threshold));
    const endpoints = sql.exec<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions ORDER BY created_at').toArray();
    const at = Date.parse(firing.time);
    const firedAt = Number.isFinite(at) ? at : now;
    const inbox = sql
      .exec<{ id: number }>(
        'INSERT INTO alert_inbox (alert_id, firing_key, symbol, title, body, url, fired_at, delivery) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
        alert.id,
        firing.key,
        alert.symbol,
        payload.title,
        payload.body,
        payload.url,
        firedAt,
        endpoints.length > 0 ? 'pending' : 'no-device',
      )
      .one().id;
    sql.exec('DELETE FROM alert_inbox WHERE id NOT IN (SELECT id FROM alert_inbox ORDER BY id DESC LIMIT ?)', INBOX_LIMIT);
    sql.exec('DELETE FROM push_outbox WHERE inbox_id NOT IN (SELECT id FROM alert_inbox)');
    sql.exec(
      'UPDATE alerts SET fired_at = ?, fired_price = ?, fired_day = ?, state = ? WHERE id = ?',
      firedAt,
      firing.price === null ? null : priceText(firing.price),
      firing.day,
      alert.repeat === 'once' ? 'fired' : 'armed',
      alert.id,
    );
    for (const { endpoint } of endpoints) sql.exec('INSERT INTO push_outbox (inbox_id, endpoint, attempts, next_at) VALUES (?, ?, 0, ?)', inbox, endpoint, now);
    return endpoints.length;
  });
  return typeof queued === 'number' ? { outcome: 'recorded', queued } : { outcome: queued, queued: 0 };
}

/**
 * alertFired over RPC (MemberStore delegates here): the firing recorded, then, when it queued pushes, the
 * object's alarm (push-outbox.ts) set to work them now unless it is set sooner already.
 */
export async function alertFired(storage: DurableObjectStorage, firing: AlertFiring, now = Date.now()): Promise<FiringOutcome> {
  const recorded = recordFiring(storage, firing, now);
  if (recorded.queued > 0) {
    const alarm = await storage.getAlarm();
    if (alarm === null || alarm > now) await storage.setAlarm(now);
  }
  return recorded.outcome;
}
