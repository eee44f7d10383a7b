import { css } from 'styled-system/css';
import { EmptyState } from '@/components/ui/EmptyState';
import type { CalendarRows } from './calendar-data';

/** Why a view shows fewer rows than it might: a failed call, an empty watchlist. */
export function CalendarNotice({ rows }: { rows: CalendarRows }) {
  if (rows.kind === 'error') return <EmptyState kind="error" text={rows.text} minHeight={160} />;
  if (rows.kind === 'emptyWatchlist') {
    return <EmptyState kind="noResult" text="你的自選股清單目前是空的，先把關注的股票加入自選股，這裡就只會列出它們的財報與股利日。" minHeight={160} />;
  }
  if (rows.filter === 'mine' && rows.items.length === 0) return <p className={quietClass}>這段期間你的自選股沒有財報、除息或股利發放。</p>;
  return null;
}

const quietClass = css({ m: 0, fontSize: '14px', color: 'muted' });
