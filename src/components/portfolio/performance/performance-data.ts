import 'server-only';
import { type DatedValue, type Performance, symbolsHeldSince, timeWeightedReturns } from '@/lib/portfolio/performance';
import { historyRange, type PerformancePeriod, valuationCloses } from '@/lib/portfolio/performance-periods';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { tradingDateAt } from '@/lib/market/market-clock';
import type { MemberStore } from '@/lib/member/member-store';
import { keepMarket, keepPerformance, readKeptMarket, readKeptPerformance } from '@/lib/portfolio/performance-cache';
import { BENCHMARK_SYMBOL, type ChartMarket, MAX_CHARTED_SYMBOLS, readMarket, writeMarket } from '@/lib/portfolio/performance-market';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getPriceHistory, type PriceRange } from '@/lib/upstream/business';
import { getUsdTwdRates } from '@/lib/upstream/taiwan-market';
import { parseStockId, type StockId } from '@protocol/stock-id';
import type { LoadedAccount } from '../portfolio-data';

/** The benchmark: the S&P 500 as a member could have bought it instead. */
const BENCHMARK = BENCHMARK_SYMBOL as StockId;
/**
 * Closes asked for at once: the edge cache answers most of them, but 200 holdings must not open 200
 * connections (a Worker keeps six open; the rest wait anyway), and a member's page must not flood the
 * price service when the cache is cold.
 */
const CONCURRENT_HISTORIES = 6;

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
export async function loadPerformance(accounts: readonly LoadedAccount[], period: PerformancePeriod, store?: MemberStore, now = Date.now()): Promise<PerformanceOutcome> {
  const memberId = getSignedInMemberId();
  const key = memberId === null ? null : { memberId, accounts: accounts.map((loaded) => ({ id: loaded.account.id, version: loaded.ledgerVersion })), period, day: tradingDateAt(now) };
  const kept = key && (await readKeptPerformance<PerformanceOutcome>(key));
  if (kept) return kept;
  const { outcome, complete } = store ? await computeInStore(store, accounts, period, now, memberId) : await computePerformance(accounts, period, now);
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
    const histories = await closesOf(symbols, range, today, benchmark, () => (complete = false));
    const performance = timeWeightedReturns({ accounts: inScope, benchmark, closes: new Map(histories), rates: rates.rates.map(({ date, rate }) => ({ date, value: rate })) });
    const finite = [performance.portfolio, performance.benchmark].every((line) => line.usd.every(Number.isFinite) && line.twd.every(Number.isFinite));
    return { outcome: performance.dates.length < 2 ? { status: 'short' } : { status: 'ready', performance, range }, complete: complete && finite };
  } catch (err) {
    console.error('[portfolio] performance', err);
    return { outcome: { status: 'error' }, complete: false };
  }
}

/**
 * Each symbol's closes over `range` (the benchmark's are `benchmark`), six at a time; a symbol whose
 * history fails has none (it is valued at its last trade's price) and `failed` is told.
 */
function closesOf(symbols: readonly string[], range: PriceRange, today: string, benchmark: DatedValue[], failed: () => void): Promise<[string, DatedValue[]][]> {
  const ctx = getUpstreamContext();
  return mapLimited(symbols, CONCURRENT_HISTORIES, async (symbol): Promise<[string, DatedValue[]]> => {
    const id = parseStockId(symbol);
    if (id === BENCHMARK) return [symbol, benchmark];
    const history = id
      ? await getPriceHistory(ctx, id, range).catch((err: unknown) => {
          failed();
          console.error('[portfolio] performance closes', symbol, err);
        })
      : undefined;
    return [symbol, history ? valuationCloses(history, today) : []];
  });
}

/**
 * The chart computed by the member's store beside the transactions (performance-market.ts): the site reads
 * no transaction, only the market data, which is kept for the member's period and day (a write does not
 * change it). The store names the symbols whose closes it still needs; they are read and added.
 */
async function computeInStore(
  store: MemberStore,
  accounts: readonly LoadedAccount[],
  period: PerformancePeriod,
  now: number,
  memberId: number | null,
): Promise<{ outcome: PerformanceOutcome; complete: boolean }> {
  const today = tradingDateAt(now);
  let complete = true;
  try {
    const firstDates = accounts.flatMap((loaded) => (loaded.firstDate === null ? [] : [loaded.firstDate]));
    if (firstDates.length === 0) return { outcome: { status: 'empty' }, complete };
    const range = historyRange(
      period,
      firstDates.reduce((first, date) => (date < first ? date : first)),
      today,
    );
    const marketKey = memberId === null ? null : { memberId, range, day: today };
    let text = marketKey && (await readKeptMarket(marketKey));
    let market: ChartMarket | null = null;
    if (text === null) {
      const ctx = getUpstreamContext();
      const [benchmarkHistory, rates] = await Promise.all([getPriceHistory(ctx, BENCHMARK, range), getUsdTwdRates(ctx)]);
      const benchmark = valuationCloses(benchmarkHistory, today);
      if (benchmark.length === 0) return { outcome: { status: 'error' }, complete };
      market = { benchmark, rates: rates.rates.map(({ date, rate }) => ({ date, value: rate })), closes: new Map() };
      text = writeMarket(market);
    }
    const ids = accounts.map((loaded) => loaded.account.id);
    let answer = await store.portfolioPerformance(ids, text);
    if (answer.status === 'needs') {
      market ??= readMarket(text);
      const added = await closesOf(answer.symbols, range, today, [...market.benchmark], () => (complete = false));
      market = { ...market, closes: new Map([...market.closes, ...added]) };
      text = writeMarket(market);
      answer = await store.portfolioPerformance(ids, text);
    }
    if (market && marketKey && complete) await keepMarket(marketKey, text);
    if (answer.status === 'needs') return { outcome: { status: 'error' }, complete: false };
    if (answer.status !== 'ready') return { outcome: answer, complete };
    const { performance } = answer;
    const finite = [performance.portfolio, performance.benchmark].every((line) => line.usd.every(Number.isFinite) && line.twd.every(Number.isFinite));
    return { outcome: { status: 'ready', performance, range }, complete: complete && finite };
  } catch (err) {
    console.error('[portfolio] performance', err);
    return { outcome: { status: 'error' }, complete: false };
  }
}
