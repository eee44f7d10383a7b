import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { formatPrice } from '@/lib/format/numbers';
import { PercentChange } from './PriceChange';
import {
  stockListClass,
  stockListHeadingClass,
  stockListNameClass,
  stockListNameLinkClass,
  stockListPriceClass,
  stockListQuoteClass,
  stockListRowClass,
  stockListSectionClass,
} from './stock-list-styles';

/**
 * The markup of the site's short lists of stocks (their look: stock-list-styles.ts): the stocks an
 * article names, the stocks above search results, the popular stocks an empty watchlist suggests.
 * Each list brings its own names, quotes and 加入自選 button.
 */

/** The list under its heading; `id` is the heading's, which names the section. */
export function StockListSection({
  id,
  heading,
  testId,
  className,
  listClassName,
  children,
}: {
  id: string;
  heading: string;
  testId: string;
  className?: string;
  listClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cx(stockListSectionClass, className)} data-testid={testId}>
      <h2 id={id} className={stockListHeadingClass}>
        {heading}
      </h2>
      <ul className={cx(stockListClass, listClassName)}>{children}</ul>
    </section>
  );
}

/** One stock: its link (the name over `meta`, the list's own second line), the box of its quote, then `action`. */
export function StockListRow({
  stockId,
  testId,
  href,
  name,
  meta,
  quote,
  action,
}: {
  stockId: string;
  testId: string;
  href: string;
  name: string;
  meta: ReactNode;
  quote: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className={stockListRowClass} data-testid={testId} data-stock-id={stockId}>
      <a href={href} className={stockListNameLinkClass}>
        <span className={stockListNameClass}>{name}</span>
        {meta}
      </a>
      <span className={stockListQuoteClass}>{quote}</span>
      {action}
    </li>
  );
}

/** A row's quote: the price over its % change. */
export function StockListQuote({ quote, priceTestId }: { quote: { price: number; change: number; changePercent: number }; priceTestId?: string }) {
  return (
    <>
      <span className={stockListPriceClass} data-testid={priceTestId}>
        {formatPrice(quote.price)}
      </span>
      <PercentChange change={quote.change} changePercent={quote.changePercent} />
    </>
  );
}
