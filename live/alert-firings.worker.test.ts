import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { INBOX_LIMIT, type AlertFiring, type AlertsRpc } from '../src/lib/alerts/alert-types.ts';
import { alertRowOf, freshMember, inboxOf, insertAlerts, memberStub, storeSql } from '../tests/support/app/alert-rows.ts';

/**
 * The member store's side of a firing (alert-firings.ts), over RPC as a quote room calls it: one record
 * per key, whatever is sent again, and nothing for an alert that is no longer armed as the room thought.
 */
const store = (member: DurableObjectId) => memberStub(member) as unknown as Pick<AlertsRpc, 'alertFired'>;

const firing = (alertId: number, over: Partial<AlertFiring> = {}): AlertFiring => ({
  alertId,
  generation: 1,
  key: `${alertId}:1`,
  symbol: 'NVDA',
  kind: 'above',
  price: 150.12,
  changePercent: 3.14,
  time: '2026-11-20T15:30:00.000Z',
  day: '2026-11-20',
  ...over,
});

describe("the store's answer to a firing", () => {
  it("records a 'once' firing with the notification's words, and answers a resent key 'duplicate'", async () => {
    const member = freshMember();
    const [id = 0] = await insertAlerts(member, [{ symbol: 'NVDA', kind: 'above', threshold: '150' }]);
    expect(await store(member).alertFired(firing(id))).toBe('recorded');
    expect(await store(member).alertFired(firing(id))).toBe('duplicate');
    expect(await inboxOf(member)).toEqual([
      expect.objectContaining({ alert_id: id, firing_key: `${id}:1`, symbol: 'NVDA', body: 'NVDA 突破 $150.00，現價 $150.12 (+3.1 %)', url: '/stock/NVDA/info', delivery: 'no-device' }),
    ]);
    expect(await alertRowOf(member, id)).toMatchObject({ state: 'fired', fired_at: Date.parse('2026-11-20T15:30:00.000Z'), fired_price: '150.12', fired_day: '2026-11-20' });
  });

  it("answers 'not-armed' for a paused, removed or edited alert, a key that is not the alert's, and a malformed firing", async () => {
    const member = freshMember();
    const [paused = 0, removed = 0, edited = 0, armed = 0] = await insertAlerts(member, [
      { symbol: 'NVDA', kind: 'above', threshold: '150' },
      { symbol: 'NVDA', kind: 'above', threshold: '150' },
      { symbol: 'NVDA', kind: 'above', threshold: '150', generation: 2 },
      { symbol: 'NVDA', kind: 'above', threshold: '150' },
    ]);
    await storeSql(member, "UPDATE alerts SET state = 'paused' WHERE id = ?", paused);
    await storeSql(member, 'UPDATE alerts SET deleted_at = ? WHERE id = ?', Date.now(), removed);
    expect(await store(member).alertFired(firing(paused))).toBe('not-armed');
    expect(await store(member).alertFired(firing(removed))).toBe('not-armed');
    expect(await store(member).alertFired(firing(edited))).toBe('not-armed');
    expect(await store(member).alertFired(firing(armed, { key: `${armed}:1:2026-11-20` }))).toBe('not-armed');
    expect(await store(member).alertFired(firing(armed, { symbol: 'AAPL' }))).toBe('not-armed');
    expect(await store(member).alertFired(firing(armed, { price: Number.NaN }))).toBe('not-armed');
    expect(await store(member).alertFired({ ...firing(armed), day: 'tomorrow' })).toBe('not-armed');
    expect(await inboxOf(member)).toEqual([]);
    expect(await alertRowOf(member, armed)).toMatchObject({ state: 'armed', fired_at: null });
  });

  it("records a 'daily' alert once a day: the same day again is a duplicate (even once its inbox row is gone), the next day is new", async () => {
    const member = freshMember();
    const [id = 0] = await insertAlerts(member, [{ symbol: 'TSM', kind: 'change-down', threshold: '2', repeat: 'daily' }]);
    const daily = (day: string) => firing(id, { symbol: 'TSM', kind: 'change-down', changePercent: -2.5, key: `${id}:1:${day}`, day });
    expect(await store(member).alertFired(daily('2026-11-20'))).toBe('recorded');
    expect(await store(member).alertFired(daily('2026-11-20'))).toBe('duplicate');
    await storeSql(member, 'DELETE FROM alert_inbox');
    expect(await store(member).alertFired(daily('2026-11-20'))).toBe('duplicate');
    expect(await store(member).alertFired(daily('2026-11-23'))).toBe('recorded');
    expect((await inboxOf(member)).map((row) => [row.firing_key, row.body])).toEqual([[`${id}:1:2026-11-23`, 'TSM 今日跌幅達 −2.5 %，現價 $150.12 (−2.5 %)']]);
    expect(await alertRowOf(member, id)).toMatchObject({ state: 'armed', fired_day: '2026-11-23' });
  });

  it(`keeps the newest ${INBOX_LIMIT} notifications`, async () => {
    const member = freshMember();
    const [id = 0] = await insertAlerts(member, [{ symbol: 'NVDA', kind: 'above', threshold: '150', repeat: 'daily' }]);
    await runInDurableObject(memberStub(member), (_instance, state) => {
      for (let i = 0; i < INBOX_LIMIT; i += 1) {
        state.storage.sql.exec("INSERT INTO alert_inbox (alert_id, firing_key, symbol, title, body, url, fired_at, delivery) VALUES (?, ?, 'NVDA', 't', 'b', '/u', 0, 'no-device')", id, `old-${i}`);
      }
    });
    expect(await store(member).alertFired(firing(id, { key: `${id}:1:2026-11-20` }))).toBe('recorded');
    const keys = (await inboxOf(member)).map((row) => row.firing_key);
    expect(keys).toHaveLength(INBOX_LIMIT);
    expect(keys[0]).toBe('old-1');
    expect(keys.at(-1)).toBe(`${id}:1:2026-11-20`);
  });

  it('queues one push per device, due now, and sets the alarm that sends them', async () => {
    const member = freshMember();
    const [id = 0] = await insertAlerts(member, [{ symbol: 'NVDA', kind: 'above', threshold: '150' }]);
    for (const device of ['a', 'b']) {
      await storeSql(member, 'INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?)', `https://push.example/${device}`, 'p', 'q', Date.now());
    }
    // The alarm is the outbox's (push-outbox.ts, the push part): here only that it is asked for, now.
    const storage = await runInDurableObject(memberStub(member), (_instance, state) => state.storage);
    const setAlarm = vi.spyOn(Object.getPrototypeOf(storage) as DurableObjectStorage, 'setAlarm').mockResolvedValue(undefined);
    const before = Date.now();
    expect(await store(member).alertFired(firing(id))).toBe('recorded');
    const asked = setAlarm.mock.calls.filter((_call, index) => setAlarm.mock.contexts[index] === storage).map(([at]) => Number(at));
    setAlarm.mockRestore();
    const outbox = await runInDurableObject(memberStub(member), (_instance, state) =>
      state.storage.sql.exec<{ endpoint: string; attempts: number; next_at: number }>('SELECT endpoint, attempts, next_at FROM push_outbox ORDER BY endpoint').toArray(),
    );
    expect((await inboxOf(member)).map((row) => row.delivery)).toEqual(['pending']);
    expect(outbox.map((row) => [row.endpoint, row.attempts])).toEqual([
      ['https://push.example/a', 0],
      ['https://push.example/b', 0],
    ]);
    for (const row of outbox) expect(row.next_at).toBeGreaterThanOrEqual(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeLessThanOrEqual(outbox[0]?.next_at ?? 0);
  });
});
