import { describe, expect, it } from 'vitest';
import type { StockRecord } from '../upstream/business';
import { selectCompared } from './selection';
import { stockId } from '@tests/stock-ids';

const stock = (id: string, extra: Partial<StockRecord> = {}): StockRecord => ({ id: stockId(id), name: id, customName: null, marketType: 1, commodityType: 1, exchange: 3, ...extra });
const records = Object.fromEntries(
  [stock('NVDA'), stock('AMD'), stock('AVGO'), stock('INTC'), stock('TSM'), stock('#GSPC', { marketType: 70, exchange: null }), stock('SPY', { commodityType: 14 })].map((r) => [r.id, r]),
);

describe('selectCompared', () => {
  it('compares the known ids in the order asked', () => {
    const s = selectCompared(['AMD', 'NVDA'], records);
    expect(s.compared.map((r) => r.id)).toEqual(['AMD', 'NVDA']);
    expect(s).toMatchObject({ unknown: [], leftOut: [], withoutStatements: [] });
  });

  it('an unknown id is named, and the next known one takes its place', () => {
    const s = selectCompared(['NVDA', 'NOPE', 'AMD', 'AVGO', 'INTC', 'TSM'], records);
    expect(s.compared.map((r) => r.id)).toEqual(['NVDA', 'AMD', 'AVGO', 'INTC']);
    expect(s.unknown).toEqual(['NOPE']);
    expect(s.leftOut).toEqual(['TSM']);
  });

  it('ids never looked up are left out too', () => {
    expect(selectCompared(['NVDA'], records, ['X1', 'X2']).leftOut).toEqual(['X1', 'X2']);
  });

  it('indices and ETFs are compared, but named as having no statements', () => {
    const s = selectCompared(['NVDA', '#GSPC', 'SPY'], records);
    expect(s.compared).toHaveLength(3);
    expect(s.withoutStatements.map((r) => r.id)).toEqual(['#GSPC', 'SPY']);
  });
});
