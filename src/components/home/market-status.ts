import { formatDuration, formatMonthDayTime } from '@/lib/format/dates';
import { nextMarketEvent, type SessionStatus, sessionStatusAt } from '@/lib/market/session';

/**
 * What the home page's market status says at an instant (issue 14 §10): the session by the NYSE
 * calendar, the time on both clocks a reader in Taiwan cares about, and the next bell with a
 * countdown. Pure, so the server's first render and the browser's ticking clock say the same thing.
 */
export interface MarketStatusView {
  status: SessionStatus;
  /** "11/25 13:19 美東" */
  newYork: string;
  /** "11/26 02:19 台北" */
  taipei: string;
  next: {
    /** "收盤", "提前收盤" (13:00) or "開盤"; the date beside it says which day. */
    label: string;
    newYork: string;
    taipei: string;
    /** "2 小時 41 分" */
    countdown: string;
  };
}

export function marketStatusView(at: Date): MarketStatusView {
  const status = sessionStatusAt(at);
  const next = nextMarketEvent(at);
  const label = next.kind === 'close' ? (next.early ? '提前收盤' : '收盤') : '開盤';
  return {
    status,
    newYork: formatMonthDayTime(at, 'newYork'),
    taipei: formatMonthDayTime(at, 'taipei'),
    next: {
      label,
      newYork: formatMonthDayTime(next.at, 'newYork'),
      taipei: formatMonthDayTime(next.at, 'taipei'),
      countdown: formatDuration(next.at.getTime() - at.getTime()),
    },
  };
}
