import { describe, expect, it } from 'vitest';
import { constituentsHref, DEFAULT_VIEW, pageCount, parseConstituentsView, viewSortedBy } from './constituents-view';

describe('parseConstituentsView', () => {
  it('reads sort, order and page', () => {
    expect(parseConstituentsView('?sort=changePercent&order=asc&page=3')).toEqual({ sort: 'changePercent', order: 'asc', page: 3 });
    expect(parseConstituentsView('sort=marketCap')).toEqual({ sort: 'marketCap', order: 'desc', page: 1 });
    expect(parseConstituentsView('page=2&utm_source=x')).toEqual({ ...DEFAULT_VIEW, page: 2 });
  });

  it('falls back to the default for each missing, unknown or hostile value, on its own', () => {
    for (const query of [undefined, null, '', '?', 'sort=', 'sort=name', 'sort=CHANGEPERCENT', 'sort=__proto__', 'sort=constructor', 'sort=%3Cscript%3E']) {
      expect(parseConstituentsView(query), String(query)).toEqual(DEFAULT_VIEW);
    }
    expect(parseConstituentsView('sort=price&order=sideways')).toEqual({ sort: 'price', order: 'desc', page: 1 });
    for (const page of ['0', '-1', '1.5', '1e3', 'abc', '99999', '１', '%00', ' 2', '2 ', '0x10', '1001']) {
      expect(parseConstituentsView(`sort=price&order=asc&page=${encodeURIComponent(page)}`).page, page).toBe(1);
    }
    expect(parseConstituentsView('page=1000').page).toBe(1000);
    expect(parseConstituentsView('%E0%A4%A=1&sort=price')).toEqual({ ...DEFAULT_VIEW, sort: 'price' });
    expect(parseConstituentsView(`sort=${'x'.repeat(10_000)}`)).toEqual(DEFAULT_VIEW);
    // Two values: the first counts, as URLSearchParams.get reads it.
    expect(parseConstituentsView('sort=price&sort=change').sort).toBe('price');
  });
});

describe('constituentsHref', () => {
  it('the default view is the bare info page; others carry only what differs; all land on the table', () => {
    expect(constituentsHref('#GSPC', DEFAULT_VIEW)).toBe('/stock/.GSPC/info#constituents');
    expect(constituentsHref('#GSPC', { sort: 'changePercent', order: 'asc', page: 2 })).toBe('/stock/.GSPC/info?sort=changePercent&order=asc&page=2#constituents');
    expect(constituentsHref('#DJI', { ...DEFAULT_VIEW, page: 3 })).toBe('/stock/.DJI/info?page=3#constituents');
    expect(constituentsHref('#DJI', { ...DEFAULT_VIEW, order: 'asc' })).toBe('/stock/.DJI/info?sort=weight&order=asc#constituents');
  });

  it('round-trips through the parser', () => {
    const view = { sort: 'marketCap', order: 'asc', page: 7 } as const;
    expect(parseConstituentsView(constituentsHref('#IXIC', view).split('?')[1]?.split('#')[0])).toEqual(view);
  });
});

describe('viewSortedBy', () => {
  it('flips the active column, starts a new column largest first, and goes back to page 1', () => {
    expect(viewSortedBy({ sort: 'changePercent', order: 'desc', page: 4 }, 'changePercent')).toEqual({ sort: 'changePercent', order: 'asc', page: 1 });
    expect(viewSortedBy({ sort: 'changePercent', order: 'asc', page: 1 }, 'changePercent')).toEqual({ sort: 'changePercent', order: 'desc', page: 1 });
    expect(viewSortedBy({ sort: 'changePercent', order: 'asc', page: 2 }, 'price')).toEqual({ sort: 'price', order: 'desc', page: 1 });
  });
});

describe('pageCount', () => {
  it('50 a page, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(30)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(503)).toBe(11);
  });
});
