import { describe, expect, inject, it, vi } from 'vitest';
import { upstreamContextFor } from '@/lib/server/upstream-context';
import { parsePreviewQuery } from '@/lib/auth/guards';
import { type RequestAuth, runWithRequestAuth } from '@/lib/server/request-auth';
import type { UpstreamContext } from '@/lib/upstream/http';
import { requestAuthFor, sandboxConfig, sandboxContext } from '@tests/upstream-context';

class WakuNotFound extends Error {}
// The page's Waku runtime, replaced: notFound() throws like Waku's, the context comes from the request's auth.
vi.mock('@/lib/server/request-context', () => ({
  getConfig: () => sandboxConfig(),
  getUpstreamContext: () => upstreamContextFor(sandboxConfig()),
  notFound: () => {
    throw new WakuNotFound('Not Found');
  },
}));
const { loadPreview, resolvePreview } = await import('./preview-data');

const AUTHOR = 1002;
const MEMBER = 1001;
const ADMIN = 1004;
const DRAFT = { articleId: 190, authorId: 1, version: null };
const PUBLISHED = { articleId: 140, authorId: 1, version: null };

/** Calls made through a context, for asserting that refused requests cost nothing upstream. */
function counting(ctx: UpstreamContext, failOn?: string): { ctx: UpstreamContext; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    ctx: {
      ...ctx,
      fetch: async (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        calls.push(url);
        if (failOn && url.includes(failOn)) return new Response('upstream down', { status: 503 });
        return fetch(input, init);
      },
    },
  };
}

const resolveAs = (account: 'member' | 'author' | 'writer' | 'admin' | null, memberId: number | null, request: ReturnType<typeof parsePreviewQuery>) =>
  resolvePreview(account ? sandboxContext(account) : sandboxContext(), sandboxConfig(), memberId, request);

describe('resolvePreview against the sandbox', () => {
  it('the authorised author previews a private draft with its whole text', async () => {
    const outcome = await resolveAs('author', AUTHOR, DRAFT);
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') return;
    expect(outcome.current).toMatchObject({ articleId: 190, authorId: 1, status: 'draft', visibility: 'private', version: 2 });
    expect(outcome.shown.kind).toBe('current');
    if (outcome.shown.kind !== 'current') return;
    expect(outcome.shown.article.title).toBe('（草稿）2027 年美股展望：AI 投資週期的第三年');
    expect(outcome.shown.html).toContain('AI 投資週期的第三年');
    expect(outcome.shown.html).toContain('<h2');
  });

  it('a saved version replaces title and text, says which version it is, and is compared with the current text', async () => {
    const outcome = await resolveAs('author', AUTHOR, { ...DRAFT, version: 1 });
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok' || outcome.shown.kind !== 'version') throw new Error(`expected a version, got ${JSON.stringify(outcome).slice(0, 200)}`);
    const { shown, current } = outcome;
    expect(current).toMatchObject({ version: 2, title: '（草稿）2027 年美股展望：AI 投資週期的第三年', status: 'draft' });
    expect(shown.article).toMatchObject({ title: '（草稿）2027 年美股展望', version: 1, updatedAt: '2026-11-19T14:00:00Z' });
    expect(shown.html).toContain('大綱：AI、降息、財政。');
    expect(shown.html).not.toContain('第三年');
    expect(shown.version).toEqual({ version: 1, title: '（草稿）2027 年美股展望', note: '建立草稿', updatedAt: '2026-11-19T14:00:00Z', isCurrent: false });
    expect(shown.diff?.kind).toBe('diff');
    if (shown.diff?.kind !== 'diff') return;
    const removed = shown.diff.rows.filter((row) => row.kind === 'removed').map((row) => ('text' in row ? row.text : ''));
    const added = shown.diff.rows.filter((row) => row.kind === 'added').map((row) => ('text' in row ? row.text : ''));
    expect(removed).toEqual(['標題：（草稿）2027 年美股展望', '大綱：AI、降息、財政。']);
    expect(added[0]).toBe('標題：（草稿）2027 年美股展望：AI 投資週期的第三年');
    expect(added).toContain('三大主軸（待補）');
    expect(added).toContain('降息循環的尾聲與殖利率曲線。');
    expect(shown.diff.removed).toBe(2);
  });

  it('the current version asked for by number: shown, nothing to compare', async () => {
    const outcome = await resolveAs('author', AUTHOR, { ...DRAFT, version: 2 });
    expect(outcome).toMatchObject({ kind: 'ok', shown: { kind: 'version', version: { version: 2, isCurrent: true }, diff: null } });
  });

  it("a version the article does not have is the owner's in-page answer, not a 404 page", async () => {
    expect(await resolveAs('author', AUTHOR, { ...DRAFT, version: 99 })).toMatchObject({ kind: 'ok', current: { articleId: 190 }, shown: { kind: 'missingVersion', version: 99 } });
    expect(await resolveAs('author', AUTHOR, { ...DRAFT, version: 999_999_999_999_999 })).toMatchObject({ kind: 'ok', shown: { kind: 'missingVersion', version: 999_999_999_999_999 } });
  });

  it('a published article of the author can be previewed too', async () => {
    const outcome = await resolveAs('author', AUTHOR, PUBLISHED);
    expect(outcome).toMatchObject({ kind: 'ok', current: { articleId: 140, status: 'published', visibility: 'public', version: 3 } });
  });

  it('the owner still sees a deleted article, as deleted', async () => {
    const outcome = await resolveAs('author', AUTHOR, { articleId: 194, authorId: 1, version: null });
    expect(outcome).toMatchObject({ kind: 'ok', current: { articleId: 194, status: 'deleted' }, shown: { kind: 'current' } });
  });

  it('404 for members who do not own the author: the demo member, and the writer for author 1', async () => {
    expect(await resolveAs('member', MEMBER, DRAFT)).toEqual({ kind: 'notFound' });
    expect(await resolveAs('member', MEMBER, { ...DRAFT, version: 1 })).toEqual({ kind: 'notFound' });
    expect(await resolveAs('writer', 1003, PUBLISHED)).toEqual({ kind: 'notFound' });
  });

  it('decision 028: the admin previews any author’s draft, the writer their own author’s', async () => {
    expect(await resolveAs('admin', ADMIN, DRAFT)).toMatchObject({ kind: 'ok', current: { articleId: 190, status: 'draft' } });
    expect(await resolveAs('writer', 1003, { articleId: 195, authorId: 10, version: null })).toMatchObject({ kind: 'ok', current: { articleId: 195, status: 'draft' } });
  });

  it('404 for a guest or anonymous visitor, without asking the upstream anything', async () => {
    const { ctx, calls } = counting(sandboxContext());
    expect(await resolvePreview(ctx, sandboxConfig(), null, DRAFT)).toEqual({ kind: 'notFound' });
    expect(calls).toEqual([]);
  });

  it("404 for unknown and mismatched ids, and another author's article", async () => {
    expect(await resolveAs('author', AUTHOR, { articleId: 999_999_999, authorId: 1, version: null })).toEqual({ kind: 'notFound' });
    expect(await resolveAs('author', AUTHOR, { articleId: 190, authorId: 2, version: null })).toEqual({ kind: 'notFound' });
    expect(await resolveAs('author', AUTHOR, { articleId: 190, authorId: 999_999_999_999_999, version: null })).toEqual({ kind: 'notFound' });
    expect(await resolveAs('author', AUTHOR, { articleId: 127, authorId: 2, version: 1 })).toEqual({ kind: 'notFound' });
    expect(await resolveAs('author', AUTHOR, { articleId: 999_999_999, authorId: 1, version: 1 })).toEqual({ kind: 'notFound' });
  });

  it('a member id that does not match the token is still decided by the token (ownership asks upstream)', async () => {
    // The member token decides ownership upstream; a claimed id alone grants nothing.
    expect(await resolveAs('member', AUTHOR, DRAFT)).toEqual({ kind: 'notFound' });
  });

  it('an ownership outage is an error state, with nothing of the draft', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ctx } = counting(sandboxContext('author'), '/Ownership');
    expect(await resolvePreview(ctx, sandboxConfig(), AUTHOR, DRAFT)).toEqual({ kind: 'unavailable' });
    error.mockRestore();
  });

  it('an article-service outage after the check is an error state too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ctx } = counting(sandboxContext('author'), '/Author/1/Version/');
    expect(await resolvePreview(ctx, sandboxConfig(), AUTHOR, { ...DRAFT, version: 1 })).toEqual({ kind: 'unavailable' });
    error.mockRestore();
  });

  it('a non-owner gets 404 even while the article service is failing (the check comes first)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ctx } = counting(sandboxContext('member'), '/Article/190/Author/1');
    expect(await resolvePreview(ctx, sandboxConfig(), MEMBER, DRAFT)).toEqual({ kind: 'notFound' });
    error.mockRestore();
  });
});

describe('loadPreview (the page entry): hostile queries are a 404, never a 5xx', () => {
  const authFor = async (account: 'author' | 'member'): Promise<RequestAuth> => requestAuthFor('member', inject('memberTokens')[account].access_token);

  it('the signed-in author gets the draft', async () => {
    const auth = await authFor('author');
    const load = await runWithRequestAuth(auth, () => loadPreview('articleId=190&authorId=1'));
    expect(load).toMatchObject({ kind: 'ok', current: { articleId: 190, status: 'draft' }, shown: { kind: 'current' } });
  });

  it.each([
    undefined,
    '',
    'articleId=190',
    'articleId=abc&authorId=1',
    'articleId=-190&authorId=1',
    `articleId=${'9'.repeat(40)}&authorId=1`,
    'articleId=..&authorId=1',
    'articleId=190&authorId=..%2F..%2F',
    'articleId=190&authorId=1&version=..',
    'articleId=190&authorId=1&version=1e3',
    'articleId=190&articleId=191&authorId=1',
    `articleId=190&authorId=1&version=${'9'.repeat(16)}`,
    'articleId=190&authorId=1&version=0',
    'articleId=190&authorId=1&version=-1',
    'articleId=190&authorId=1&version=%00',
    'articleId=190&authorId=1&version=1&version=2',
  ])('query %j → notFound for the author', async (query) => {
    const auth = await authFor('author');
    await expect(runWithRequestAuth(auth, () => loadPreview(query))).rejects.toBeInstanceOf(WakuNotFound);
  });

  it('no session, or the demo member → notFound', async () => {
    await expect(runWithRequestAuth(null, () => loadPreview('articleId=190&authorId=1'))).rejects.toBeInstanceOf(WakuNotFound);
    const member = await authFor('member');
    await expect(runWithRequestAuth(member, () => loadPreview('articleId=190&authorId=1'))).rejects.toBeInstanceOf(WakuNotFound);
  });
});
