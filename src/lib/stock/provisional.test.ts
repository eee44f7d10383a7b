import { describe, expect, it } from 'vitest';
import { isTabBlocked, STOCK_TABS } from './tabs';
import { isProvisionalStock, provisionalStockRecord } from './provisional';
import { stockId } from '@tests/stock-ids';

describe('provisionalStockRecord', () => {
  it('names the security by its id and is recognised as provisional', () => {
    const record = provisionalStockRecord(stockId('NVDA'));
    expect(record).toMatchObject({ id: 'NVDA', name: 'NVDA', customName: null, exchange: null });
    expect(isProvisionalStock(record)).toBe(true);
    expect(isProvisionalStock({ ...record })).toBe(false);
  });

  it("keeps an index an index (the '.' URL still fits) but blocks no stock tab on a guess", () => {
    expect(provisionalStockRecord(stockId('#DJI')).marketType).toBe(70);
    const stock = provisionalStockRecord(stockId('XYZ'));
    expect(STOCK_TABS.filter((tab) => isTabBlocked(tab, stock))).toEqual([]);
  });
});
