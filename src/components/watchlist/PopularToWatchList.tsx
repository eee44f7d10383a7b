'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'waku/router/client';
import { stockListMetaClass, stockListNameClass, stockListNameLinkClass, stockListRowClass } from '../ui/stock-list-styles';
import { StockNamesLink } from './StockNamesLink';
import { WatchlistToggle } from './WatchlistToggle';

/** The rows of PopularToWatch (its list's items): once the member adds one, the page reloads to show their list. */
export function PopularToWatchList({ items }: { items: { id: string; name: string; englishName: string | null; href: string; quote: ReactNode }[] }) {
  const router = useRouter();
  return (
    <>
      {items.map((item) => (
        <li key={item.id} className={stockListRowClass} data-testid="watchlist-suggestion" data-stock-id={item.id}>
          <StockNamesLink href={item.href} name={item.name} symbol={item.id} englishName={item.englishName} classes={nameClasses} />
          {item.quote}
          <WatchlistToggle
            stockId={item.id}
            stockName={item.name}
            initial="out"
            size="row"
            onChange={(inList) => {
              if (inList) void router.reload();
            }}
          />
        </li>
      ))}
    </>
  );
}

const nameClasses = { link: stockListNameLinkClass, name: stockListNameClass, symbol: stockListMetaClass };
