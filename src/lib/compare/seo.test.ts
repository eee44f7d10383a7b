import { describe, expect, it } from 'vitest';
import type { StockRecord } from '../upstream/business';
import { parseCompareQuery } from './compare-query';
import { compareSeo } from './seo';
import { selectCompared } from './selection';
import { stockId } from '@tests/stock-ids';

const stock = (id: string, customName: string | null = null): StockRecord => ({ id: stockId(id), name: id, customName, marketType: 1, commodityType: 1, exchange: 3 });
const index = (id: string, customName: string): StockRecord => ({ ...stock(id, customName), marketType: 70, exchange: null });
const records = { NVDA: stock('NVDA', '輝達'), AMD: stock('AMD', '超微'), '#GSPC': index('#GSPC', 'S&P 500'), '#SOXX': index('#SOXX', '費城半導體指數') };
const seoFor = (query: string) => {
  const parsed = parseCompareQuery(query);
  return compareSeo(parsed, selectCompared(parsed.ids, records, parsed.overflow));
};

describe('compareSeo', () => {
  it('a clean comparison: 「NVDA vs AMD 比較」, indexable, canonical to itself', () => {
    expect(seoFor('ids=NVDA,AMD')).toEqual({
      title: 'NVDA vs AMD 比較',
      description: '並排比較輝達（NVDA）、超微（AMD）的重要數據、股價表現（起點 = 100）與營收成長、利潤率。',
      canonicalPath: '/compare?ids=NVDA,AMD',
      noindex: false,
    });
    expect(seoFor('ids=NVDA,.GSPC').canonicalPath).toBe('/compare?ids=NVDA,.GSPC');
  });

  it('names the PHLX index #SOX, as readers know it, and keeps its id #SOXX in the URL', () => {
    expect(seoFor('ids=.SOXX,NVDA')).toMatchObject({
      title: '#SOX vs NVDA 比較',
      description: '並排比較費城半導體指數（#SOX）、輝達（NVDA）的重要數據、股價表現（起點 = 100）與營收成長、利潤率。',
      canonicalPath: '/compare?ids=.SOXX,NVDA',
    });
  });

  it('unknown or garbage ids: canonical to what is compared, not indexed', () => {
    expect(seoFor('ids=NVDA,NOPE,AMD')).toMatchObject({ canonicalPath: '/compare?ids=NVDA,AMD', noindex: true });
    expect(seoFor('ids=NVDA,AMD,<x>')).toMatchObject({ canonicalPath: '/compare?ids=NVDA,AMD', noindex: true });
  });

  it('another period is the same comparison: canonical without it, not indexed', () => {
    expect(seoFor('ids=NVDA,AMD&period=5Y')).toMatchObject({ canonicalPath: '/compare?ids=NVDA,AMD', noindex: true });
  });

  it('one or no security: an invitation, not indexed', () => {
    expect(seoFor('ids=NVDA')).toMatchObject({ title: 'NVDA 與其他股票比較', noindex: true });
    expect(seoFor('')).toMatchObject({ title: '股票比較', canonicalPath: '/compare', noindex: true });
  });
});
