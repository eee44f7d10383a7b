import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { RenderRedirect } from '@tests/page-render-mocks';
import { attrOf, renderPageHtml, squashed } from '@tests/page-html';
import { afterStoreReload } from '@tests/member-stores';
import { requestAuthFor } from '@tests/upstream-context';
import { memberStoreOf } from '@/lib/member/member-store';
import { type RequestAuth, runWithRequestAuth } from '@/lib/server/request-auth';
import { SaveScreenForm } from '../SaveScreenForm';

/**
 * 我的選股 rendered as its request renders it, in workerd, for a member (the sandbox's demo member,
 * whose real store the workerd project binds), a guest and a request without a session.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());
const { default: MyScreensPage } = await import('@/pages/(default)/screener/mine/index');

const MEMBER = 1001;
/** A stub made now: one made before the pool reloaded its main module reaches a replaced instance (member-stores.ts). */
const store = () => memberStoreOf((env as unknown as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES, MEMBER);
const asMember = <T,>(fn: () => T): T => runWithRequestAuth(requestAuthFor('member', inject('memberTokens').member.access_token), fn);
/** A guest's verified session (its token is never sent anywhere by this page). */
const GUEST: RequestAuth = { kind: 'guest', accessToken: 'guest-token', claims: { sub: 'guest-g', user_guid: 'g', is_guest: true, exp: 2_000_000_000 } };
const asGuest = <T,>(fn: () => T): T => runWithRequestAuth(GUEST, fn);

const page = (query = '') => asMember(() => renderPageHtml(`/screener/mine${query ? `?${query}` : ''}`, () => MyScreensPage({ query })));

async function redirectOf(run: <T>(fn: () => T) => T): Promise<string | null> {
  try {
    await run(() => MyScreensPage({ query: '' }));
    return null;
  } catch (err) {
    if (err instanceof RenderRedirect) return err.location;
    throw err;
  }
}

beforeEach(async () => {
  await afterStoreReload(async () => {
    const emptied = store();
    for (const screen of await emptied.listScreens()) await emptied.removeScreen(screen.id);
  });
});

describe('/screener/mine', () => {
  it('shows a member with nothing saved an empty state that says how to save, and the way to the screener', async () => {
    const html = await page();
    expect(squashed(html.byTestId('my-screens-empty')[0])).toContain('還沒有儲存的選股條件');
    expect(html.where((element) => element.tagName === 'a' && attrOf(element, 'href') === '/screener')).toHaveLength(1);
    expect(html.byTestId('saved-screen')).toHaveLength(0);
  });

  it('lists the member’s screens newest first, each opening its screen, names (HTML too) as text', async () => {
    await store().saveScreen('月配息', 'freq=monthly');
    await store().saveScreen('<b>粗體</b><script>alert(1)</script>', 'yield=5-&sort=yield');
    const html = await page();
    const items = html.byTestId('saved-screen-open');
    expect(items.map((item) => squashed(item))).toEqual(['<b>粗體</b><script>alert(1)</script>', '月配息']);
    expect(items.map((item) => attrOf(item, 'href'))).toEqual(['/screener?yield=5-&sort=yield', '/screener?freq=monthly']);
    expect(html.where((element) => element.tagName === 'script' && squashed(element).includes('alert(1)'))).toHaveLength(0);
    expect(squashed(html.byTestId('my-screens-count')[0])).toBe('共 2 組（上限 20 組）');
    // Rename and delete are forms: they work without JavaScript.
    expect(html.byTestId('saved-screen-remove')).toHaveLength(2);
    expect(html.where((element) => element.tagName === 'form' && attrOf(element, 'action') === '/screener/mine' && attrOf(element, 'method') === 'post')).toHaveLength(4);
  });

  it('says what a form post came to, with 復原 after a delete while the screen can come back', async () => {
    const saved = await store().saveScreen('高股息', 'yield=5-');
    const id = saved.status === 'saved' ? saved.screen.id : 0;
    await store().removeScreen(id);
    const removed = await page(`answer=removed&id=${id}`);
    expect(squashed(removed.byTestId('my-screens-notice')[0])).toContain('已刪除「高股息」');
    expect(removed.byTestId('my-screens-undo')).toHaveLength(1);
    await store().restoreScreen(id);
    const restored = await page(`answer=removed&id=${id}`);
    expect(restored.byTestId('my-screens-undo')).toHaveLength(0);
    const full = await page('answer=full&q=p%3D21');
    expect(squashed(full.byTestId('my-screens-notice')[0])).toContain('最多儲存 20 組選股條件');
    expect(attrOf(full.byTestId('my-screens-back')[0], 'href')).toBe('/screener?p=21');
    // A link cannot make the page say words of its own: no name travels, an unknown id says nothing.
    expect((await page('answer=saved&id=999999&name=請撥打')).byTestId('my-screens-notice')).toHaveLength(0);
  });

  it('sends a guest, and a request without a session, to the sign-in landing that returns here', async () => {
    expect(await redirectOf(asGuest)).toBe('/auth/screener/mine');
    expect(await redirectOf((fn) => runWithRequestAuth(null, fn))).toBe('/auth/screener/mine');
  });
});

describe('SaveScreenForm', () => {
  it('gives a member a name field and 儲存, posting the screen’s query to 我的選股', async () => {
    const html = await asMember(() => renderPageHtml('/screener', () => <SaveScreenForm query="?freq=monthly&yield=5-" />));
    const form = html.byTestId('save-screen-form')[0];
    expect(attrOf(form, 'action')).toBe('/screener/mine');
    expect(attrOf(form, 'method')).toBe('post');
    const hidden = html.where((element) => element.tagName === 'input' && attrOf(element, 'type') === 'hidden');
    expect(Object.fromEntries(hidden.map((input) => [attrOf(input, 'name'), attrOf(input, 'value')]))).toEqual({ intent: 'save', query: 'freq=monthly&yield=5-' });
    expect(squashed(html.byTestId('save-screen-submit')[0])).toBe('儲存');
  });

  it('offers a guest 登入, back to this screen, instead of the form', async () => {
    const html = await asGuest(() => renderPageHtml('/screener', () => <SaveScreenForm query="freq=monthly" />));
    expect(html.byTestId('save-screen-form')).toHaveLength(0);
    expect(attrOf(html.byTestId('save-screen-sign-in')[0], 'href')).toBe(`/login?from=${encodeURIComponent('/screener?freq=monthly')}`);
  });
});
