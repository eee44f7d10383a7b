import { stockPath } from '../../lib/stock/tabs';
import type { Quote, Watchlist } from '../../lib/upstream/business';

/** One line of the watchlist as the page shows it. */
export interface WatchlistRow {
  id: string;
  /** The Chinese name when the site has one, else the listing name (never empty: the symbol at worst). */
  name: string;
  /** The listing name under a Chinese name; null when it would repeat `name`. */
  subtitle: string | null;
  href: string;
  /** Null when the quote call failed or has no price for this symbol. */
  quote: Pick<Quote, 'price' | 'change' | 'changePercent'> | null;
}

/**
 * Watchlist items (oldest first, as the service keeps them) joined with their live quotes. Quotes
 * are decoration: a missing one leaves the row with its name and link.
 */
export function watchlistRows(items: Watchlist['items'], quotes: Readonly<Record<string, Quote>>): WatchlistRow[] {
  const seen = new Set<string>();
  const rows: WatchlistRow[] = [];
  for (const item of items) {
    if (!item.id || seen.has(item.id)) continue;
    seen.add(item.id);
    const custom = item.customName?.trim() || null;
    const listed = item.name.trim() || item.id;
    const quote = quotes[item.id];
    rows.push({
      id: item.id,
      name: custom ?? listed,
      subtitle: custom && custom !== listed ? listed : null,
      href: stockPath(item.id, 'info'),
      quote: quote && Number.isFinite(quote.price) ? { price: quote.price, change: quote.change, changePercent: quote.changePercent } : null,
    });
  }
  return rows;
}
