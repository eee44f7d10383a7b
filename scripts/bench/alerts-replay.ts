/**
 * The rooms' evaluation for `npm run bench:alerts`, replayed in Node (a Worker's clock does not move while
 * it computes): each room's sorted book (live/alert-book.ts) over the ticks of its symbols in the order
 * they came, beside a scan of every alert of the room; twice, the first pass to warm the JIT up.
 */
import { AlertBook, type BookTick, isDue } from '../../live/alert-book.ts';
import { roomOf } from '../../protocol/room-shard.ts';
import { type AlertKind, EVALUATIONS_PER_TICK, type RoomAlert, type TickAlertKind } from '../../src/lib/alerts/alert-types.ts';
import type { BenchAlert } from '../../tests/support/app/alerts-bench-types.ts';

export type Tick = BookTick & { time: string; arrivedAt: number };

/** Per tick, the book's and the scan's cost (µs); per room and second, the book's; and how many rooms. */
export function replayEvaluation(alerts: { member: string; alert: BenchAlert }[], perMember: number, ticks: Tick[]) {
  const plain = new Map<string, RoomAlert[]>();
  for (const [index, { member, alert }] of alerts.entries()) {
    const room = roomOf(alert.symbol);
    const held: RoomAlert = {
      member,
      alertId: (index % perMember) + 1,
      generation: 1,
      symbol: alert.symbol,
      kind: alert.kind as AlertKind,
      threshold: Number(alert.threshold),
      repeat: alert.repeat,
      firedDay: null,
    };
    plain.set(room, [...(plain.get(room) ?? []), held]);
  }
  const replay = () => {
    const books = new Map([...plain].map(([room, held]) => [room, held.reduce((book, a) => (book.add(a), book), new AlertBook())]));
    const bookMicros: number[] = [];
    const scanMicros: number[] = [];
    const perRoomSecond = new Map<string, number>();
    for (const tick of ticks) {
      const room = roomOf(tick.symbol);
      const roomAlerts = plain.get(room) ?? [];
      let begun = performance.now();
      books.get(room)?.takeDue(tick, EVALUATIONS_PER_TICK);
      const micros = (performance.now() - begun) * 1_000;
      bookMicros.push(micros);
      const second = `${room}@${Math.floor(tick.arrivedAt / 1_000)}`;
      perRoomSecond.set(second, (perRoomSecond.get(second) ?? 0) + micros);
      begun = performance.now();
      roomAlerts.filter((a) => a.symbol === tick.symbol && isDue(a.kind as TickAlertKind, a.threshold ?? 0, tick));
      scanMicros.push((performance.now() - begun) * 1_000);
    }
    return { rooms: books.size, bookMicros, scanMicros, roomSeconds: [...perRoomSecond.values()] };
  };
  replay();
  return replay();
}

/**
 * The worst tick a room can meet: `alerts` alerts on one symbol all made due at once (a gap through every
 * line), taken `EVALUATIONS_PER_TICK` a tick until none is left, as the room does. Per tick, its cost (µs)
 * and how many it took; twice, the first pass to warm the JIT up.
 */
export function burstEvaluation(alerts: number) {
  const held: RoomAlert[] = Array.from({ length: alerts }, (_, index) => ({
    member: `m${index % 1_000}`,
    alertId: Math.floor(index / 1_000) + 1,
    generation: 1,
    symbol: 'BURST',
    kind: 'above',
    threshold: 100 + (index % 997) / 10,
    repeat: 'once',
    firedDay: null,
  }));
  const drain = () => {
    const book = held.reduce((filled, alert) => (filled.add(alert), filled), new AlertBook());
    const tick: BookTick = { symbol: 'BURST', price: 1_000, changePercent: 0 };
    const ticks: { micros: number; taken: number }[] = [];
    while (book.size > 0) {
      const begun = performance.now();
      const taken = book.takeDue(tick, EVALUATIONS_PER_TICK).length;
      ticks.push({ micros: (performance.now() - begun) * 1_000, taken });
    }
    return ticks;
  };
  drain();
  return drain();
}
