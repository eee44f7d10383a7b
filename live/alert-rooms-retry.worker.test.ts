import { runDurableObjectAlarm } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertsRpc } from '../src/lib/alerts/alert-types.ts';
import { freshMember, memberStub, roomRowsOf } from '../tests/support/app/alert-rows.ts';
import { QuoteRoom } from './quote-room.ts';

/** The member's store as the site reaches it (its RPC), by the object's id. */
const storeOf = (member: DurableObjectId) => memberStub(member) as unknown as AlertsRpc;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the quote rooms kept in step with the member's armed alerts", () => {
  it('tells a room that was away at the write once the store’s alarm comes, so the alert is not left unwatched', async () => {
    const member = freshMember();
    const store = storeOf(member);
    const setAlerts = vi.spyOn(QuoteRoom.prototype, 'setAlerts').mockRejectedValueOnce(new Error('room away'));
    // A line the sandbox's NVDA does not reach: the room holds it without firing it.
    const created = await store.createAlert({ symbol: 'NVDA', kind: 'above', threshold: '9999', repeat: 'once' });
    expect(created.status).toBe('saved');
    expect(setAlerts).toHaveBeenCalledTimes(1);
    // The member's write stands; the room has not heard of it.
    expect((await store.listAlerts()).map((alert) => alert.state)).toEqual(['armed']);
    expect(await roomRowsOf('NVDA', member)).toEqual([]);

    expect(await runDurableObjectAlarm(memberStub(member))).toBe(true);
    expect((await roomRowsOf('NVDA', member)).map((row) => row.threshold)).toEqual([9999]);

    // Told once, the next alarm has nothing to send again.
    setAlerts.mockClear();
    await runDurableObjectAlarm(memberStub(member));
    expect(setAlerts).not.toHaveBeenCalled();
    if (created.status === 'saved') await store.pauseAlert(created.alert.id);
    expect(await roomRowsOf('NVDA', member)).toEqual([]);
  });
});
