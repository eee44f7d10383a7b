import { describe, expect, it } from 'vitest';
import { isWellFormedStockId, normaliseStockId, stockIdToUrlSegment } from './stock-id.ts';

describe('stock ids', () => {
  it('normalises case, whitespace and the URL spelling of index ids', () => {
    expect(normaliseStockId(' nvda ')).toBe('NVDA');
    expect(normaliseStockId('.dji')).toBe('#DJI');
    expect(normaliseStockId('brk.b')).toBe('BRK.B');
    expect(normaliseStockId('#gspc')).toBe('#GSPC');
  });

  it('accepts listing symbols and rejects hostile strings', () => {
    for (const id of ['NVDA', 'BRK.B', 'BF.B', 'BFH$A', '#SOXX', 'A']) expect(isWellFormedStockId(id)).toBe(true);
    for (const id of ['', '../ETC', '<SCRIPT>', 'A'.repeat(200), 'NV DA', '%00', '##DJI', 'A/B']) {
      expect(isWellFormedStockId(id)).toBe(false);
    }
  });

  it('spells index ids with a dot in URLs', () => {
    expect(stockIdToUrlSegment('#DJI')).toBe('.DJI');
    expect(stockIdToUrlSegment('BRK.B')).toBe('BRK.B');
  });
});
