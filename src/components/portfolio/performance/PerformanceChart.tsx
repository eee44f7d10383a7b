import { css } from 'styled-system/css';
import { performanceGeometry } from '@/components/compare/performance-geometry';
import { LineSwatch, PerformancePlot, PLOT_HEIGHT, slashDate } from '@/components/compare/PerformancePlot';
import { directionText } from '@/components/ui/direction-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatSignedPercent, priceDirection } from '@/lib/format/numbers';
import type { Performance } from '@/lib/portfolio/performance';
import { CURRENCY_LABELS, type PerformanceChoice, PERIOD_LABELS } from '@/lib/portfolio/performance-periods';
import type { LoadedAccount } from '../portfolio-data';
import type { MemberStore } from '@/lib/member/member-store';
import { MAX_CHARTED_SYMBOLS } from '@/lib/portfolio/performance-market';
import { loadPerformance } from './performance-data';

const LEGEND_HEIGHT = 56;
const SUMMARY_HEIGHT = 48;
/** The box the chart, its skeleton and its notices all take, so nothing below moves when it streams in. */
export const PERFORMANCE_CHART_HEIGHT = LEGEND_HEIGHT + PLOT_HEIGHT + SUMMARY_HEIGHT;

/** Colour and dash both tell the lines apart (the compare page's first two series). */
const LINES = [
  { key: 'portfolio', label: '我的投資組合', stroke: css({ stroke: 'series1' }), dash: undefined },
  { key: 'benchmark', label: 'SPY（標普 500 ETF）', stroke: css({ stroke: 'series2' }), dash: '8 4' },
] as const;

/** A return ratio (0.1234) as the page writes a change: "+12.34%". */
const percentOf = (ratio: number | undefined): number | null => (ratio === undefined || !Number.isFinite(ratio) ? null : ratio * 100);

/** The streamed part of 報酬率走勢: the chart drawn on the server as SVG, with its figures in words. */
export async function PerformanceChart({ accounts, choice, store }: { accounts: readonly LoadedAccount[]; choice: PerformanceChoice; store?: MemberStore | undefined }) {
  const outcome = await loadPerformance(accounts, choice.period, store);
  const notice = (kind: 'noResult' | 'error', text: string) => (
    <div data-testid="portfolio-performance-notice">
      <EmptyState kind={kind} text={text} minHeight={PERFORMANCE_CHART_HEIGHT} />
    </div>
  );
  if (outcome.status === 'empty') return notice('noResult', '還沒有交易紀錄。記下第一筆買進後，這裡會畫出報酬率走勢。');
  if (outcome.status === 'short') return notice('noResult', '交易紀錄還不到一個交易日，收盤後再來看報酬率走勢。');
  if (outcome.status === 'too-many') return notice('noResult', `這段期間持有 ${outcome.symbols} 檔，超過 ${MAX_CHARTED_SYMBOLS} 檔無法繪製報酬率走勢，請改看個別帳戶。`);
  if (outcome.status === 'error') return notice('error', '報酬率走勢暫時無法載入，請稍後再試。');
  return <ReturnChart performance={outcome.performance} choice={choice} />;
}

function ReturnChart({ performance, choice }: { performance: Performance; choice: PerformanceChoice }) {
  const currency = choice.currency === 'TWD' ? 'twd' : 'usd';
  const lines = LINES.map((line) => ({ ...line, returns: performance[line.key][currency] }));
  const geometry = performanceGeometry(
    lines.map(({ returns }) => ({ points: returns.map((ratio, i) => ({ time: Date.parse(performance.dates[i]!) / 1000, date: performance.dates[i]!, value: 100 * (1 + ratio) })) })),
  );
  const from = slashDate(performance.dates[0]);
  const to = slashDate(performance.dates.at(-1));
  const summary = `${PERIOD_LABELS[choice.period]}（${from}–${to}）以${CURRENCY_LABELS[choice.currency]}計算的時間加權報酬率：${lines.map((line) => `${line.label} ${formatSignedPercent(percentOf(line.returns.at(-1)))}`).join('，')}。`;
  return (
    <figure className={figureClass} style={{ minHeight: PERFORMANCE_CHART_HEIGHT }} data-testid="portfolio-performance-chart" data-period={choice.period} data-currency={choice.currency}>
      <ul className={legendClass} style={{ height: LEGEND_HEIGHT }} aria-label="圖例">
        {lines.map((line) => {
          const change = percentOf(line.returns.at(-1));
          return (
            <li key={line.key} className={legendItemClass}>
              <LineSwatch className={line.stroke} dash={line.dash} />
              <span className={legendNameClass}>{line.label}</span>
              <span className={changeClass} data-direction={change === null ? undefined : priceDirection(change)} data-testid={`portfolio-performance-${line.key}`}>
                {formatSignedPercent(change)}
              </span>
            </li>
          );
        })}
      </ul>
      <PerformancePlot
        geometry={geometry}
        lines={LINES.map((line) => ({ key: line.key, className: line.stroke, dash: line.dash, attributes: { 'data-line': line.key } }))}
        label={summary}
        tickLabel={(value) => formatSignedPercent(value - 100).replace(/\.00%$/, '%')}
        axisWidth={AXIS_WIDTH}
      />
      <figcaption className={captionClass} data-testid="portfolio-performance-summary">
        {summary}
        {performance.unpriced.length > 0 && <span className={mutedClass}>（{performance.unpriced.join('、')} 缺少收盤價，以最近一筆成交價計）</span>}
      </figcaption>
    </figure>
  );
}

const AXIS_WIDTH = 52;
const figureClass = css({ m: 0, minW: 0, bg: 'surface', borderRadius: 'lg', px: '3', pb: '2', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' });
const legendClass = css({ display: 'flex', flexWrap: 'wrap', alignContent: 'center', columnGap: '4', listStyle: 'none', m: 0, p: 0, fontSize: '13px', overflow: 'hidden' });
const legendItemClass = css({ display: 'flex', alignItems: 'center', gap: '1.5', minW: 0, h: '28px', whiteSpace: 'nowrap' });
const legendNameClass = css({ fontWeight: 600 });
const changeClass = css(directionText.raw({ flat: 'own' }), { fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
const captionClass = css({ fontSize: '13px', lineHeight: '1.6', pt: '1' });
const mutedClass = css({ color: 'muted' });
