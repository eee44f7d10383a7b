import { describe, expect, it } from 'vitest';
import { isStockRequestPath } from './stock-not-found';

describe('isStockRequestPath', () => {
  it.each(['/stock/NOPE/info', '/stock/.AAPL', '/stock', '/RSC/R/stock/NOPE/info.txt', '/RSC/R/stock.txt'])('%s is a stock page', (path) => {
    expect(isStockRequestPath(path)).toBe(true);
  });

  it.each(['/', '/404', '/stocks/NVDA', '/article/1', '/RSC/R/article/stock/x.txt', '/search/stock'])('%s is not', (path) => {
    expect(isStockRequestPath(path)).toBe(false);
  });
});
