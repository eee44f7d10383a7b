import { describe, expect, it, vi } from 'vitest';
import StockInfoPage from '@/pages/stock/[id]/info';
import { attrOf, type Element, inside, type PageHtml, single, textIn } from '@tests/page-html';
import { renderStockPage } from '@tests/stock-page-html';

/**
 * The index part of the info tab in the server HTML (.GSPC: the day's movers and the
 * sortable, paged constituents; .DJI: 30 members on one page), rendered in workerd against the
 * sandbox. Each sort and page link is followed by rendering the view its href names, as the server
 * answers it without JavaScript. Clicking them in a browser, axe and the page width stay in
 * tests/e2e/etf-and-index.spec.ts.
 *
 * Prices move every second of a session; the sandbox takes one snapshot of an index a minute. Pages
 * compared with each other are rendered until they all show the same snapshot time (no clock knob,
 * so this file runs beside the others), with the edge cache off: a cached answer may be a minute old.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock({ edgeCache: false }));
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

/** "−8.09%", "+2.93%", "1,234.50", "6.60%" → the number. */
const numberOf = (text: string): number => Number(text.replace(/\u2212/g, '-').replace(/[+,%\s]/g, ''));
const PERCENT = /^[+\u2212]?\d{1,3}(,\d{3})*\.\d{2}%$/;
const sortedDescending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] as number) >= value);
const sortedAscending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] as number) <= value);

const rows = (page: PageHtml) => page.byTestId('constituent-row');
/** A column of the constituents table: its cells after the name (price, change, % change, market cap, weight). */
const column = (page: PageHtml, index: number) => rows(page).map((row) => numberOf(textIn(inside(row, 'td')[index])));
const percentColumn = (page: PageHtml) => column(page, 2);
const weightColumn = (page: PageHtml) => column(page, 4);
const rowIds = (page: PageHtml) => rows(page).map((row) => attrOf(row, 'data-id'));
const textOfOnly = (page: PageHtml, testId: string) =>
  textIn(single(page.byTestId(testId), testId))
    .replace(/\s+/g, ' ')
    .trim();
const hrefOf = (element: Element | undefined) => attrOf(element, 'href') ?? '';
const sortHeader = (page: PageHtml) =>
  single(
    page.where((element) => element.tagName === 'th' && attrOf(element, 'data-sort') === 'changePercent'),
    '% change header',
  );
const sortLink = (page: PageHtml) => hrefOf(single(inside(sortHeader(page), 'a'), 'sort link'));
const moverPercents = (page: PageHtml, list: string) =>
  inside(single(page.byTestId(list), list), (element) => attrOf(element, 'data-testid') === 'mover')
    .flatMap((mover) => inside(mover, (element) => attrOf(element, 'data-change-percent') !== undefined))
    .map((cell) => textIn(cell).trim());

/** The .GSPC info page at a query, or at the URL a link of it names (its search part; the #hash is the browser's). */
const gspc = (queryOrHref = '') => renderStockPage(StockInfoPage, 'info', '.GSPC', queryOrHref.startsWith('/') ? new URL(queryOrHref, 'http://x').search : queryOrHref);

/** Renders every view until all show the same index snapshot (its time is in the table's caption). */
async function sameSnapshot(queriesOrHrefs: string[]): Promise<PageHtml[]> {
  for (let attempt = 1; ; attempt++) {
    const pages = [];
    for (const query of queriesOrHrefs) pages.push(await gspc(query));
    const times = new Set(pages.map((page) => /（(.+)）$/.exec(textOfOnly(page, 'constituents-meta'))?.[1]));
    if (times.size === 1 || attempt === 3) return pages;
  }
}

// Several renders of a 503-member index per test, on a busy machine: more than the 5 s default.
describe('index info tab (.GSPC, .DJI) in the server HTML', { timeout: 30_000 }, () => {
  it(".GSPC shows the day's five biggest gainers and losers, in order", async () => {
    const [page, descending, ascending] = await sameSnapshot(['', 'sort=changePercent&order=desc', 'sort=changePercent&order=asc']);
    if (!page || !descending || !ascending) throw new Error('not rendered');
    // An index has points, not a share price.
    const tabs = inside(single(page.byTestId('stock-tabs'), 'stock tabs'), 'a');
    expect(tabs.filter((tab) => textIn(tab).includes('指數走勢')).map(hrefOf)).toEqual(['/stock/.GSPC/price']);
    expect(tabs.filter((tab) => textIn(tab).includes('股價走勢'))).toHaveLength(0);
    single(page.byTestId('index-movers'), 'movers');
    const up = moverPercents(page, 'index-gainers');
    const down = moverPercents(page, 'index-losers');
    // Five each on any ordinary day of 503 stocks (fewer only if fewer rose or fell: checked against the table below).
    expect(up.length).toBeLessThanOrEqual(5);
    expect(down.length).toBeLessThanOrEqual(5);
    expect(up.length + down.length).toBeGreaterThanOrEqual(5);
    for (const text of [...up, ...down]) expect(text).toMatch(PERCENT);
    const upValues = up.map(numberOf);
    const downValues = down.map(numberOf);
    expect(upValues.every((value) => value > 0)).toBe(true);
    expect(downValues.every((value) => value < 0)).toBe(true);
    expect(sortedDescending(upValues)).toBe(true);
    expect(sortedAscending(downValues)).toBe(true);
    // They are the extremes of the whole index: the table sorted by % change starts with them.
    expect(
      percentColumn(descending)
        .slice(0, 5)
        .filter((value) => value > 0),
    ).toEqual(upValues);
    expect(
      percentColumn(ascending)
        .slice(0, 5)
        .filter((value) => value < 0),
    ).toEqual(downValues);
  });

  it('the constituents table sorts by % change both ways from its header', async () => {
    const page = await gspc();
    expect(rows(page)).toHaveLength(50);
    // The index's own order first: by weight.
    expect(sortedDescending(weightColumn(page))).toBe(true);
    expect(sortLink(page)).toBe('/stock/.GSPC/info?sort=changePercent&order=desc#constituents');
    const [descending, ascending] = await sameSnapshot([sortLink(page), 'sort=changePercent&order=asc']);
    if (!descending || !ascending) throw new Error('not rendered');
    expect(attrOf(sortHeader(descending), 'aria-sort')).toBe('descending');
    const down = percentColumn(descending);
    expect(down).toHaveLength(50);
    expect(sortedDescending(down)).toBe(true);
    expect(down[0]).toBeGreaterThan(down[49] as number);
    expect(sortLink(descending)).toBe('/stock/.GSPC/info?sort=changePercent&order=asc#constituents');
    expect(attrOf(sortHeader(ascending), 'aria-sort')).toBe('ascending');
    const up = percentColumn(ascending);
    expect(sortedAscending(up)).toBe(true);
    expect(up[0]).toBeLessThan(down[49] as number);
  });

  it('pages through the 503 members 50 at a time, keeping the sort', async () => {
    const backHref = '/stock/.GSPC/info?sort=changePercent&order=asc#constituents';
    const [first, second, back] = await sameSnapshot(['sort=changePercent&order=asc', 'sort=changePercent&order=asc&page=2', backHref]);
    if (!first || !second || !back) throw new Error('not rendered');
    const firstPage = rowIds(first);
    const lastOnFirst = percentColumn(first)[49] as number;
    expect(textOfOnly(first, 'constituents-page')).toBe('第 1 / 11 頁');
    expect(first.byTestId('constituents-prev')).toHaveLength(0);
    expect(hrefOf(single(first.byTestId('constituents-next'), 'next link'))).toBe('/stock/.GSPC/info?sort=changePercent&order=asc&page=2#constituents');
    expect(textOfOnly(second, 'constituents-page')).toBe('第 2 / 11 頁');
    const secondPage = rowIds(second);
    expect(secondPage).toHaveLength(50);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    const percents = percentColumn(second);
    expect(sortedAscending(percents)).toBe(true);
    expect(percents[0]).toBeGreaterThanOrEqual(lastOnFirst);
    expect(hrefOf(single(second.byTestId('constituents-prev'), 'previous link'))).toBe(backHref);
    expect(rowIds(back)).toEqual(firstPage);
  });

  it('the last page holds the rest, and a page past it says so with the way back', async () => {
    const last = await gspc('page=11');
    expect(rows(last)).toHaveLength(3);
    expect(last.byTestId('constituents-next')).toHaveLength(0);
    const past = await gspc('page=12');
    const empty = inside(single(past.byTestId('stock-info-constituents'), 'constituents'), (element) => attrOf(element, 'data-empty-state') === 'noResult');
    expect(textIn(single(empty, 'empty state'))).toContain('沒有第 12 頁');
    const back = hrefOf(single(past.byTestId('constituents-first'), 'first page link'));
    expect(rows(await gspc(back))).toHaveLength(50);
  });

  it('bad sort, order or page values fall back to the default view', async () => {
    for (const query of ['sort=evil&order=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-1', 'sort=__proto__&page=1e9', 'order=asc&sort=constructor&page=0', 'page=abc&sort=&order=']) {
      const page = await gspc(query);
      expect(rows(page), query).toHaveLength(50);
      expect(textOfOnly(page, 'constituents-page'), query).toBe('第 1 / 11 頁');
      const weights = weightColumn(page);
      // order=asc alone is honoured (a valid value); everything else is the default.
      expect(query.startsWith('order=asc') ? sortedAscending(weights) : sortedDescending(weights), query).toBe(true);
    }
  });

  it('sorting and paging are plain links the server answers', async () => {
    const sortHref = sortLink(await gspc());
    expect(sortHref).toBe('/stock/.GSPC/info?sort=changePercent&order=desc#constituents');
    const sorted = await gspc(sortHref);
    const nextHref = hrefOf(single(sorted.byTestId('constituents-next'), 'next link'));
    expect(nextHref).toBe('/stock/.GSPC/info?sort=changePercent&order=desc&page=2#constituents');
    expect(rows(sorted)).toHaveLength(50);
    expect(sortedDescending(percentColumn(sorted))).toBe(true);
    const next = await gspc(nextHref);
    expect(rows(next)).toHaveLength(50);
    const second = percentColumn(next);
    expect(second).toHaveLength(50);
    expect(sortedDescending(second)).toBe(true);
  });

  it('.DJI has its 30 members on one page, each linking to its stock page', async () => {
    const page = await renderStockPage(StockInfoPage, 'info', '.DJI');
    expect(rows(page)).toHaveLength(30);
    expect(textOfOnly(page, 'constituents-meta')).toContain('共 30 檔');
    expect(page.byTestId('constituents-next')).toHaveLength(0);
    const ids = rowIds(page);
    for (const id of ['AAPL', 'MSFT', 'NVDA', 'JPM', 'WMT']) expect(ids).toContain(id);
    const weights = weightColumn(page);
    expect(Math.abs(weights.reduce((sum, weight) => sum + weight, 0) - 100)).toBeLessThan(0.2);
    expect(inside(rows(page)[0], 'a').map(hrefOf)).toEqual([`/stock/${ids[0]}/info`]);
  });
});
