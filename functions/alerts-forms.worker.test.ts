import { runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberFormsApp, postForm, requestThrough } from '@tests/member-forms-app';
import { afterStoreReload, memberStores as stores, storeOf } from '@tests/member-stores';
import { APP, setSandboxKnobs, TestBrowser } from '@tests/test-browser';
import { sandboxContext } from '@tests/upstream-context';
import { ALERT_LIMIT, type AlertFields } from '@/lib/alerts/alert-types';
import { getKeypoints } from '@/lib/upstream/business';
import { parseStockId } from '@protocol/stock-id';
import alertsForms from './alerts-forms';

/**
 * The forms of 通知 through the edge layer as the Worker orders it (the CSRF check, the auth endpoints,
 * the methods, the session, then the forms), against the sandbox's provider, directory and keypoints and
 * the real member stores (SQLite Durable Objects). The writer demo member signs in for real; the admin's
 * store stands for another member's.
 */
const MEMBER = 1003;
const OTHER = 1004;

const app = memberFormsApp(alertsForms());

/** A form post to /alerts as `browser` (its cookies; this site's Origin unless told). */
const post = (browser: TestBrowser | null, fields: Record<string, string>, init: { origin?: string; type?: string; body?: string } = {}) => postForm(app, '/alerts', browser, fields, init);
const located = async (res: Promise<Response>) => new URL((await res).headers.get('location') ?? '', APP);
const where = async (res: Promise<Response>) => {
  const url = await located(res);
  return `${url.pathname}${url.search}`;
};

async function emptied(memberId: number) {
  await afterStoreReload(async () => {
    const store = storeOf(memberId);
    for (const alert of await store.listAlerts()) await store.removeAlert(alert.id);
  });
  return storeOf(memberId);
}

/** NVDA's price in the sandbox now (the simulated market moves it): the thresholds are set around it. */
const nvdaPrice = async () => (await getKeypoints(sandboxContext(), parseStockId('NVDA')!)).price;
const create = (fields: Partial<Record<keyof AlertFields, string>>) => ({ intent: 'create', symbol: 'NVDA', kind: 'above', repeat: 'once', ...fields });

let member: TestBrowser;
afterEach(() => setSandboxKnobs({}));
beforeEach(async () => {
  member = new TestBrowser();
  await member.signIn('writer');
  await emptied(MEMBER);
});

describe('POST /alerts', () => {
  it('sets 「NVDA 高於 X」 in the session’s member’s store and answers 303 to /alerts saying so', async () => {
    const threshold = (Math.round((await nvdaPrice()) * 1.1 * 100) / 100).toFixed(2);
    const res = await post(member, create({ symbol: ' nvda ', threshold }));
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const [alert] = await storeOf(MEMBER).listAlerts();
    expect(alert).toMatchObject({ symbol: 'NVDA', kind: 'above', threshold: String(Number(threshold)), state: 'armed', repeat: 'once' });
    expect(res.headers.get('location')).toBe(`/alerts?answer=created&id=${alert!.id}`);
  });

  it('edits, pauses, re-arms, removes and restores (復原) through the forms', async () => {
    const price = await nvdaPrice();
    await post(member, create({ threshold: String(Math.ceil(price)) }));
    const [alert] = await storeOf(MEMBER).listAlerts();
    const id = String(alert!.id);
    expect(await where(post(member, { ...create({ threshold: String(Math.floor(price)), kind: 'below', repeat: 'daily' }), intent: 'edit', edit: id }))).toBe(`/alerts?answer=edited&id=${id}`);
    expect((await storeOf(MEMBER).listAlerts())[0]).toMatchObject({ kind: 'below', repeat: 'daily', generation: 2, state: 'armed' });
    expect(await where(post(member, { intent: 'pause', id }))).toBe(`/alerts?answer=paused&id=${id}`);
    expect((await storeOf(MEMBER).listAlerts())[0]?.state).toBe('paused');
    expect(await where(post(member, { intent: 'rearm', id }))).toBe(`/alerts?answer=rearmed&id=${id}`);
    expect((await storeOf(MEMBER).listAlerts())[0]).toMatchObject({ state: 'armed', generation: 3 });
    const removed = await located(post(member, { intent: 'remove', id }));
    expect(Object.fromEntries(removed.searchParams)).toEqual({ answer: 'removed', id, symbol: 'NVDA', kind: 'below', threshold: String(Math.floor(price)), repeat: 'daily' });
    expect(await storeOf(MEMBER).listAlerts()).toEqual([]);
    expect(await where(post(member, { intent: 'restore', id }))).toBe(`/alerts?answer=restored&id=${id}`);
    expect(await storeOf(MEMBER).listAlerts()).toHaveLength(1);
  });

  it('refuses hostile thresholds and symbols, keeping what was typed, and stores nothing', async () => {
    const price = await nvdaPrice();
    const refusal = async (fields: Record<string, string>) => {
      const url = await located(post(member, create(fields)));
      return { page: url.pathname, why: url.searchParams.get('why'), threshold: url.searchParams.get('threshold') };
    };
    for (const threshold of ['abc', '-150', 'NaN', 'Infinity', '1e3', '0', '']) expect(await refusal({ threshold }), threshold).toMatchObject({ page: '/alerts/new', why: 'check' });
    expect(await refusal({ threshold: String(Math.ceil(price * 11)) })).toEqual({ page: '/alerts/new', why: 'check', threshold: String(Math.ceil(price * 11)) });
    expect(await refusal({ threshold: (price / 11).toFixed(2) })).toMatchObject({ why: 'check' });
    expect(await refusal({ symbol: 'ZZZQX', threshold: '10' })).toMatchObject({ why: 'unknown-symbol' });
    expect(await refusal({ symbol: '../../etc', threshold: '10' })).toMatchObject({ why: 'check' });
    expect(await refusal({ kind: 'sideways', threshold: '10' })).toMatchObject({ why: 'check' });
    expect(await storeOf(MEMBER).listAlerts()).toEqual([]);
  });

  it('fills a 52-week alert from the stock’s range, whatever threshold was sent', async () => {
    const stats = await getKeypoints(sandboxContext(), parseStockId('NVDA')!);
    await post(member, create({ kind: 'high-52w', threshold: '999999' }));
    expect((await storeOf(MEMBER).listAlerts())[0]).toMatchObject({ kind: 'high-52w', threshold: String(Number(stats.week52High.toFixed(4))) });
  });

  it('asks the member to try again when the directory cannot say whether a symbol exists, saving nothing', async () => {
    await setSandboxKnobs({ fail: 'business' });
    const unverified = await located(post(member, create({ symbol: 'ZZZQY', threshold: '100' })));
    expect([unverified.searchParams.get('why'), unverified.searchParams.get('symbol')]).toEqual(['symbol-unverified', 'ZZZQY']);
    await setSandboxKnobs({});
    expect(await storeOf(MEMBER).listAlerts()).toEqual([]);
  });

  it('holds the limit of 50: the 51st is refused back to the form', async () => {
    const store = storeOf(MEMBER);
    for (let index = 0; index < ALERT_LIMIT; index += 1) await store.createAlert({ symbol: 'NVDA', kind: 'change-up', threshold: String(index + 1), repeat: 'once' });
    expect((await located(post(member, create({ kind: 'change-up', threshold: '5' })))).searchParams.get('why')).toBe('full');
    expect(await store.listAlerts()).toHaveLength(ALERT_LIMIT);
  });

  it('reaches only the session’s member’s store: another member’s alert ids find nothing and change nothing', async () => {
    const other = await emptied(OTHER);
    const created = await other.createAlert({ symbol: 'NVDA', kind: 'change-down', threshold: '5', repeat: 'once' });
    if (created.status !== 'saved') throw new Error('not saved');
    // Ids count per store from 1: give theirs one this member's store has never used, as another member's would be.
    const theirs = String(900_000 + Math.floor(Math.random() * 90_000));
    await runInDurableObject(stores.get(stores.idFromName(`member:${OTHER}`)), (_instance, state) => {
      state.storage.sql.exec('UPDATE alerts SET id = ? WHERE id = ?', Number(theirs), created.alert.id);
    });
    const before = await other.listAlerts();
    for (const intent of ['pause', 'rearm', 'remove', 'restore']) {
      expect(await where(post(member, { intent, id: theirs, memberId: String(OTHER) }))).toBe('/alerts?answer=not-found');
    }
    expect(await where(post(member, { ...create({ threshold: '5', kind: 'change-up' }), intent: 'edit', edit: theirs }))).toBe('/alerts?answer=not-found');
    expect(before).toEqual([{ ...created.alert, id: Number(theirs) }]);
    expect(await other.listAlerts()).toEqual(before);
  });

  it('sends a guest to the sign-in landing, writing nothing', async () => {
    const res = await post(null, create({ threshold: '100' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth/alerts');
    expect(await storeOf(MEMBER).listAlerts()).toEqual([]);
  });

  it('answers hostile posts with a reason, never a 5xx', async () => {
    for (const id of ['-1', '0', '1e3', '99999999999999999999', '<b>1</b>', '']) expect(await where(post(member, { intent: 'pause', id }))).toBe('/alerts?answer=not-found');
    expect(await where(post(member, { intent: 'explode' }))).toBe('/alerts?answer=not-found');
    expect(await where(post(member, { intent: 'edit', edit: 'x' }))).toBe('/alerts?answer=not-found');
    expect((await post(member, create({ threshold: '100' }), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(member, {}, { type: 'application/json', body: JSON.stringify(create({ threshold: '100' })) })).status).toBe(415);
    expect((await post(member, create({ threshold: 'x'.repeat(10_000) }))).status).toBe(413);
    const put = await requestThrough(app, '/alerts', { method: 'PUT', headers: { origin: APP } });
    expect(put.status).toBe(405);
    const elsewhere = await requestThrough(app, '/alerts/new', { method: 'POST', headers: { origin: APP, 'content-type': 'application/x-www-form-urlencoded' }, body: 'intent=create' });
    expect(elsewhere.status).toBe(405);
    expect(await storeOf(MEMBER).listAlerts()).toEqual([]);
  });
});
