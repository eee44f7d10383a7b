import { beforeAll, describe, expect, it, vi } from 'vitest';
import Layout from '@/pages/(default)/_layout';
import ScreenerPresetPage from '@/pages/(default)/screener/[preset]';
import ScreenerPage from '@/pages/(default)/screener/index';
import { readScreenerSnapshot } from '@/lib/screener/edge-screener';
import { FILTERS } from '@/lib/screener/filters';
import { presetBySlug } from '@/lib/screener/presets';
import { SCREENER_PAGE_SIZE } from '@/lib/screener/types';
import { stockPath } from '@/lib/stock/tabs';
import { attrOf, inside, type PageHtml, renderPageHtml, squashed } from '@tests/page-html';
import { RenderNotFound, RenderRedirect } from '@tests/page-render-mocks';
import { sandboxConfig } from '@tests/upstream-context';

/**
 * /screener and /screener/{preset} rendered as a request renders them, in workerd, over the snapshot
 * filled from the sandbox: the canonical 308 and the notices it carries, hostile URLs (never a 5xx),
 * the form, the table and its links, a preset's head.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

const SITE = sandboxConfig().SITE_URL;

async function outcome(query: string, preset?: string): Promise<{ status: 200; page: PageHtml } | { status: number; location: string }> {
  const path = preset ? `/screener/${preset}` : '/screener';
  try {
    const page = await renderPageHtml(query ? `${path}?${query}` : path, () => (preset ? ScreenerPresetPage({ preset, query }) : ScreenerPage({ query })));
    return { status: 200, page };
  } catch (err) {
    if (err instanceof RenderRedirect) return { status: err.status ?? 307, location: err.location };
    if (err instanceof RenderNotFound) return { status: 404, location: '' };
    throw err;
  }
}

async function render(query: string, preset?: string): Promise<PageHtml> {
  const result = await outcome(query, preset);
  if (!('page' in result)) throw new Error(`expected a page, got ${result.status} → ${result.location}`);
  return result.page;
}

/** Follows the screen's 308 (at most once, as a browser would after the canonical answer) and renders where it lands. */
async function landing(query: string, preset?: string): Promise<{ location: string; page: PageHtml }> {
  const first = await outcome(query, preset);
  if ('page' in first) throw new Error('expected a 308');
  expect(first.status).toBe(308);
  const target = new URL(first.location, SITE);
  return { location: first.location, page: await render(target.search.slice(1), preset) };
}

const texts = (page: PageHtml, testId: string) => page.byTestId(testId).map(squashed);
const total = (page: PageHtml) => Number(attrOf(page.byTestId('screener-count')[0], 'data-total'));

beforeAll(async () => {
  // The first read starts the fill from the sandbox in the background; the pages render once it is in.
  const deadline = Date.now() + 90_000;
  while ((await readScreenerSnapshot(sandboxConfig())).state !== 'ready') {
    if (Date.now() > deadline) throw new Error('the screener snapshot did not fill');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 100_000);

describe('/screener in the server HTML', { timeout: 30_000 }, () => {
  it('the plain screener: a GET form with every filter in its group, 「N 檔符合」, 50 rows each linking to its stock, a pager, 資料時間', async () => {
    const page = await render('');
    const form = page.byTestId('screener-form')[0];
    expect(attrOf(form, 'method')).toBe('get');
    expect(attrOf(form, 'action')).toBe('/screener');
    const fields = inside(form, (element) => element.tagName === 'fieldset' && attrOf(element, 'data-filter') !== undefined).map((element) => attrOf(element, 'data-filter'));
    expect(fields).toEqual(FILTERS.map((filter) => filter.key));
    expect(inside(form, 'details').map((details) => attrOf(details, 'data-group'))).toEqual(['basic', 'valuation', 'dividend', 'growth', 'trend', 'etf', 'taiwan', 'columns']);
    // A range: two inputs with its unit beside them, and its bands.
    const mcap = inside(form, (element) => attrOf(element, 'data-filter') === 'mcap')[0];
    expect(inside(mcap, 'input').map((input) => attrOf(input, 'name'))).toEqual(['mcap_min', 'mcap_max']);
    expect(squashed(mcap)).toContain('億美元');
    expect(attrOf(inside(mcap, (element) => attrOf(element, 'data-band') === 'large')[0], 'href')).toBe('/screener?mcap=large');
    // Sector options come from the rows.
    expect(inside(form, (element) => attrOf(element, 'name') === 'sector' && attrOf(element, 'type') === 'checkbox').length).toBeGreaterThan(5);

    expect(total(page)).toBeGreaterThan(SCREENER_PAGE_SIZE);
    expect(texts(page, 'screener-count')[0]).toMatch(/^[\d,]+ 檔符合$/);
    const rows = page.byTestId('screener-row');
    expect(rows).toHaveLength(SCREENER_PAGE_SIZE);
    const first = rows[0];
    expect(attrOf(inside(first, 'a')[0], 'href')).toBe(stockPath(attrOf(first, 'data-stock-id') ?? '', 'info'));
    expect(inside(first, (element) => attrOf(element, 'data-testid') === 'watchlist-toggle')).toHaveLength(1);
    // Sorted by market cap (the default): its header says so; the live markup is on, the ranks are not by a live figure.
    const sorted = page.where((element) => element.tagName === 'th' && attrOf(element, 'aria-sort') !== undefined);
    expect(sorted.map((th) => [attrOf(th, 'data-column'), attrOf(th, 'aria-sort')])).toEqual([['mcap', 'descending']]);
    expect(attrOf(first, 'data-live-quote')).toBe(attrOf(first, 'data-stock-id'));
    expect(attrOf(page.byTestId('screener-pager')[0] && inside(page.byTestId('screener-pager')[0], (element) => attrOf(element, 'rel') === 'next')[0], 'href')).toBe('/screener?page=2');
    expect(texts(page, 'screener-as-of')[0]).toMatch(/^資料時間 \d{1,2}\/\d{1,2} \d{2}:\d{2} 台北（\d{2}:\d{2} 美東）$/);
    expect(attrOf(page.byTestId('screener-export')[0], 'href')).toBe('/screener/export.csv');
    expect(page.html).toContain(`<link rel="canonical" href="${SITE}/screener"/>`);
    expect(page.html).not.toContain('noindex');
  });

  it('a header sorts by its column (the other way round when it is the sort), the columns are the reader’s', async () => {
    const page = await render('sort=yield&cols=price,yield,pe');
    const headers = page.where((element) => element.tagName === 'th' && attrOf(element, 'data-column') !== undefined);
    expect(headers.map((th) => attrOf(th, 'data-column'))).toEqual(['price', 'yield', 'pe']);
    const href = (key: string) =>
      attrOf(
        inside(
          headers.find((th) => attrOf(th, 'data-column') === key),
          'a',
        )[0],
        'href',
      );
    expect(href('yield')).toBe('/screener?sort=yield&dir=asc&cols=price,yield,pe');
    expect(href('pe')).toBe('/screener?sort=pe&cols=price,yield,pe');
    // The chooser lists the reader's columns first, in their order: the form sends them back unchanged.
    const chooser = page.where((element) => element.tagName === 'input' && attrOf(element, 'name') === 'cols');
    expect(chooser.slice(0, 4).map((input) => [attrOf(input, 'value'), attrOf(input, 'checked') !== undefined])).toEqual([
      ['price', true],
      ['yield', true],
      ['pe', true],
      [chooser[3] ? attrOf(chooser[3], 'value') : '', false],
    ]);
    expect(page.html).toContain('noindex');
  });

  it.each([
    ['a form’s submission', 'yield_min=5&yield_max=&sort=mcap&dir=desc&exchange=', '/screener?yield=5-'],
    ['unknown keys', 'utm_source=x&foo=bar', '/screener'],
    ['a repeated page', 'page=1', '/screener'],
  ])('%s → 308 to the canonical URL, no notice', async (_what, query, location) => {
    expect(await outcome(query)).toEqual({ status: 308, location });
  });

  it.each([
    ['NaN', 'pe=NaN', '「本益比」'],
    ['a negative range', 'mcap=-5-10', '「市值」'],
    ['min over max', 'pe=30-5', '「本益比」'],
    ['a 10 KB value', `pe=${'9'.repeat(10_000)}`, '「本益比」'],
    ['an unknown sort', 'sort=nope', '排序'],
  ])('%s → 308 to the screen without it, and the page it lands on says why', async (_what, query, said) => {
    const { location, page } = await landing(query);
    expect(location).toMatch(/^\/screener\?dropped=/);
    const notices = texts(page, 'screener-notices');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(said);
    expect(total(page)).toBeGreaterThan(0);
    expect(page.html).toContain(`<link rel="canonical" href="${SITE}/screener"/>`);
    expect(page.html).toContain('noindex');
  });

  it('hundreds of filters, and every filter at once: a 308 and a page with its notices, never an error', async () => {
    const hundreds = Array.from({ length: 500 }, (_, i) => `pe=${i}-${i + 1}`).join('&');
    const many = await landing(hundreds);
    expect(many.location.length).toBeLessThan(3_000);
    expect(texts(many.page, 'screener-notices')[0]).toContain('重複');

    const every = FILTERS.map((filter) => (filter.kind === 'range' ? `${filter.key}=0-` : filter.kind === 'flag' ? `${filter.key}=1` : `${filter.key}=${filter.options[0]?.id ?? 'x'}`)).join('&');
    const all = await landing(every);
    expect(texts(all.page, 'screener-notices')[0]).toMatch(/條件太多/);
    expect(all.page.byTestId('screener-count')).toHaveLength(1);
  });

  it('a screen nothing matches says so in words', async () => {
    const page = await render('mcap=mega&price=0-0.0001');
    expect(total(page)).toBe(0);
    expect(page.where((element) => attrOf(element, 'data-empty-state') === 'noResult')).toHaveLength(1);
    expect(page.html).toContain('沒有股票符合這些條件');
  });
});

describe('/screener/{preset} in the server HTML', { timeout: 30_000 }, () => {
  it('高股息: its title, description, canonical link, JSON-LD ItemList of its first page, a link to the whole screener', async () => {
    const page = await render('', 'high-dividend');
    expect(page.html).toContain('<title>高股息｜美股選股｜美股通</title>');
    expect(page.html).toContain(`<link rel="canonical" href="${SITE}/screener/high-dividend"/>`);
    expect(page.html).not.toContain('noindex');
    const ld = JSON.parse(page.where((element) => attrOf(element, 'data-testid') === 'preset-json-ld').map((element) => squashed(element))[0] ?? '{}') as {
      '@type': string;
      itemListElement: { position: number; url: string }[];
    };
    expect(ld['@type']).toBe('ItemList');
    expect(ld.itemListElement.length).toBeGreaterThan(0);
    expect(ld.itemListElement.map((item) => item.url)).toEqual(page.byTestId('screener-row').map((row) => `${SITE}${attrOf(inside(row, 'a')[0], 'href')}`));
    expect(attrOf(page.byTestId('screener-full-link')[0], 'href')).toBe(`/screener?${presetBySlug('high-dividend')?.query}`);
    expect(attrOf(page.byTestId('screener-form')[0], 'action')).toBe('/screener/high-dividend');
    // Its own chip is marked among the presets; the rankings are listed together.
    const links = page.byTestId('screener-preset-links')[0];
    expect(attrOf(inside(links, (element) => attrOf(element, 'aria-current') === 'page')[0], 'href')).toBe('/screener/high-dividend');
    expect(squashed(links)).toMatch(/排行.*漲幅排行.*跌幅排行/);
  });

  it('a change to a preset stays on its page: 殖利率 7 % or more on 高股息', async () => {
    expect(await outcome('yield_min=7', 'high-dividend')).toEqual({ status: 308, location: '/screener/high-dividend?yield=7-' });
    const page = await render('yield=7-', 'high-dividend');
    expect(total(page)).toBeGreaterThan(0);
    // Another screen than the preset's: linked to it, not indexed, no ItemList of its own.
    expect(page.byTestId('preset-json-ld')).toEqual([]);
    expect(total(page)).toBeLessThan(total(await render('', 'high-dividend')));
    expect(page.html).toContain('noindex');
  });

  it('a ranking by a live figure is marked for the live runtime to keep it in order, its ranks numbered from its page', async () => {
    const page = await render('', 'gainers');
    const rows = page.byTestId('screener-row');
    expect(rows.length).toBe(SCREENER_PAGE_SIZE);
    expect(page.html).toMatch(/<tbody[^>]* data-live-rank="changePercent desc"[^>]* data-live-rank-from="1"/);
    // Each row is a live quote, carrying the figure it was ranked by, highest first.
    expect(rows.every((row) => attrOf(row, 'data-live-quote') === attrOf(row, 'data-stock-id'))).toBe(true);
    const figures = rows.map((row) => Number(attrOf(row, 'data-live-rank-value')));
    expect(figures.every(Number.isFinite)).toBe(true);
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
    expect(texts(page, 'screener-rank').slice(0, 3)).toEqual(['1', '2', '3']);
    const second = await render('page=2', 'gainers');
    expect(second.html).toMatch(/data-live-rank-from="51"/);
    expect(texts(second, 'screener-rank')[0]).toBe('51');
  });

  it('a screen sorted by a figure the quotes do not move is live but not re-ranked, and not numbered', async () => {
    const page = await render('', 'high-dividend');
    expect(page.html).not.toContain('data-live-rank=');
    expect(page.byTestId('screener-rank')).toEqual([]);
    expect(page.byTestId('screener-row').every((row) => attrOf(row, 'data-live-quote') !== undefined)).toBe(true);
  });

  it('the header links a guest to 選股', async () => {
    const page = await renderPageHtml('/screener', async () => <Layout>{await ScreenerPage({})}</Layout>);
    expect(page.byTestId('header-screener').map((link) => [attrOf(link, 'href'), attrOf(link, 'aria-label')])).toEqual([['/screener', '選股']]);
  });

  it('an unknown preset is a 404', async () => {
    expect(await outcome('', 'no-such-preset')).toEqual({ status: 404, location: '' });
  });
});
