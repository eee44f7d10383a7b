import { type Decimal, sum, toCents, ZERO } from './money';
import type { Ledger, Position } from './ledger';

/**
 * What a position is worth now, and what it has made: in USD, and in TWD split into what the price did
 * and what the exchange rate did. The split is exact to the cent: the price's part is the USD gain at
 * today's rate, the rate's part is the rest (the cost's USD at today's rate against what it cost in TWD).
 */
export interface Holding {
  symbol: string;
  shares: Decimal;
  costUsd: Decimal;
  costTwd: Decimal;
  /** Cost per share, USD (fees included). */
  averageCostUsd: Decimal;
  /** Null when no price is known: the holding is listed, its value and gains are not. */
  priceUsd: Decimal | null;
  valueUsd: Decimal | null;
  valueTwd: Decimal | null;
  unrealisedUsd: Decimal | null;
  unrealisedTwd: Decimal | null;
  /** The part of unrealisedTwd the price made, and the part the exchange rate made; they add up to it. */
  priceEffectTwd: Decimal | null;
  fxEffectTwd: Decimal | null;
  /** Percent of the valued holdings' TWD value (0–100), null without a price. */
  weightPercent: Decimal | null;
}

/** The sums over the holdings that have a price: what they are worth and what they have made. */
export interface ValuedSums {
  valueUsd: Decimal;
  valueTwd: Decimal;
  unrealisedUsd: Decimal;
  unrealisedTwd: Decimal;
  priceEffectTwd: Decimal;
  fxEffectTwd: Decimal;
}

export interface Valuation extends ValuedSums {
  holdings: Holding[];
}

/**
 * A holding valued, without the figures that are its own row's alone (average cost, weight): those are
 * divisions at 20 places, worth computing only for a row that is shown (decision 054: the overview
 * shows 50 of up to 200). Every sum is made from these.
 */
export type PricedHolding = Omit<Holding, 'averageCostUsd' | 'weightPercent'>;

export interface PricedPositions extends ValuedSums {
  holdings: PricedHolding[];
}

/** Values the ledger's positions at `prices` (USD by symbol) and today's rate `fxNow` (TWD for one USD). */
export function valuePositions(positions: readonly Position[], prices: ReadonlyMap<string, Decimal>, fxNow: Decimal): Valuation {
  const { holdings, ...sums } = pricePositions(positions, prices, fxNow);
  return { holdings: holdings.map((holding) => holdingFigures(holding, sums.valueTwd)), ...sums };
}

/** The positions valued and summed over those that have a price, without each row's own figures (holdingFigures). */
export function pricePositions(positions: readonly Position[], prices: ReadonlyMap<string, Decimal>, fxNow: Decimal): PricedPositions {
  const holdings = positions.map((position) => valueOne(position, prices.get(position.symbol) ?? null, fxNow));
  const valued = holdings.filter((holding) => holding.valueTwd !== null);
  return {
    holdings,
    valueUsd: sum(valued.map((holding) => holding.valueUsd!)),
    valueTwd: sum(valued.map((holding) => holding.valueTwd!)),
    unrealisedUsd: sum(valued.map((holding) => holding.unrealisedUsd!)),
    unrealisedTwd: sum(valued.map((holding) => holding.unrealisedTwd!)),
    priceEffectTwd: sum(valued.map((holding) => holding.priceEffectTwd!)),
    fxEffectTwd: sum(valued.map((holding) => holding.fxEffectTwd!)),
  };
}

/** A shown row's own figures: its average cost, and its weight in `whole` (the TWD value of the holdings it is weighed against). */
export function holdingFigures(holding: PricedHolding, whole: Decimal): Holding {
  const weightPercent = holding.valueTwd === null ? null : whole.gt(0) ? holding.valueTwd.times(100).div(whole) : ZERO;
  return { ...holding, averageCostUsd: holding.costUsd.div(holding.shares), weightPercent };
}

function valueOne(position: Position, price: Decimal | null, fxNow: Decimal): PricedHolding {
  const base = { symbol: position.symbol, shares: position.shares, costUsd: position.costUsd, costTwd: position.costTwd };
  if (price === null) return { ...base, priceUsd: null, valueUsd: null, valueTwd: null, unrealisedUsd: null, unrealisedTwd: null, priceEffectTwd: null, fxEffectTwd: null };
  const valueUsd = toCents(position.shares.times(price));
  const valueTwd = toCents(valueUsd.times(fxNow));
  const unrealisedUsd = valueUsd.minus(position.costUsd);
  const unrealisedTwd = valueTwd.minus(position.costTwd);
  const priceEffectTwd = toCents(unrealisedUsd.times(fxNow));
  return { ...base, priceUsd: price, valueUsd, valueTwd, unrealisedUsd, unrealisedTwd, priceEffectTwd, fxEffectTwd: unrealisedTwd.minus(priceEffectTwd) };
}

/** Everything an account has made: realised, unrealised, dividends (after withholding), less the fees outside trades. */
export interface GainSummary {
  realisedUsd: Decimal;
  realisedTwd: Decimal;
  dividendsNetUsd: Decimal;
  dividendsNetTwd: Decimal;
  feesUsd: Decimal;
  feesTwd: Decimal;
  unrealisedUsd: Decimal;
  unrealisedTwd: Decimal;
  totalUsd: Decimal;
  totalTwd: Decimal;
}

export function summariseGains(ledger: Ledger, valuation: Valuation): GainSummary {
  const realisedUsd = sum(ledger.sales.map((sale) => sale.realisedUsd));
  const realisedTwd = sum(ledger.sales.map((sale) => sale.realisedTwd));
  const dividendsNetUsd = sum(ledger.dividends.map((dividend) => dividend.netUsd));
  const dividendsNetTwd = sum(ledger.dividends.map((dividend) => dividend.netTwd));
  return {
    realisedUsd,
    realisedTwd,
    dividendsNetUsd,
    dividendsNetTwd,
    feesUsd: ledger.feesUsd,
    feesTwd: ledger.feesTwd,
    unrealisedUsd: valuation.unrealisedUsd,
    unrealisedTwd: valuation.unrealisedTwd,
    totalUsd: realisedUsd.plus(valuation.unrealisedUsd).plus(dividendsNetUsd).minus(ledger.feesUsd),
    totalTwd: realisedTwd.plus(valuation.unrealisedTwd).plus(dividendsNetTwd).minus(ledger.feesTwd),
  };
}
