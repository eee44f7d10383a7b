import { describe, expect, it } from 'vitest';
import { parseStockId, readStockId, stockIdToUrlSegment } from './stock-id.ts';

describe('stock ids', () => {
  it('normalises case, whitespace and the URL spelling of index ids', () => {
    expect(parseStockId(' nvda ')).toBe('NVDA');
    expect(parseStockId('.dji')).toBe('#DJI');
    expect(parseStockId('brk.b')).toBe('BRK.B');
    expect(parseStockId('#gspc')).toBe('#GSPC');
  });

  it('accepts listing symbols and rejects hostile strings', () => {
    for (const id of ['NVDA', 'BRK.B', 'BF.B', 'BFH$A', '#SOXX', 'A']) expect(parseStockId(id)).toBe(id);
    for (const id of ['', '../ETC', '<SCRIPT>', 'A'.repeat(200), 'NV DA', '%00', '##DJI', 'A/B']) {
      expect(parseStockId(id)).toBeNull();
    }
  });

  it('names the spelling it refused, read the same way', () => {
    expect(readStockId('<b>')).toEqual({ id: null, refused: '<B>' });
    expect(readStockId('..dji')).toEqual({ id: null, refused: '#.DJI' });
    expect(readStockId(' nvda ')).toEqual({ id: 'NVDA' });
  });

  it('spells index ids with a dot in URLs', () => {
    expect(stockIdToUrlSegment('#DJI')).toBe('.DJI');
    expect(stockIdToUrlSegment('BRK.B')).toBe('BRK.B');
  });
});
