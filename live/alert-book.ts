import type { AlertRepeat, RoomAlert, TickAlertKind } from '../src/lib/alerts/alert-types.ts';

/**
 * A quote room's armed tick alerts (decision 055), as sorted thresholds per symbol and kind: a tick
 * finds the alerts it makes due by a binary search in each of its symbol's six lists, not by a scan, so
 * its cost grows with the alerts that fire, not with those that wait.
 *
 * An alert is a level, not an edge: 'above' is due on any tick at or over its threshold, whichever side
 * the price was on before. A room that was evicted while the price crossed, or whose firing went
 * unanswered, finds it due on the next tick still over it: nothing is missed, and the store's key keeps
 * a second sending from counting twice.
 */

/** What a tick gives the book: the price and today's change in percent. */
export interface BookTick {
  symbol: string;
  price: number;
  changePercent: number;
}

/**
 * How each kind reads a tick: the value it compares, whether it is due at or over its threshold (`up`,
 * a prefix of the ascending list) or at or under it (a suffix), and whether equal counts.
 * change-down compares the fall (−change %) with its positive threshold, as change-up the rise.
 */
const RULES: Record<TickAlertKind, { value: (tick: BookTick) => number; up: boolean; strict: boolean }> = {
  above: { value: (tick) => tick.price, up: true, strict: false },
  below: { value: (tick) => tick.price, up: false, strict: false },
  'change-up': { value: (tick) => tick.changePercent, up: true, strict: false },
  'change-down': { value: (tick) => -tick.changePercent, up: true, strict: false },
  // A new 52-week high is a price over the high known when the alert was armed, not one equal to it.
  'high-52w': { value: (tick) => tick.price, up: true, strict: true },
  'low-52w': { value: (tick) => tick.price, up: false, strict: true },
};
const TICK_KINDS = Object.keys(RULES) as TickAlertKind[];

/** Whether an alert of this kind and threshold is due at this tick (the rule the sorted search keeps). */
export function isDue(kind: TickAlertKind, threshold: number, tick: BookTick): boolean {
  const rule = RULES[kind];
  const value = rule.value(tick);
  if (rule.up) return rule.strict ? value > threshold : value >= threshold;
  return rule.strict ? value < threshold : value <= threshold;
}

/** An alert's identity in a room: one member's alert id (ids are the member's own). */
export const alertKey = (alert: Pick<RoomAlert, 'member' | 'alertId'>): string => `${alert.member}/${alert.alertId}`;

/**
 * A firing's idempotency key (the member's store records each once): the alert id and generation, and
 * for a 'daily' alert the New York day. The store keeps keys per member, so the member is not in it.
 */
export const firingKey = (alertId: number, generation: number, repeat: AlertRepeat, day: string): string => (repeat === 'daily' ? `${alertId}:${generation}:${day}` : `${alertId}:${generation}`);

type TickAlert = RoomAlert & { kind: TickAlertKind; threshold: number };

export const isBookAlert = (alert: RoomAlert): alert is TickAlert => alert.kind in RULES && typeof alert.threshold === 'number' && Number.isFinite(alert.threshold);

/** First index in `list` (ascending thresholds) whose threshold is over `value` (or at or over it, when `orEqual`). */
function boundary(list: readonly TickAlert[], value: number, orEqual: boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const threshold = (list[middle] as TickAlert).threshold;
    if (threshold < value || (!orEqual && threshold === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class AlertBook {
  /** Symbol → kind → alerts by ascending threshold. */
  private readonly lists = new Map<string, Map<TickAlertKind, TickAlert[]>>();
  private readonly held = new Map<string, TickAlert>();

  get size(): number {
    return this.held.size;
  }

  has(key: string): boolean {
    return this.held.has(key);
  }

  /** Symbols with at least one alert in the book. */
  symbols(): string[] {
    return [...this.lists.keys()];
  }

  /** Holds an alert (a calendar kind or a threshold that is not a number is refused: false); one held under the same key is replaced. */
  add(alert: RoomAlert): boolean {
    if (!isBookAlert(alert)) return false;
    this.remove(alertKey(alert));
    const kinds = this.lists.get(alert.symbol) ?? new Map<TickAlertKind, TickAlert[]>();
    this.lists.set(alert.symbol, kinds);
    const list = kinds.get(alert.kind) ?? [];
    kinds.set(alert.kind, list);
    list.splice(boundary(list, alert.threshold, false), 0, alert);
    this.held.set(alertKey(alert), alert);
    return true;
  }

  remove(key: string): RoomAlert | undefined {
    const alert = this.held.get(key);
    if (!alert) return undefined;
    this.held.delete(key);
    const kinds = this.lists.get(alert.symbol);
    const list = kinds?.get(alert.kind);
    if (!kinds || !list) return alert;
    // Among equal thresholds, from the first of them: a search, then a short walk.
    for (let index = boundary(list, alert.threshold, true); index < list.length; index += 1) {
      if (list[index] === alert) {
        list.splice(index, 1);
        break;
      }
    }
    if (list.length === 0) kinds.delete(alert.kind);
    if (kinds.size === 0) this.lists.delete(alert.symbol);
    return alert;
  }

  /**
   * Takes out of the book the alerts this tick makes due, at most `limit` (the rest stay and are taken
   * by a later tick): the caller fires them and puts back what must wait.
   */
  takeDue(tick: BookTick, limit: number): RoomAlert[] {
    const kinds = this.lists.get(tick.symbol);
    if (!kinds) return [];
    const due: TickAlert[] = [];
    for (const kind of TICK_KINDS) {
      const list = kinds.get(kind);
      if (!list || due.length >= limit) continue;
      const rule = RULES[kind];
      const value = rule.value(tick);
      if (!Number.isFinite(value)) continue;
      const room = limit - due.length;
      // up: thresholds under the value (or equal, unless strict) are a prefix; down: over it, a suffix.
      const [from, to] = rule.up ? [0, boundary(list, value, rule.strict)] : [boundary(list, value, !rule.strict), list.length];
      // The due ones are one run of the list: cut out at once (a gap through 5,000 lines is ten such ticks).
      const start = rule.up ? from : Math.max(from, to - room);
      const taken = list.splice(start, (rule.up ? Math.min(to, from + room) : to) - start);
      for (const alert of taken) this.held.delete(alertKey(alert));
      if (list.length === 0) kinds.delete(kind);
      due.push(...taken);
    }
    if (kinds.size === 0) this.lists.delete(tick.symbol);
    return due;
  }
}
