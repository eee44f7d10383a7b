import { describe, expect, it } from 'vitest';
import { HOSTILE_ARTICLE_ID, HOSTILE_AUTHOR_ID } from '../content/fixtures/hostile.ts';
import { CATEGORY_TAGS } from '../content/index.ts';
import { type Harness, harness, hostileContent } from './test-support.ts';

/**
 * The hostile test content (an article titled with `<script>`, an author named with an
 * `<img onerror>`) belongs to the tests, through SANDBOX_FIXTURES, not to the demo a visitor of
 * `npm start` sees. Read here through everything a visitor reaches: the recent list (what the article
 * sitemap walks), the title and tag search, the category lists, the article and the author's page.
 */
const MARKUP = /<script|onerror/i;

type Summary = { articleId: number; authorId: number; title: string; summary: string; tags: string[] };

/** Every page of a list, whole summaries (titles and tags are what is looked at). */
async function walk(h: Harness, path: string, body?: Record<string, unknown>): Promise<Summary[]> {
  const all: Summary[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const page: { articles: Summary[]; nextCursor: string | null } = body
      ? (await h.json(`${path}?fetch=50`, { body: { ...body, startCursor: cursor } })).body
      : (await h.json(`${path}?fetch=50${cursor ? `&startCursor=${cursor}` : ''}`)).body;
    all.push(...page.articles);
    if (!page.nextCursor) return all;
    cursor = page.nextCursor;
  }
  throw new Error('more than 100 pages');
}

async function whatAVisitorSees(h: Harness) {
  const recent = await walk(h, '/api/Article/Recent/Summary');
  const authorIds = [...new Set(recent.map((a) => a.authorId))];
  const authors: { authorId: number; name: string; bio: string }[] = (await h.json('/api/Author/QueryByAuthorIds', { body: { authorIds } })).body;
  return {
    recent,
    authors,
    byTitle: await walk(h, '/api/Article/Search', { searchType: 'title', keywords: '<script>' }),
    byTag: await walk(h, '/api/Article/Search', { keywords: '測試' }),
    byAuthor: await walk(h, '/api/Article/Search/Tags', { tags: [], filters: { authorIds: [HOSTILE_AUTHOR_ID] } }),
    article: (await h.request(`/api/Article/${HOSTILE_ARTICLE_ID}`)).status,
    author: (await h.request(`/api/Author/${HOSTILE_AUTHOR_ID}`)).status,
  };
}

describe('the default demo (no SANDBOX_FIXTURES)', () => {
  it('lists, finds and serves no hostile test article or author', async () => {
    const h = harness();
    const seen = await whatAVisitorSees(h);
    expect(seen.recent.length).toBeGreaterThanOrEqual(40);
    expect(seen.recent.filter((a) => MARKUP.test(`${a.title} ${a.summary} ${a.tags.join(' ')}`)).map((a) => a.articleId)).toEqual([]);
    expect(seen.recent.map((a) => a.articleId)).not.toContain(HOSTILE_ARTICLE_ID);
    expect(seen.authors.length).toBe(new Set(seen.recent.map((a) => a.authorId)).size);
    expect(seen.authors.filter((a) => MARKUP.test(`${a.name} ${a.bio}`)).map((a) => a.authorId)).toEqual([]);
    expect(seen.byTitle).toEqual([]);
    expect(seen.byTag).toEqual([]);
    expect(seen.byAuthor).toEqual([]);
    expect(seen.article).toBe(404);
    expect(seen.author).toBe(404);
  });

  it('has none in a category list either', async () => {
    const h = harness();
    for (const tag of CATEGORY_TAGS) {
      const listed = await walk(h, '/api/Article/Search/Tags', { tags: [tag] });
      expect(listed.length, tag).toBeGreaterThan(0);
      expect(
        listed.filter((a) => MARKUP.test(`${a.title} ${a.summary}`)).map((a) => a.articleId),
        tag,
      ).toEqual([]);
    }
  });
});

describe('with the hostile fixture (SANDBOX_FIXTURES=sandbox/content/fixtures/hostile.json)', () => {
  it('lists, finds and serves the hostile article and author, as the tests that load it expect', async () => {
    const h = harness({ content: await hostileContent() });
    const seen = await whatAVisitorSees(h);
    expect(seen.recent.map((a) => a.articleId)).toContain(HOSTILE_ARTICLE_ID);
    expect(seen.authors.find((a) => a.authorId === HOSTILE_AUTHOR_ID)?.name).toContain('onerror');
    expect(seen.byTitle.map((a) => a.articleId)).toEqual([HOSTILE_ARTICLE_ID]);
    expect(seen.byTag.map((a) => a.articleId)).toContain(HOSTILE_ARTICLE_ID);
    expect(seen.byAuthor.map((a) => a.articleId)).toEqual([HOSTILE_ARTICLE_ID]);
    expect(seen.article).toBe(200);
    expect(seen.author).toBe(200);
  });
});
