import { Suspense } from 'react';
import { css } from 'styled-system/css';

import { stockPath } from '@/lib/stock/tabs';
import { StockListQuote, StockListRow, StockListSection } from '@/components/ui/StockList';
import { stockListMetaClass } from '@/components/ui/stock-list-styles';
import { WatchlistSlot } from '@/components/watchlist/WatchlistSlot';
import { articleMentions, mentionQuotes } from './mention-data';

/**
 * 「文中提及的股票」 under an article: its stock tags first, then the stocks its visible
 * text names, each with its quote (streamed, in a box of its final size) and the one-tap 加入自選 of
 * the stock pages (WatchlistSlot: a guest's opens the sign-in dialog). Nothing when it names none.
 */
export async function MentionedStocks({ html, stockTagsKey }: { html: string; stockTagsKey: string }) {
  const { stocks, quoteKey } = await articleMentions(html, stockTagsKey);
  if (stocks.length === 0) return null;
  return (
    <StockListSection id="mentioned-stocks-heading" heading="文中提及的股票" testId="mentioned-stocks" className={sectionClass} listClassName={listClass}>
      {stocks.map((stock) => (
        <StockListRow
          key={stock.id}
          stockId={stock.id}
          testId="mentioned-stock"
          href={stockPath(stock.id)}
          name={stock.name}
          meta={<span className={stockListMetaClass}>{stock.id}</span>}
          quote={
            <Suspense fallback={null}>
              <RowQuote id={stock.id} quoteKey={quoteKey} />
            </Suspense>
          }
          action={<WatchlistSlot stockId={stock.id} stockName={stock.name} size="row" />}
        />
      ))}
    </StockListSection>
  );
}

async function RowQuote({ id, quoteKey }: { id: string; quoteKey: string }) {
  const quote = (await mentionQuotes(quoteKey))[id];
  return quote ? <StockListQuote quote={quote} /> : null;
}

const sectionClass = css({ minW: 0 });
const listClass = css({ border: '1px solid token(colors.line)' });
