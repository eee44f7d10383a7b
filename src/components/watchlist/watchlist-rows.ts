import { SESSION_LABELS } from '@/lib/market/session';
import { listedNames, securityKind, type SecurityKind } from '@/lib/market/security-labels';
import { displaySymbol } from '@/lib/market/us-indices';
import { priceDirection, type PriceDirection } from '@/lib/format/numbers';
import { stockPath } from '@/lib/stock/tabs';
import type { Quote, Sparkline, Watchlist } from '@/lib/upstream/business';

/** One line of the watchlist as the page shows it. Plain data: it crosses to the browser (sorting, removing). */
export interface WatchlistRow {
  id: string;
  /** What the row shows and sorts by: the id, or an index's reader symbol (#SOX for #SOXX: displaySymbol). */
  symbol: string;
  /** The Chinese name when the site has one, else the listing name (never empty: the symbol at worst). */
  name: string;
  /** The listing name under a Chinese name; null when it would repeat `name`. */
  subtitle: string | null;
  href: string;
  kind: SecurityKind;
  /** Position in the member's list (the order the service keeps: oldest first). */
  order: number;
  /** Null when the quote call failed or has no price for this symbol. `session` is its label (盤中…). */
  quote: (Pick<Quote, 'price' | 'change' | 'changePercent' | 'marketSession'> & { session: string }) | null;
  /** A month of daily closes and their direction; null when there is no line to draw. */
  sparkline: { closes: number[]; direction: PriceDirection } | null;
}

/**
 * Watchlist items (oldest first, as the service keeps them) joined with their live quotes and a
 * month of closes. Quotes and lines are decoration: a missing one leaves the row with its name and link.
 */
export function watchlistRows(items: Watchlist['items'], quotes: Readonly<Record<string, Quote>>, sparklines: Readonly<Record<string, Sparkline>> = {}): WatchlistRow[] {
  const seen = new Set<string>();
  const rows: WatchlistRow[] = [];
  for (const item of items) {
    if (!item.id || seen.has(item.id)) continue;
    seen.add(item.id);
    const { name, englishName } = listedNames(item);
    const quote = quotes[item.id];
    const closes = sparklines[item.id]?.closes.filter(Number.isFinite) ?? [];
    const first = closes[0];
    const last = closes[closes.length - 1];
    rows.push({
      id: item.id,
      symbol: displaySymbol(item.id),
      name,
      subtitle: englishName,
      href: stockPath(item.id, 'info'),
      kind: securityKind(item),
      order: rows.length,
      quote:
        quote && Number.isFinite(quote.price)
          ? { price: quote.price, change: quote.change, changePercent: quote.changePercent, marketSession: quote.marketSession, session: SESSION_LABELS[quote.marketSession] }
          : null,
      sparkline: closes.length >= 2 && first !== undefined && last !== undefined ? { closes, direction: priceDirection(last - first) } : null,
    });
  }
  return rows;
}

export type WatchlistSortKey = 'order' | 'symbol' | 'price' | 'changePercent';
export type SortDirection = 'ascending' | 'descending';

/**
 * Rows in the order the reader asked for. Rows without a quote go last whichever way price or
 * change is sorted (there is nothing to compare); ties keep the list order.
 */
export function sortWatchlistRows(rows: readonly WatchlistRow[], key: WatchlistSortKey, direction: SortDirection): WatchlistRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const value = (row: WatchlistRow): number | string | null =>
    key === 'order' ? row.order : key === 'symbol' ? row.symbol : key === 'price' ? (row.quote?.price ?? null) : (row.quote?.changePercent ?? null);
  return [...rows].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? a.order - b.order : va === null ? 1 : -1;
    if (va < vb) return -sign;
    if (va > vb) return sign;
    return a.order - b.order;
  });
}
