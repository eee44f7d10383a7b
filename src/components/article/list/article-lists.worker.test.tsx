import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import ArticleListPage from '@/pages/(article)/article';
import AuthorPage from '@/pages/(article)/author/[authorId]';
import CategoryPage from '@/pages/(article)/category/[categoryId]';
import TagPage from '@/pages/(article)/tag/[tagId]';
import { attrOf, inside, type PageHtml, renderPageHtml, single, squashed, textIn } from '@tests/page-html';
import { RenderRedirect } from '@tests/page-render-mocks';

/**
 * The server HTML of the article lists rendered in workerd against the sandbox's seed
 * content: /article and its plain "load more" link followed, /category/{key} with its menus, /tag/{tag}
 * and /author/{id}. Moved from tests/e2e/article-lists.spec.ts, which keeps what needs a browser
 * (load more in place, hydration with hostile content, the visible search box) and the outages.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

const MAIN_KEYS = { analysis: '盤勢分析', news: '即時新聞', finance: '財報快訊', market: '市場焦點', report: '研究報告', academy: '美股學院' };
const SUB_KEYS = {
  premarket: ['盤勢分析', '美股盤前'],
  intraday: ['盤勢分析', '美股盤中'],
  afterhours: ['盤勢分析', '美股盤後'],
  'stock-report': ['研究報告', '個股報告'],
  trend: ['研究報告', '關鍵趨勢'],
} as const;

/** A page as its request renders it; an answer other than 200 (a 503 for lost main content) fails here. */
async function render(path: string, page: () => ReactNode | Promise<ReactNode>): Promise<PageHtml> {
  const html = await renderPageHtml(path, page);
  expect(html.unavailable, `${path}: 200, not 503`).toBeUndefined();
  return html;
}
const renderList = (query?: string) => render(query ? `/article?${query}` : '/article', () => (query ? <ArticleListPage query={query} /> : <ArticleListPage />));
const renderCategory = (key: string) => render(`/category/${key}`, () => <CategoryPage categoryId={key} />);
const renderTag = (segment: string) => render(`/tag/${segment}`, () => <TagPage tagId={segment} />);

/** What a browser's document.title reads: the first <title>'s text. */
const documentTitle = (page: PageHtml) => textIn(page.where((element) => element.tagName === 'title')[0]);
const headLink = (page: PageHtml, rel: string) =>
  attrOf(
    single(
      page.where((element) => element.tagName === 'link' && attrOf(element, 'rel') === rel),
      `link rel=${rel}`,
    ),
    'href',
  );
const metaContent = (page: PageHtml, name: string) =>
  attrOf(
    single(
      page.where((element) => element.tagName === 'meta' && attrOf(element, 'name') === name),
      `meta ${name}`,
    ),
    'content',
  );
const items = (page: PageHtml) => page.byTestId('article-item');
const itemIds = (page: PageHtml) => items(page).map((item) => attrOf(item, 'data-article-id'));
const currentLinks = (root: Parameters<typeof inside>[0]) => inside(root, (element) => element.tagName === 'a' && attrOf(element, 'aria-current') === 'page');

// First renders ask the sandbox for articles and their authors, cold: more than vitest's 5 s default.
describe('article lists in the server HTML', { timeout: 20_000 }, () => {
  it('/article shows the 10 newest articles with title, author, date, category and cover', async () => {
    const page = await renderList();
    expect(documentTitle(page)).toBe('最新文章｜美股通');
    expect(headLink(page, 'canonical')).toMatch(/\/article$/);
    expect(metaContent(page, 'description')).toMatch(/美股/);
    expect(items(page)).toHaveLength(10);
    const first = items(page)[0];
    const within = (testId: string) =>
      single(
        inside(first, (element) => attrOf(element, 'data-testid') === testId),
        testId,
      );
    expect(attrOf(within('article-title'), 'href')).toMatch(/^\/article\/\d+$/);
    expect(attrOf(within('article-author'), 'href')).toMatch(/^\/author\/\d+$/);
    const time = single(inside(first, 'time'), 'time');
    expect(attrOf(time, 'datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(squashed(time)).toMatch(/^\d{4}\/\d{2}\/\d{2}/);
    expect(attrOf(within('article-category'), 'href')).toMatch(/^\/(category|tag)\//);
    const cover = inside(first, 'img')[0];
    expect(attrOf(cover, 'loading')).toBe('lazy');
    expect(attrOf(cover, 'width')).toBe('160');
    expect(attrOf(cover, 'height')).toBe('90');
    // Through the image proxy, webp, densities 1 and 2.
    expect(attrOf(cover, 'src')).toMatch(/\/image-proxy\?url=.+&w=160&format=webp$/);
    expect(attrOf(cover, 'srcset')).toMatch(/&w=320&format=webp 2x$/);
    // The seed has paid articles among the newest; they carry the badge with their price.
    expect(textIn(page.byTestId('article-paid')[0])).toMatch(/付費 \d+ pCoin/);
  });

  it('/article without JavaScript: "load more" is a link to the next page, with different articles', async () => {
    const page = await renderList();
    const firstIds = itemIds(page);
    expect(firstIds).toHaveLength(10);
    const href = attrOf(single(page.byTestId('load-more'), 'load more'), 'href');
    expect(href).toMatch(/^\/article\?cursor=[A-Za-z0-9_-]+$/);
    const next = await renderList(new URL(href!, 'http://x').search.slice(1));
    const secondIds = itemIds(next);
    expect(secondIds).toHaveLength(10);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    // A later page points search engines at the first one and leads back to it.
    expect(metaContent(next, 'robots')).toBe('noindex, follow');
    expect(attrOf(single(next.byTestId('first-page'), 'first page'), 'href')).toBe('/article');
  });

  it('/category/{key}: every main category shows its menu and its articles', async () => {
    for (const [key, name] of Object.entries(MAIN_KEYS)) {
      const page = await renderCategory(key);
      expect(documentTitle(page), key).toBe(`${name}｜美股文章｜美股通`);
      expect(headLink(page, 'canonical'), key).toMatch(new RegExp(`/category/${key}$`));
      expect(squashed(single(page.byTestId('list-title'), 'list title')), key).toBe(name);
      expect(squashed(currentLinks(single(page.byTestId('category-menu'), 'category menu'))[0]), key).toBe(name);
      expect(items(page).length, key).toBeGreaterThan(0);
    }
  });

  it('/category/{key}: the overview and each sub-category highlight their own sub-item', async () => {
    const analysis = single((await renderCategory('analysis')).byTestId('category-submenu'), 'submenu');
    expect(inside(analysis, (element) => element.tagName === 'a' && attrOf(element, 'href') !== undefined).map(squashed)).toEqual(['盤勢總覽', '美股盤前', '美股盤中', '美股盤後']);
    expect(squashed(single(currentLinks(analysis), 'current sub-item'))).toBe('盤勢總覽');
    for (const [key, [main, sub]] of Object.entries(SUB_KEYS)) {
      const page = await renderCategory(key);
      expect(squashed(single(page.byTestId('list-title'), 'list title')), key).toBe(sub);
      const mainList = inside(single(page.byTestId('category-menu'), 'category menu'), 'ul')[0];
      expect(squashed(single(currentLinks(mainList), `${key}: current main item`)), key).toBe(main);
      expect(squashed(single(currentLinks(single(page.byTestId('category-submenu'), 'submenu')), `${key}: current sub-item`)), key).toBe(sub);
      expect(items(page).length, key).toBeGreaterThan(0);
    }
  });

  it('/category/premarket lists only articles with its tag', async () => {
    const badges = (await renderCategory('premarket')).byTestId('article-category').map(textIn);
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(badge).toBe('美股盤前');
  });

  it('/category/{key}: an unknown key redirects to the home page', () => {
    for (const key of ['unknown', 'Analysis', '__proto__', '%3Cscript%3E', '<script>']) {
      let thrown: unknown;
      try {
        CategoryPage({ categoryId: key });
      } catch (err) {
        thrown = err;
      }
      expect(thrown, key).toBeInstanceOf(RenderRedirect);
      expect((thrown as RenderRedirect).location, key).toBe('/');
    }
  });

  it('/tag/{tag} lists the articles with that tag; a category tag names its category', async () => {
    const ai = await renderTag('AI');
    expect(squashed(single(ai.byTestId('list-title'), 'list title'))).toBe('#AI');
    expect(documentTitle(ai)).toBe('#AI 相關文章｜美股通');
    expect(items(ai).length).toBeGreaterThan(0);

    const premarket = await renderTag(encodeURIComponent('美股盤前'));
    expect(squashed(single(premarket.byTestId('list-title'), 'list title'))).toBe('#美股盤前');
    expect(items(premarket).length).toBeGreaterThan(0);
    // A category tag says which category it belongs to.
    expect(attrOf(single(premarket.byTestId('tag-category'), 'tag category'), 'href')).toBe('/category/premarket');
  });

  it('/tag/{tag}: an unknown tag shows the noResult state with text and its picture (200)', async () => {
    const emptyStates = (page: PageHtml) => page.where((element) => attrOf(element, 'data-empty-state') !== undefined);
    const unknown = emptyStates(await renderTag('no-such-tag-here'));
    expect(unknown.map((state) => attrOf(state, 'data-empty-state'))).toEqual(['noResult']);
    expect(textIn(unknown[0])).toContain('沒有標籤為「no-such-tag-here」的文章');
    expect(inside(unknown[0], 'svg')).toHaveLength(1);
    const tooLong = emptyStates(await renderTag('x'.repeat(80)));
    expect(tooLong.map((state) => attrOf(state, 'data-empty-state'))).toEqual(['noResult']);
  });

  it("/author/{id} shows the author's profile and only their articles", async () => {
    const page = await render('/author/1', () => AuthorPage({ authorId: '1' }));
    expect(squashed(single(page.byTestId('author-name'), 'author name'))).toBe('華爾街觀察家');
    expect(squashed(single(page.byTestId('author-article-count'), 'article count'))).toMatch(/^\d+ 篇文章$/);
    expect(textIn(single(page.byTestId('author-profile'), 'profile'))).toContain('前外資研究員');
    expect(headLink(page, 'canonical')).toMatch(/\/author\/1$/);
    const authors = page.byTestId('article-author').map((link) => attrOf(link, 'href'));
    expect(authors.length).toBeGreaterThan(0);
    for (const href of authors) expect(href).toBe('/author/1');
  });
});
