import { beforeAll, describe, expect, it, vi } from 'vitest';
import ArticlePage from '@/pages/(article)/article/[id]';
import OnlyArticleContentLayout from '@/pages/onlyarticlecontent/_layout';
import OnlyArticleContentPage from '@/pages/onlyarticlecontent/[id]';
import { attrOf, type Element, inside, type PageHtml, renderPageHtml, single, squashed, textIn } from '@tests/page-html';
import { fillEdgeDirectory } from '@tests/directory-kv';

/**
 * The server HTML of /article/{id} for a guest, rendered in workerd against the sandbox content:
 * free article 101 (official author 7) and paid article 122 (80 pCoin). Moved from
 * tests/e2e/article-page.spec.ts, which keeps what needs a browser (hostile articles up to
 * hydration, parser traps at both widths, client navigation, the page views, outages) and checks
 * that the paid body is in no byte of the response (the RSC payload included).
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

const FREE = 101;
const PAID = 122;
const FREE_TITLE = '11 月第三週美股盤勢總覽：AI 股回檔整理，降息預期再度升溫';

/** The article page as a reader's request renders it; a 503 (main content lost) fails here. */
async function renderArticle(id: number): Promise<PageHtml> {
  const page = await renderPageHtml(`/article/${id}`, () => ArticlePage({ id: String(id) }));
  expect(page.unavailable, 'a 200').toBeUndefined();
  return page;
}
const only = (page: PageHtml, testId: string) => single(page.byTestId(testId), testId);
const headElement = (page: PageHtml, tag: string, attr: string, value: string) =>
  single(
    page.where((element) => element.tagName === tag && attrOf(element, attr) === value),
    `${tag} ${attr}=${value}`,
  );
/** What a browser's document.title reads: the first <title>'s text. */
const documentTitle = (page: PageHtml) => textIn(page.where((element) => element.tagName === 'title')[0]);
const jsonLd = (page: PageHtml) => JSON.parse(textIn(only(page, 'article-json-ld'))) as Record<string, unknown>;
/** A link's name as a screen reader reads it: its text without what is aria-hidden, whitespace collapsed. */
const shownText = (element: Element): string => element.childNodes.map((child) => ('tagName' in child ? (attrOf(child, 'aria-hidden') === 'true' ? '' : shownText(child)) : textIn(child))).join('');
const accessibleName = (element: Element): string => shownText(element).replace(/\s+/g, ' ').trim();
/** The one element under `root` with this test id whose text contains `text` (a locator's filter({ hasText })). */
const withText = (page: PageHtml, testId: string, text: string) =>
  single(
    page.byTestId(testId).filter((element) => textIn(element).includes(text)),
    `${testId} with ${text}`,
  );

// A first render asks the sandbox for the article, its author, prices and the recent articles, cold.
describe('/article/{id} in the server HTML', { timeout: 20_000 }, () => {
  // The symbol directory the body's stock links come from, as a running site has it.
  beforeAll(fillEdgeDirectory, 30_000);

  it('a free article shows title, author, dates, category, cover, body, tags, stock tags and the 3 recent articles', async () => {
    const page = await renderArticle(FREE);
    expect(squashed(only(page, 'article-title'))).toBe(FREE_TITLE);
    expect(documentTitle(page)).toMatch(/11 月第三週美股盤勢總覽.*｜美股通/);
    expect(attrOf(only(page, 'article'), 'data-locked')).toBe('false');

    // Author 7 is an official account: name and picture from the forum service, link to /author/7.
    expect(attrOf(only(page, 'article-author'), 'href')).toBe('/author/7');
    expect(squashed(only(page, 'article-author-name'))).toBe('美股編輯室');
    expect(attrOf(only(page, 'article-author-avatar'), 'src')).toMatch(/\/image-proxy\?url=.*&w=40&format=webp$/);

    expect(attrOf(only(page, 'article-published'), 'datetime')).toBe('2026-11-21T22:30:00Z');
    expect(squashed(only(page, 'article-category'))).toBe('盤勢分析');
    expect(attrOf(only(page, 'article-category'), 'href')).toBe('/category/analysis');

    // Cover and body images go through the image proxy: webp, densities/screens in srcset, size reserved.
    const cover = only(page, 'article-cover');
    expect(attrOf(cover, 'src')).toMatch(/image-proxy\?url=.*covers%2Fmarket\.svg&w=800&format=webp/);
    expect(attrOf(cover, 'srcset')).toMatch(/ 320w, .* 640w, .* 768w, .* 800w, .* 1200w$/);
    expect(attrOf(cover, 'width')).toBe('1200');
    expect(attrOf(cover, 'height')).toBe('675');
    const body = only(page, 'article-body');
    expect(inside(body, 'h2').length).toBeGreaterThan(0);
    const bodyImage = inside(body, 'img')[0];
    expect(attrOf(bodyImage, 'loading')).toBe('lazy');
    expect(attrOf(bodyImage, 'src')).toMatch(/image-proxy\?url=.*&format=webp/);
    expect(attrOf(bodyImage, 'width')).toMatch(/\d+/);
    expect(attrOf(bodyImage, 'height')).toMatch(/\d+/);
    expect(inside(body, 'table')).toHaveLength(1);

    expect(attrOf(withText(page, 'article-tag', '#週報'), 'href')).toBe(`/tag/${encodeURIComponent('週報')}`);
    expect(attrOf(withText(page, 'article-stock-tag', 'NVDA'), 'href')).toBe('/stock/NVDA/info');
    expect(attrOf(withText(page, 'article-stock-tag', '標普500指數'), 'href')).toBe('/stock/.GSPC/info');

    const recent = page.byTestId('recent-article');
    expect(recent).toHaveLength(3);
    expect(attrOf(single(inside(recent[0], 'a'), 'recent article link'), 'href')).toMatch(/^\/article\/\d+$/);

    // Crawlers: canonical URL, Open Graph and a NewsArticle that anyone may read.
    expect(attrOf(headElement(page, 'link', 'rel', 'canonical'), 'href')).toMatch(new RegExp(`/article/${FREE}$`));
    expect(attrOf(headElement(page, 'meta', 'property', 'og:type'), 'content')).toBe('article');
    expect(attrOf(headElement(page, 'meta', 'property', 'og:image'), 'content')).toMatch(/covers\/market\.svg$/);
    const data = jsonLd(page);
    expect(data).toMatchObject({ '@type': 'NewsArticle', headline: FREE_TITLE, isAccessibleForFree: true });
    expect(data.author).toEqual([expect.objectContaining({ name: '美股編輯室' })]);
    expect(data).not.toHaveProperty('hasPart');
  });

  it('a paid article shows a guest the teaser, the price and a sign-in call to action, never the body', async () => {
    const page = await renderArticle(PAID);
    expect(attrOf(only(page, 'article'), 'data-locked')).toBe('true');
    const teaser = only(page, 'article-teaser');
    // 博通 is a stock the directory knows: its first mention links to its page, a quote chip inside the link.
    expect(textIn(teaser)).toMatch(/博通.*（AVGO）過去給人的印象/);
    const mention = single(
      inside(teaser, (element) => element.tagName === 'a' && /^博通 AVGO/.test(accessibleName(element))),
      'link to 博通',
    );
    expect(attrOf(mention, 'href')).toMatch(/\/stock\/AVGO\/info$/);
    expect(page.byTestId('article-body')).toHaveLength(0);
    expect(squashed(only(page, 'paywall-price'))).toBe('80 pCoin');
    // Without JavaScript the call to action is a link to sign in and come back here.
    expect(attrOf(only(page, 'paywall-login'), 'href')).toBe(`/login?from=%2Farticle%2F${PAID}`);
    expect(page.byTestId('paywall-unlock')).toHaveLength(0);
    // What follows the teaser marker is nowhere in the HTML (the e2e reads the whole response, RSC payload too).
    expect(page.html).not.toContain('業務結構：半導體與軟體雙引擎');
    expect(page.html).not.toContain('護城河在哪裡');

    const data = jsonLd(page);
    expect(data.isAccessibleForFree).toBe(false);
    expect(data.hasPart).toEqual({ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.article-paywalled' });
    expect(page.where((element) => (attrOf(element, 'class') ?? '').split(/\s+/).includes('article-paywalled'))).toHaveLength(1);
  });

  it('/onlyarticlecontent/{id} is the article alone, in the empty layout', async () => {
    const render = async (id: number) => {
      const page = await renderPageHtml(`/onlyarticlecontent/${id}`, async () => <OnlyArticleContentLayout>{await OnlyArticleContentPage({ id: String(id) })}</OnlyArticleContentLayout>);
      expect(page.unavailable, 'a 200').toBeUndefined();
      return page;
    };
    const free = await render(FREE);
    // (The whole document, the root's part included, is read by a plain request in article-page.spec.ts.)
    expect(free.where((element) => attrOf(element, 'data-layout') === 'empty')).toHaveLength(1);
    const chrome = (element: Element) =>
      element.tagName === 'header' ||
      (element.tagName === 'footer' && attrOf(element, 'role') === 'contentinfo') ||
      ['article', 'default'].includes(attrOf(element, 'data-layout') ?? '') ||
      (element.tagName === 'nav' && attrOf(element, 'aria-label') === '文章分類');
    expect(free.where(chrome)).toHaveLength(0);
    expect(squashed(only(free, 'article-title'))).toBe(FREE_TITLE);
    expect(inside(only(free, 'article-body'), 'h2').length).toBeGreaterThan(0);
    expect(free.byTestId('recent-articles')).toHaveLength(0);
    expect(attrOf(headElement(free, 'meta', 'name', 'robots'), 'content')).toBe('noindex');
    expect(attrOf(headElement(free, 'link', 'rel', 'canonical'), 'href')).toMatch(new RegExp(`/article/${FREE}$`));

    // A paid one shows its teaser and the price only.
    const paid = await render(PAID);
    expect(paid.byTestId('article-teaser')).toHaveLength(1);
    expect(textIn(only(paid, 'paywall'))).toContain('80 pCoin');
  });
});
