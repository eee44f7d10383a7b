'use client';

import type { ReactNode } from 'react';
import { Link, useRouter } from 'waku/router/client';
import { stockListMetaClass, stockListNameClass, stockListNameLinkClass, stockListRowClass } from '../ui/stock-list-styles';
import { WatchlistToggle } from './WatchlistToggle';

type LinkTarget = Parameters<typeof Link>[0]['to'];

/** The rows of PopularToWatch (its list's items): once the member adds one, the page reloads to show their list. */
export function PopularToWatchList({ items }: { items: { id: string; name: string; englishName: string | null; href: string; quote: ReactNode }[] }) {
  const router = useRouter();
  return (
    <>
      {items.map((item) => (
        <li key={item.id} className={stockListRowClass} data-testid="watchlist-suggestion" data-stock-id={item.id}>
          <Link to={item.href as LinkTarget} className={stockListNameLinkClass}>
            <span className={stockListNameClass}>{item.name}</span>
            <span className={stockListMetaClass}>
              {item.id}
              {item.englishName && <span lang="en"> · {item.englishName}</span>}
            </span>
          </Link>
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
