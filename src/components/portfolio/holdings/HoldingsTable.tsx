import { css } from 'styled-system/css';
import { liveField, liveQuote } from '@/components/live/live-markup';
import { TableScroll } from '@/components/ui/TableScroll';
import { focusRing } from '@/components/ui/control-styles';
import { AlertBellLink } from '@/components/alerts/AlertBellLink';
import { formatDecimalPercent, formatDecimal } from '@/lib/format/money';
import { formatPrice, MISSING } from '@/lib/format/numbers';
import type { AccountValuation, HoldingRow, Totals } from '@/lib/portfolio/account-valuation';
import type { Decimal } from '@/lib/portfolio/money';
import type { CostMethod } from '@/lib/portfolio/transactions';
import { stockPath } from '@/lib/stock/tabs';
import type { Prices } from './holdings-data';
import { GainCell, GainWithPercent, money, portfolioTableClass, TwoLinesCell, ValueCell } from './money-cells';

/**
 * One account's holdings, or the grand total of several (no rows, no per-share columns), in the order a
 * Taiwanese reader asks on a phone (the first columns are what a phone shows): value, the unrealised gain
 * in NT$ with what the price and the exchange rate each made of it, the gain in US$ and %, then price,
 * shares, cost per share (the account's method), net dividends received, weight (of the account, or on
 * 我的持股's overview of every account together: `weightOf`, said in its header). Only the price cell carries the live
 * markup: the runtime rewrites it while New York trades, and no component renders per tick. Without
 * today's rate (`withTwd` false) the NT$ figures of today are left out.
 */
export function HoldingsTable({
  label,
  valuation,
  costMethod,
  prices,
  withTwd,
  weightOf,
  totalWeight,
  testId,
  totalLabel = '合計',
}: {
  label: string;
  valuation: AccountValuation;
  /** The account's (it names the cost column); null for a grand total, which has no holdings of its own. */
  costMethod: CostMethod | null;
  prices: Prices;
  withTwd: boolean;
  /** What the weights are a share of: the account's holdings, or every account's. */
  weightOf: 'account' | 'all';
  /** The total row's weight: the account's share of all on the overview; left out, 100 % of what it totals. */
  totalWeight?: Decimal | null | undefined;
  testId: string;
  totalLabel?: string;
}) {
  return (
    <TableScroll label={label} testId={testId}>
      <table className={portfolioTableClass}>
        <thead>
          <tr>
            <th scope="col">{costMethod === null ? '帳戶' : '代號'}</th>
            <th scope="col">市值</th>
            {withTwd && (
              <>
                <th scope="col">未實現損益（NT$）</th>
                <th scope="col">股價影響</th>
                <th scope="col">匯率影響</th>
              </>
            )}
            <th scope="col">未實現損益（US$）</th>
            {costMethod !== null && (
              <>
                <th scope="col">現價</th>
                <th scope="col">股數</th>
                <th scope="col">{costMethod === 'fifo' ? '每股成本（先進先出）' : '平均成本'}</th>
              </>
            )}
            <th scope="col">已收股利</th>
            <th scope="col">{weightOf === 'all' ? '權重（占全部）' : '權重（占本帳戶）'}</th>
          </tr>
        </thead>
        <tbody>
          {valuation.rows.map((row) => (
            <Row key={row.symbol} row={row} prices={prices} withTwd={withTwd} />
          ))}
        </tbody>
        <tfoot>
          <TotalRow label={totalLabel} totals={valuation.totals} withTwd={withTwd} perShare={costMethod !== null} weight={totalWeight} />
        </tfoot>
      </table>
    </TableScroll>
  );
}

function Row({ row, prices, withTwd }: { row: HoldingRow; prices: Prices; withTwd: boolean }) {
  const quote = prices.bySymbol.get(row.symbol);
  const live = quote && prices.asOf ? liveQuote(row.symbol, { marketSession: prices.session, time: prices.asOf }) : {};
  return (
    <tr data-testid="holding-row" data-symbol={row.symbol} {...live}>
      <th scope="row">
        <a href={stockPath(row.symbol, 'info')} className={symbolClass}>
          {row.symbol}
        </a>
        {/* 設定通知 on this holding: the bell opens the alert form with the symbol filled in. */}
        <AlertBellLink symbol={row.symbol} name={row.symbol} testId="holding-alert" className={bellPlaceClass} />
      </th>
      <ValueCell usd={row.valueUsd} twd={row.valueTwd} withTwd={withTwd} />
      <Figures gainUsd={row.unrealisedUsd} percent={row.unrealisedPercent} gainTwd={row.unrealisedTwd} priceTwd={row.priceEffectTwd} fxTwd={row.fxEffectTwd} withTwd={withTwd} />
      <td {...(quote ? liveField('price') : {})}>{quote ? formatPrice(quote.shown) : MISSING}</td>
      <td>{formatDecimal(row.shares)}</td>
      <td>{money(row.averageCostUsd, 'USD')}</td>
      <TwoLinesCell first={money(row.dividends.netUsd, 'USD')} second={money(row.dividends.netTwd, 'TWD')} />
      <td>{row.weightPercent === null ? MISSING : formatDecimalPercent(row.weightPercent)}</td>
    </tr>
  );
}

function TotalRow({ label, totals, withTwd, perShare, weight }: { label: string; totals: Totals; withTwd: boolean; perShare: boolean; weight: Decimal | null | undefined }) {
  // Without a single price the value and gains are unknown, not zero.
  const known = <T,>(amount: T): T | null => (totals.valued > 0 ? amount : null);
  return (
    <tr data-testid="holdings-total">
      <th scope="row">{label}</th>
      <ValueCell usd={known(totals.valueUsd)} twd={known(totals.valueTwd)} withTwd={withTwd} />
      <Figures
        gainUsd={known(totals.unrealisedUsd)}
        percent={known(totals.unrealisedPercent)}
        gainTwd={known(totals.unrealisedTwd)}
        priceTwd={known(totals.priceEffectTwd)}
        fxTwd={known(totals.fxEffectTwd)}
        withTwd={withTwd}
      />
      {perShare && (
        <>
          <td />
          <td />
          <td />
        </>
      )}
      <TwoLinesCell first={money(totals.dividends.netUsd, 'USD')} second={money(totals.dividends.netTwd, 'TWD')} />
      <td>{weight === undefined ? (totals.valueUsd.gt(0) ? '100.00%' : MISSING) : weight === null ? MISSING : formatDecimalPercent(weight)}</td>
    </tr>
  );
}

type Amount = HoldingRow['unrealisedUsd'];

/**
 * The gain's cells, a row's or the total's: with today's rate first what a Taiwanese reader asks, the NT$
 * gain, then 股價影響 + 匯率影響 (as the ledger split it, adding up to it); then the US$ gain with its
 * percentage under it.
 */
function Figures({ gainUsd, percent, gainTwd, priceTwd, fxTwd, withTwd }: { gainUsd: Amount; percent: Amount; gainTwd: Amount; priceTwd: Amount; fxTwd: Amount; withTwd: boolean }) {
  return (
    <>
      {withTwd && (
        <>
          <GainCell amount={gainTwd} currency="TWD" figure="unrealised-twd" />
          <GainCell amount={priceTwd} currency="TWD" figure="price-effect-twd" />
          <GainCell amount={fxTwd} currency="TWD" figure="fx-effect-twd" />
        </>
      )}
      <GainWithPercent amount={gainUsd} percent={percent} />
    </>
  );
}

const bellPlaceClass = css({ ml: '1' });
const symbolClass = css(focusRing.raw(), { fontWeight: 700, color: 'brand', _hover: { textDecoration: 'underline' } });
