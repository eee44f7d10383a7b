import { type DatedValue, type Performance, symbolsHeldSince, timeWeightedReturns } from './performance';
import type { Account, Transaction } from './transactions';

/**
 * The return chart computed where the transactions are: the site sends the member's object the market
 * data of the period (the benchmark's closes, the USD/TWD rates, each needed symbol's closes: public data
 * it reads through the edge cache) and the object answers with the chart's series, having read the
 * account's transactions itself. No transaction crosses to the site; the object's own answer is a few
 * kilobytes (one date and four ratios a valuation date).
 *
 * The market travels and is kept as JSON text (performance-cache.ts): the site never parses it again
 * unless a symbol is missing from it.
 */

/** The benchmark's symbol: its closes are the benchmark's, never asked for twice. */
export const BENCHMARK_SYMBOL = 'SPY';
/** Beyond this many symbols in one period the chart is not drawn (one call each is too many for one page). */
export const MAX_CHARTED_SYMBOLS = 300;

/** Closes as [dates, values] (a third of the size of an array of records). */
type Series = [dates: string[], values: number[]];

export interface ChartMarket {
  benchmark: readonly DatedValue[];
  rates: readonly DatedValue[];
  /** Each needed symbol's closes (none: valued at its last trade's price); the benchmark's are not repeated. */
  closes: ReadonlyMap<string, readonly DatedValue[]>;
}

type MarketText = { b: Series; r: Series; c: [symbol: string, ...series: Series][] };

const toSeries = (values: readonly DatedValue[]): Series => [values.map((value) => value.date), values.map((value) => value.value)];
const fromSeries = ([dates, values]: Series): DatedValue[] => dates.map((date, index) => ({ date, value: values[index]! }));

export function writeMarket(market: ChartMarket): string {
  return JSON.stringify({ b: toSeries(market.benchmark), r: toSeries(market.rates), c: [...market.closes].map(([symbol, closes]) => [symbol, ...toSeries(closes)]) } satisfies MarketText);
}

export function readMarket(text: string): ChartMarket {
  const parsed = JSON.parse(text) as MarketText;
  return { benchmark: fromSeries(parsed.b), rates: fromSeries(parsed.r), closes: new Map(parsed.c.map(([symbol, dates, values]) => [symbol, fromSeries([dates, values])])) };
}

/** The object's answer: a chart, nothing to chart, or the symbols whose closes it still needs. */
export type PerformanceAnswer =
  { status: 'empty' } | { status: 'short' } | { status: 'too-many'; symbols: number } | { status: 'needs'; symbols: string[] } | { status: 'ready'; performance: Performance };

/**
 * The accounts' time-weighted return (performance.ts) at `market`: its closes must cover every symbol held
 * on the benchmark's first date or bought after it (else: which are missing).
 */
export function performanceAt(accounts: readonly { account: Pick<Account, 'currency'>; transactions: readonly Transaction[] }[], market: ChartMarket): PerformanceAnswer {
  const all = accounts.flatMap(({ transactions }) => transactions);
  if (all.length === 0) return { status: 'empty' };
  const first = market.benchmark[0];
  if (!first) return { status: 'short' };
  const symbols = symbolsHeldSince(all, first.date);
  if (symbols.length > MAX_CHARTED_SYMBOLS) return { status: 'too-many', symbols: symbols.length };
  const missing = symbols.filter((symbol) => symbol !== BENCHMARK_SYMBOL && !market.closes.has(symbol));
  if (missing.length > 0) return { status: 'needs', symbols: missing };
  const closes = new Map([...market.closes, [BENCHMARK_SYMBOL, market.benchmark]]);
  const performance = timeWeightedReturns({ accounts, benchmark: market.benchmark, closes, rates: market.rates });
  return performance.dates.length < 2 ? { status: 'short' } : { status: 'ready', performance };
}
