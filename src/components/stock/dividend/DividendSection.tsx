import { css, cx } from 'styled-system/css';
import { chartBesideTableClass, sideChartClass, sideTableClass } from '../chart-beside-table';
import { formatDate } from '@/lib/format/dates';
import { formatPercent, formatPerShareAmount, round2 } from '@/lib/format/numbers';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getDividends, getPriceHistory } from '@/lib/upstream/business';
import type { DividendFrequency } from '@/lib/upstream/business/schemas/screener';
import { dataTableRecipe } from '@/components/ui/data-table-styles';
import { TableScroll } from '@/components/ui/TableScroll';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { BarChart } from '../finance/BarChart';
import { closeBefore, payoutYield } from './dividend-yield';
import type { StockId } from '@protocol/stock-id';

const SUMMARY_HEIGHT = 84;
const CHART_HEIGHT = 280;
const ROW_HEIGHT = 44;
/** About six years of quarterly payouts; only reserves the skeleton's height. */
const EXPECTED_ROWS = 26;
export const DIVIDEND_SECTION_HEIGHT = SUMMARY_HEIGHT + CHART_HEIGHT + ROW_HEIGHT * (EXPECTED_ROWS + 1) + 32;

export const NO_DIVIDEND_TEXT = '這檔股票近年沒有發放股利。';

const FREQUENCY_TEXT: Readonly<Record<DividendFrequency, string>> = { monthly: '月配', quarterly: '季配', semiannual: '半年配', annual: '年配' };

/** Dividend history of a stock or ETF: summary, a chart of yearly yields, and every payout. */
export async function DividendSection({ id }: { id: StockId }) {
  const ctx = getUpstreamContext();
  const loaded = await loadSectionData(
    () =>
      Promise.all([
        getDividends(ctx, id),
        // Only for the per-payout yield column: without it the column shows '-', the rest stays.
        getPriceHistory(ctx, id, '5Y').catch((err: unknown) => {
          console.error('[dividend] price history', err);
          return null;
        }),
      ]),
    '[dividend] dividends',
  );
  if (loaded === null) return <EmptyState kind="error" text="股利資料暫時無法載入，請稍後再試。" minHeight={DIVIDEND_SECTION_HEIGHT} />;
  const [dividends, history] = loaded;
  const weeks = history?.bars ?? [];
  if (dividends.items.length === 0) {
    return <EmptyState kind="noResult" text={NO_DIVIDEND_TEXT} minHeight={SUMMARY_HEIGHT + CHART_HEIGHT} />;
  }
  const yearly = [...dividends.yearly].sort((a, b) => a.year - b.year);
  const items = [...dividends.items].sort((a, b) => (a.exDate < b.exDate ? 1 : a.exDate > b.exDate ? -1 : 0));
  return (
    <div className={stackClass} data-testid="dividend-section">
      <dl className={summaryClass}>
        <div className={statClass}>
          <dt>年化股利</dt>
          <dd>{formatPerShareAmount(dividends.annualDividend)} 美元</dd>
        </div>
        <div className={statClass}>
          <dt>殖利率</dt>
          <dd>{formatPercent(dividends.dividendYield)}</dd>
        </div>
        <div className={statClass}>
          <dt>配息頻率</dt>
          <dd>{dividends.frequency ? FREQUENCY_TEXT[dividends.frequency] : '不定期'}</dd>
        </div>
      </dl>
      <div className={chartBesideTableClass}>
        <figure className={sideChartClass} data-testid="dividend-chart">
          <figcaption className={captionClass}>
            近年殖利率<span className={mutedClass}>（全年股利 ÷ 年底收盤價）</span>
          </figcaption>
          <BarChart
            data={yearly.map((year) => ({ label: String(year.year), value: year.yieldPercent }))}
            label={`近 ${yearly.length} 年殖利率長條圖`}
            formatValue={formatPercent}
            formatTick={(value) => `${round2(value)}%`}
          />
        </figure>
        <div className={sideTableClass}>
          <TableScroll label="股利發放紀錄">
            <table className={tableClass} data-testid="dividend-table">
              <caption className={tableCaptionClass}>股利發放紀錄</caption>
              <thead>
                <tr style={{ height: ROW_HEIGHT }}>
                  <th scope="col">除息日</th>
                  <th scope="col">發放日</th>
                  <th scope="col">股利（美元）</th>
                  <th scope="col">單次殖利率</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.exDate} style={{ height: ROW_HEIGHT }} data-testid="dividend-row">
                    <td>{formatDate(item.exDate)}</td>
                    <td>{formatDate(item.payDate)}</td>
                    <td>{formatPerShareAmount(item.amount)}</td>
                    <td>{formatPercent(payoutYield(item.amount, closeBefore(weeks, item.exDate)))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p className={noteClass}>單次殖利率＝每股股利 ÷ 除息前一週收盤價；超過五年的紀錄無股價可比，顯示「-」。</p>
        </div>
      </div>
    </div>
  );
}

export function DividendSkeleton() {
  return <Skeleton height={DIVIDEND_SECTION_HEIGHT} label="載入股利資料…" />;
}

const stackClass = css({ display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const summaryClass = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3', m: 0, minH: `${SUMMARY_HEIGHT}px` });
const statClass = css({
  bg: 'surface',
  borderRadius: 'lg',
  border: '1px solid token(colors.line)',
  p: '3',
  '& dt': { fontSize: '13px', color: 'muted' },
  '& dd': { m: 0, fontSize: '18px', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
});
const noteClass = css({ mt: '2', fontSize: '12px', color: 'muted' });
const captionClass = css({ fontSize: '15px', fontWeight: 700, textAlign: 'left', mb: '2', px: '1' });
const tableCaptionClass = css({ fontSize: '15px', fontWeight: 700, textAlign: 'left', px: '3', py: '2', bg: 'surface' });
const mutedClass = css({ fontSize: '12px', fontWeight: 400, color: 'muted' });
const tableClass = cx(dataTableRecipe(), css({ minW: '340px' }));
