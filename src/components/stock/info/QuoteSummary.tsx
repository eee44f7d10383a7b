import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import type { SecurityKind } from '@/lib/market/security-labels';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { changeClass } from '@/components/ui/PriceChange';
import { liveField, liveQuote } from '@/components/live/live-markup';
import { Skeleton } from '@/components/ui/Skeleton';
import { loadKeypoints } from './keypoints-data';
import { type QuoteSummaryView, quoteSummaryView, summaryFactCount } from './quote-summary';
import { StatPair, statRowStyle } from './StatCell';
import { extendedHoursLine } from '../extended-hours-styles';
import type { StockId } from '@protocol/stock-id';

/*
 * Fixed heights (px), so the skeleton, the summary and its error state take the same room whatever
 * the session. The as-of line, then the extended-hours line (indices, never traded outside the session,
 * have none), then the 52-week range and the facts: under each other on narrow screens, side by side
 * from laptop width. The extended-hours line's room always holds a line: the price while
 * there is one, else the hours when there will be one; so it is never a hole, and the price that the
 * live runtime shows when the after-hours begin moves nothing.
 */
const PADDING = 16;
const LINE = 20;
const LINE_GAP = 4;
const BLOCK_GAP = 16;
const RANGE = 60;
const RANGE_GAP = 12;
const FACT_ROW = 28;

function heights(kind: SecurityKind): { narrow: number; wide: number } {
  const lines = LINE + (kind === 'index' ? 0 : LINE_GAP + LINE);
  const facts = summaryFactCount(kind) * FACT_ROW;
  return { narrow: 2 * PADDING + lines + BLOCK_GAP + RANGE + RANGE_GAP + facts, wide: 2 * PADDING + lines + BLOCK_GAP + Math.max(RANGE, facts) };
}
const heightStyle = (kind: SecurityKind) => {
  const { narrow, wide } = heights(kind);
  return { '--summary-h': `${narrow}px`, '--summary-h-wide': `${wide}px` } as CSSProperties;
};

/**
 * The quote summary at the top of the info tab: what the info bar right above it does not show. Not
 * the price and its change (the bar's: said twice, one under the other), but their as-of
 * time on the New York and Taipei clocks, the pre-market or after-hours price with its time while
 * there is one, where the price sits in its 52-week range (a bar, with the numbers in text and in its
 * accessible name), average volume, the year so far and, for a company, the next earnings release.
 */
export async function QuoteSummary({ id, kind }: { id: StockId; kind: SecurityKind }) {
  const stats = await loadSectionData(() => loadKeypoints(id), '[stock] quote summary', id);
  if (stats === null) {
    return (
      <div className={reservedClass} style={heightStyle(kind)}>
        <EmptyState kind="error" text="報價暫時無法載入，請稍後再試。" />
      </div>
    );
  }
  const view = quoteSummaryView(stats, kind);
  return (
    <div className={cardClass} style={heightStyle(kind)} data-testid="quote-summary" data-session={stats.marketSession} {...liveQuote(id, stats)}>
      <div className={timeBlockClass}>
        <p className={asOfClass} data-testid="summary-as-of">
          <span {...liveField('basis')}>{view.asOf.basis}</span> ·{' '}
          <time dateTime={view.asOf.iso} {...liveField('timeNewYork')}>
            {view.asOf.newYork}
          </time>{' '}
          ·{' '}
          <time dateTime={view.asOf.iso} {...liveField('timeTaipei')}>
            {view.asOf.taipei}
          </time>
        </p>
        {kind !== 'index' && (
          <div className={extendedSlotClass}>
            <ExtendedHours extended={view.extended} />
            <p className={scheduleClass} data-testid="summary-extended-schedule">
              {view.schedule}
            </p>
          </div>
        )}
      </div>
      <div className={detailsClass}>
        <WeekRange range={view.range} />
        <dl className={factsClass}>
          {view.facts.map((fact) => (
            <div key={fact.key} className={factClass} data-fact={fact.key}>
              <StatPair label={fact.label} value={fact.value} direction={fact.direction} title={fact.title} />
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

export function QuoteSummarySkeleton({ kind }: { kind: SecurityKind }) {
  return (
    <div className={reservedClass} style={heightStyle(kind)}>
      <Skeleton height={heights(kind).narrow} label="載入報價…" className={skeletonClass} />
    </div>
  );
}

/**
 * 「盤後 174.63 +0.33 (+0.19%) 11/25 17:30 美東」; rendered hidden when there is none, for the live runtime
 * to show, with the schedule after it in its place meanwhile. One line: on a phone too narrow for all
 * of it, the time wraps to a second line the slot does not show.
 */
function ExtendedHours({ extended }: { extended: QuoteSummaryView['extended'] }) {
  return (
    <p className={extendedClass} data-testid="summary-extended-hours" data-session={extended?.session} hidden={!extended} {...liveField('extended')}>
      <span className={extendedLabelClass} {...liveField('extendedLabel')}>
        {extended?.label}
      </span>
      <span className={extendedPriceClass} {...liveField('extendedPrice')}>
        {extended?.price}
      </span>
      <span className={changeClass} data-direction={extended?.direction} {...liveField('extendedDirection', 'extendedChange')}>
        {extended?.change}
      </span>
      <time className={extendedTimeClass} dateTime={extended?.iso} {...liveField('extendedTimeNewYork')}>
        {extended?.newYork}
      </time>
    </p>
  );
}

/** The 52-week range: the lowest and highest price in words, and a bar with the price's place on it. */
function WeekRange({ range }: { range: QuoteSummaryView['range'] }) {
  const percent = range.position === null ? null : `${range.position * 100}%`;
  return (
    <div className={rangeClass} data-testid="week52-range">
      <span className={rangeTitleClass}>52 週區間</span>
      <div className={trackClass} role="img" aria-label={range.description} data-position={range.position ?? undefined}>
        {percent && (
          <>
            <span className={fillClass} style={{ width: percent }} />
            <span className={markerClass} style={{ left: percent }} data-testid="week52-marker" />
          </>
        )}
      </div>
      <div className={rangeEndsClass}>
        <span data-testid="week52-low">最低 {range.low}</span>
        <span data-testid="week52-high">最高 {range.high}</span>
      </div>
    </div>
  );
}

/** The summary's height (heightStyle's variables), the same whether the summary or its stand-in fills it. */
const summaryHeight = css.raw({ h: 'var(--summary-h)', laptop: { h: 'var(--summary-h-wide)' } });
/** The summary's room when there is no summary (loading, failed): the child stretches to fill it. */
const reservedClass = css(summaryHeight, { display: 'grid' });
const skeletonClass = css({ h: '100% !important' });
const cardClass = css(summaryHeight, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  rowGap: `${BLOCK_GAP}px`,
  p: `${PADDING}px`,
  bg: 'surface',
  borderRadius: 'lg',
  overflow: 'hidden',
});
const timeBlockClass = css({ display: 'grid', gridAutoRows: `${LINE}px`, rowGap: `${LINE_GAP}px`, minW: 0 });
const asOfClass = css({ m: 0, fontSize: '13px', lineHeight: '20px', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontVariantNumeric: 'tabular-nums' });
const extendedSlotClass = css({ minW: 0, overflow: 'hidden' });
const extendedClass = css(extendedHoursLine.raw(), { flexWrap: 'wrap', columnGap: '2', h: `${LINE}px`, m: 0, fontSize: '14px', lineHeight: '20px' });
/** Shown only while the extended-hours line before it is hidden: the two share one room. */
const scheduleClass = css({
  display: 'none',
  '[hidden] + &': { display: 'block' },
  m: 0,
  fontSize: '13px',
  lineHeight: '20px',
  color: 'muted',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontVariantNumeric: 'tabular-nums',
});
const extendedLabelClass = css({ px: '1.5', borderRadius: 'sm', bg: 'blueTint', color: 'brand', fontSize: '12px', fontWeight: 600 });
const extendedPriceClass = css({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
const extendedTimeClass = css({ fontSize: '13px', color: 'muted', fontVariantNumeric: 'tabular-nums' });
// From laptop width the range and the facts sit side by side, in two equal columns.
const detailsClass = css({
  display: 'grid',
  gridTemplateRows: `${RANGE}px auto`,
  rowGap: `${RANGE_GAP}px`,
  alignContent: 'start',
  minW: 0,
  laptop: { gridTemplateRows: 'auto', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '6', alignItems: 'start' },
});
const rangeClass = css({ display: 'grid', gridTemplateRows: '20px 20px 20px', minW: 0 });
const rangeTitleClass = css({ fontSize: '13px', lineHeight: '20px', color: 'muted' });
const trackClass = css({ position: 'relative', alignSelf: 'center', h: '6px', borderRadius: 'full', bg: 'line' });
const fillClass = css({ position: 'absolute', insetY: 0, left: 0, borderRadius: 'full', bg: 'blueTintHover' });
/** A ring on the track at the price: centred on its place, so the first and last pixels mean the low and the high. */
const markerClass = css({ position: 'absolute', top: '50%', w: '14px', h: '14px', borderRadius: 'full', bg: 'surface', border: '3px solid token(colors.brand)', transform: 'translate(-50%, -50%)' });
const rangeEndsClass = css({ display: 'flex', justifyContent: 'space-between', fontSize: '13px', lineHeight: '20px', fontVariantNumeric: 'tabular-nums' });
const factsClass = css({ display: 'grid', gridAutoRows: '28px', m: 0 });
const factClass = css(statRowStyle, { gap: '3' });
