import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findAccountByMemberId } from '../accounts.ts';
import { FixtureError, readFixtures } from '../fixtures.ts';
import { OFFICIALS } from '../forum/officials.ts';
import { findCommunityMember } from '../profile/community.ts';
import { BUILT_IN_AUTHORS } from './authors.ts';
import { HOSTILE_ARTICLE_ID, HOSTILE_AUTHOR_ID, xssVectors } from './fixtures/hostile.ts';
import { BUILT_IN_ARTICLES, CATEGORY_TAGS, loadContent, teaserOf } from './index.ts';
import { ArticleSeedSchema, AuthorSeedSchema } from './schema.ts';

const STATIC_DIR = fileURLToPath(new URL('../static/', import.meta.url));
const published = BUILT_IN_ARTICLES.filter((a) => a.status === 'published' && a.visibility === 'public');

describe('built-in content', () => {
  it('validates against the same schemas SANDBOX_FIXTURES uses', () => {
    for (const a of BUILT_IN_ARTICLES) expect(v.safeParse(ArticleSeedSchema, a).issues, `article ${a.id}`).toBeUndefined();
    for (const a of BUILT_IN_AUTHORS) expect(v.safeParse(AuthorSeedSchema, a).issues, `author ${a.id}`).toBeUndefined();
    expect(() => loadContent({ articles: [], authors: [] })).not.toThrow();
  });

  it('has at least 40 published articles, each with a real multi-paragraph body', () => {
    expect(published.length).toBeGreaterThanOrEqual(40);
    for (const a of published) {
      expect(a.body.match(/<p>/g)?.length ?? 0, `article ${a.id}`).toBeGreaterThanOrEqual(3);
      expect(a.body, `article ${a.id}`).toMatch(/<h2>/);
      expect(a.body, `article ${a.id}`).toMatch(/<(ul|ol|table)>/);
      expect(a.body.replace(/<[^>]+>/g, '').length, `article ${a.id}`).toBeGreaterThan(200);
      expect(a.body).not.toMatch(/lorem|ipsum/i);
    }
    expect(published.filter((a) => a.body.includes('<img')).length).toBeGreaterThanOrEqual(15);
  });

  it('puts every category tag on at least two published articles', () => {
    for (const tag of CATEGORY_TAGS) {
      expect(published.filter((a) => a.categoryTags.includes(tag)).length, tag).toBeGreaterThanOrEqual(2);
    }
    expect(published.filter((a) => a.stockTags.length > 0).length).toBeGreaterThanOrEqual(30);
    expect(published.some((a) => a.stockTags.includes('#GSPC'))).toBe(true);
  });

  it('has at least 6 authors plus official accounts, each pointing at something real', () => {
    expect(BUILT_IN_AUTHORS.filter((a) => a.type !== 'official').length).toBeGreaterThanOrEqual(6);
    const officials = BUILT_IN_AUTHORS.filter((a) => a.type === 'official');
    expect(officials.length).toBeGreaterThanOrEqual(1);
    for (const a of BUILT_IN_AUTHORS) {
      if (a.type === 'official') expect(OFFICIALS.map((o) => o.id)).toContain(a.officialId);
      if (a.type === 'member') expect(findAccountByMemberId(a.memberId) ?? findCommunityMember(a.memberId), `member ${a.memberId}`).toBeDefined();
    }
    expect(BUILT_IN_AUTHORS.find((a) => a.id === 1)).toMatchObject({ type: 'member', memberId: 1002 });
    expect(findAccountByMemberId(1002)?.authorizedAuthorIds).toContain(1);
  });

  it('has paid articles with a teaser, private drafts for author 1 and the writer’s author 10, and version histories', () => {
    const paid = published.filter((a) => a.price > 0);
    expect(paid.length).toBeGreaterThanOrEqual(5);
    for (const a of paid) {
      const teaser = teaserOf(a.body);
      expect(teaser.length, `article ${a.id}`).toBeGreaterThan(50);
      expect(teaser.length, `article ${a.id}`).toBeLessThan(a.body.length / 2);
    }
    const drafts = BUILT_IN_ARTICLES.filter((a) => a.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    for (const d of drafts) expect(d.visibility, `draft ${d.id}`).toBe('private');
    expect(new Set(drafts.map((d) => d.authorId))).toEqual(new Set([1, 10]));
    // Decision 028: author 10 is the demo writer's own author (member 1003).
    expect(BUILT_IN_AUTHORS.find((a) => a.id === 10)).toMatchObject({ type: 'member', memberId: 1003, name: '編輯小組' });
    expect(BUILT_IN_ARTICLES.filter((a) => a.history.length >= 1).length).toBeGreaterThanOrEqual(3);
    expect(BUILT_IN_ARTICLES.some((a) => a.history.length >= 2)).toBe(true);
  });

  it('has dated articles spread over months, none in the future', () => {
    const months = new Set(published.map((a) => a.publishedAt.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
    for (const a of BUILT_IN_ARTICLES) {
      expect(Date.parse(a.updatedAt)).toBeGreaterThanOrEqual(Date.parse(a.publishedAt));
      expect(a.updatedAt < '2026-11-23').toBe(true);
    }
  });

  it('holds no test content: no script or handler in an article or an author', () => {
    const hostile = /<script|onerror|javascript:/i;
    expect(BUILT_IN_ARTICLES.filter((a) => hostile.test([a.title, a.summary, a.body, ...a.tags].join(' '))).map((a) => a.id)).toEqual([]);
    expect(BUILT_IN_AUTHORS.filter((a) => hostile.test(`${a.name} ${a.bio}`)).map((a) => a.id)).toEqual([]);
    expect(BUILT_IN_ARTICLES.filter((a) => a.tags.includes('測試')).map((a) => a.id)).toEqual([]);
    const content = loadContent({ articles: [], authors: [] });
    expect(content.articles.has(HOSTILE_ARTICLE_ID)).toBe(false);
    expect(content.authors.has(HOSTILE_AUTHOR_ID)).toBe(false);
  });

  it('only references static files that exist', () => {
    const paths = new Set<string>();
    for (const a of BUILT_IN_ARTICLES) {
      if (a.cover) paths.add(a.cover.path);
      for (const m of a.body.matchAll(/src="(\/static\/[^"]+)"/g)) paths.add(m[1] ?? '');
    }
    for (const a of BUILT_IN_AUTHORS) paths.add(a.avatar);
    for (const path of paths) expect(existsSync(STATIC_DIR + path.replace(/^\/static\//, '')), path).toBe(true);
  });
});

describe('teaserOf', () => {
  it('takes what precedes the more marker, else the first paragraph', () => {
    expect(teaserOf('<p>a</p><p>b</p><!-- more --><p>c</p>')).toBe('<p>a</p><p>b</p>');
    expect(teaserOf('<h2>x</h2><p class="lead">a</p><p>b</p>')).toBe('<p class="lead">a</p>');
    expect(teaserOf('<div>no paragraphs</div>')).toBe('');
  });
});

// Read by the sandbox's own loader, which joins bodies given as parts ({ "repeat", "times" }).
const HOSTILE_JSON = fileURLToPath(new URL('./fixtures/hostile.json', import.meta.url));
const hostileFixture = (await readFixtures(HOSTILE_JSON)) as { articles: unknown[]; authors: unknown[] };

describe('SANDBOX_FIXTURES content', () => {
  const goodArticle = hostileFixture.articles.find((a) => (a as { id: number }).id === 9001) as Record<string, unknown>;

  it('carries hostile article 900 by author 99, a broad set of XSS vectors, outside the 10 most recent', () => {
    const content = loadContent(hostileFixture);
    const hostile = content.articles.get(HOSTILE_ARTICLE_ID);
    expect(hostile?.tags).toContain('測試');
    expect(hostile?.title).toContain('<script>');
    expect(content.authors.get(HOSTILE_AUTHOR_ID)?.name).toContain('onerror');
    for (const needle of [
      '<script>',
      'onerror=',
      'javascript:',
      '<svg onload',
      'srcdoc=',
      'expression(',
      'data:text/html',
      'http-equiv="refresh"',
      '<form action',
      '<iframe',
      '<object',
      '<embed',
      '<base',
      '<style>',
    ]) {
      expect(hostile?.body, needle).toContain(needle);
    }
    const vectors = xssVectors(readFileSync(HOSTILE_JSON, 'utf8'));
    expect(vectors.length).toBeGreaterThanOrEqual(30);
    // Every vector is in the body the service serves, under its label.
    for (const [label, payload] of vectors) expect(hostile?.body, label).toContain(`<h3>${label}</h3>\n${payload}`);
    const shown = [...content.articles.values()].filter((a) => a.status === 'published' && a.visibility === 'public');
    const newest = shown.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id).slice(0, 10);
    expect(newest.map((a) => a.id)).not.toContain(HOSTILE_ARTICLE_ID);
  });

  it('loads the example hostile fixture next to the built-in content', () => {
    const content = loadContent(hostileFixture);
    expect(content.articles.get(9001)?.authorId).toBe(9001);
    expect(content.authors.get(9001)?.name).toContain('<b>');
    expect(content.articles.get(9001)?.teaser).toContain('onerror');
    expect(content.articles.size).toBe(BUILT_IN_ARTICLES.length + hostileFixture.articles.length);
  });

  it('joins a body given as parts, up to the 200,000 characters the schema allows', () => {
    const content = loadContent(hostileFixture);
    const deep = content.articles.get(9003)?.body ?? '';
    expect(deep.startsWith('<p>深層巢狀開頭</p><div><b><div><b>')).toBe(true);
    expect(deep.length).toBeGreaterThan(199_000);
    expect(deep.length).toBeLessThanOrEqual(200_000);
  });

  it('names the bad entry when a fixture does not match the schema', () => {
    expect(() => loadContent({ articles: [goodArticle, { ...goodArticle, id: 9002, title: 42 }], authors: hostileFixture.authors })).toThrow(/SANDBOX_FIXTURES: articles\[1\] \(id 9002\): title/);
    expect(() => loadContent({ articles: [{ ...goodArticle, categoryTags: ['不存在'] }], authors: hostileFixture.authors })).toThrow(/articles\[0\].*categoryTags/);
    expect(() => loadContent({ articles: [{ ...goodArticle, cover: { path: '/static/../../etc/passwd', width: 1, height: 1, alt: '' } }], authors: hostileFixture.authors })).toThrow(FixtureError);
    expect(() => loadContent({ articles: ['not an object'], authors: [] })).toThrow(/articles\[0\]/);
    expect(() => loadContent({ articles: [], authors: [{ id: 9100, type: 'robot', name: 'x', avatar: '/static/x.svg', bio: '' }] })).toThrow(/authors\[0\] \(id 9100\)/);
  });

  it('rejects duplicate ids, unknown authors and unknown officials, naming the entry', () => {
    expect(() => loadContent({ articles: [{ ...goodArticle, id: 101 }], authors: hostileFixture.authors })).toThrow(/articles\[0\] \(id 101\).*already taken/);
    expect(() => loadContent({ articles: [{ ...goodArticle, authorId: 424242 }], authors: [] })).toThrow(/articles\[0\] \(id 9001\).*authorId 424242/);
    expect(() => loadContent({ articles: [], authors: [{ id: 7, type: 'author', name: 'x', avatar: '/static/x.svg', bio: '' }] })).toThrow(/authors\[0\] \(id 7\).*already taken/);
    expect(() => loadContent({ articles: [], authors: [{ id: 9200, type: 'official', officialId: 99, name: 'x', avatar: '/static/x.svg', bio: '' }] })).toThrow(
      /authors\[0\] \(id 9200\).*officialId 99/,
    );
  });
});
