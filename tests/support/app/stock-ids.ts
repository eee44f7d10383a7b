import { parseStockId, type StockId } from '@protocol/stock-id';

/** A test's symbol as parseStockId hands it over; one that is not already in its one spelling fails the test at once. */
export function stockId(symbol: string): StockId {
  const id = parseStockId(symbol);
  if (id !== symbol) throw new Error(`${symbol} is not a stock id in its one spelling`);
  return id;
}

/** What reaches a layer after the parser: the ids parseStockId makes of raw symbols, the refused ones left out. */
export const parsedIds = (...raw: string[]): StockId[] => raw.map(parseStockId).filter((id) => id !== null);
