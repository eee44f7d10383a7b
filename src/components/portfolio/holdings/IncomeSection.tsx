import { css } from 'styled-system/css';
import { EmptyState } from '@/components/ui/EmptyState';
import { Section } from '@/components/ui/Section';
import { TableScroll } from '@/components/ui/TableScroll';
import { formatMoney, formatDecimal, type MoneyCurrency } from '@/lib/format/money';
import { formatInteger } from '@/lib/format/numbers';
import type { RealisedSale } from '@/lib/portfolio/ledger';
import { addYears, newestFirst, SALES_SHOWN } from '@/lib/portfolio/ledger-summary';
import { fullOverviewHref } from '@/lib/portfolio/routes';
import type { YearFigures } from '@/lib/portfolio/yearly';
import type { LoadedAccount } from '../portfolio-data';
import { GainCell, portfolioTableClass } from './money-cells';

/**
 * 已實現損益與股利: every sale's realised gain (newest first), the dividends of each year (gross, withheld
 * at source, net; in US$ and in NT$ at each pay date's rate), and each year's realised gains and
 * dividends in NT$, the figures a member copies into a tax filing. Figures only, as the ledger booked
 * them: the page gives no tax advice, and says so. `salesShown`: the overview's first view lists fewer
 * than the summaries keep, with a link to the rest.
 */
export function IncomeSection({ accounts, scope, salesShown = SALES_SHOWN }: { accounts: LoadedAccount[]; scope: 'all' | number; salesShown?: number }) {
  // Each account's summary has its newest sales and its years: the page's are theirs merged (ledger-summary.ts).
  const summaries = (scope === 'all' ? accounts : accounts.filter((loaded) => loaded.account.id === scope)).flatMap((loaded) =>
    loaded.summary.ok ? [{ name: loaded.account.name, summary: loaded.summary.summary }] : [],
  );
  const named = scope === 'all' && summaries.length > 1;
  const saleCount = summaries.reduce((count, { summary }) => count + summary.saleCount, 0);
  const sales = summaries.flatMap(({ name, summary }) => summary.recentSales.map((sale) => ({ name, sale, date: sale.date }))).sort(newestFirst);
  const years = addYears(summaries.map(({ summary }) => summary.years));
  const shown = Math.min(salesShown, SALES_SHOWN);
  return (
    <Section id="portfolio-income" title="已實現損益與股利" testId="portfolio-income">
      {years.length === 0 ? (
        <EmptyState kind="noResult" text="還沒有賣出或股利紀錄。賣出股票或收到股利後，已實現損益與每年股利會列在這裡。" minHeight={140} />
      ) : (
        <div className={stackClass}>
          <h3 className={headingClass}>已實現損益</h3>
          {sales.length === 0 ? <p className={noteClass}>還沒有賣出紀錄。</p> : <SalesTable sales={sales.slice(0, shown)} named={named} />}
          {saleCount > shown && (
            <p className={noteClass} data-testid="realised-shown">
              只列最近 {shown} 筆賣出（共 {formatInteger(saleCount)} 筆）；每年合計已含全部賣出。
              {shown < SALES_SHOWN && sales.length > shown && (
                <>
                  {' '}
                  <a href={fullOverviewHref('portfolio-income')} className={linkClass} data-testid="realised-show-more">
                    顯示最近 {Math.min(sales.length, SALES_SHOWN)} 筆
                  </a>
                </>
              )}
            </p>
          )}
          <h3 className={headingClass}>每年股利</h3>
          <YearTable years={years} columns={DIVIDEND_COLUMNS} label="每年股利" testId="dividends-table" rowTestId="dividends-year" />
          <h3 className={headingClass}>報稅參考（新台幣）</h3>
          <p className={noteClass}>每年的已實現損益與股利，以各筆交易日與股利發放日的匯率換算成新台幣，方便申報時抄寫。僅為數字彙整，不是稅務建議；實際申報方式請洽稅務專業人士。</p>
          <YearTable years={years} columns={TAX_COLUMNS} label="報稅參考（新台幣）" testId="tax-table" rowTestId="tax-year" />
        </div>
      )}
    </Section>
  );
}

function SalesTable({ sales, named }: { sales: { name: string; sale: RealisedSale }[]; named: boolean }) {
  return (
    <TableScroll label="已實現損益" testId="realised-table">
      <table className={portfolioTableClass}>
        <thead>
          <tr>
            <th scope="col">日期</th>
            {named && <th scope="col">帳戶</th>}
            <th scope="col">代號</th>
            <th scope="col">股數</th>
            <th scope="col">賣出所得</th>
            <th scope="col">成本</th>
            <th scope="col">損益（US$）</th>
            <th scope="col">損益（NT$）</th>
          </tr>
        </thead>
        <tbody>
          {sales.map(({ name, sale }) => (
            <tr key={`${name} ${sale.transactionId}`} data-testid="realised-row">
              <th scope="row">{sale.date}</th>
              {named && <td data-text>{name}</td>}
              <td data-text>{sale.symbol}</td>
              <td>{formatDecimal(sale.shares)}</td>
              <td>{formatMoney(sale.proceedsUsd, 'USD')}</td>
              <td>{formatMoney(sale.costUsd, 'USD')}</td>
              <GainCell amount={sale.realisedUsd} currency="USD" />
              <GainCell amount={sale.realisedTwd} currency="TWD" />
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

type YearColumn = { title: string; field: Exclude<keyof YearFigures, 'year'>; currency: MoneyCurrency };

const DIVIDEND_COLUMNS: readonly YearColumn[] = [
  { title: '股利總額（US$）', field: 'dividendGrossUsd', currency: 'USD' },
  { title: '預扣稅（US$）', field: 'dividendWithheldUsd', currency: 'USD' },
  { title: '實收（US$）', field: 'dividendNetUsd', currency: 'USD' },
  { title: '股利總額（NT$）', field: 'dividendGrossTwd', currency: 'TWD' },
  { title: '預扣稅（NT$）', field: 'dividendWithheldTwd', currency: 'TWD' },
  { title: '實收（NT$）', field: 'dividendNetTwd', currency: 'TWD' },
];

const TAX_COLUMNS: readonly YearColumn[] = [
  { title: '已實現損益', field: 'realisedTwd', currency: 'TWD' },
  { title: '股利總額', field: 'dividendGrossTwd', currency: 'TWD' },
  { title: '已預扣稅額', field: 'dividendWithheldTwd', currency: 'TWD' },
  { title: '股利實收', field: 'dividendNetTwd', currency: 'TWD' },
];

/** One row a year (newest first), one money column a figure. */
function YearTable({ years, columns, label, testId, rowTestId }: { years: YearFigures[]; columns: readonly YearColumn[]; label: string; testId: string; rowTestId: string }) {
  return (
    <TableScroll label={label} testId={testId}>
      <table className={portfolioTableClass}>
        <thead>
          <tr>
            <th scope="col">年度</th>
            {columns.map(({ title }) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year.year} data-testid={rowTestId}>
              <th scope="row">{year.year}</th>
              {columns.map(({ title, field, currency }) => (
                <td key={title}>{formatMoney(year[field], currency)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const stackClass = css({ display: 'grid', gap: '3', minW: 0 });
const headingClass = css({ m: 0, fontSize: '16px', fontWeight: 700 });
const noteClass = css({ m: 0, fontSize: '13px', color: 'muted' });
const linkClass = css({ color: 'brand', fontWeight: 600, _hover: { textDecoration: 'underline' } });
