import { describe, expect, it } from 'vitest';
import { sandboxContext } from '@tests/upstream-context';
import * as article from '.';

/**
 * Every article client function against the running sandbox: a successful parse is the contract.
 * Writes touch only what is reserved for this test: paid article 146 (author 9, 10 pCoin) is
 * unlocked by the demo member, and draft 193 (author 1) is deleted by the demo author.
 */
const RESERVED_PAID = { articleId: 146, authorId: 9 } as const;
const RESERVED_DRAFT = { articleId: 193, authorId: 1 } as const;

describe('article contract: reading', () => {
  it('recent summary pages with its cursor', async () => {
    const first = await article.getRecentSummary(sandboxContext(), { fetch: 3 });
    expect(first.articles).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await article.getRecentSummary(sandboxContext(), { fetch: 3, startCursor: first.nextCursor });
    expect(next.articles[0]?.articleId).not.toBe(first.articles[0]?.articleId);
    expect(first.articles[0]?.cover?.url).toMatch(/^http:\/\/.+\/static\/covers\//);
  });

  it('an article with more from its author; paid ones show only the teaser to guests', async () => {
    const free = await article.getArticle(sandboxContext(), { articleId: 104 });
    expect(free.article).toMatchObject({ articleId: 104, authorId: 1, isPaid: false });
    expect(free.article.content).toContain('<h2>');
    expect(free.moreFromAuthor.articles.length).toBeGreaterThan(0);
    const paid = await article.getArticle(sandboxContext(), { articleId: 122 });
    expect(paid.article).toMatchObject({ isPaid: true, content: null, isUnlocked: false });
    await expect(article.getArticle(sandboxContext(), { articleId: 999_999 })).rejects.toMatchObject({ status: 404 });
  });

  it('the author-side view shows drafts to the authorised author only', async () => {
    const draft = await article.getArticleForAuthor(sandboxContext('author'), { articleId: 190, authorId: 1 });
    expect(draft).toMatchObject({ status: 'draft', visibility: 'private', canEdit: true });
    await expect(article.getArticleForAuthor(sandboxContext('member'), { articleId: 190, authorId: 1 })).rejects.toMatchObject({ status: 403 });
  });

  it('search by tags (default), stock tags, title and content', async () => {
    const byTag = await article.searchArticles(sandboxContext(), { keywords: '降息' });
    expect(byTag.total).toBeGreaterThan(0);
    const byStock = await article.searchArticles(sandboxContext(), { keywords: 'NVDA', searchType: 'stockTags', orderType: 'totalViews' });
    for (const a of byStock.articles) expect(a.stockTags).toContain('NVDA');
    expect((await article.searchArticles(sandboxContext(), { keywords: '<script>', searchType: 'title' })).articles.length).toBeGreaterThan(0);
    await expect(article.searchArticles(sandboxContext(), { keywords: 'x'.repeat(2000) })).rejects.toMatchObject({ status: 400 });
  });

  it('search by tags with filters lists a category and an author', async () => {
    const category = await article.searchArticlesByTags(sandboxContext(), { tags: ['美股盤勢', '美股盤前', '美股盤中', '美股盤後'], fetch: 5 });
    expect(category.articles).toHaveLength(5);
    const byAuthor = await article.searchArticlesByTags(sandboxContext(), { tags: [], filters: { authorIds: [1] }, fetch: 50 });
    expect(byAuthor.articles.every((a) => a.authorId === 1)).toBe(true);
  });

  it('authors by id and by id list', async () => {
    expect(await article.getAuthor(sandboxContext(), 7)).toMatchObject({ type: 'official', officialId: 1 });
    const authors = await article.queryAuthorsByIds(sandboxContext(), [1, 2, 404]);
    expect(authors.map((a) => a.authorId)).toEqual([1, 2]);
    expect(authors[0]).toMatchObject({ type: 'member', memberId: 1002 });
  });
});

describe('article contract: roles and authorship', () => {
  it('roles of the demo accounts', async () => {
    expect(await article.getRoles(sandboxContext('admin'))).toEqual(['admin', 'writer']);
    expect(await article.getRoles(sandboxContext('member'))).toEqual([]);
  });

  it('ownership and authorised authors', async () => {
    expect(await article.getAuthorOwnership(sandboxContext('author'), 1, { fetch: 1 })).toMatchObject({ authorId: 1, isOwner: true });
    expect(await article.getAuthorOwnership(sandboxContext('member'), 1)).toEqual({ authorId: 1, isOwner: false, articles: [], nextCursor: null, total: 0 });
    expect((await article.getAuthorizedAuthors(sandboxContext('author'))).map((a) => a.authorId)).toEqual([1]);
    expect(await article.getAuthorizedAuthors(sandboxContext('member'))).toEqual([]);
  });

  it('ownership pages an owner’s articles in every status (decision 028)', async () => {
    const first = await article.getAuthorOwnership(sandboxContext('author'), 1, { fetch: 5 });
    expect(first.articles).toHaveLength(5);
    expect(first.nextCursor).toEqual(expect.any(String));
    const statuses = new Set(first.articles.map((a) => a.status));
    const rest = await article.getAuthorOwnership(sandboxContext('author'), 1, { fetch: 50, startCursor: first.nextCursor });
    for (const a of rest.articles) statuses.add(a.status);
    expect([...statuses].sort()).toEqual(['deleted', 'draft', 'published']);
    expect(first.total).toBe(first.articles.length + rest.articles.length);
    await expect(article.getAuthorOwnership(sandboxContext('author'), 1, { startCursor: 'garbage' })).rejects.toMatchObject({ status: 400 });
  });

  it('the writer owns author 10 with drafts; the admin every author', async () => {
    expect((await article.getAuthorizedAuthors(sandboxContext('writer'))).map((a) => a.authorId)).toEqual([10]);
    // Author 10's 196 and 197 are deleted by delete-outcome.worker.test.ts (in any order with this file): every status is listed anyway.
    const writer = await article.getAuthorOwnership(sandboxContext('writer'), 10, { fetch: 50 });
    expect(writer.articles.map((a) => a.articleId).sort()).toEqual([195, 196, 197]);
    expect(writer.articles.find((a) => a.articleId === 195)?.status).toBe('draft');
    const adminAuthors = await article.getAuthorizedAuthors(sandboxContext('admin'));
    expect(adminAuthors.map((a) => a.authorId)).toEqual(expect.arrayContaining([1, 2, 7, 10]));
    expect(await article.getAuthorOwnership(sandboxContext('admin'), 2, { fetch: 1 })).toMatchObject({ authorId: 2, isOwner: true });
  });

  it('versions and one version for the author', async () => {
    const versions = await article.getArticleVersions(sandboxContext('author'), { articleId: 140, authorId: 1 });
    expect(versions.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    const version = await article.getArticleVersion(sandboxContext('author'), { articleId: 140, authorId: 1, version: 2 });
    expect(version).toMatchObject({ version: 2, isCurrent: false });
  });

  it('deleting the reserved draft', async () => {
    expect(await article.deleteArticle(sandboxContext('author'), RESERVED_DRAFT)).toEqual({ ...RESERVED_DRAFT, status: 'deleted' });
    await expect(article.deleteArticle(sandboxContext('member'), RESERVED_DRAFT)).rejects.toMatchObject({ status: 403 });
  });
});

describe('article contract: prices and unlocking', () => {
  it('prices in pCoin', async () => {
    const { products } = await article.getProducts(sandboxContext(), { authorId: 9, unitIds: [RESERVED_PAID.articleId, 134] });
    expect(products.map((p) => [p.articleId, p.price])).toEqual([
      [146, 10],
      [134, 0],
    ]);
  });

  it('an article whose reader view lacks the price: read as 0, and Products has it', async () => {
    const { article: detail } = await article.getArticle(sandboxContext('member'), { articleId: 149, fetch: 1 });
    expect(detail).toMatchObject({ articleId: 149, authorId: 2, isPaid: true, price: 0, content: null });
    const { products } = await article.getProducts(sandboxContext(), { authorId: 2, unitIds: [149] });
    expect(products.map((p) => [p.articleId, p.price, p.isPaid])).toEqual([[149, 600, true]]);
  });

  it('unlocks the reserved article once, then opens its body and lists it', async () => {
    const ctx = sandboxContext('member');
    const first = await article.unlockArticleWithBonusPoint(ctx, RESERVED_PAID);
    expect(first).toMatchObject({ ...RESERVED_PAID, isUnlocked: true, charged: true, price: 10 });
    const again = await article.unlockArticleWithBonusPoint(ctx, RESERVED_PAID);
    expect(again).toMatchObject({ isUnlocked: true, charged: false, balance: first.balance });
    const [x, y] = await Promise.all([article.unlockArticleWithBonusPoint(ctx, RESERVED_PAID), article.unlockArticleWithBonusPoint(ctx, RESERVED_PAID)]);
    expect([x.charged, y.charged, y.balance]).toEqual([false, false, first.balance]);

    const opened = await article.getArticle(ctx, { articleId: RESERVED_PAID.articleId });
    expect(opened.article).toMatchObject({ isUnlocked: true });
    expect(opened.article.content).toContain('淨流動資產怎麼算');
    const unlocked = await article.getUnlockedArticles(ctx);
    expect(unlocked.articles.map((a) => a.articleId)).toContain(RESERVED_PAID.articleId);
  });

  it('refuses a free article and a guest', async () => {
    await expect(article.unlockArticleWithBonusPoint(sandboxContext('member'), { articleId: 104, authorId: 1 })).rejects.toMatchObject({ status: 400 });
    await expect(article.unlockArticleWithBonusPoint(sandboxContext(), RESERVED_PAID)).rejects.toMatchObject({ status: 401 });
  });
});
