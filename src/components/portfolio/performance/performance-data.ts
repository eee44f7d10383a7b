import 'server-only';
import { type DatedValue, type Performance, symbolsHeldSince, timeWeightedReturns } from '@/lib/portfolio/performance';
import { historyRange, type PerformancePeriod, valuationCloses } from '@/lib/portfolio/performance-periods';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { tradingDateAt } from '@/lib/market/market-clock';
import { keepPerformance, readKeptPerformance } from '@/lib/portfolio/performance-cache';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getPriceHistory, type PriceRange } from '@/lib/upstream/business';
import { getUsdTwdRates } from '@/lib/upstream/taiwan-market';
import { parseStockId, type StockId } from '@protocol/stock-id';
import type { LoadedAccount } from '../portfolio-data';

/** The benchmark: the S&P 500 as a member could have bought it instead. */
export const BENCHMARK = 'SPY' as StockId;
/**
 * Closes asked for at once: the edge cache answers most of them, but 200 holdings must not open 200
 * connections (a Worker keeps six open; the rest wait anyway), and a member's page must not flood the
 * price service when the cache is cold.
 */
const CONCURRENT_HISTORIES = 6;
/** Beyond this many symbols in one period the chart is not drawn (one call each is too many for one page). */
export const MAX_CHARTED_SYMBOLS = 300;

export type PerformanceOutcome =
  | { status: 'empty' }
  /** Transactions, but not two dates to draw between yet (the first trade is today's). */
  | { status: 'short' }
  | { status: 'error' }
  | { status: 'too-many'; symbols: number }
  | { status: 'ready'; performance: Performance; range: PriceRange };

/** `load` over `items`, at most `limit` at a time, answers in the items' order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, load: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await load(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The accounts' time-weighted return over the period, with SPY's (computePerformance), kept a short while
 * for this member's repeat views (performance-cache.ts: a write, another scope or a new day is another
 * key). Only a complete answer is kept: a chart that had to do without some closes is computed again.
 */
export async function loadPerformance(accounts: readonly LoadedAccount[], period: PerformancePeriod, now = Date.now()): Promise<PerformanceOutcome> {
  const memberId = getSignedInMemberId();
  const key = memberId === null ? null : { memberId, accounts: accounts.map((loaded) => ({ id: loaded.account.id, version: loaded.ledgerVersion })), period, day: tradingDateAt(now) };
  const kept = key && (await readKeptPerformance<PerformanceOutcome>(key));
  if (kept) return kept;
  const { outcome, complete } = await computePerformance(accounts, period, now);
  if (key && complete && outcome.status !== 'error' && outcome.status !== 'empty') await keepPerformance(key, outcome);
  return outcome;
}

/**
 * The benchmark's closes first (their dates are the chart's), then the closes of what was held in that
 * window, through the same edge-cached history call as the stock page's chart. A holding whose closes
 * fail is valued at its last trade's price (and named; the answer is not `complete`); the benchmark,
 * the rates or the store failing leaves nothing to draw: an error, never a 5xx.
 */
async function computePerformance(accounts: readonly LoadedAccount[], period: PerformancePeriod, now: number): Promise<{ outcome: PerformanceOutcome; complete: boolean }> {
  const today = tradingDateAt(now);
  const ctx = getUpstreamContext();
  let complete = true;
  try {
    const inScope = await Promise.all(accounts.map(async ({ account, transactions }) => ({ account, transactions: await transactions() })));
    const all = inScope.flatMap(({ transactions }) => transactions);
    if (all.length === 0) return { outcome: { status: 'empty' }, complete };
    const firstDate = all.reduce((first, transaction) => (transaction.date < first ? transaction.date : first), all[0]!.date);
    const range = historyRange(period, firstDate, today);
    const [benchmarkHistory, rates] = await Promise.all([getPriceHistory(ctx, BENCHMARK, range), getUsdTwdRates(ctx)]);
    const benchmark = valuationCloses(benchmarkHistory, today);
    if (benchmark.length === 0) return { outcome: { status: 'error' }, complete };
    const symbols = symbolsHeldSince(all, benchmark[0]!.date);
    if (symbols.length > MAX_CHARTED_SYMBOLS) return { outcome: { status: 'too-many', symbols: symbols.length }, complete };
    const histories = await mapLimited(symbols, CONCURRENT_HISTORIES, async (symbol): Promise<[string, DatedValue[]]> => {
      const id = parseStockId(symbol);
      if (id === BENCHMARK) return [symbol, benchmark];
      const history = id
        ? await getPriceHistory(ctx, id, range).catch((err: unknown) => {
            complete = false;
            console.error('[portfolio] performance closes', symbol, err);
          })
        : undefined;
      return [symbol, history ? valuationCloses(history, today) : []];
    });
    const performance = timeWeightedReturns({ accounts: inScope, benchmark, closes: new Map(histories), rates: rates.rates.map(({ date, rate }) => ({ date, value: rate })) });
    const finite = [performance.portfolio, performance.benchmark].every((line) => line.usd.every(Number.isFinite) && line.twd.every(Number.isFinite));
    return { outcome: performance.dates.length < 2 ? { status: 'short' } : { status: 'ready', performance, range }, complete: complete && finite };
  } catch (err) {
    console.error('[portfolio] performance', err);
    return { outcome: { status: 'error' }, complete: false };
  }
}
