import { ALERT_KINDS, type AlertFiring, type AlertKind, type CalendarAlertKind, EVALUATIONS_PER_TICK, type FiringOutcome, type RoomAlert } from '../src/lib/alerts/alert-types.ts';
import { newYorkIsoDate } from '../src/lib/format/dates.ts';
import { AlertBook, alertKey, firingKey, isBookAlert } from './alert-book.ts';
import { type LiveEnv, memberAlertsStub } from './env.ts';
import type { LiveQuote } from './live-quote.ts';
import { ROOM_MIGRATIONS } from './room-schema.ts';
import { migrate } from './sql-migrations.ts';

type Row = { member: string; alert_id: number; generation: number; symbol: string; kind: string; threshold: number | null; repeat: string; fired_day: string | null };

const OUTCOMES: readonly FiringOutcome[] = ['recorded', 'duplicate', 'not-armed'];
/** How often a calendar firing is tried before the run gives it up (the cron comes back tomorrow; a 'daily' key keeps a rerun single). */
const CALENDAR_TRIES = 3;

const isKind = (kind: unknown): kind is AlertKind => (ALERT_KINDS as readonly unknown[]).includes(kind);
const isCalendar = (alert: RoomAlert): boolean => alert.kind === 'earnings' || alert.kind === 'ex-dividend';

/** What a member's store sent, checked: alerts of this member, on the symbols named, of a known kind. */
function validAlerts(member: string, symbols: ReadonlySet<string>, alerts: unknown): RoomAlert[] {
  if (!Array.isArray(alerts)) return [];
  return (alerts as RoomAlert[]).filter(
    (a) =>
      a?.member === member &&
      symbols.has(a.symbol) &&
      Number.isSafeInteger(a.alertId) &&
      Number.isSafeInteger(a.generation) &&
      a.generation >= 1 &&
      isKind(a.kind) &&
      (a.repeat === 'once' || a.repeat === 'daily') &&
      (isBookAlert(a) || (isCalendar(a) && a.threshold === null)),
  );
}

const alertOf = (row: Row): RoomAlert => ({
  member: row.member,
  alertId: row.alert_id,
  generation: row.generation,
  symbol: row.symbol,
  kind: row.kind as AlertKind,
  threshold: row.threshold,
  repeat: row.repeat === 'daily' ? 'daily' : 'once',
  firedDay: row.fired_day,
});

/**
 * A quote room's alerts (decision 055): kept in the room's own storage (room-schema.ts) and in memory,
 * where each alert is in one place at a time: the sorted book (waiting for a tick), the calendar list
 * (waiting for the cron), resting (a 'daily' alert that fired today, until a tick of a later day), or in
 * flight (its firing sent, the store's answer awaited). A store's answer settles it: a 'once' alert goes,
 * a 'daily' one rests; no answer puts it back in the book, so a later tick that still finds it due sends
 * the same key again. The store records a key once, so a resend after a lost answer or a restart is a
 * 'duplicate', never a second notification.
 */
export class RoomAlerts {
  private readonly book = new AlertBook();
  /** Key → the alert as held now (a firing's answer for an alert since replaced or removed changes nothing). */
  private readonly held = new Map<string, RoomAlert>();
  private readonly calendar = new Map<string, RoomAlert>();
  /** Symbol → key → a 'daily' alert that fired on its firedDay. */
  private readonly resting = new Map<string, Map<string, RoomAlert>>();
  /** Symbol → how many tick alerts are held on it (calendar alerts need no feed). */
  private readonly perSymbol = new Map<string, number>();

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly env: LiveEnv,
    /** A firing settled took the last alert of these symbols: the room lets their feed go unless read. */
    private readonly dropped: (symbols: string[]) => void,
  ) {
    migrate(storage, ROOM_MIGRATIONS);
    for (const row of storage.sql.exec<Row>('SELECT * FROM room_alerts').toArray()) this.hold(alertOf(row));
  }

  /** Symbols with an armed tick alert: the room keeps their feed, readers or not. */
  symbols(): string[] {
    return [...this.perSymbol.keys()];
  }

  holds(symbol: string): boolean {
    return this.perSymbol.has(symbol);
  }

  /** Whether any tick alert is armed: the room then keeps its feed, and its alarm (an eviction must not end the watch). */
  get watching(): boolean {
    return this.perSymbol.size > 0;
  }

  /**
   * Replaces what `member` has armed on `symbols` with `alerts`, in storage (one transaction) and in
   * memory. Answers the symbols the room now holds for alerts and did not before, and those it no longer does.
   */
  set(member: string, symbols: string[], alerts: unknown): { added: string[]; removed: string[] } {
    if (typeof member !== 'string' || member.length === 0 || member.length > 100 || !Array.isArray(symbols)) return { added: [], removed: [] };
    const named = new Set(symbols.filter((s): s is string => typeof s === 'string'));
    const next = validAlerts(member, named, alerts);
    const before = new Set(this.perSymbol.keys());
    this.storage.transactionSync(() => {
      for (const symbol of named) this.storage.sql.exec('DELETE FROM room_alerts WHERE member = ? AND symbol = ?', member, symbol);
      for (const a of next) {
        this.storage.sql.exec(
          'INSERT OR REPLACE INTO room_alerts (member, alert_id, generation, symbol, kind, threshold, repeat, fired_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          a.member,
          a.alertId,
          a.generation,
          a.symbol,
          a.kind,
          a.threshold,
          a.repeat,
          a.firedDay,
        );
      }
    });
    for (const [key, alert] of [...this.held]) if (alert.member === member && named.has(alert.symbol)) this.release(key);
    for (const alert of next) this.hold(alert);
    return { added: [...this.perSymbol.keys()].filter((s) => !before.has(s)), removed: [...before].filter((s) => !this.perSymbol.has(s)) };
  }

  /** A quote from the feed: the alerts it makes due fire (regular session, live prices only). */
  onQuote(quote: LiveQuote): void {
    if (quote.delayed || quote.session !== 'intraDay' || !this.perSymbol.has(quote.symbol)) return;
    const day = quote.tradingDate ?? newYorkIsoDate(new Date(quote.time));
    this.wake(quote.symbol, day);
    for (const alert of this.book.takeDue(quote, EVALUATIONS_PER_TICK)) {
      const firing = { price: quote.price, changePercent: quote.changePercent, time: quote.time, day };
      void this.send(alert, firing).then((answered) => {
        if (!answered && this.held.get(alertKey(alert)) === alert) this.book.add(alert);
      });
    }
  }

  /** The cron's word: these symbols report / go ex-dividend on `day`; their calendar alerts fire. */
  async calendarDue(events: { symbol: string; kind: CalendarAlertKind }[], day: string): Promise<void> {
    if (!Array.isArray(events) || typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    const due = new Set(events.map((e) => `${e?.symbol}|${e?.kind}`));
    const alerts = [...this.calendar.values()].filter((a) => due.has(`${a.symbol}|${a.kind}`) && a.firedDay !== day);
    const time = new Date().toISOString();
    await Promise.all(
      alerts.map(async (alert) => {
        for (let tries = 0; tries < CALENDAR_TRIES; tries += 1) {
          if (this.held.get(alertKey(alert)) !== alert) return;
          if (await this.send(alert, { price: null, changePercent: null, time, day })) return;
        }
        console.error('[quote-room] a calendar firing went unanswered', alertKey(alert), day);
      }),
    );
  }

  /** Sends one firing; true once the store has answered it (and the alert is settled). */
  private async send(alert: RoomAlert, at: Pick<AlertFiring, 'price' | 'changePercent' | 'time' | 'day'>): Promise<boolean> {
    const firing: AlertFiring = {
      alertId: alert.alertId,
      generation: alert.generation,
      key: firingKey(alert.alertId, alert.generation, alert.repeat, at.day),
      symbol: alert.symbol,
      kind: alert.kind,
      ...at,
    };
    let outcome: FiringOutcome;
    try {
      outcome = await memberAlertsStub(this.env, alert.member).alertFired(firing);
    } catch (err) {
      console.error('[quote-room] a firing went unanswered; a later tick sends it again', firing.key, err);
      return false;
    }
    if (!OUTCOMES.includes(outcome)) return false;
    this.settle(alert, at.day);
    return true;
  }

  /** The store has answered: a 'once' alert goes (from storage too); a 'daily' one rests until another day. */
  private settle(alert: RoomAlert, day: string): void {
    const key = alertKey(alert);
    if (this.held.get(key) !== alert) return;
    this.release(key);
    if (alert.repeat === 'once') {
      this.storage.sql.exec('DELETE FROM room_alerts WHERE member = ? AND alert_id = ? AND generation = ?', alert.member, alert.alertId, alert.generation);
      if (!this.perSymbol.has(alert.symbol)) this.dropped([alert.symbol]);
      return;
    }
    this.storage.sql.exec('UPDATE room_alerts SET fired_day = ? WHERE member = ? AND alert_id = ? AND generation = ?', day, alert.member, alert.alertId, alert.generation);
    this.hold({ ...alert, firedDay: day });
  }

  /** 'daily' alerts of this symbol that fired on an earlier day go back into the book. */
  private wake(symbol: string, day: string): void {
    const resting = this.resting.get(symbol);
    if (!resting) return;
    for (const [key, alert] of resting) {
      if ((alert.firedDay ?? '') >= day) continue;
      resting.delete(key);
      this.book.add(alert);
    }
    if (resting.size === 0) this.resting.delete(symbol);
  }

  private hold(alert: RoomAlert): void {
    const key = alertKey(alert);
    this.release(key);
    this.held.set(key, alert);
    if (isCalendar(alert)) {
      this.calendar.set(key, alert);
      return;
    }
    this.perSymbol.set(alert.symbol, (this.perSymbol.get(alert.symbol) ?? 0) + 1);
    if (alert.repeat === 'daily' && alert.firedDay !== null) {
      const resting = this.resting.get(alert.symbol) ?? new Map<string, RoomAlert>();
      this.resting.set(alert.symbol, resting.set(key, alert));
    } else this.book.add(alert);
  }

  /** Forgets an alert wherever it is (a firing in flight for it is then ignored when answered). */
  private release(key: string): void {
    const alert = this.held.get(key);
    if (!alert) return;
    this.held.delete(key);
    if (this.calendar.delete(key)) return;
    this.book.remove(key);
    const resting = this.resting.get(alert.symbol);
    resting?.delete(key);
    if (resting?.size === 0) this.resting.delete(alert.symbol);
    const count = (this.perSymbol.get(alert.symbol) ?? 1) - 1;
    if (count > 0) this.perSymbol.set(alert.symbol, count);
    else this.perSymbol.delete(alert.symbol);
  }
}
