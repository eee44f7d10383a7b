import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { RenderNotFound, RenderRedirect } from '@tests/page-render-mocks';
import { attrOf, type Element, inside, renderPageHtml, squashed } from '@tests/page-html';
import { afterStoreReload } from '@tests/member-stores';
import { requestAuthFor } from '@tests/upstream-context';
import type { AlertFields } from '@/lib/alerts/alert-types';
import { memberStoreOf } from '@/lib/member/member-store';
import { type RequestAuth, runWithRequestAuth } from '@/lib/server/request-auth';

/**
 * 通知's pages as they render, in workerd, against the demo member's real store: /alerts with each
 * state, the inbox and what the last post came to, and 設定通知 (/alerts/new) filled from a stock, an
 * alert being changed, or a refusal. A firing and its inbox row are written straight into the store's
 * tables, as the rooms' part (alertFired) writes them.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());
const { default: AlertsPage } = await import('@/pages/(default)/alerts/index');
const { default: NewAlertPage } = await import('@/pages/(default)/alerts/new');

const MEMBER = 1001;
const stores = (env as unknown as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES;
const store = () => memberStoreOf(stores, MEMBER);
const asMember = <T,>(fn: () => T): T => runWithRequestAuth(requestAuthFor('member', inject('memberTokens').member.access_token), fn);
const GUEST: RequestAuth = { kind: 'guest', accessToken: 'guest-token', claims: { sub: 'guest-g', user_guid: 'g', is_guest: true, exp: 2_000_000_000 } };
const NVDA_ABOVE: AlertFields = { symbol: 'NVDA', kind: 'above', threshold: '150', repeat: 'once' };

const alertsPage = (query = '') => asMember(() => renderPageHtml(`/alerts?${query}`, () => AlertsPage({ query })));
const newPage = (query = '') => asMember(() => renderPageHtml(`/alerts/new?${query}`, () => NewAlertPage({ query })));
const errorsOf = (root: Element | undefined) =>
  Object.fromEntries(inside(root, (element) => attrOf(element, 'data-testid') === 'field-error').map((element) => [attrOf(element, 'data-field'), squashed(element)]));
const valueOf = (root: Element | undefined, name: string) =>
  attrOf(inside(root, (element) => element.tagName === 'input' && attrOf(element, 'name') === name && attrOf(element, 'type') !== 'radio')[0], 'value');
const checkedOf = (root: Element | undefined, name: string) =>
  attrOf(inside(root, (element) => element.tagName === 'input' && attrOf(element, 'name') === name && attrOf(element, 'checked') !== undefined)[0], 'value');

async function created(fields: AlertFields = NVDA_ABOVE): Promise<number> {
  const answer = await store().createAlert(fields);
  if (answer.status !== 'saved') throw new Error(JSON.stringify(answer));
  return answer.alert.id;
}

beforeEach(async () => {
  await afterStoreReload(async () => {
    for (const alert of await store().listAlerts()) await store().removeAlert(alert.id);
  });
  await runInDurableObject(stores.get(stores.idFromName(`member:${MEMBER}`)), (_instance, state) => {
    state.storage.sql.exec('DELETE FROM alert_inbox');
  });
});

describe('/alerts', () => {
  it('tells a member without alerts how to set one, and that the inbox is empty', async () => {
    const html = await alertsPage();
    expect(squashed(html.byTestId('alerts-list')[0])).toContain('還沒有通知。到任何一檔股票的頁面按「設定通知」');
    expect(squashed(html.byTestId('alerts-inbox')[0])).toContain('還沒有通知。條件達成時，通知會出現在這裡（保留最近 100 則）');
    expect(attrOf(html.byTestId('alerts-new')[0], 'href')).toBe('/alerts/new');
    expect(squashed(html.byTestId('alerts-push')[0])).toContain('加入主畫面');
  });

  it('shows each alert’s state — 等待中, 已觸發 with time and price, 已停用 — and the inbox with each delivery', async () => {
    const armed = await created();
    const fired = await created({ symbol: 'TSLA', kind: 'below', threshold: '200', repeat: 'daily' });
    const paused = await created({ symbol: 'AAPL', kind: 'earnings', threshold: null, repeat: 'once' });
    await store().pauseAlert(paused);
    const firedAt = Date.UTC(2026, 11, 1, 14, 35); // 22:35 in Taipei
    await runInDurableObject(stores.get(stores.idFromName(`member:${MEMBER}`)), (_instance, state) => {
      state.storage.sql.exec("UPDATE alerts SET state = 'fired', fired_at = ?, fired_price = '199.5', fired_day = '2026-12-01' WHERE id = ?", firedAt, fired);
      const insert = "INSERT INTO alert_inbox (alert_id, firing_key, symbol, title, body, url, fired_at, delivery) VALUES (?, ?, ?, '到價通知', ?, ?, ?, ?)";
      state.storage.sql.exec(insert, fired, `${fired}:1:2026-12-01`, 'TSLA', 'TSLA 跌破 $200.00，現價 $199.50 (−2.1 %)', '/stock/TSLA/info', firedAt, 'delivered');
      state.storage.sql.exec(insert, armed, `${armed}:0`, 'NVDA', '<img src=x onerror=alert(1)>', '/stock/NVDA/info', firedAt - 60_000, 'failed');
    });
    const html = await alertsPage();
    const items = html.byTestId('alert-item');
    const byId = (id: number) => items.find((item) => attrOf(item, 'data-alert-id') === String(id));
    expect(squashed(byId(armed))).toContain('NVDA 高於 $150.00等待中觸發一次');
    expect(squashed(byId(fired))).toContain('TSLA 低於 $200.00已觸發 2026/12/01 22:35 台北，$199.50每個交易日最多一次');
    expect(squashed(byId(paused))).toContain('AAPL 明天公布財報已停用');
    // An armed alert can be paused; a fired or paused one re-armed; all edited and deleted.
    expect(inside(byId(armed), (element) => attrOf(element, 'data-testid') === 'alert-pause')).toHaveLength(1);
    expect(inside(byId(fired), (element) => attrOf(element, 'data-testid') === 'alert-rearm')).toHaveLength(1);
    expect(attrOf(inside(byId(paused), (element) => attrOf(element, 'data-testid') === 'alert-edit')[0], 'href')).toBe(`/alerts/new?edit=${paused}`);
    const inbox = html.byTestId('inbox-entry');
    expect(inbox.map((entry) => [squashed(entry), attrOf(entry, 'data-delivery')])).toEqual([
      ['TSLA 跌破 $200.00，現價 $199.50 (−2.1 %)2026/12/01 22:35 台北已送達', 'delivered'],
      ['<img src=x onerror=alert(1)>2026/12/01 22:34 台北未送達', 'failed'],
    ]);
    expect(html.where((element) => element.tagName === 'img')).toHaveLength(0);
    expect(squashed(html.byTestId('alerts-count')[0])).toBe('3 / 50 個通知');
  });

  it('says what a post came to, with 復原 after a delete, and nothing for an alert that is not the member’s', async () => {
    const id = await created();
    expect(squashed((await alertsPage(`answer=created&id=${id}`)).byTestId('alerts-notice')[0])).toBe('已設定「NVDA 高於 $150.00」');
    await store().removeAlert(id);
    const removed = await alertsPage(`answer=removed&id=${id}&symbol=NVDA&kind=above&threshold=150`);
    expect(squashed(removed.byTestId('alerts-notice')[0])).toContain('已刪除「NVDA 高於 $150.00」。一天內可以復原。');
    expect(removed.byTestId('alerts-restore')).toHaveLength(1);
    expect(squashed((await alertsPage('answer=not-found')).byTestId('alerts-notice')[0])).toBe('找不到這個通知，可能已被刪除');
    expect((await alertsPage('answer=created&id=999999')).byTestId('alerts-notice').map(squashed)).toEqual(['已設定通知']);
    expect((await alertsPage('answer=removed&id=1&kind=evil')).byTestId('alerts-notice')).toHaveLength(0);
  });

  it('sends a guest to the sign-in landing that returns to /alerts (設定通知 with its stock)', async () => {
    await expect(runWithRequestAuth(GUEST, () => renderPageHtml('/alerts', () => AlertsPage({ query: '' })))).rejects.toThrow(RenderRedirect);
    await expect(runWithRequestAuth(GUEST, () => renderPageHtml('/alerts', () => AlertsPage({ query: '' })))).rejects.toMatchObject({ location: '/auth/alerts' });
    await expect(runWithRequestAuth(GUEST, () => renderPageHtml('/alerts/new', () => NewAlertPage({ query: 'symbol=NVDA' })))).rejects.toMatchObject({ location: '/auth/alerts/new?symbol=NVDA' });
  });
});

describe('/alerts/new (設定通知)', () => {
  it('opens for the stock it came from, saying its price and range', async () => {
    const form = (await newPage('symbol=nvda')).byTestId('alert-form')[0];
    expect(valueOf(form, 'symbol')).toBe('NVDA');
    expect(valueOf(form, 'intent')).toBe('create');
    expect(checkedOf(form, 'kind')).toBe('above');
    expect(squashed(form)).toMatch(/NVDA 現價 \$[\d,.]+，52 週區間 \$[\d,.]+–\$[\d,.]+。/);
  });

  it('opens an alert to change it, and answers 404 for an id that is not the member’s', async () => {
    const id = await created({ symbol: 'TSLA', kind: 'change-down', threshold: '5', repeat: 'daily' });
    const form = (await newPage(`edit=${id}`)).byTestId('alert-form')[0];
    expect([valueOf(form, 'intent'), valueOf(form, 'edit'), valueOf(form, 'symbol'), valueOf(form, 'threshold'), checkedOf(form, 'kind'), checkedOf(form, 'repeat')]).toEqual([
      'edit',
      String(id),
      'TSLA',
      '5',
      'change-down',
      'daily',
    ]);
    await expect(newPage('edit=999999')).rejects.toThrow(RenderNotFound);
  });

  it('puts a refused form back with what was typed and each reason beside its field', async () => {
    const check = (await newPage('answer=refused&why=check&symbol=NVDA&kind=above&threshold=-5&repeat=once')).byTestId('alert-form')[0];
    expect(errorsOf(check)).toEqual({ 'alert-threshold': '請填數字，例如 150 或 150.5（不可為負數，最多 4 位小數）' });
    expect(valueOf(check, 'threshold')).toBe('-5');
    const far = (await newPage('answer=refused&why=check&symbol=NVDA&kind=above&threshold=99999999&repeat=once')).byTestId('alert-form')[0];
    expect(errorsOf(far)['alert-threshold']).toMatch(/^價格須在現價 \$[\d,.]+ 的 10 倍以內/);
    const unknown = (await newPage('answer=refused&why=unknown-symbol&symbol=ZZZQX&kind=above&threshold=5&repeat=once')).byTestId('alert-form')[0];
    expect(errorsOf(unknown)).toEqual({ 'alert-symbol': '找不到代號「ZZZQX」，請確認是美股代號（例如 NVDA）。' });
    const full = await newPage('answer=refused&why=full&symbol=NVDA&kind=above&threshold=150&repeat=once');
    expect(squashed(full.byTestId('alert-form-error')[0])).toBe('最多 50 個通知：請先在「通知」刪除一個。');
  });
});
