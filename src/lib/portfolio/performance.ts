import { type Decimal, ZERO } from './money';
import { inBookingOrder, type Account, type Currency, type Transaction } from './transactions';

/**
 * The portfolio's time-weighted return (TWR), in USD and in TWD, beside a benchmark's over the same
 * dates. The period is cut at each valuation date and the day's growth factors are chained, so what
 * the member put in or took out does not count as return: only what the money did while invested.
 *
 * Which money is external:
 * - An account with cash records (入金/出金) is valued with its cash (kept in the account's currency):
 *   the deposits and withdrawals are the flows; a purchase only turns cash into shares.
 * - An account without any is valued as its shares alone (a member who records only trades has no
 *   balance to show): each purchase and fee outside a trade is money put in, each sale and net
 *   dividend money taken out. A dividend then counts as return on the day it is paid, as it would
 *   had it stayed in the account.
 * Flows are taken at the day's end, as a statement values an account at the close: the day's factor is
 * (value + out − in) / yesterday's value. Money put into an empty portfolio is measured from what it
 * cost instead (yesterday's value is nothing), so a first purchase's day counts from its price.
 *
 * Money is summed exactly, in integer cents (BigInt: 50,000 products of shares and closes for 200
 * holdings over a year take milliseconds, a decimal library fifty times as long); each holding is
 * valued to the cent, half up, as holdings.ts values it. Closes and the service's rates arrive as
 * binary numbers and are read to 6 and 8 places. The returns themselves are floating-point ratios:
 * they are drawn and shown as percentages to two places, never summed as money.
 */

/** A close (USD) or a USD/TWD rate on a New York date, as the upstream services send them. */
export interface DatedValue {
  date: string;
  value: number;
}

export interface PerformanceInput {
  accounts: readonly { account: Pick<Account, 'currency'>; transactions: readonly Transaction[] }[];
  /** The benchmark's closes, oldest first: their dates are the valuation dates. */
  benchmark: readonly DatedValue[];
  /** Each symbol's closes, oldest first; a symbol without any is valued at its last trade's price. */
  closes: ReadonlyMap<string, readonly DatedValue[]>;
  /** USD/TWD closing rates, oldest first; before the first, the transactions' own rates stand in. */
  rates: readonly DatedValue[];
}

/** Cumulative returns, one per date (0 on the first; 0.05 is +5 %). */
export interface ReturnLine {
  usd: number[];
  twd: number[];
}

export interface Performance {
  dates: string[];
  portfolio: ReturnLine;
  benchmark: ReturnLine;
  /** Symbols held on some date without a close for it, valued at their last trade's price. */
  unpriced: string[];
}

const SHARE_PLACES = 8;
const PRICE_PLACES = 6;
const RATE_PLACES = 8;
const pow10 = (places: number): bigint => 10n ** BigInt(places);

/** Half up, for a non-negative or negative numerator alike (away from zero at the half). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / 2n;
  return numerator >= 0n ? (numerator + half) / denominator : -((-numerator + half) / denominator);
}

const decimalUnits = (value: Decimal, places: number): bigint => BigInt(value.round(places).times(`1e${places}`).toString());
const numberUnits = (value: number, places: number): bigint => BigInt(Math.round(value * 10 ** places));
const cents = (value: Decimal): bigint => decimalUnits(value, 2);
/** USD cents at a rate (TWD per USD, RATE_PLACES units) → TWD cents, and back. */
const toTwd = (usdCents: bigint, rate: bigint): bigint => divRound(usdCents * rate, pow10(RATE_PLACES));
const toUsd = (twdCents: bigint, rate: bigint): bigint => divRound(twdCents * pow10(RATE_PLACES), rate);

/** Reads an ascending series at ascending dates: the latest value on or before each date asked. */
class Cursor {
  private index = -1;
  constructor(private readonly series: readonly DatedValue[]) {}
  at(date: string): number | null {
    while (this.index + 1 < this.series.length && this.series[this.index + 1]!.date <= date) this.index += 1;
    return this.index >= 0 ? this.series[this.index]!.value : null;
  }
}

interface Flows {
  inUsd: bigint;
  inTwd: bigint;
  outUsd: bigint;
  outTwd: bigint;
}
const noFlows = (): Flows => ({ inUsd: 0n, inTwd: 0n, outUsd: 0n, outTwd: 0n });

/** Everything held across the accounts in scope, as the transactions up to a date leave it. */
class Holdings {
  readonly shares = new Map<string, { exact: Decimal; units: bigint }>();
  readonly tradePrice = new Map<string, bigint>();
  /** Cash of the accounts that record it, by the account's currency (cents). */
  readonly cash: Record<Currency, bigint> = { USD: 0n, TWD: 0n };
  lastRate: bigint | null = null;
  flows = noFlows();

  apply(transaction: Transaction, currency: Currency, tracksCash: boolean): void {
    const rate = decimalUnits(transaction.fx, RATE_PLACES);
    this.lastRate = rate;
    // An amount of USD cents entering (+) or leaving (−) the account's cash, or, without cash, the member's pocket.
    const move = (usdCents: bigint) => {
      if (tracksCash) this.cash[currency] += currency === 'USD' ? usdCents : toTwd(usdCents, rate);
      else if (usdCents < 0n) this.addFlow('in', -usdCents, toTwd(-usdCents, rate));
      else this.addFlow('out', usdCents, toTwd(usdCents, rate));
    };
    switch (transaction.kind) {
      case 'buy':
      case 'sell': {
        const sign = transaction.kind === 'buy' ? 1 : -1;
        this.setShares(transaction.symbol, this.held(transaction.symbol).plus(transaction.shares.times(sign)));
        this.tradePrice.set(transaction.symbol, decimalUnits(transaction.price, PRICE_PLACES));
        const gross = transaction.shares.times(transaction.price);
        const fees = transaction.fee.plus(transaction.otherFees);
        move(sign > 0 ? -cents(gross.plus(fees)) : cents(gross.minus(fees)));
        break;
      }
      case 'dividend':
        move(cents(transaction.gross.minus(transaction.withheld)));
        break;
      case 'split':
        this.setShares(transaction.symbol, this.held(transaction.symbol).times(transaction.to).div(transaction.from));
        break;
      case 'fee':
      case 'other-fee':
        move(-cents(transaction.amount));
        break;
      case 'deposit':
      case 'withdrawal': {
        const amount = cents(transaction.amount);
        const usd = transaction.currency === 'USD' ? amount : toUsd(amount, rate);
        const twd = transaction.currency === 'TWD' ? amount : toTwd(amount, rate);
        const sign = transaction.kind === 'deposit' ? 1n : -1n;
        this.cash[currency] += sign * (currency === 'USD' ? usd : twd);
        this.addFlow(transaction.kind === 'deposit' ? 'in' : 'out', usd, twd);
        break;
      }
    }
  }

  private held(symbol: string): Decimal {
    return this.shares.get(symbol)?.exact ?? ZERO;
  }

  private setShares(symbol: string, exact: Decimal): void {
    if (exact.eq(0)) this.shares.delete(symbol);
    else this.shares.set(symbol, { exact, units: decimalUnits(exact, SHARE_PLACES) });
  }

  private addFlow(direction: 'in' | 'out', usd: bigint, twd: bigint): void {
    if (direction === 'in') {
      this.flows.inUsd += usd;
      this.flows.inTwd += twd;
    } else {
      this.flows.outUsd += usd;
      this.flows.outTwd += twd;
    }
  }
}

/** One day's growth factor: (value + out − in) over yesterday's value, or over what went in when there was nothing. */
function growth(before: bigint, after: bigint, flowIn: bigint, flowOut: bigint): number {
  if (before > 0n) return Number(after + flowOut - flowIn) / Number(before);
  if (flowIn > 0n) return Number(after + flowOut) / Number(flowIn);
  return 1;
}

export function timeWeightedReturns(input: PerformanceInput): Performance {
  const booked = inBookingOrder(input.accounts.flatMap(({ account, transactions }) => {
    const tracksCash = transactions.some((t) => t.kind === 'deposit' || t.kind === 'withdrawal');
    return transactions.map((transaction) => ({ date: transaction.date, transaction, currency: account.currency, tracksCash }));
  }));
  const first = booked[0];
  if (!first || input.benchmark.length === 0) return { dates: [], portfolio: { usd: [], twd: [] }, benchmark: { usd: [], twd: [] }, unpriced: [] };

  // The chart starts on the last date before the first transaction (or on the first date, if it came earlier).
  const firstDate = first.date;
  const firstAfter = input.benchmark.findIndex((close) => close.date >= firstDate);
  const days = input.benchmark.slice(firstAfter === -1 ? input.benchmark.length - 1 : Math.max(0, firstAfter - 1));

  const holdings = new Holdings();
  const closes = new Map([...input.closes].map(([symbol, series]) => [symbol, new Cursor(series)]));
  const rates = new Cursor(input.rates);
  const firstRate = input.rates[0] ? numberUnits(input.rates[0].value, RATE_PLACES) : null;
  const unpriced = new Set<string>();
  let next = 0;
  const dates: string[] = [];
  const portfolio: ReturnLine = { usd: [], twd: [] };
  const benchmark: ReturnLine = { usd: [], twd: [] };
  let previous = { usd: 0n, twd: 0n };
  let cumulative = { usd: 1, twd: 1 };
  let base: { close: number; rate: number } | null = null;

  for (const day of days) {
    holdings.flows = noFlows();
    while (next < booked.length && booked[next]!.date <= day.date) {
      const { transaction, currency, tracksCash } = booked[next]!;
      holdings.apply(transaction, currency, tracksCash);
      next += 1;
    }
    const serviceRate = rates.at(day.date);
    const rate = serviceRate !== null ? numberUnits(serviceRate, RATE_PLACES) : (holdings.lastRate ?? firstRate ?? decimalUnits(first.transaction.fx, RATE_PLACES));
    let securitiesUsd = 0n;
    for (const [symbol, { units }] of holdings.shares) {
      const close = closes.get(symbol)?.at(day.date);
      if (close === null || close === undefined) unpriced.add(symbol);
      const price = close === null || close === undefined ? (holdings.tradePrice.get(symbol) ?? 0n) : numberUnits(close, PRICE_PLACES);
      securitiesUsd += divRound(units * price, pow10(SHARE_PLACES + PRICE_PLACES - 2));
    }
    const value = {
      usd: securitiesUsd + holdings.cash.USD + toUsd(holdings.cash.TWD, rate),
      twd: toTwd(securitiesUsd + holdings.cash.USD, rate) + holdings.cash.TWD,
    };
    if (dates.length > 0) {
      const { inUsd, inTwd, outUsd, outTwd } = holdings.flows;
      cumulative = { usd: cumulative.usd * growth(previous.usd, value.usd, inUsd, outUsd), twd: cumulative.twd * growth(previous.twd, value.twd, inTwd, outTwd) };
    }
    previous = value;
    const rateNumber = Number(rate) / 10 ** RATE_PLACES;
    base ??= { close: day.value, rate: rateNumber };
    dates.push(day.date);
    portfolio.usd.push(cumulative.usd - 1);
    portfolio.twd.push(cumulative.twd - 1);
    benchmark.usd.push(day.value / base.close - 1);
    benchmark.twd.push((day.value * rateNumber) / (base.close * base.rate) - 1);
  }
  return { dates, portfolio, benchmark, unpriced: [...unpriced].sort() };
}

/** The symbols a chart from `from` has to value: held on that date, or bought after it (the closes to ask for). */
export function symbolsHeldSince(transactions: readonly Transaction[], from: string): string[] {
  const held = new Map<string, Decimal>();
  const needed = new Set<string>();
  for (const transaction of inBookingOrder(transactions)) {
    if (transaction.kind !== 'buy' && transaction.kind !== 'sell' && transaction.kind !== 'split') continue;
    if (transaction.date >= from) {
      if (transaction.kind === 'buy') needed.add(transaction.symbol);
      continue;
    }
    const shares = held.get(transaction.symbol) ?? ZERO;
    if (transaction.kind === 'split') held.set(transaction.symbol, shares.times(transaction.to).div(transaction.from));
    else held.set(transaction.symbol, transaction.kind === 'buy' ? shares.plus(transaction.shares) : shares.minus(transaction.shares));
  }
  for (const [symbol, shares] of held) if (shares.gt(0)) needed.add(symbol);
  return [...needed].sort();
}
