import { formatDuration, formatMonthDayTime } from '@/lib/format/dates';
import { quoteSessionStatus } from '@/lib/market/quote-status';
import { type MarketSession, nextMarketEvent, type SessionStatus, sessionStatusAt } from '@/lib/market/session';

/**
 * What the home page's market status says: the session, the time on both clocks a
 * reader in Taiwan cares about, and the next bell with a countdown. Pure, so the server's first render
 * and the browser's ticking clock say the same thing. The instant is the market's clock as the page's
 * quotes tell it (src/lib/market/market-clock.ts).
 */
export interface MarketStatusView {
  status: SessionStatus;
  /** 現在 (the market's clock), or 收盤 when only the quotes' last close is known. */
  timeLabel: '現在' | '收盤';
  /** The instant of that line, ISO. */
  time: string;
  /** "11/25 13:19 美東" */
  newYork: string;
  /** "11/26 02:19 台北" */
  taipei: string;
  next: {
    /** "收盤", "提前收盤" (13:00) or "開盤"; the date beside it says which day. */
    label: string;
    newYork: string;
    taipei: string;
    /** "2 小時 41 分"; null when the market's now is not known. */
    countdown: string | null;
  };
}

function view(status: SessionStatus, timeLabel: MarketStatusView['timeLabel'], time: Date, countdownFrom: Date | null): MarketStatusView {
  const next = nextMarketEvent(time);
  return {
    status,
    timeLabel,
    time: time.toISOString(),
    newYork: formatMonthDayTime(time, 'newYork'),
    taipei: formatMonthDayTime(time, 'taipei'),
    next: {
      label: next.kind === 'close' ? (next.early ? '提前收盤' : '收盤') : '開盤',
      newYork: formatMonthDayTime(next.at, 'newYork'),
      taipei: formatMonthDayTime(next.at, 'taipei'),
      countdown: countdownFrom ? formatDuration(next.at.getTime() - countdownFrom.getTime()) : null,
    },
  };
}

/** The status at an instant of the market's clock: its session by the NYSE calendar, now, and the next bell. */
export const marketStatusView = (at: Date): MarketStatusView => view(sessionStatusAt(at), '現在', at, at);

/**
 * The status when the quotes say their session but not the market's now (a demo clock outside the
 * regular session): that session, the quotes' last close, and the bell after it, with no countdown.
 */
export const quotedStatusView = (session: MarketSession, close: Date): MarketStatusView => view(quoteSessionStatus(session, close), '收盤', close, null);
