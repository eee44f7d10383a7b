import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config';
import { UpstreamError } from '../errors';
import { recordingContext } from '@tests/recording-fetch';
import * as client from '.';
import { MISSING_ARTICLE_IDS_MESSAGE } from './client/shared';

const config = { ARTICLE_API_URL: 'http://article.test/article' } as AppConfig;

const summary = {
  articleId: 101,
  authorId: 7,
  version: 1,
  title: '標題',
  summary: '摘要',
  cover: { url: 'http://sandbox.test/static/covers/market.svg', width: 1200, height: 675, alt: '' },
  categoryTags: ['美股盤勢'],
  tags: ['週報'],
  stockTags: ['#GSPC'],
  isPaid: false,
  price: 0,
  status: 'published',
  visibility: 'public',
  totalViews: 1,
  publishedAt: '2026-11-21T22:30:00Z',
  updatedAt: '2026-11-21T22:30:00Z',
};
const page = { articles: [summary], nextCursor: null, total: 1 };
const detail = { ...summary, teaser: '<p>a</p>', content: '<p>a</p>', isUnlocked: false, canEdit: false };
const author = { authorId: 1, type: 'member', name: '華爾街觀察家', avatar: 'http://sandbox.test/a.svg', bio: '', officialId: null, memberId: 1002, articleCount: 6 };

/** A context whose fetch records every request and answers `body`. */
const recording = (body: unknown, token?: string) => recordingContext(config, body, { token });

describe('rules answered without a call', () => {
  it('an author-side article without both ids is a 404 with the spec message', async () => {
    for (const ref of [
      { articleId: undefined, authorId: 1 },
      { articleId: 5, authorId: null },
      { articleId: '', authorId: '' },
      { articleId: '../x', authorId: 1 },
    ]) {
      const { ctx, requests } = recording(detail);
      const error = await client.getArticleForAuthor(ctx, ref).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toMatchObject({ status: 404, message: MISSING_ARTICLE_IDS_MESSAGE, service: 'article' });
      expect(requests).toHaveLength(0);
    }
  });

  it('a version without article id, author id and version is {}', async () => {
    const { ctx, requests } = recording({});
    expect(await client.getArticleVersion(ctx, { articleId: 140, authorId: 1, version: undefined })).toEqual({});
    expect(await client.getArticleVersion(ctx, { articleId: 140, authorId: undefined, version: 2 })).toEqual({});
    expect(await client.getArticleVersion(ctx, { articleId: null, authorId: 1, version: 2 })).toEqual({});
    expect(requests).toHaveLength(0);
  });

  it('versions without article id and author id are an empty list', async () => {
    const { ctx, requests } = recording({});
    const result = await client.getArticleVersions(ctx, { articleId: undefined, authorId: 1 });
    expect(result.versions).toEqual([]);
    expect(result).toMatchObject({ page: 0, fetch: 20, total: 0, nextCursor: null });
    expect((await client.getArticleVersions(ctx, { articleId: 1, authorId: '' })).versions).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('authors by an empty id list, products of no units, roles and authorised authors without a token', async () => {
    const { ctx, requests } = recording({});
    expect(await client.queryAuthorsByIds(ctx, [])).toEqual([]);
    expect(await client.getProducts(ctx, { authorId: 9, unitIds: [] })).toEqual({ authorId: 9, products: [] });
    expect(await client.getRoles(ctx)).toEqual([]);
    expect(await client.getAuthorizedAuthors(ctx)).toEqual([]);
    expect(await client.getAuthorOwnership(ctx, 1)).toEqual({ authorId: 1, isOwner: false, articles: [], nextCursor: null, total: 0 });
    expect(requests).toHaveLength(0);
  });

  it('malformed ids never reach an upstream URL', async () => {
    const { ctx, requests } = recording(detail);
    for (const id of ['..', '1/../2', 'abc', '-1', '0', '1.5', ' ', '%2F']) {
      await expect(client.getArticle(ctx, { articleId: id })).rejects.toMatchObject({ status: 404 });
      await expect(client.getAuthor(ctx, id)).rejects.toMatchObject({ status: 404 });
    }
    expect(requests).toHaveLength(0);
  });

  it('member-only calls without a token are a 401 without a call', async () => {
    const { ctx, requests } = recording({});
    await expect(client.unlockArticleWithBonusPoint(ctx, { articleId: 146, authorId: 9 })).rejects.toMatchObject({ status: 401 });
    await expect(client.getUnlockedArticles(ctx)).rejects.toMatchObject({ status: 401 });
    await expect(client.deleteArticle(ctx, { articleId: 193, authorId: 1 })).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(0);
  });
});

describe('defaults and request shapes', () => {
  it('article: orderType updatedAt and fetch 10, bearer only when a token is held', async () => {
    const { ctx, requests } = recording({ article: detail, moreFromAuthor: page });
    await client.getArticle(ctx, { articleId: 101 });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/article/api/Article/101');
    expect(Object.fromEntries(url.searchParams)).toEqual({ orderType: 'updatedAt', fetch: '10' });
    expect(requests[0]!.headers.get('authorization')).toBeNull();
    const signed = recording({ article: detail, moreFromAuthor: page }, 'tok');
    await client.getArticle(signed.ctx, { articleId: '101', startCursor: 'c', orderType: 'totalViews', fetch: 3 });
    expect(Object.fromEntries(new URL(signed.requests[0]!.url).searchParams)).toEqual({ startCursor: 'c', orderType: 'totalViews', fetch: '3' });
    expect(signed.requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('recent summary: fetch 10 unless asked', async () => {
    const { ctx, requests } = recording(page);
    await client.getRecentSummary(ctx);
    await client.getRecentSummary(ctx, { fetch: 3, startCursor: 'abc' });
    expect(requests.map((r) => new URL(r.url).search)).toEqual(['?fetch=10', '?fetch=3&startCursor=abc']);
  });

  it('search: searchType tags and orderType updatedAt by default', async () => {
    const { ctx, requests } = recording(page);
    await client.searchArticles(ctx, { keywords: '<b>輝達</b> 🚀' });
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.json()).toEqual({ searchType: 'tags', keywords: '<b>輝達</b> 🚀', orderType: 'updatedAt', startCursor: null });
    await client.searchArticlesByTags(ctx, { tags: ['美股盤前'], filters: { isPaid: true } });
    expect(new URL(requests[1]!.url).search).toBe('?fetch=10');
    expect(await requests[1]!.json()).toEqual({ tags: ['美股盤前'], orderType: 'updatedAt', startCursor: null, filters: { isPaid: true } });
  });

  it('unlocked list: unlockType bonusPoint and orderType articleUpdate', async () => {
    const { ctx, requests } = recording({ articles: [], nextCursor: null, total: 0 }, 'tok');
    await client.getUnlockedArticles(ctx);
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({ unlockType: 'bonusPoint', orderType: 'articleUpdate' });
  });

  it('versions: page 0 and fetch 20', async () => {
    const { ctx, requests } = recording({ versions: [], nextCursor: null, page: 0, fetch: 20, total: 0 }, 'tok');
    await client.getArticleVersions(ctx, { articleId: 140, authorId: 1 });
    expect(new URL(requests[0]!.url).pathname).toBe('/article/api/Article/140/Author/1/Versions');
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({ page: '0', fetch: '20' });
  });

  it('ownership: the spec cursor fields, updatedAt and 10 by default, with the bearer token', async () => {
    const answer = { authorId: 1, isOwner: true, articles: [summary], nextCursor: 'next', total: 12 };
    const { ctx, requests } = recording(answer, 'tok');
    expect(await client.getAuthorOwnership(ctx, 1)).toEqual(answer);
    expect(new URL(requests[0]!.url).pathname).toBe('/article/api/Author/1/Ownership');
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({ orderType: 'updatedAt', fetch: '10' });
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
    await client.getAuthorOwnership(ctx, '1', { startCursor: 'abc', orderType: 'totalViews', fetch: 1 });
    expect(Object.fromEntries(new URL(requests[1]!.url).searchParams)).toEqual({ startCursor: 'abc', orderType: 'totalViews', fetch: '1' });
    await expect(client.getAuthorOwnership(ctx, '99999999999999999999')).rejects.toMatchObject({ status: 404 });
    expect(requests).toHaveLength(2);
  });

  it('unlock posts the ids in the path and the body', async () => {
    const result = { articleId: 146, authorId: 9, isUnlocked: true, charged: true, price: 10, balance: 490, unlockedAt: '2026-11-22T08:00:00.000Z' };
    const { ctx, requests } = recording(result, 'tok');
    expect(await client.unlockArticleWithBonusPoint(ctx, { articleId: 146, authorId: 9 })).toEqual(result);
    expect(new URL(requests[0]!.url).pathname).toBe('/article/api/Authorization/Article/146/Author/9/BonusPoint');
    expect(await requests[0]!.json()).toEqual({ articleId: 146, authorId: 9 });
  });

  it('roles: the bearer call when signed in', async () => {
    const { ctx, requests } = recording(['writer'], 'tok');
    expect(await client.getRoles(ctx)).toEqual(['writer']);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
  });

  it('rejects answers that do not match the contract', async () => {
    const { ctx } = recording({ ...author, avatar: 'javascript:alert(1)' });
    await expect(client.getAuthor(ctx, 1)).rejects.toMatchObject({ status: 502 });
    const bad = recording({ article: { ...detail, content: 42 }, moreFromAuthor: page });
    await expect(client.getArticle(bad.ctx, { articleId: 101 })).rejects.toMatchObject({ status: 502 });
  });
});
