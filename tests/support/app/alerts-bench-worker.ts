/**
 * The Worker `npm run bench:alerts` (scripts/bench/alerts.ts) runs alone in `wrangler dev`: the live
 * Worker's QuoteRoom as it is, and its MemberStore with two additions for the bench only (a seeding call
 * that writes alert rows, as the alerts store's forms do, and a record of every firing it was sent with
 * the time it arrived, and of each start of its alarm); everything else, the alarm's work and its push
 * outbox included, is MemberStore's own.
 * Its fetch seeds the members (a push subscription saved as the push switch's POST does, the alerts)
 * and tells the rooms (syncAlertRooms, as a store's write does), and answers the stores' records.
 */
import type { AlertFiring, FiringOutcome, PushSubscriptionFields } from '@/lib/alerts/alert-types';
import type { BenchAlert, BenchFiring } from './alerts-bench-types.ts';
import { armedRoomAlerts, syncAlertRooms } from '../../../live/alert-rooms-sync.ts';
import type { LiveEnv } from '../../../live/env.ts';
import { MemberStore } from '../../../live/member-store.ts';

export { QuoteRoom } from '../../../live/quote-room.ts';

/** Kept in the store's SQLite, not in memory: an idle object is evicted during the bench, and its memory with it. */
export class BenchMemberStore extends MemberStore {
  constructor(ctx: DurableObjectState, env: LiveEnv) {
    super(ctx, env);
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS bench_firings (alert_id INTEGER, key TEXT, time TEXT, price REAL, change_percent REAL, recorded_at INTEGER, outcome TEXT)');
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS bench_alarms (started_at INTEGER)');
  }

  /** The alarm as MemberStore's, its start noted: a firing's push is sent by the last alarm started before its receipt. */
  override async alarm(): Promise<void> {
    this.ctx.storage.sql.exec('INSERT INTO bench_alarms VALUES (?)', Date.now());
    await super.alarm();
  }

  benchAlarms(): number[] {
    return this.ctx.storage.sql
      .exec<{ started_at: number }>('SELECT started_at FROM bench_alarms ORDER BY started_at')
      .toArray()
      .map((row) => row.started_at);
  }

  /** Writes armed alerts; answers them as the rooms hold them. */
  seedAlerts(alerts: BenchAlert[]) {
    const sql = this.ctx.storage.sql;
    this.ctx.storage.transactionSync(() => {
      for (const a of alerts) {
        sql.exec("INSERT INTO alerts (symbol, kind, threshold, repeat, state, created_at) VALUES (?, ?, ?, ?, 'armed', ?)", a.symbol, a.kind, a.threshold, a.repeat, Date.now());
      }
    });
    return armedRoomAlerts(sql, this.ctx.id.toString(), [...new Set(alerts.map((a) => a.symbol))]);
  }

  override async alertFired(firing: AlertFiring): Promise<FiringOutcome> {
    const outcome = await super.alertFired(firing);
    this.ctx.storage.sql.exec('INSERT INTO bench_firings VALUES (?, ?, ?, ?, ?, ?, ?)', firing.alertId, firing.key, firing.time, firing.price, firing.changePercent, Date.now(), outcome);
    return outcome;
  }

  benchFirings(): BenchFiring[] {
    return this.ctx.storage.sql
      .exec<{ alert_id: number; key: string; time: string; price: number; change_percent: number; recorded_at: number; outcome: FiringOutcome }>('SELECT * FROM bench_firings')
      .toArray()
      .map((row) => ({ alertId: row.alert_id, key: row.key, time: row.time, price: row.price, changePercent: row.change_percent, recordedAt: row.recorded_at, outcome: row.outcome }));
  }
}

type Env = LiveEnv;
type BenchStore = Pick<BenchMemberStore, 'seedAlerts' | 'benchFirings' | 'benchAlarms' | 'savePushSubscription'>;
const storeOf = (env: Env, name: string) => env.MEMBER_STORES.get(env.MEMBER_STORES.idFromName(name));

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/health') return Response.json({ ok: true });
    if (url.pathname === '/seed' && request.method === 'POST') {
      // One member's device and alerts per call: the bench sends members in parallel.
      const { member, alerts, subscription } = (await request.json()) as { member: string; alerts: BenchAlert[]; subscription?: PushSubscriptionFields };
      const stub = storeOf(env, member);
      if (subscription) {
        const saved = await (stub as unknown as BenchStore).savePushSubscription(subscription, 'bench');
        if (saved.status !== 'saved') return Response.json(saved, { status: 400 });
      }
      const armed = await (stub as unknown as BenchStore).seedAlerts(alerts);
      await syncAlertRooms(env, stub.id.toString(), [...new Set(alerts.map((a) => a.symbol))], armed);
      return Response.json({ armed: armed.length });
    }
    if (url.pathname === '/firings') {
      const member = url.searchParams.get('member') ?? '';
      return Response.json(await (storeOf(env, member) as unknown as BenchStore).benchFirings());
    }
    if (url.pathname === '/alarms') {
      const member = url.searchParams.get('member') ?? '';
      return Response.json(await (storeOf(env, member) as unknown as BenchStore).benchAlarms());
    }
    return new Response('not found', { status: 404 });
  },
} satisfies ExportedHandler<Env>;
