import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as schemas from '../../src/lib/upstream/article/schemas.ts';
import { HOSTILE_ARTICLE_ID } from '../../sandbox/content/fixtures/hostile.ts';
import { harness, hostileContent, type TestToken } from '../../sandbox/article/test-support.ts';

/**
 * The app's valibot schemas are the contract: every answer of the service, in-process, must parse.
 * (src/lib/upstream/article/contract.worker.test.ts does the same through the real client in workerd.)
 */
const cases: [string, v.GenericSchema, string, { token?: TestToken; body?: unknown; method?: string }?][] = [
  ['recent', schemas.ArticlePageSchema, '/api/Article/Recent/Summary?fetch=50'],
  ['article', schemas.ArticleResponseSchema, '/api/Article/122'],
  ['article priced only in the catalogue (price: null)', schemas.ArticleResponseSchema, '/api/Article/149', { token: 'member' }],
  ['hostile article', schemas.ArticleResponseSchema, `/api/Article/${HOSTILE_ARTICLE_ID}`],
  ['fixture article', schemas.ArticleResponseSchema, '/api/Article/9001'],
  ['author view (draft)', schemas.ArticleDetailSchema, '/api/Article/191/Author/1', { token: 'author' }],
  ['search', schemas.ArticlePageSchema, '/api/Article/Search?fetch=50', { body: { searchType: 'content', keywords: '美股' } }],
  ['search tags', schemas.ArticlePageSchema, '/api/Article/Search/Tags?fetch=50', { body: { tags: ['美股個股'], filters: { isPaid: false } } }],
  ['products', schemas.ProductsResponseSchema, '/api/Product/Products', { body: { authorId: 9, unitIds: [135, 146] } }],
  ['unlock', schemas.UnlockResultSchema, '/api/Authorization/Article/135/Author/9/BonusPoint', { token: 'member', body: { articleId: 135, authorId: 9 } }],
  ['unlocked', schemas.UnlockedPageSchema, '/api/Article/Unlocked', { token: 'member' }],
  ['roles', schemas.RolesSchema, '/api/Role', { token: 'admin' }],
  ['ownership', schemas.OwnershipSchema, '/api/Author/1/Ownership', { token: 'author' }],
  ['ownership (admin, by views)', schemas.OwnershipSchema, '/api/Author/2/Ownership?orderType=totalViews&fetch=50', { token: 'admin' }],
  ['ownership (not the owner)', schemas.OwnershipSchema, '/api/Author/1/Ownership', { token: 'member' }],
  ['author', schemas.AuthorSchema, '/api/Author/8'],
  ['fixture author', schemas.AuthorSchema, '/api/Author/9001'],
  ['authors by ids', schemas.AuthorsSchema, '/api/Author/QueryByAuthorIds', { body: { authorIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 99] } }],
  ['version', schemas.ArticleVersionSchema, '/api/Article/125/Author/1/Version/1', { token: 'author' }],
  ['versions', schemas.ArticleVersionPageSchema, '/api/Article/140/Author/1/Versions', { token: 'author' }],
  ['authorised authors', schemas.AuthorsSchema, '/api/Writer/AuthorizedAuthors', { token: 'author' }],
  ['authorised authors (admin)', schemas.AuthorsSchema, '/api/Writer/AuthorizedAuthors', { token: 'admin' }],
  ['delete', schemas.DeleteResultSchema, '/api/Article/192/Author/1', { token: 'author', method: 'DELETE' }],
];

// The hostile fixture too, as the e2e stacks load it: its articles and authors must parse as well.
const content = await hostileContent();

describe('article service answers parse with the app schemas', () => {
  const h = harness({ content });

  it.each(cases)('%s', async (_name, schema, path, init) => {
    const res = await h.json(path, init ?? {});
    expect(res.status).toBe(200);
    const parsed = v.safeParse(schema, res.body);
    expect(parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`)).toBeUndefined();
  });
});
