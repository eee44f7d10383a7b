import { Suspense } from 'react';
import { css, cx } from 'styled-system/css';

import { formatPrice } from '@/lib/format/numbers';
import { stockPath } from '@/lib/stock/tabs';
import { PercentChange } from '@/components/ui/PriceChange';
import {
  stockListClass,
  stockListHeadingClass,
  stockListMetaClass,
  stockListNameClass,
  stockListNameLinkClass,
  stockListPriceClass,
  stockListQuoteClass,
  stockListRowClass,
  stockListSectionClass,
} from '@/components/ui/stock-list-styles';
import { WatchlistSlot } from '@/components/watchlist/WatchlistSlot';
import { articleMentions, mentionQuotes } from './mention-data';

/**
 * 「文中提及的股票」 under an article (issue 28 §4): its stock tags first, then the stocks its visible
 * text names, each with its quote (streamed, in a box of its final size) and the one-tap 加入自選 of
 * the stock pages (WatchlistSlot: a guest's opens the sign-in dialog). Nothing when it names none.
 */
export async function MentionedStocks({ html, stockTagsKey }: { html: string; stockTagsKey: string }) {
  const { stocks, quoteKey } = await articleMentions(html, stockTagsKey);
  if (stocks.length === 0) return null;
  return (
    <section aria-labelledby="mentioned-stocks-heading" className={cx(stockListSectionClass, sectionClass)} data-testid="mentioned-stocks">
      <h2 id="mentioned-stocks-heading" className={stockListHeadingClass}>
        文中提及的股票
      </h2>
      <ul className={cx(stockListClass, listClass)}>
        {stocks.map((stock) => (
          <li key={stock.id} className={stockListRowClass} data-testid="mentioned-stock" data-stock-id={stock.id}>
            <a href={stockPath(stock.id)} className={stockListNameLinkClass}>
              <span className={stockListNameClass}>{stock.name}</span>
              <span className={stockListMetaClass}>{stock.id}</span>
            </a>
            <span className={stockListQuoteClass}>
              <Suspense fallback={null}>
                <RowQuote id={stock.id} quoteKey={quoteKey} />
              </Suspense>
            </span>
            <WatchlistSlot stockId={stock.id} stockName={stock.name} size="row" />
          </li>
        ))}
      </ul>
    </section>
  );
}

async function RowQuote({ id, quoteKey }: { id: string; quoteKey: string }) {
  const quote = (await mentionQuotes(quoteKey))[id];
  if (!quote) return null;
  return (
    <>
      <span className={stockListPriceClass}>{formatPrice(quote.price)}</span>
      <PercentChange change={quote.change} changePercent={quote.changePercent} />
    </>
  );
}

const sectionClass = css({ minW: 0 });
const listClass = css({ border: '1px solid token(colors.line)' });
