import { listedNames } from '@/lib/market/security-labels';
import { getConfig, getUpstreamContext } from '@/lib/server/request-context';
import { STATIC_POPULAR_IDS } from '@/lib/stock/popular';
import { findStockRecords } from '@/lib/stock/stock-record';
import { stockPath } from '@/lib/stock/tabs';
import { getQuotes, type Quote, type StockRecord } from '@/lib/upstream/business';
import { StockListQuote, StockListSection } from '../ui/StockList';
import { stockListQuoteClass } from '../ui/stock-list-styles';
import { PopularToWatchList } from './PopularToWatchList';

/**
 * What an empty watchlist suggests: the popular stocks (the static popular ids)
 * with their names (from the symbol directory, no upstream call), quotes and 加入自選 buttons.
 * A failing quote call leaves the names and buttons.
 */
export async function PopularToWatch() {
  const ctx = getUpstreamContext();
  const config = getConfig();
  const [records, quotes] = await Promise.all([
    findStockRecords(STATIC_POPULAR_IDS, config, ctx).catch((err: unknown): Record<string, StockRecord> => {
      console.error('[watchlist] popular names', err);
      return {};
    }),
    getQuotes(ctx, STATIC_POPULAR_IDS).catch((err: unknown): Record<string, Quote> => {
      console.error('[watchlist] popular quotes', err);
      return {};
    }),
  ]);
  const items = STATIC_POPULAR_IDS.map((id) => {
    const record = records[id];
    const quote = quotes[id];
    return {
      id,
      ...(record ? listedNames(record) : { name: id, englishName: null }),
      href: stockPath(id, 'info'),
      quote: quote ? (
        <span className={stockListQuoteClass}>
          <StockListQuote quote={quote} />
        </span>
      ) : null,
    };
  });
  return (
    <StockListSection id="popular-to-watch" heading="熱門股票" testId="watchlist-suggestions">
      <PopularToWatchList items={items} />
    </StockListSection>
  );
}
