import { runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { roomRowsOf, storeSql, syncRooms } from '../tests/support/app/alert-rows.ts';
import { live } from '../tests/support/app/live-reader.ts';
import { ALERT_LIMIT, type AlertFields, type AlertsRpc, INBOX_LIMIT } from '../src/lib/alerts/alert-types.ts';
import { armedRoomAlerts } from './alert-rooms-sync.ts';
import { AlertsStore } from './alerts-store.ts';
import { RESTORE_WINDOW_MS } from './member-schema.ts';
import type { MemberStore } from './member-store.ts';

/**
 * The alerts in a real member store (SQLite Durable Object in workerd), called over RPC as the site calls
 * it. Each test takes a member of its own. What the rooms are told is checked on an AlertsStore built on
 * the same object's storage with a recording callback, and once through the member store's own wiring.
 *
 * The member store tells the real quote rooms of every armed change, and the live project's market is open:
 * so the alerts written over RPC are on symbols no other live test holds (the feed's counts are per symbol),
 * never due (below a tenth of the price), and disarmed after each test, so the rooms let their feeds go.
 */
let members = 0;
const used: DurableObjectId[] = [];
const freshMember = () => {
  const id = live.MEMBER_STORES.idFromName(`member:alerts-${Date.now()}-${(members += 1)}`);
  used.push(id);
  return id;
};
/** This file's symbols, each a catalogue stock priced over $400, where 「低於 $150」 never fires. */
const QUIET_SYMBOLS = ['BLK', 'ISRG', 'REGN'];
afterEach(async () => {
  for (const member of used.splice(0)) {
    await storeSql(member, "UPDATE alerts SET state = 'paused'");
    await syncRooms(member, QUIET_SYMBOLS);
  }
});
const stubOf = (id: DurableObjectId) => live.MEMBER_STORES.get(id) as DurableObjectStub<MemberStore>;
const rpc = (id: DurableObjectId) => stubOf(id) as unknown as AlertsRpc;
const NVDA_ABOVE: AlertFields = { symbol: 'NVDA', kind: 'above', threshold: '150', repeat: 'once' };
const QUIET: AlertFields = { symbol: 'BLK', kind: 'below', threshold: '150', repeat: 'once' };

const saved = async (outcome: Promise<Awaited<ReturnType<AlertsRpc['createAlert']>>>) => {
  const answer = await outcome;
  if (answer.status !== 'saved') throw new Error(`not saved: ${JSON.stringify(answer)}`);
  return answer.alert;
};

describe('the alerts of a member', () => {
  it('creates armed at generation 1, lists newest first, and refuses fields the columns would not take', async () => {
    const store = rpc(freshMember());
    const first = await saved(store.createAlert(QUIET));
    expect(first).toMatchObject({ symbol: 'BLK', kind: 'below', threshold: '150', repeat: 'once', state: 'armed', generation: 1, firedAt: null });
    await store.createAlert({ symbol: 'isrg', kind: 'earnings', threshold: null, repeat: 'daily' });
    expect((await store.listAlerts()).map((alert) => alert.symbol)).toEqual(['ISRG', 'BLK']);
    for (const bad of [
      { ...QUIET, threshold: 'NaN' },
      { ...QUIET, threshold: '-1' },
      { ...QUIET, kind: 'sideways' },
      { ...QUIET, symbol: "'; DROP TABLE alerts" },
    ]) {
      expect((await store.createAlert(bad as AlertFields)).status).toBe('refused');
    }
    expect(await store.listAlerts()).toHaveLength(2);
  });

  it('edits (re-armed, a new generation, the last firing forgotten), pauses, and re-arms', async () => {
    const id = freshMember();
    const store = rpc(id);
    const alert = await saved(store.createAlert(QUIET));
    // A firing, as the rooms' part records it: the alert's fired_* columns and state.
    await runInDurableObject(stubOf(id), (_instance, state) => {
      state.storage.sql.exec("UPDATE alerts SET state = 'fired', fired_at = 1, fired_price = '150.12', fired_day = '2026-12-01' WHERE id = ?", alert.id);
    });
    expect((await store.listAlerts())[0]).toMatchObject({ state: 'fired', firedPrice: '150.12', firedDay: '2026-12-01' });
    const rearmed = await saved(store.rearmAlert(alert.id));
    expect(rearmed).toMatchObject({ state: 'armed', generation: 2, firedAt: null, firedPrice: null, firedDay: null });
    const paused = await saved(store.pauseAlert(alert.id));
    expect(paused).toMatchObject({ state: 'paused', generation: 2 });
    const edited = await saved(store.editAlert(alert.id, { ...QUIET, threshold: '160.5', repeat: 'daily' }));
    expect(edited).toMatchObject({ id: alert.id, state: 'armed', generation: 3, threshold: '160.5', repeat: 'daily' });
  });

  it('removes (gone from the list), restores within a day in its place, and not after', async () => {
    const id = freshMember();
    const store = rpc(id);
    const older = await saved(store.createAlert(QUIET));
    await saved(store.createAlert({ ...QUIET, symbol: 'ISRG' }));
    expect(await store.removeAlert(older.id)).toMatchObject({ status: 'removed', alert: { id: older.id, symbol: 'BLK' } });
    expect((await store.listAlerts()).map((alert) => alert.symbol)).toEqual(['ISRG']);
    expect(await store.removeAlert(older.id)).toEqual({ status: 'not-found' });
    expect(await store.pauseAlert(older.id)).toEqual({ status: 'not-found' });
    await saved(store.restoreAlert(older.id));
    expect((await store.listAlerts()).map((alert) => alert.symbol)).toEqual(['ISRG', 'BLK']);
    await store.removeAlert(older.id);
    await runInDurableObject(stubOf(id), (_instance, state) => {
      state.storage.sql.exec('UPDATE alerts SET deleted_at = ? WHERE id = ?', Date.now() - RESTORE_WINDOW_MS - 1000, older.id);
    });
    expect(await store.restoreAlert(older.id)).toEqual({ status: 'not-found' });
  });

  it('holds 50 alerts however many writes arrive at once, and 復原 past the limit is refused', async () => {
    const store = rpc(freshMember());
    const answers = await Promise.all(Array.from({ length: ALERT_LIMIT + 5 }, (_, index) => store.createAlert({ ...QUIET, threshold: String(100 + index) })));
    expect(answers.filter((answer) => answer.status === 'saved')).toHaveLength(ALERT_LIMIT);
    expect(answers.filter((answer) => answer.status === 'full')).toEqual(Array.from({ length: 5 }, () => ({ status: 'full', max: ALERT_LIMIT })));
    const [first] = await store.listAlerts();
    await store.removeAlert(first!.id);
    await saved(store.createAlert(QUIET));
    expect(await store.restoreAlert(first!.id)).toEqual({ status: 'full', max: ALERT_LIMIT });
  });

  it("answers not-found for an id of another member's alert, and leaves that alert as it was", async () => {
    const mine = rpc(freshMember());
    const theirs = rpc(freshMember());
    const alert = await saved(theirs.createAlert(QUIET));
    await saved(mine.createAlert({ ...QUIET, symbol: 'REGN' }));
    const otherId = alert.id + 1000;
    for (const answer of [await mine.pauseAlert(otherId), await mine.editAlert(otherId, QUIET), await mine.removeAlert(otherId), await mine.rearmAlert(otherId), await mine.restoreAlert(otherId)]) {
      expect(answer).toEqual({ status: 'not-found' });
    }
    expect(await theirs.listAlerts()).toEqual([alert]);
    expect(await mine.pauseAlert(0.5)).toEqual({ status: 'not-found' });
  });

  it("tells the symbol's quote room after each write, through the member store's own wiring", async () => {
    const id = freshMember();
    const store = rpc(id);
    const alert = await saved(store.createAlert({ ...QUIET, symbol: 'REGN' }));
    // The write answers once the room holds it: the store awaits the rooms before its answer.
    expect(await roomRowsOf('REGN', id)).toMatchObject([{ member: id.toString(), alert_id: alert.id, generation: 1, threshold: 150 }]);
    await saved(store.pauseAlert(alert.id));
    expect(await roomRowsOf('REGN', id)).toEqual([]);
    await saved(store.rearmAlert(alert.id));
    expect(await roomRowsOf('REGN', id)).toMatchObject([{ alert_id: alert.id, generation: 2 }]);
    await store.removeAlert(alert.id);
    expect(await roomRowsOf('REGN', id)).toEqual([]);
  });

  it('reads the inbox newest first, the newest 100 at most, with each delivery state', async () => {
    const id = freshMember();
    await runInDurableObject(stubOf(id), (_instance, state) => {
      for (let index = 0; index < INBOX_LIMIT + 3; index += 1) {
        state.storage.sql.exec(
          "INSERT INTO alert_inbox (alert_id, firing_key, symbol, title, body, url, fired_at, delivery) VALUES (1, ?, 'NVDA', '到價通知', ?, '/stock/NVDA/info', ?, ?)",
          `1:${index}`,
          `NVDA 突破 $${index}`,
          1_000 + index,
          index % 2 === 0 ? 'delivered' : 'failed',
        );
      }
    });
    const inbox = await rpc(id).listInbox();
    expect(inbox).toHaveLength(INBOX_LIMIT);
    expect(inbox[0]).toMatchObject({ alertId: 1, body: `NVDA 突破 $${INBOX_LIMIT + 2}`, firedAt: 1_000 + INBOX_LIMIT + 2, delivery: 'delivered', url: '/stock/NVDA/info' });
    expect(inbox.at(-1)?.firedAt).toBe(1_003);
  });
});

describe('what the quote rooms are told', () => {
  it('names the symbols after each write that changed what is armed, and none after one that did not', async () => {
    const id = freshMember();
    const told = await runInDurableObject(stubOf(id), async (_instance, state) => {
      const calls: string[][] = [];
      const store = new AlertsStore(state.storage, (symbols) => void calls.push(symbols));
      const created = await store.createAlert(NVDA_ABOVE);
      if (created.status !== 'saved') throw new Error('not saved');
      const alertId = created.alert.id;
      await store.editAlert(alertId, { ...NVDA_ABOVE, symbol: 'AMD' });
      await store.pauseAlert(alertId);
      await store.pauseAlert(alertId); // already paused: nothing armed changed
      await store.removeAlert(alertId); // paused: nothing armed changed
      await store.restoreAlert(alertId);
      await store.rearmAlert(alertId);
      await store.createAlert({ ...NVDA_ABOVE, threshold: 'oops' }); // refused
      const armed = armedRoomAlerts(state.storage.sql, 'abc123', ['AMD', 'NVDA']);
      return { calls, armed, alertId };
    });
    expect(told.calls).toEqual([['NVDA'], ['NVDA', 'AMD'], ['AMD'], ['AMD']]);
    expect(told.armed).toEqual([{ member: 'abc123', alertId: told.alertId, generation: 3, symbol: 'AMD', kind: 'above', threshold: 150, repeat: 'once', firedDay: null }]);
  });

  it('keeps a committed write when telling the rooms fails', async () => {
    const id = freshMember();
    const listed = await runInDurableObject(stubOf(id), async (_instance, state) => {
      const store = new AlertsStore(state.storage, async () => {
        throw new Error('room away');
      });
      expect((await store.createAlert(NVDA_ABOVE)).status).toBe('saved');
      return store.listAlerts();
    });
    expect(listed.map((alert) => alert.symbol)).toEqual(['NVDA']);
  });
});
