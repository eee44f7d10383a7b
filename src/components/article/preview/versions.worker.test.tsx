import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, inject, it, vi } from 'vitest';
import { upstreamContextFor } from '@/lib/server/upstream-context';
import { type RequestAuth, runWithRequestAuth } from '@/lib/server/request-auth';
import { requestAuthFor, sandboxConfig } from '@tests/upstream-context';

// The Waku runtime, replaced: the upstream context comes from the request's auth, as in a render.
vi.mock('@/lib/server/request-context', () => ({ getConfig: () => sandboxConfig(), getUpstreamContext: () => upstreamContextFor(sandboxConfig()) }));
const { VersionsList } = await import('./VersionsList');
const { loadMoreVersions } = await import('./load-more-versions-action');

const DRAFT_191 = { articleId: 191, authorId: 1 };
const FIRST_PAGE = { cursor: null, rejected: false };
const authFor = (account: 'author' | 'member'): RequestAuth => requestAuthFor('member', inject('memberTokens')[account].access_token);

/** The list as the page streams it: the async component awaited, then rendered to HTML. */
async function renderList(auth: RequestAuth | null, props: Partial<Parameters<typeof VersionsList>[0]> = {}): Promise<string> {
  const element = await runWithRequestAuth(auth, () => VersionsList({ article: DRAFT_191, shownVersion: null, cursor: FIRST_PAGE, ...props }));
  return renderToStaticMarkup(element);
}
const versionsIn = (html: string) => [...html.matchAll(/data-testid="version-item" data-version="(\d+)"/g)].map((match) => Number(match[1]));
const nextCursorIn = (html: string) => /href="[^"]*(?:\?|&amp;)cursor=([A-Za-z0-9_-]+)#versions"/.exec(html)?.[1];

describe('the versions list against the sandbox', () => {
  it('draft 191: 20 versions newest first, the count, and 「載入更多」 as a plain link to the next page of this section', async () => {
    const html = await renderList(authFor('author'));
    expect(versionsIn(html)).toEqual(Array.from({ length: 20 }, (_, index) => 24 - index));
    expect(html).toContain('共 24 個版本');
    expect(html).toContain('載入更多');
    expect(html).toMatch(/href="\/article\/preview\?articleId=191&amp;authorId=1&amp;cursor=[A-Za-z0-9_-]+#versions"/);
    expect(html).not.toContain('data-testid="list-end"');
  });

  it("the plain link's page: the last 4 versions, the end of the list, and a way back", async () => {
    const cursor = nextCursorIn(await renderList(authFor('author')));
    expect(cursor).toBeDefined();
    const html = await renderList(authFor('author'), { cursor: { cursor: cursor ?? null, rejected: false } });
    expect(versionsIn(html)).toEqual([4, 3, 2, 1]);
    expect(html).toContain('已經到底了');
    expect(html).toContain('data-testid="versions-first-page"');
  });

  it('a refused cursor starts again from the newest versions and says so', async () => {
    const html = await renderList(authFor('author'), { cursor: { cursor: 'eyJvIjoidmVyc2lvbiJ9', rejected: false } });
    expect(html).toContain('這個分頁連結已失效');
    expect(versionsIn(html)[0]).toBe(24);
  });

  it('draft 190 fits one page: no 「載入更多」; the version on screen says 閱讀中', async () => {
    const html = await renderList(authFor('author'), { article: { articleId: 190, authorId: 1 }, shownVersion: 1 });
    expect(versionsIn(html)).toEqual([2, 1]);
    expect(html).toContain('已經到底了');
    expect(html).not.toContain('載入更多');
    expect(/data-version="1"[^>]*>.*?<\/li>/.exec(html)?.[0]).toContain('閱讀中');
  });

  it('the service refusing (not the owner) is an error state with text, never a throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = await renderList(authFor('member'));
    expect(html).toContain('版本紀錄暫時無法載入');
    expect(versionsIn(html)).toEqual([]);
    error.mockRestore();
  });
});

describe('loadMoreVersions (the server function behind 「載入更多」)', () => {
  const list = { ...DRAFT_191, shownVersion: null };
  const cursorAfterFirstPage = async (): Promise<string> => {
    const cursor = nextCursorIn(await renderList(authFor('author')));
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    return cursor as string;
  };

  it("gives the owner the next page's rows and the end of the list", async () => {
    const cursor = await cursorAfterFirstPage();
    const more = await runWithRequestAuth(authFor('author'), () => loadMoreVersions(list, cursor));
    expect(more.nextCursor).toBeNull();
    expect(versionsIn(renderToStaticMarkup(<>{more.items}</>))).toEqual([4, 3, 2, 1]);
  });

  it('refuses a guest, another member, and anything the page did not write', async () => {
    const cursor = await cursorAfterFirstPage();
    await expect(runWithRequestAuth(null, () => loadMoreVersions(list, cursor))).rejects.toThrow();
    await expect(runWithRequestAuth(authFor('member'), () => loadMoreVersions(list, cursor))).rejects.toThrow();
    await expect(runWithRequestAuth(authFor('author'), () => loadMoreVersions({ ...list, authorId: '1' }, cursor))).rejects.toThrow();
    await expect(runWithRequestAuth(authFor('author'), () => loadMoreVersions(list, '<script>'))).rejects.toThrow();
    await expect(runWithRequestAuth(authFor('author'), () => loadMoreVersions({ ...list, authorId: 2 }, cursor))).rejects.toThrow();
  });
});
