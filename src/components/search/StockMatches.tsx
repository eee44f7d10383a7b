import { cache, Suspense } from 'react';
import { css, cx } from 'styled-system/css';
import { EXCHANGE_LABELS, listedNames, SECURITY_KIND_LABELS, securityKind } from '@/lib/market/security-labels';
import { displaySymbol } from '@/lib/market/us-indices';
import { edgeSearchIndex, taiwanCodesFor } from '@/lib/directory/edge-directory';
import type { DirectoryEntry } from '@/lib/directory/entry';
import { exactStocks, namedStock, suggestStocks } from '@/lib/directory/suggest';
import { getConfig, getUpstreamContext } from '@/lib/server/request-context';
import { stockPath } from '@/lib/stock/tabs';
import { getQuotes, type Quote } from '@/lib/upstream/business';
import { StockListQuote, StockListRow, StockListSection } from '../ui/StockList';
import { stockListMetaClass } from '../ui/stock-list-styles';
import { WatchlistSlot } from '../watchlist/WatchlistSlot';
import type { StockId } from '@protocol/stock-id';

/** At most this many stocks above the articles. */
export const STOCK_MATCHES_SHOWN = 5;

export interface StocksForKeyword {
  /** The stocks to show above the articles: those the keyword names exactly, else its best matches. */
  matches: DirectoryEntry[];
  /** The stock the keyword stands for in a search by symbol: named exactly, or the only one matching (「台積」 → TSM). */
  stock: DirectoryEntry | null;
}

/**
 * What the symbol directory at the edge says about a search keyword (one look at the search index;
 * memory or KV, no upstream call but the edge-cached ADR pairs for a keyword that can be a Taiwan
 * code, so it is known before anything streams). Nothing when the directory cannot answer: the page
 * shows the articles alone.
 */
export async function stocksForKeyword(keyword: string): Promise<StocksForKeyword> {
  const [index, taiwanCodes] = await Promise.all([edgeSearchIndex(getConfig()), taiwanCodesFor(keyword, getUpstreamContext())]);
  if (!index) return { matches: [], stock: null };
  const exact = exactStocks(index, keyword, STOCK_MATCHES_SHOWN, taiwanCodes);
  const stock = namedStock(index, keyword, taiwanCodes);
  // A keyword that names a stock exactly shows it (both classes of 波克夏), not the funds that mention it.
  return { matches: exact.length > 0 ? exact : suggestStocks(index, keyword, STOCK_MATCHES_SHOWN, taiwanCodes), stock };
}

/** One quote call for all the matches of a page (ids joined: React's cache() compares by value). */
const quotesOf = cache(async (joinedIds: string): Promise<Record<string, Quote>> =>
  getQuotes(getUpstreamContext(), joinedIds.split(',') as StockId[]).catch((err: unknown): Record<string, Quote> => {
    console.error('[search] stock quotes', err);
    return {};
  }),
);

/**
 * 「相關股票」 on /search/{keyword}: when the keyword is a symbol or a stock's name, the
 * matching stocks come first, each with a link to its page, its quote and 加入自選; then the articles.
 * The matches come from the edge directory before anything streams, so the list is in the first
 * bytes and nothing below it moves; only the quotes stream in, each into a box of its own size.
 * Nothing at all when no stock matches.
 */
export function StockMatches({ matches }: { matches: readonly DirectoryEntry[] }) {
  if (matches.length === 0) return null;
  const joinedIds = matches.map((entry) => entry.id).join(',');
  return (
    <StockListSection id="stock-matches-heading" heading="相關股票" testId="stock-matches">
      {matches.map((entry) => {
        const kind = securityKind(entry);
        const exchange = entry.exchange ? EXCHANGE_LABELS[entry.exchange].short : SECURITY_KIND_LABELS[kind];
        // SecurityName's rule, with the exchange after the English name on the second line.
        const { name, englishName } = listedNames(entry);
        return (
          <StockListRow
            key={entry.id}
            stockId={entry.id}
            testId="stock-match"
            href={stockPath(entry.id, 'info')}
            name={name}
            meta={
              <span className={cx(stockListMetaClass, matchMetaClass)} data-testid="stock-match-meta">
                <span className={cx(tickerClass, keepWholeClass)}>{displaySymbol(entry.id)}</span>
                {englishName && (
                  <span lang="en" className={englishNameClass}>
                    {' '}
                    · {englishName}
                  </span>
                )}
                <span className={keepWholeClass} data-testid="stock-match-exchange">
                  {' '}
                  · {kind === 'etf' ? `${exchange} ETF` : exchange}
                </span>
              </span>
            }
            quote={
              <Suspense fallback={<span className={stockListMetaClass}>報價載入中…</span>}>
                <MatchQuote id={entry.id} joinedIds={joinedIds} />
              </Suspense>
            }
            action={<WatchlistSlot stockId={entry.id} stockName={name} size="row" />}
          />
        );
      })}
    </StockListSection>
  );
}

async function MatchQuote({ id, joinedIds }: { id: string; joinedIds: string }) {
  const quote = (await quotesOf(joinedIds))[id];
  if (!quote) return <span className={stockListMetaClass}>暫無報價</span>;
  return <StockListQuote quote={quote} priceTestId="stock-match-price" />;
}

const tickerClass = css({ fontWeight: 700, color: 'brand' });
/**
 * The second line on a phone: the symbol and the exchange stay whole and the English name between
 * them gives way (the line was cut at its end, so 「Nasdaq」 read 「Nas…」).
 */
const matchMetaClass = css({ display: 'flex', minW: 0 });
const keepWholeClass = css({ flexShrink: 0, whiteSpace: 'pre' });
const englishNameClass = css({ minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'pre' });
