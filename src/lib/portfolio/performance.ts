import type { Decimal } from './money';
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
 * binary numbers and are read to 8 places. The returns themselves are floating-point ratios:
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

/** Shares, prices and rates are read to the store's 8 places; a split can leave more, rounded here. */
const PLACES = 8;
const UNIT = 10n ** 8n;

/** Half up, for a non-negative or negative numerator alike (away from zero at the half). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / 2n;
  return numerator >= 0n ? (numerator + half) / denominator : -((-numerator + half) / denominator);
}

/**
 * A decimal in units of 10^-8, half up, read from its plain digits: 20,000 transactions would otherwise
 * cost a hundred thousand decimal operations before any summing starts.
 */
function units(value: Decimal): bigint {
  const text = value.toString();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const read = BigInt(whole + fraction.slice(0, PLACES).padEnd(PLACES, '0')) + ((fraction[PLACES] ?? '0') >= '5' ? 1n : 0n);
  return negative ? -read : read;
}
const numberUnits = (value: number): bigint => BigInt(Math.round(value * 1e8));
/** Units of 10^-8 (or their products, `scale` more places) to cents, half up as the ledger books them. */
const toCents = (value: bigint, scale = 1n): bigint => divRound(value, (UNIT * scale) / 100n);
/** USD cents at a rate (TWD per USD, in units) → TWD cents, and back. */
const toTwd = (usdCents: bigint, rate: bigint): bigint => divRound(usdCents * rate, UNIT);
const toUsd = (twdCents: bigint, rate: bigint): bigint => divRound(twdCents * UNIT, rate);

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
  /** Shares held, in units, by symbol (only those held). */
  readonly shares = new Map<string, bigint>();
  /** Each symbol's last trade price: read (to units) only for a holding without closes. */
  readonly tradePrice = new Map<string, Decimal>();
  /** Cash of the accounts that record it, by the account's currency (cents). */
  readonly cash: Record<Currency, bigint> = { USD: 0n, TWD: 0n };
  /** The latest transaction's rate, for dates the FX service has no rate for. */
  lastRate: Decimal | null = null;
  flows = noFlows();

  /**
   * `counting`: whether the day's flows are counted. Before the chart's first date only what is held at
   * its start matters: an account without cash records then skips every amount (most of a long history).
   */
  apply(transaction: Transaction, currency: Currency, tracksCash: boolean, counting: boolean): void {
    const withMoney = counting || tracksCash;
    this.lastRate = transaction.fx;
    const rate = withMoney ? units(transaction.fx) : 0n;
    // An amount of USD cents entering (+) or leaving (−) the account's cash, or, without cash, the member's pocket.
    const move = (usdCents: bigint) => {
      if (tracksCash) this.cash[currency] += currency === 'USD' ? usdCents : toTwd(usdCents, rate);
      else if (usdCents < 0n) this.addFlow('in', -usdCents, toTwd(-usdCents, rate));
      else this.addFlow('out', usdCents, toTwd(usdCents, rate));
    };
    switch (transaction.kind) {
      case 'buy':
      case 'sell': {
        const buying = transaction.kind === 'buy';
        const shares = units(transaction.shares);
        this.setShares(transaction.symbol, this.held(transaction.symbol) + (buying ? shares : -shares));
        this.tradePrice.set(transaction.symbol, transaction.price);
        if (!withMoney) break;
        const price = units(transaction.price);
        // Exact to 16 places, then to the cent: what the ledger books as the trade's cost or proceeds.
        const gross = shares * price;
        const fees = (units(transaction.fee) + units(transaction.otherFees)) * UNIT;
        move(buying ? -toCents(gross + fees, UNIT) : toCents(gross - fees, UNIT));
        break;
      }
      case 'dividend':
        if (withMoney) move(toCents(units(transaction.gross) - units(transaction.withheld)));
        break;
      case 'split':
        this.setShares(transaction.symbol, divRound(this.held(transaction.symbol) * units(transaction.to), units(transaction.from)));
        break;
      case 'fee':
      case 'other-fee':
        if (withMoney) move(-toCents(units(transaction.amount)));
        break;
      case 'deposit':
      case 'withdrawal': {
        const amount = toCents(units(transaction.amount));
        const usd = transaction.currency === 'USD' ? amount : toUsd(amount, rate);
        const twd = transaction.currency === 'TWD' ? amount : toTwd(amount, rate);
        const sign = transaction.kind === 'deposit' ? 1n : -1n;
        this.cash[currency] += sign * (currency === 'USD' ? usd : twd);
        this.addFlow(transaction.kind === 'deposit' ? 'in' : 'out', usd, twd);
        break;
      }
    }
  }

  private held(symbol: string): bigint {
    return this.shares.get(symbol) ?? 0n;
  }

  private setShares(symbol: string, held: bigint): void {
    if (held === 0n) this.shares.delete(symbol);
    else this.shares.set(symbol, held);
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
  const booked = inBookingOrder(
    input.accounts.flatMap(({ account, transactions }) => {
      const tracksCash = transactions.some((t) => t.kind === 'deposit' || t.kind === 'withdrawal');
      return transactions.map((transaction) => ({ date: transaction.date, transaction, currency: account.currency, tracksCash }));
    }),
  );
  const first = booked[0];
  if (!first || input.benchmark.length === 0) return { dates: [], portfolio: { usd: [], twd: [] }, benchmark: { usd: [], twd: [] }, unpriced: [] };

  // The chart starts on the last date before the first transaction (or on the first date, if it came earlier).
  const firstDate = first.date;
  const firstAfter = input.benchmark.findIndex((close) => close.date >= firstDate);
  const days = input.benchmark.slice(firstAfter === -1 ? input.benchmark.length - 1 : Math.max(0, firstAfter - 1));

  const holdings = new Holdings();
  const closes = new Map([...input.closes].map(([symbol, series]) => [symbol, new Cursor(series)]));
  const rates = new Cursor(input.rates);
  const firstRate = input.rates[0] ? numberUnits(input.rates[0].value) : null;
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
      holdings.apply(transaction, currency, tracksCash, dates.length > 0);
      next += 1;
    }
    const serviceRate = rates.at(day.date);
    const rate = serviceRate !== null ? numberUnits(serviceRate) : holdings.lastRate ? units(holdings.lastRate) : (firstRate ?? units(first.transaction.fx));
    let securitiesUsd = 0n;
    for (const [symbol, shares] of holdings.shares) {
      const close = closes.get(symbol)?.at(day.date);
      if (close === null || close === undefined) unpriced.add(symbol);
      const traded = holdings.tradePrice.get(symbol);
      const price = close !== null && close !== undefined ? numberUnits(close) : traded ? units(traded) : 0n;
      securitiesUsd += toCents(shares * price, UNIT);
    }
    const value = { usd: securitiesUsd + holdings.cash.USD + toUsd(holdings.cash.TWD, rate), twd: toTwd(securitiesUsd + holdings.cash.USD, rate) + holdings.cash.TWD };
    if (dates.length > 0) {
      const { inUsd, inTwd, outUsd, outTwd } = holdings.flows;
      cumulative = { usd: cumulative.usd * growth(previous.usd, value.usd, inUsd, outUsd), twd: cumulative.twd * growth(previous.twd, value.twd, inTwd, outTwd) };
    }
    previous = value;
    const rateNumber = Number(rate) / 1e8;
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
  const held = new Map<string, bigint>();
  const needed = new Set<string>();
  for (const transaction of inBookingOrder(transactions)) {
    if (transaction.kind !== 'buy' && transaction.kind !== 'sell' && transaction.kind !== 'split') continue;
    if (transaction.date >= from) {
      if (transaction.kind === 'buy') needed.add(transaction.symbol);
      continue;
    }
    const shares = held.get(transaction.symbol) ?? 0n;
    if (transaction.kind === 'split') held.set(transaction.symbol, divRound(shares * units(transaction.to), units(transaction.from)));
    else held.set(transaction.symbol, shares + (transaction.kind === 'buy' ? units(transaction.shares) : -units(transaction.shares)));
  }
  for (const [symbol, shares] of held) if (shares > 0n) needed.add(symbol);
  return [...needed].sort();
}
