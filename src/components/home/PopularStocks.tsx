import type { CSSProperties } from 'react';
import { css, cx } from 'styled-system/css';
import { formatPrice } from '@/lib/format/numbers';
import { getConfig, getUpstreamContext } from '@/lib/server/request-context';
import { FALLBACK_POPULAR_STOCKS, mergePopularIds } from '@/lib/stock/popular';
import { findStockRecords } from '@/lib/stock/stock-record';
import { stockPath } from '@/lib/stock/tabs';
import { getQuotes, type Quote, type StockRecord } from '@/lib/upstream/business';
import { getPopularSymbols } from '@/lib/upstream/forum';
import { PercentChange } from '../ui/PriceChange';
import { SecurityName } from '../ui/SecurityName';
import { liveField, liveQuote } from '@/components/live/live-markup';
import { focusRing } from '@/components/ui/control-styles';
import { Skeleton } from '../ui/Skeleton';
import { fullRows } from './full-rows';
import type { StockId } from '@protocol/stock-id';

/** At most this many cards: four rows of five on laptops, ten rows of two on phones. */
export const POPULAR_STOCKS_SHOWN = 20;
const CARD_HEIGHT = 64;
const GAP = 8;
const rowsHeight = (rows: number) => rows * CARD_HEIGHT + (rows - 1) * GAP;
const PHONE_HEIGHT = rowsHeight(POPULAR_STOCKS_SHOWN / 2);
const TABLET_HEIGHT = rowsHeight(POPULAR_STOCKS_SHOWN / 4);
const LAPTOP_HEIGHT = rowsHeight(POPULAR_STOCKS_SHOWN / 5);

interface PopularStock {
  id: string;
  name: string;
  customName: string | null;
  quote: Quote | undefined;
}

/**
 * Popular stocks: the forum rank with the static popular ids appended; when the
 * rank fails, the three default stocks. Names and quotes are decoration on top: if they fail the
 * cards still show the symbols.
 */
export async function PopularStocks() {
  const ctx = getUpstreamContext();
  let ids: StockId[];
  let fallback = false;
  try {
    ids = mergePopularIds(await getPopularSymbols(ctx)).slice(0, POPULAR_STOCKS_SHOWN);
  } catch (err) {
    console.error('[home] popular rank', err);
    ids = FALLBACK_POPULAR_STOCKS.map((stock) => stock.id as StockId);
    fallback = true;
  }
  const [records, quotes] = await Promise.all([
    // Names from the symbol directory at the edge; only symbols it does not list cost an upstream call.
    findStockRecords(ids, getConfig(), ctx).catch((err: unknown): Record<string, StockRecord> => {
      console.error('[home] popular names', err);
      return {};
    }),
    getQuotes(ctx, ids).catch((err: unknown): Record<string, Quote> => {
      console.error('[home] popular quotes', err);
      return {};
    }),
  ]);
  const fallbackNames = new Map<string, string>(FALLBACK_POPULAR_STOCKS.map((stock) => [stock.id, stock.name]));
  const stocks: PopularStock[] = ids.map((id) => {
    const record = records[id];
    return { id, name: record?.name || fallbackNames.get(id) || id, customName: record?.customName ?? null, quote: quotes[id] };
  });
  // Whole rows only (full-rows.ts): the column count at each width follows the number of cards, and
  // cards past the last whole row are left out there; a phone's odd last card takes the whole row.
  const tablet = fullRows(stocks.length, TABLET_COLUMNS);
  const laptop = fullRows(stocks.length, LAPTOP_COLUMNS);
  const columns = { '--tablet-columns': tablet.columns, '--laptop-columns': laptop.columns } as CSSProperties;
  return (
    <ul className={gridClass} style={columns} data-fallback={fallback ? 'true' : undefined}>
      {stocks.map((stock, i) => (
        <li key={stock.id} data-testid="popular-stock" className={cx(i >= tablet.shown && hiddenOnTabletClass, i >= laptop.shown && hiddenOnLaptopClass)}>
          <a href={stockPath(stock.id, 'info')} className={cardClass} {...(stock.quote ? liveQuote(stock.id, stock.quote) : {})}>
            <span className={namesClass}>
              <SecurityName stock={stock} className={nameClass} />
            </span>
            {stock.quote ? (
              <span className={quoteClass}>
                <span className={priceClass} {...liveField('price')}>
                  {formatPrice(stock.quote.price)}
                </span>
                <PercentChange change={stock.quote.change} changePercent={stock.quote.changePercent} />
              </span>
            ) : (
              <span className={quoteClass}>
                <span className={noQuoteClass}>暫無報價</span>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function PopularStocksSkeleton() {
  return <Skeleton height={PHONE_HEIGHT} label="載入熱門股票…" className={skeletonClass} />;
}

/** Column counts the grid may take: 4 or 3 on tablets, 5 or 4 on laptops and desktops. */
const TABLET_COLUMNS = [4, 3];
const LAPTOP_COLUMNS = [5, 4];

const gridClass = css({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: `${GAP}px`,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridAutoRows: `${CARD_HEIGHT}px`,
  alignContent: 'start',
  // No reserved height: the list is 10–20 cards (fewer on the fallback) and the last section of the
  // page, so a shorter list only moves the footer instead of leaving rows of blank space.
  // A phone's odd last card spans both columns instead of standing beside a hole.
  tabletDown: { '& > li:last-child:nth-child(odd)': { gridColumn: '1 / -1' } },
  tablet: { gridTemplateColumns: 'repeat(var(--tablet-columns, 4), minmax(0, 1fr))' },
  laptop: { gridTemplateColumns: 'repeat(var(--laptop-columns, 5), minmax(0, 1fr))' },
});
const hiddenOnTabletClass = css({ tabletOnly: { display: 'none' } });
const hiddenOnLaptopClass = css({ laptop: { display: 'none' } });
const skeletonClass = css({ tablet: { height: `${TABLET_HEIGHT}px !important` }, laptop: { height: `${LAPTOP_HEIGHT}px !important` } });
/** Names on the left (SecurityName's two lines), the quote on the right: price over change. */
const cardClass = css(focusRing.raw(), {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: '2',
  h: '100%',
  px: '3',
  py: '1.5',
  bg: 'surface',
  borderRadius: 'lg',
  boxShadow: '0 1px 3px rgba(15,30,60,0.06)',
  _hover: { boxShadow: '0 4px 14px rgba(15,30,60,0.12)' },
});
const namesClass = css({ display: 'grid', minW: 0, lineHeight: '1.4' });
const nameClass = css({ fontSize: '14px', fontWeight: 700 });
const noQuoteClass = css({ fontSize: '12px', color: 'muted' });
const quoteClass = css({ display: 'grid', justifyItems: 'end', lineHeight: '1.4', fontVariantNumeric: 'tabular-nums' });
const priceClass = css({ fontSize: '14px', fontWeight: 600 });
