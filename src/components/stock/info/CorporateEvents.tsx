import { css } from 'styled-system/css';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getStockEvents } from '@/lib/upstream/business';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { type EventRow, eventSections, VISIBLE_EVENTS } from './stock-events';
import type { StockId } from '@protocol/stock-id';

const GROUP_TITLE = 28;
const ROW = 56;
const FOLD = 36;
/**
 * The most the section is at first: two group titles, one 「沒有…」 line for an empty group, the
 * visible rows and the fold. The skeleton and the section reserve it, so nothing below moves when the
 * events arrive (opening the fold is the reader's doing).
 */
const EVENTS_HEIGHT = 2 * GROUP_TITLE + GROUP_TITLE + VISIBLE_EVENTS * ROW + FOLD;

/**
 * The stock's corporate calendar (GET /api/Stock/{id}/Events): upcoming earnings releases,
 * ex-dividend and payment dates, splits and the annual meeting, soonest first, then the recent
 * ones, newest first. Indices have no events: the page does not render this section for them.
 */
export async function CorporateEvents({ id }: { id: StockId }) {
  const events = await loadSectionData(() => getStockEvents(getUpstreamContext(), id), '[stock] events', id);
  if (events === null) return <EmptyState kind="error" text="重要事件暫時無法載入，請稍後再試。" minHeight={EVENTS_HEIGHT} />;
  if (events.items.length === 0) return <EmptyState kind="noResult" text="近一年沒有重要事件。" minHeight={EVENTS_HEIGHT} />;
  const { upcoming, recent, older } = eventSections(events.items);
  return (
    <div className={boxClass} style={{ minHeight: EVENTS_HEIGHT }} data-testid="corporate-events">
      <h3 className={groupTitleClass}>即將到來</h3>
      {upcoming.length > 0 ? <EventList rows={upcoming} group="upcoming" /> : <p className={noneClass}>目前沒有已公布的未來事件。</p>}
      <h3 className={groupTitleClass}>近期事件</h3>
      {recent.length > 0 ? <EventList rows={recent} group="recent" /> : <p className={noneClass}>近一年沒有已發生的事件。</p>}
      {older.length > 0 && (
        <details className={foldClass}>
          <summary className={summaryClass}>顯示較早的 {older.length} 項事件</summary>
          <EventList rows={older} group="older" />
        </details>
      )}
    </div>
  );
}

export function CorporateEventsSkeleton() {
  return <Skeleton height={EVENTS_HEIGHT} label="載入重要事件…" />;
}

function EventList({ rows, group }: { rows: EventRow[]; group: 'upcoming' | 'recent' | 'older' }) {
  return (
    <ol className={listClass} data-group={group}>
      {rows.map((row) => (
        <li key={row.id} className={rowClass} data-testid="corporate-event" data-event-type={row.type} data-date={row.isoDate} data-upcoming={row.upcoming}>
          <span className={typeClass}>{row.typeLabel}</span>
          <span className={whenClass}>
            <time dateTime={row.isoDate}>{row.date}</time>
            {row.time && row.isoTime && (
              <time className={clockClass} dateTime={row.isoTime}>
                {row.time}
              </time>
            )}
          </span>
          <span className={titleClass}>{row.title}</span>
        </li>
      ))}
    </ol>
  );
}

const boxClass = css({ display: 'flex', flexDirection: 'column', px: '4', py: '2', bg: 'surface', borderRadius: 'lg' });
const groupTitleClass = css({ m: 0, h: '28px', display: 'flex', alignItems: 'end', fontSize: '13px', fontWeight: 700, color: 'muted' });
const noneClass = css({ m: 0, h: '28px', display: 'flex', alignItems: 'center', fontSize: '14px', color: 'muted' });
const listClass = css({ listStyle: 'none', m: 0, p: 0 });
const rowClass = css({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gridTemplateRows: '24px 20px',
  columnGap: '3',
  alignContent: 'center',
  h: '56px',
  borderBottom: '1px solid token(colors.line)',
});
const typeClass = css({
  gridRow: 'span 2',
  alignSelf: 'center',
  justifySelf: 'start',
  px: '2',
  py: '0.5',
  borderRadius: 'sm',
  bg: 'blueTint',
  color: 'brand',
  fontSize: '12px',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
const whenClass = css({ display: 'flex', gap: '2', alignItems: 'baseline', fontSize: '14px', fontWeight: 600, lineHeight: '24px', fontVariantNumeric: 'tabular-nums' });
const clockClass = css({ fontSize: '13px', fontWeight: 400, color: 'muted' });
const titleClass = css({ fontSize: '13px', lineHeight: '20px', color: 'ink', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const foldClass = css({ mt: '1' });
const summaryClass = css({ lineHeight: '32px', fontSize: '14px', color: 'brand', cursor: 'pointer', _hover: { textDecoration: 'underline' } });
