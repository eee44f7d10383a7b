import type { BookedDividend, Lot, Position, RealisedSale, Replayed } from './ledger';
import { Decimal } from './money';
import type { Account } from './transactions';

/**
 * An account's replayed ledger as the member's store keeps it beside the transactions (written in the
 * same transaction as every change to them), so a page reads it instead of replaying 20,000 rows on
 * every view. Compact JSON: each record an array in a fixed order, every figure a decimal as text in
 * plain digits (money.ts writes no exponent), never a binary float. The account itself is not kept:
 * it is the stored account's (a rename changes no figure).
 */

type LotText = [shares: string, costUsd: string, costTwd: string];
type PositionText = [symbol: string, shares: string, costUsd: string, costTwd: string, lots: LotText[]];
export type SaleText = [id: string, date: string, symbol: string, shares: string, proceedsUsd: string, proceedsTwd: string, costUsd: string, costTwd: string, realisedUsd: string, realisedTwd: string];
type DividendText = [id: string, date: string, symbol: string, grossUsd: string, withheldUsd: string, netUsd: string, grossTwd: string, withheldTwd: string, netTwd: string];
type LedgerText = { p: PositionText[]; s: SaleText[]; d: DividendText[]; f: [usd: string, twd: string]; i: [usd: string, twd: string] } | { e: { transactionId: string; message: string }[] };

const text = (value: Decimal): string => value.toString();

/** One sale as stored (the summary's newest sales are kept the same way). */
export const saleText = (s: RealisedSale): SaleText => [
  s.transactionId,
  s.date,
  s.symbol,
  text(s.shares),
  text(s.proceedsUsd),
  text(s.proceedsTwd),
  text(s.costUsd),
  text(s.costTwd),
  text(s.realisedUsd),
  text(s.realisedTwd),
];

/** The sale `saleText` wrote. */
export function readSale([transactionId, date, symbol, shares, proceedsUsd, proceedsTwd, costUsd, costTwd, realisedUsd, realisedTwd]: SaleText): RealisedSale {
  const d = (value: string) => new Decimal(value);
  return {
    transactionId,
    date,
    symbol,
    shares: d(shares),
    proceedsUsd: d(proceedsUsd),
    proceedsTwd: d(proceedsTwd),
    costUsd: d(costUsd),
    costTwd: d(costTwd),
    realisedUsd: d(realisedUsd),
    realisedTwd: d(realisedTwd),
  };
}

export function writeLedger(replayed: Replayed): string {
  if (!replayed.ok) return JSON.stringify({ e: replayed.errors } satisfies LedgerText);
  const { positions, sales, dividends, feesUsd, feesTwd, investedUsd, investedTwd } = replayed.ledger;
  const lot = (l: Lot): LotText => [text(l.shares), text(l.costUsd), text(l.costTwd)];
  const stored: LedgerText = {
    p: positions.map((p): PositionText => [p.symbol, text(p.shares), text(p.costUsd), text(p.costTwd), p.lots.map(lot)]),
    s: sales.map(saleText),
    d: dividends.map((d): DividendText => [d.transactionId, d.date, d.symbol, text(d.grossUsd), text(d.withheldUsd), text(d.netUsd), text(d.grossTwd), text(d.withheldTwd), text(d.netTwd)]),
    f: [text(feesUsd), text(feesTwd)],
    i: [text(investedUsd), text(investedTwd)],
  };
  return JSON.stringify(stored);
}

/** The ledger `writeLedger` wrote, for `account` (the stored account's current name and rule). */
export function readLedger(account: Account, stored: string): Replayed {
  const parsed = JSON.parse(stored) as LedgerText;
  if ('e' in parsed) return { ok: false, errors: parsed.e };
  const d = (value: string) => new Decimal(value);
  const lot = ([shares, costUsd, costTwd]: LotText): Lot => ({ shares: d(shares), costUsd: d(costUsd), costTwd: d(costTwd) });
  const positions = parsed.p.map(([symbol, shares, costUsd, costTwd, lots]): Position => ({ symbol, shares: d(shares), costUsd: d(costUsd), costTwd: d(costTwd), lots: lots.map(lot) }));
  const sales = parsed.s.map(readSale);
  const dividends = parsed.d.map(([transactionId, date, symbol, grossUsd, withheldUsd, netUsd, grossTwd, withheldTwd, netTwd]): BookedDividend => ({
    transactionId,
    date,
    symbol,
    grossUsd: d(grossUsd),
    withheldUsd: d(withheldUsd),
    netUsd: d(netUsd),
    grossTwd: d(grossTwd),
    withheldTwd: d(withheldTwd),
    netTwd: d(netTwd),
  }));
  const [feesUsd, feesTwd] = parsed.f;
  const [investedUsd, investedTwd] = parsed.i;
  return { ok: true, ledger: { account, positions, sales, dividends, feesUsd: d(feesUsd), feesTwd: d(feesTwd), investedUsd: d(investedUsd), investedTwd: d(investedTwd) } };
}
