import { type Holding, holdingFigures, type PricedHolding, pricePositions, type ValuedSums } from './holdings';
import type { Ledger, Position } from './ledger';
import { type Decimal, sum, ZERO } from './money';

/**
 * The holdings table's figures for one account, and the totals across accounts: the ledger's positions
 * valued (holdings.ts), with each symbol's dividends received (net of withholding, at each pay date's
 * rate) beside it. Totals are sums of the rows as shown, so a table's total row adds up to the cent.
 */

export interface Dividends {
  netUsd: Decimal;
  netTwd: Decimal;
}

export interface HoldingRow extends Holding {
  dividends: Dividends;
  /** Unrealised gain as a percent of the cost (USD), null without a price. */
  unrealisedPercent: Decimal | null;
}

export interface Totals extends ValuedSums {
  /** How many holdings have a price: with none, the value and gains are unknown (not zero). */
  valued: number;
  /** Cost of the holdings that have a price (what their gain is measured against). */
  costUsd: Decimal;
  dividends: Dividends;
  unrealisedPercent: Decimal | null;
}

export interface AccountValuation {
  rows: HoldingRow[];
  totals: Totals;
}

/** A holding's row before its own figures (average cost, weight, percentage): what the totals and the choice of rows need. */
export interface PricedRow extends PricedHolding {
  dividends: Dividends;
}

/** An account valued and totalled, its rows not yet given their own figures (finishRows does, for the rows shown). */
export interface PricedAccount {
  rows: PricedRow[];
  totals: Totals;
}

const NO_DIVIDENDS: Dividends = { netUsd: ZERO, netTwd: ZERO };

/** A gain as a percent of its cost; null when nothing was paid for it. */
export const percentOfCost = (gain: Decimal, cost: Decimal): Decimal | null => (cost.gt(0) ? gain.times(100).div(cost) : null);

/** Net dividends by symbol, over every dividend the account booked. */
export function dividendsBySymbol(ledger: Ledger): Map<string, Dividends> {
  const bySymbol = new Map<string, Dividends>();
  for (const dividend of ledger.dividends) {
    const before = bySymbol.get(dividend.symbol) ?? NO_DIVIDENDS;
    bySymbol.set(dividend.symbol, { netUsd: before.netUsd.plus(dividend.netUsd), netTwd: before.netTwd.plus(dividend.netTwd) });
  }
  return bySymbol;
}

/**
 * One account's holdings at `prices` (USD by symbol) and `fxNow` (TWD for one USD). Weights are of the
 * account's valued holdings (the overview weighs them against all: portfolioWhole, finishRows).
 */
export function valueAccount(ledger: Ledger, prices: ReadonlyMap<string, Decimal>, fxNow: Decimal): AccountValuation {
  return valueHoldings(ledger.positions, dividendsBySymbol(ledger), prices, fxNow);
}

/** The same from the positions and each held symbol's net dividends (as a ledger summary keeps them, ledger-summary.ts). */
export function valueHoldings(positions: readonly Position[], received: ReadonlyMap<string, Dividends>, prices: ReadonlyMap<string, Decimal>, fxNow: Decimal): AccountValuation {
  const priced = priceHoldings(positions, received, prices, fxNow);
  return finishRows(priced, priced.totals.valueTwd);
}

/**
 * The account's totals and its rows' values, without each row's own divisions: the totals are sums of
 * the rows' values, so leaving rows out afterwards (holdings-shown.ts) cannot move them by a cent.
 */
export function priceHoldings(positions: readonly Position[], received: ReadonlyMap<string, Dividends>, prices: ReadonlyMap<string, Decimal>, fxNow: Decimal): PricedAccount {
  const { holdings, ...sums } = pricePositions(positions, prices, fxNow);
  const rows = holdings.map((holding) => ({ ...holding, dividends: received.get(holding.symbol) ?? NO_DIVIDENDS }));
  const valued = rows.filter((row) => row.valueUsd !== null);
  const costUsd = sum(valued.map((row) => row.costUsd));
  const totals: Totals = {
    valued: valued.length,
    costUsd,
    ...sums,
    dividends: { netUsd: sum(rows.map((row) => row.dividends.netUsd)), netTwd: sum(rows.map((row) => row.dividends.netTwd)) },
    unrealisedPercent: percentOfCost(sums.unrealisedUsd, costUsd),
  };
  return { rows, totals };
}

/** The rows' own figures, each weighed against `whole` (the account's valued holdings in TWD, or every account's on the overview). */
export function finishRows(priced: PricedAccount, whole: Decimal): AccountValuation {
  const rows = priced.rows.map((row): HoldingRow => ({
    ...holdingFigures(row, whole),
    dividends: row.dividends,
    unrealisedPercent: row.unrealisedUsd === null ? null : percentOfCost(row.unrealisedUsd, row.costUsd),
  }));
  return { rows, totals: priced.totals };
}

/**
 * The overview's whole: every account's valued holdings together (each holding is weighed against it,
 * not against its own account: a stock held in two accounts is weighed in each). The values are at one
 * rate for all (today's NT$, or US$ without it), so either currency gives the same proportions. An
 * account that could not be valued (null: its transactions do not replay) counts for nothing.
 */
export const portfolioWhole = (valuations: readonly ({ totals: Totals } | null)[]): Decimal => sum(valuations.map((valuation) => valuation?.totals.valueTwd ?? ZERO));

/** An account's share of the whole, percent; null when none of its holdings has a price. */
export const shareOfWhole = (totals: Totals, whole: Decimal): Decimal | null => (totals.valued > 0 ? (whole.gt(0) ? totals.valueTwd.times(100).div(whole) : ZERO) : null);

/** Every account's totals added up (the overview's grand total). */
export function addTotals(all: readonly Totals[]): Totals {
  const total = (pick: (totals: Totals) => Decimal) => sum(all.map(pick));
  const costUsd = total((t) => t.costUsd);
  const unrealisedUsd = total((t) => t.unrealisedUsd);
  return {
    valued: all.reduce((count, t) => count + t.valued, 0),
    costUsd,
    valueUsd: total((t) => t.valueUsd),
    valueTwd: total((t) => t.valueTwd),
    unrealisedUsd,
    unrealisedTwd: total((t) => t.unrealisedTwd),
    priceEffectTwd: total((t) => t.priceEffectTwd),
    fxEffectTwd: total((t) => t.fxEffectTwd),
    dividends: { netUsd: total((t) => t.dividends.netUsd), netTwd: total((t) => t.dividends.netTwd) },
    unrealisedPercent: percentOfCost(unrealisedUsd, costUsd),
  };
}
