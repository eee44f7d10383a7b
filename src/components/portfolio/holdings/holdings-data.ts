import 'server-only';
import { cache } from 'react';
import type { MarketSession } from '@/lib/market/session';
import { Decimal } from '@/lib/portfolio/money';
import { readScreenerSnapshot } from '@/lib/screener/edge-screener';
import { rowsById } from '@/lib/screener/rows-by-id';
import { getConfig, getUpstreamContext } from '@/lib/server/request-context';
import { usdTwdRatesOrNull } from '@/lib/upstream/taiwan-market';

/** A price as the ledger computes with it (exact) and as the page writes it (the figure the live runtime rewrites). */
export interface Quote {
  price: Decimal;
  shown: number;
}

export interface Prices {
  /** The held symbols the snapshot lists. */
  bySymbol: ReadonlyMap<string, Quote>;
  /** ISO time of the prices; null when there are none (the snapshot is filling or unavailable). */
  asOf: string | null;
  session: MarketSession;
}

/**
 * The latest price of each of `symbols` from the screener's snapshot, which holds every listing's: one
 * read at the edge, never a wait on the upstream per symbol. A symbol it does not list has no price (its
 * holding is shown without a value).
 */
export async function pricesOf(symbols: ReadonlySet<string>): Promise<Prices> {
  const snapshot = await readScreenerSnapshot(getConfig());
  const listed = rowsById(snapshot.rows);
  const bySymbol = new Map<string, Quote>();
  for (const symbol of symbols) {
    const row = listed.get(symbol);
    // The service's price is a JSON number: its shortest decimal form is the figure it sent.
    if (row) bySymbol.set(row.id, { price: new Decimal(String(row.price)), shown: row.price });
  }
  return { bySymbol, asOf: snapshot.asOf, session: snapshot.marketSession };
}

export interface RateNow {
  /** TWD for one USD. */
  rate: Decimal;
  /** The same rate as the service sent it, for the page to write. */
  shown: number;
  date: string;
}

/** The latest USD/TWD close; null when the FX service cannot say (the page then shows USD only). */
export const latestUsdTwd = cache(async (): Promise<RateNow | null> => {
  const last = (await usdTwdRatesOrNull(getUpstreamContext(), '[portfolio]'))?.at(-1);
  return last ? { rate: new Decimal(String(last.rate)), shown: last.rate, date: last.date } : null;
});
