import { type Holding, type ValuedSums, valuePositions } from './holdings';
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
 * account's valued holdings (the overview weighs them again against all: weighAcross).
 */
export function valueAccount(ledger: Ledger, prices: ReadonlyMap<string, Decimal>, fxNow: Decimal): AccountValuation {
  return valueHoldings(ledger.positions, dividendsBySymbol(ledger), prices, fxNow);
}

/** The same from the positions and each held symbol's net dividends (as a ledger summary keeps them, ledger-summary.ts). */
export function valueHoldings(positions: readonly Position[], received: ReadonlyMap<string, Dividends>, prices: ReadonlyMap<string, Decimal>, fxNow: Decimal): AccountValuation {
  const { holdings, ...sums } = valuePositions(positions, prices, fxNow);
  const rows = holdings.map((holding) => ({
    ...holding,
    dividends: received.get(holding.symbol) ?? NO_DIVIDENDS,
    unrealisedPercent: holding.unrealisedUsd === null ? null : percentOfCost(holding.unrealisedUsd, holding.costUsd),
  }));
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

/** An account's holdings weighed against the whole portfolio, and the account's own share of it. */
export interface WeighedAccount {
  valuation: AccountValuation;
  /** Percent of every account's valued holdings; null when none of the account's has a price. */
  sharePercent: Decimal | null;
}

/**
 * The overview's weights: each holding's share of every account's valued holdings together, not of its
 * own account's (a stock held in two accounts is weighed in each). The values are at one rate for all
 * (today's NT$, or US$ without it), so either currency gives the same proportions. An account that could
 * not be valued (null: its transactions do not replay) stays null and counts for nothing.
 */
export function weighAcross(valuations: readonly (AccountValuation | null)[]): (WeighedAccount | null)[] {
  const whole = sum(valuations.map((valuation) => valuation?.totals.valueTwd ?? ZERO));
  const share = (value: Decimal) => (whole.gt(0) ? value.times(100).div(whole) : ZERO);
  return valuations.map((valuation) =>
    valuation === null
      ? null
      : {
          valuation: { ...valuation, rows: valuation.rows.map((row) => ({ ...row, weightPercent: row.valueTwd === null ? null : share(row.valueTwd) })) },
          sharePercent: valuation.totals.valued > 0 ? share(valuation.totals.valueTwd) : null,
        },
  );
}

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
