import { type Decimal, toCents, ZERO } from './money';
import { type Account, type Dividend, inBookingOrder, type Trade, type Transaction } from './transactions';

/**
 * An account's transactions replayed in booking order: what it holds (with the cost of it, in USD and
 * in TWD at each purchase's rate), every sale's realised gain, every dividend, and the fees and cash
 * that passed outside a trade. Amounts are booked to the cent as they happen, and cost only ever moves
 * (bought in, sold out), so every total adds up to the cent: what the sales took out plus what is left
 * is exactly what the purchases put in.
 */

/** Shares bought together: FIFO sells the oldest first; the average method keeps one pooled lot. */
export interface Lot {
  shares: Decimal;
  costUsd: Decimal;
  costTwd: Decimal;
}

export interface Position {
  symbol: string;
  shares: Decimal;
  costUsd: Decimal;
  costTwd: Decimal;
  lots: Lot[];
}

export interface RealisedSale {
  transactionId: string;
  date: string;
  symbol: string;
  shares: Decimal;
  /** What the sale brought in, after its fees. */
  proceedsUsd: Decimal;
  proceedsTwd: Decimal;
  /** The cost of the shares sold (average or FIFO, as the account says). */
  costUsd: Decimal;
  costTwd: Decimal;
  realisedUsd: Decimal;
  realisedTwd: Decimal;
}

export interface BookedDividend {
  transactionId: string;
  date: string;
  symbol: string;
  grossUsd: Decimal;
  withheldUsd: Decimal;
  netUsd: Decimal;
  /** At the rate of the pay date. */
  grossTwd: Decimal;
  withheldTwd: Decimal;
  netTwd: Decimal;
}

export interface Ledger {
  account: Account;
  /** Symbols still held, in the order first bought. */
  positions: Position[];
  sales: RealisedSale[];
  dividends: BookedDividend[];
  /** Fees outside a trade. */
  feesUsd: Decimal;
  feesTwd: Decimal;
  /** What the purchases cost, fees included: the cash that went into shares. */
  investedUsd: Decimal;
  investedTwd: Decimal;
}

export interface LedgerError {
  transactionId: string;
  message: string;
}

export type Replayed = { ok: true; ledger: Ledger } | { ok: false; errors: LedgerError[] };

export function replayAccount(account: Account, transactions: readonly Transaction[]): Replayed {
  const positions = new Map<string, Position>();
  const ledger: Ledger = { account, positions: [], sales: [], dividends: [], feesUsd: ZERO, feesTwd: ZERO, investedUsd: ZERO, investedTwd: ZERO };
  const errors: LedgerError[] = [];
  for (const transaction of inBookingOrder(transactions.filter((t) => t.accountId === account.id))) {
    switch (transaction.kind) {
      case 'buy':
        buy(positions, ledger, transaction);
        break;
      case 'sell': {
        const error = sell(positions, ledger, transaction);
        if (error) errors.push(error);
        break;
      }
      case 'dividend':
        ledger.dividends.push(bookDividend(transaction));
        break;
      case 'split':
        split(positions.get(transaction.symbol), transaction.to.div(transaction.from));
        break;
      case 'fee':
      case 'other-fee':
        ledger.feesUsd = ledger.feesUsd.plus(transaction.amount);
        ledger.feesTwd = ledger.feesTwd.plus(toCents(transaction.amount.times(transaction.fx)));
        break;
      case 'deposit':
      case 'withdrawal':
        break;
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  ledger.positions = [...positions.values()].filter((position) => position.shares.gt(0));
  return { ok: true, ledger };
}

function buy(positions: Map<string, Position>, ledger: Ledger, trade: Trade): void {
  const costUsd = toCents(trade.shares.times(trade.price).plus(trade.fee).plus(trade.otherFees));
  const costTwd = toCents(costUsd.times(trade.fx));
  ledger.investedUsd = ledger.investedUsd.plus(costUsd);
  ledger.investedTwd = ledger.investedTwd.plus(costTwd);
  const position = positions.get(trade.symbol) ?? { symbol: trade.symbol, shares: ZERO, costUsd: ZERO, costTwd: ZERO, lots: [] };
  positions.set(trade.symbol, position);
  position.shares = position.shares.plus(trade.shares);
  position.costUsd = position.costUsd.plus(costUsd);
  position.costTwd = position.costTwd.plus(costTwd);
  if (ledger.account.costMethod === 'fifo' || position.lots.length === 0) position.lots.push({ shares: trade.shares, costUsd, costTwd });
  else position.lots = [{ shares: position.shares, costUsd: position.costUsd, costTwd: position.costTwd }];
}

function sell(positions: Map<string, Position>, ledger: Ledger, trade: Trade): LedgerError | null {
  const position = positions.get(trade.symbol);
  const held = position?.shares ?? ZERO;
  if (!position || trade.shares.gt(held)) {
    return { transactionId: trade.id, message: `${trade.date} 賣出 ${trade.symbol} ${trade.shares.toString()} 股，超過當時持有的 ${held.toString()} 股` };
  }
  const proceedsUsd = toCents(trade.shares.times(trade.price).minus(trade.fee).minus(trade.otherFees));
  const proceedsTwd = toCents(proceedsUsd.times(trade.fx));
  const taken = takeShares(position, trade.shares);
  ledger.sales.push({
    transactionId: trade.id,
    date: trade.date,
    symbol: trade.symbol,
    shares: trade.shares,
    proceedsUsd,
    proceedsTwd,
    costUsd: taken.costUsd,
    costTwd: taken.costTwd,
    realisedUsd: proceedsUsd.minus(taken.costUsd),
    realisedTwd: proceedsTwd.minus(taken.costTwd),
  });
  return null;
}

/**
 * Takes `shares` out of the position, oldest lot first (one pooled lot under the average method), and
 * returns their cost. A lot taken whole gives all its cost; a part of one, its share of it to the cent,
 * and the lot keeps exactly the rest.
 */
function takeShares(position: Position, shares: Decimal): { costUsd: Decimal; costTwd: Decimal } {
  let left = shares;
  let costUsd = ZERO;
  let costTwd = ZERO;
  while (left.gt(0)) {
    const lot = position.lots[0]!;
    if (left.gte(lot.shares)) {
      costUsd = costUsd.plus(lot.costUsd);
      costTwd = costTwd.plus(lot.costTwd);
      left = left.minus(lot.shares);
      position.lots.shift();
      continue;
    }
    const partUsd = toCents(lot.costUsd.times(left).div(lot.shares));
    const partTwd = toCents(lot.costTwd.times(left).div(lot.shares));
    lot.shares = lot.shares.minus(left);
    lot.costUsd = lot.costUsd.minus(partUsd);
    lot.costTwd = lot.costTwd.minus(partTwd);
    costUsd = costUsd.plus(partUsd);
    costTwd = costTwd.plus(partTwd);
    left = ZERO;
  }
  position.shares = position.shares.minus(shares);
  position.costUsd = position.costUsd.minus(costUsd);
  position.costTwd = position.costTwd.minus(costTwd);
  return { costUsd, costTwd };
}

function split(position: Position | undefined, ratio: Decimal): void {
  if (!position) return;
  position.shares = position.shares.times(ratio);
  for (const lot of position.lots) lot.shares = lot.shares.times(ratio);
}

function bookDividend(dividend: Dividend): BookedDividend {
  const grossTwd = toCents(dividend.gross.times(dividend.fx));
  const withheldTwd = toCents(dividend.withheld.times(dividend.fx));
  return {
    transactionId: dividend.id,
    date: dividend.date,
    symbol: dividend.symbol,
    grossUsd: dividend.gross,
    withheldUsd: dividend.withheld,
    netUsd: dividend.gross.minus(dividend.withheld),
    grossTwd,
    withheldTwd,
    netTwd: grossTwd.minus(withheldTwd),
  };
}
