import { describe, expect, it } from 'vitest';
import { decideStockRoute, parseStockIdSegment } from './route-rules';

const STOCK = { marketType: 1, commodityType: 1 };
const ETF = { marketType: 1, commodityType: 14 };
const INDEX = { marketType: 70, commodityType: 0 };

describe('parseStockIdSegment', () => {
  it.each([
    ['NVDA', 'NVDA'],
    ['nvda', 'NVDA'],
    ['BRK.B', 'BRK.B'],
    ['bf.b', 'BF.B'],
    ['.DJI', '#DJI'],
    ['.dji', '#DJI'],
    ['%23DJI', '#DJI'],
    ['#GSPC', '#GSPC'],
    ['.AAPL', '#AAPL'], // well-formed; the lookup decides (it is no index → 404)
    ['.SOX', '#SOXX'], // the PHLX index's reader symbol names the upstream's id
    ['.sox', '#SOXX'],
    ['%23SOX', '#SOXX'],
    ['SOX', 'SOX'], // without the '.' it is no index symbol
  ])('%s names %s', (raw, id) => {
    expect(parseStockIdSegment(raw)?.id).toBe(id);
  });

  it('keeps the decoded spelling the reader used, to compare with the canonical one', () => {
    expect(parseStockIdSegment('%23dji')).toEqual({ id: '#DJI', segment: '#dji' });
    expect(parseStockIdSegment('NVDA')).toEqual({ id: 'NVDA', segment: 'NVDA' });
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['%00'],
    ['\u0000'],
    ['%E0%A4%A'], // malformed percent-encoding
    ['A'.repeat(200)],
    ['A'.repeat(17)],
    [''],
    ['.'],
    ['..'],
    ['..%2F..%2Fetc'],
    ['%20NVDA'],
    ['NV DA'],
    ['NVDA\n'],
    ['輝達'],
    ['"onmouseover=alert(1)'],
    ['%2523DJI'], // double-encoded: decoded once only
  ])('rejects %j', (raw) => {
    expect(parseStockIdSegment(raw)).toBeNull();
  });
});

describe('decideStockRoute', () => {
  const parsed = (raw: string) => {
    const result = parseStockIdSegment(raw);
    if (!result) throw new Error(`unparsable ${raw}`);
    return result;
  };

  it('renders a canonical URL of a known stock', () => {
    expect(decideStockRoute(parsed('NVDA'), STOCK, 'price')).toEqual({ kind: 'render' });
    expect(decideStockRoute(parsed('BRK.B'), STOCK, 'finance', 'cash-flow')).toEqual({ kind: 'render' });
    expect(decideStockRoute(parsed('.DJI'), INDEX, 'info')).toEqual({ kind: 'render' });
  });

  it('308s a lower-case id to the same tab and statement in upper case', () => {
    expect(decideStockRoute(parsed('nvda'), STOCK, 'price')).toEqual({ kind: 'redirect', location: '/stock/NVDA/price', status: 308 });
    expect(decideStockRoute(parsed('brk.b'), STOCK, 'finance', 'balance-sheet')).toEqual({ kind: 'redirect', location: '/stock/BRK.B/finance/balance-sheet', status: 308 });
  });

  it("308s an index spelled with '#' (%23) or in lower case to the '.' form", () => {
    expect(decideStockRoute(parsed('%23DJI'), INDEX, 'price')).toEqual({ kind: 'redirect', location: '/stock/.DJI/price', status: 308 });
    expect(decideStockRoute(parsed('.ixic'), INDEX, 'news')).toEqual({ kind: 'redirect', location: '/stock/.IXIC/news', status: 308 });
  });

  it("308s the PHLX index's reader symbol (.SOX) to the upstream's id, tab and news item kept", () => {
    expect(decideStockRoute(parsed('.SOX'), INDEX, 'price')).toEqual({ kind: 'redirect', location: '/stock/.SOXX/price', status: 308 });
    expect(decideStockRoute(parsed('.sox'), INDEX, 'news', undefined, '/idx-SOXX-1')).toEqual({ kind: 'redirect', location: '/stock/.SOXX/news/idx-SOXX-1', status: 308 });
    expect(decideStockRoute(parsed('.SOXX'), INDEX, 'info')).toEqual({ kind: 'render' });
  });

  it('keeps the page below the tab (one news item) when it 308s the spelling', () => {
    expect(decideStockRoute(parsed('nvda'), STOCK, 'news', undefined, '/NVDA-20261120-0')).toEqual({ kind: 'redirect', location: '/stock/NVDA/news/NVDA-20261120-0', status: 308 });
    expect(decideStockRoute(parsed('%23gspc'), INDEX, 'news', undefined, '/idx-GSPC-1')).toEqual({ kind: 'redirect', location: '/stock/.GSPC/news/idx-GSPC-1', status: 308 });
    expect(decideStockRoute(parsed('NVDA'), STOCK, 'news', undefined, '/NVDA-20261120-0')).toEqual({ kind: 'render' });
  });

  it('404s an unknown id', () => {
    expect(decideStockRoute(parsed('NOPE1'), undefined, 'info')).toEqual({ kind: 'notFound' });
    expect(decideStockRoute(parsed('.AAPL'), undefined, 'info')).toEqual({ kind: 'notFound' });
  });

  it("404s a '.' id whose record is no index, and an index reached without the '.'", () => {
    expect(decideStockRoute(parsed('.AAPL'), STOCK, 'info')).toEqual({ kind: 'notFound' });
    expect(decideStockRoute(parsed('DJI'), INDEX, 'info')).toEqual({ kind: 'notFound' });
  });

  it('sends blocked tabs to info with a 307, in one hop even from a non-canonical spelling', () => {
    for (const tab of ['finance', 'profile', 'dividend', 'earningsCall'] as const) {
      expect(decideStockRoute(parsed('.DJI'), INDEX, tab)).toEqual({ kind: 'redirect', location: '/stock/.DJI/info', status: 307 });
    }
    expect(decideStockRoute(parsed('.dji'), INDEX, 'finance', 'cash-flow')).toEqual({ kind: 'redirect', location: '/stock/.DJI/info', status: 307 });
    for (const tab of ['finance', 'earningsCall'] as const) {
      expect(decideStockRoute(parsed('spy'), ETF, tab)).toEqual({ kind: 'redirect', location: '/stock/SPY/info', status: 307 });
    }
  });

  it('lets ETFs show profile and dividend, and indices price, news, discussion and technical analysis', () => {
    expect(decideStockRoute(parsed('SPY'), ETF, 'profile')).toEqual({ kind: 'render' });
    expect(decideStockRoute(parsed('SPY'), ETF, 'dividend')).toEqual({ kind: 'render' });
    for (const tab of ['info', 'price', 'news', 'discussion', 'technical-analysis'] as const) {
      expect(decideStockRoute(parsed('.GSPC'), INDEX, tab)).toEqual({ kind: 'render' });
    }
  });

  it("never redirects an id with '$' to itself (the URL spells it %24)", () => {
    const viaUrl = parsed('ABC%24D');
    expect(decideStockRoute(viaUrl, STOCK, 'info')).toEqual({ kind: 'render' });
    expect(decideStockRoute(parsed('ABC$D'), STOCK, 'info')).toEqual({ kind: 'render' });
  });
});
