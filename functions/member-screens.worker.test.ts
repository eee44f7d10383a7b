import { beforeEach, describe, expect, it } from 'vitest';
import { memberFormsApp, postForm, requestThrough } from '@tests/member-forms-app';
import { afterStoreReload, storeOf } from '@tests/member-stores';
import { APP, TestBrowser } from '@tests/test-browser';
import { SAVED_SCREEN_LIMIT } from '@/lib/member/saved-screens';
import memberScreens from './member-screens';
import { isPublicRoutePath } from './page-cache/cacheable-page';

/**
 * The forms of 我的選股 through the edge layer as the Worker orders it (the CSRF check, the auth
 * endpoints, the methods, the session, then the forms), against the sandbox's provider and real member
 * stores (the workerd project binds MEMBER_STORES to the live Worker's class). Members sign in for real.
 */
const MEMBER = 1001;
const OTHER = 1004;

const app = memberFormsApp(memberScreens());

/** A form post to /screener/mine as `browser` (its cookies; this site's Origin unless told). */
const post = (browser: TestBrowser | null, fields: Record<string, string>, init: { origin?: string; headers?: Record<string, string> } = {}) => postForm(app, '/screener/mine', browser, fields, init);

async function emptied(memberId: number) {
  // A stub made for each try: one made before the pool reloaded its main module reaches a replaced instance.
  await afterStoreReload(async () => {
    const store = storeOf(memberId);
    for (const screen of await store.listScreens()) await store.removeScreen(screen.id);
  });
  return storeOf(memberId);
}

let member: TestBrowser;
beforeEach(async () => {
  member = new TestBrowser();
  await member.signIn('member');
  await emptied(MEMBER);
});

describe('POST /screener/mine', () => {
  it('saves into the signed-in member’s store and answers 303 to the list saying so', async () => {
    const res = await post(member, { intent: 'save', name: '  月配高股息 ', query: '?freq=monthly&yield=5-' });
    expect(res.status).toBe(303);
    const [saved] = await storeOf(MEMBER).listScreens();
    expect(saved).toMatchObject({ name: '月配高股息', query: 'freq=monthly&yield=5-' });
    expect(res.headers.get('location')).toBe(`/screener/mine?answer=saved&id=${saved?.id}`);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    // The same name again: replaced, and said.
    const again = await post(member, { intent: 'save', name: '月配高股息', query: 'freq=monthly' });
    expect(again.headers.get('location')).toBe(`/screener/mine?answer=replaced&id=${saved?.id}`);
  });

  it('takes the member from the session only: a forged member id in the form, a header or the query reaches no other store', async () => {
    const other = await emptied(OTHER);
    await post(member, { intent: 'save', name: '偽造', query: 'a=1', memberId: String(OTHER), member: String(OTHER) }, { headers: { 'x-member-id': String(OTHER) } });
    expect(await other.listScreens()).toEqual([]);
    expect((await storeOf(MEMBER).listScreens()).map((screen) => screen.name)).toEqual(['偽造']);
    // An id of another member's screen names nothing in this member's store.
    const theirs = await other.saveScreen('別人的', 'b=1');
    const id = theirs.status === 'saved' ? String(theirs.screen.id) : '';
    for (const intent of ['remove', 'rename']) {
      const res = await post(member, { intent, id, name: '改掉' });
      expect(res.headers.get('location')).toBe('/screener/mine?answer=not-found');
    }
    expect(await other.listScreens()).toEqual([expect.objectContaining({ name: '別人的' })]);
  });

  it('sends a guest to sign in (back to the screen being saved), writing nothing', async () => {
    const guest = await post(null, { intent: 'save', name: 'x', query: 'yield=5-' });
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe('/auth/screener?yield=5-');
    expect((await post(null, { intent: 'remove', id: '1' })).headers.get('location')).toBe('/auth/screener/mine');
  });

  it('refuses another site’s form (403) and any method but GET, HEAD and POST (405)', async () => {
    expect((await post(member, { intent: 'save', name: 'x', query: 'a=1' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await storeOf(MEMBER).listScreens()).toEqual([]);
    const put = await requestThrough(app, '/screener/mine', { method: 'PUT', headers: { origin: APP } });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('answers hostile forms with a reason, never a 5xx: 10 KB names, control characters, the 21st screen, an oversized body', async () => {
    const answers = async (fields: Record<string, string>) => (await post(member, fields)).headers.get('location');
    expect(await answers({ intent: 'save', name: 'x'.repeat(10_000), query: 'a=1' })).toBe('/screener/mine?answer=invalid-name&problem=too-long&q=a%3D1');
    expect(await answers({ intent: 'save', name: 'a\u0000b', query: 'a=1' })).toBe('/screener/mine?answer=invalid-name&problem=forbidden-character&q=a%3D1');
    expect(await answers({ intent: 'save', name: '', query: 'a=1' })).toBe('/screener/mine?answer=invalid-name&problem=empty&q=a%3D1');
    expect(await answers({ intent: 'save', name: 'ok', query: 'a=1 b' })).toBe('/screener/mine?answer=invalid-query');
    expect(await answers({ intent: 'explode', id: '1' })).toBe('/screener/mine?answer=not-found');
    expect(await answers({ intent: 'remove', id: '-1' })).toBe('/screener/mine?answer=not-found');
    expect(await answers({ intent: 'remove', id: '99999999999999999999' })).toBe('/screener/mine?answer=not-found');
    for (let i = 1; i <= SAVED_SCREEN_LIMIT; i += 1) await storeOf(MEMBER).saveScreen(`條件 ${i}`, `p=${i}`);
    expect(await answers({ intent: 'save', name: '第 21 組', query: 'p=21' })).toBe('/screener/mine?answer=full&q=p%3D21');
    const huge = await post(member, { intent: 'save', name: 'x'.repeat(40_000), query: 'a=1' });
    expect(huge.status).toBe(413);
    expect(await storeOf(MEMBER).listScreens()).toHaveLength(SAVED_SCREEN_LIMIT);
  });

  it('removes, restores (undo), and renames through the forms', async () => {
    await post(member, { intent: 'save', name: '一', query: 'n=1' });
    await post(member, { intent: 'save', name: '二', query: 'n=2' });
    const [two] = await storeOf(MEMBER).listScreens();
    const id = String(two?.id);
    expect((await post(member, { intent: 'remove', id })).headers.get('location')).toBe(`/screener/mine?answer=removed&id=${id}`);
    expect((await storeOf(MEMBER).listScreens()).map((screen) => screen.name)).toEqual(['一']);
    expect((await post(member, { intent: 'restore', id })).headers.get('location')).toBe(`/screener/mine?answer=restored&id=${id}`);
    expect((await post(member, { intent: 'rename', id, name: '一' })).headers.get('location')).toBe('/screener/mine?answer=name-taken');
    expect((await post(member, { intent: 'rename', id, name: '第二' })).headers.get('location')).toBe(`/screener/mine?answer=renamed&id=${id}`);
    expect((await storeOf(MEMBER).listScreens()).map((screen) => screen.name)).toEqual(['第二', '一']);
  });
});

describe('the guest page cache', () => {
  it('never takes a member’s own page in, whichever public pattern would match it', () => {
    for (const path of ['/screener/mine', '/watchlist', '/article/mine']) expect(isPublicRoutePath(path)).toBe(false);
  });
});
