import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { pageTitleClass } from '@/components/ui/page-title';
import { ListSeo } from '@/components/article/list/ListSeo';
import { CalendarControls } from '@/components/calendar/CalendarControls';
import { CalendarMonth, CalendarMonthSkeleton } from '@/components/calendar/CalendarMonth';
import { CalendarWeek, CalendarWeekSkeleton } from '@/components/calendar/CalendarWeek';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { calendarHref, readCalendarQuery } from '@/lib/calendar/calendar-query';
import { dayNumber } from '@/lib/market/nyse-calendar';
import { newYorkTime } from '@/lib/market/session';
import { redirect } from '@/lib/server/request-context';

/**
 * /calendar (行事曆, decision 040): earnings, dividends, IPOs and the market's holidays and
 * early closes, a week (default) or a month at a time, New York dates, Taipei times with New York's
 * beside. The shell and the switches leave at once; the rows wait on one edge-cached business call
 * behind their own Suspense. A URL that is not the one it means is redirected (calendar-query.ts).
 * `?mine=1` narrows to a member's watchlist on the server; a member's page is never kept by the guest
 * page cache (decision 030), and a guest asking for it is told to sign in and sees every stock.
 */
export default function CalendarPage({ query }: { query?: string }) {
  // A server component renders once per request: today is the request's New York day.
  const now = newYorkTime(new Date());
  const today = dayNumber(now.year, now.month, now.day);
  const result = readCalendarQuery(query, today);
  if (result.kind === 'redirect') return redirect(result.to, result.status);
  const { view, start, end, mine, dated } = result.query;
  const member = getSignedInMemberId() !== null;
  const filtered = mine && member;
  return (
    <div className={pageClass} data-testid="calendar-page">
      <ListSeo
        title="美股行事曆"
        description="美股行事曆：S&P 500 成分股與熱門美股的財報日（盤前、盤後）、除息日與股利發放日、新上市股票，以及美股休市與提早收盤日，台北時間與美東時間並列。"
        path={calendarHref({ view, start: dated ? start : null, mine: false })}
        noindex={mine}
      />
      <header className={headClass}>
        <h1 className={pageTitleClass}>行事曆</h1>
        <p className={introClass}>財報、除息與股利發放、新上市股票，以及美股休市與提早收盤日。日期為美東日期，時間以台北時間為主、美東時間並列。</p>
      </header>
      <CalendarControls query={result.query} today={today} member={member} />
      {mine && !member && (
        <p className={noticeClass} role="note" data-testid="calendar-mine-refused">
          「只看自選股」需要先登入，以下列出全部股票。
        </p>
      )}
      <Suspense key={`${view}-${start}-${filtered}`} fallback={view === 'week' ? <CalendarWeekSkeleton /> : <CalendarMonthSkeleton start={start} end={end} />}>
        {view === 'week' ? <CalendarWeek start={start} end={end} mine={filtered} today={today} /> : <CalendarMonth start={start} end={end} mine={filtered} today={today} />}
      </Suspense>
      <p className={footnoteClass}>列出 S&P 500 成分股與本站有中文介紹的公司和基金；新上市股票為本站股票目錄新收錄的上市公司。</p>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', maxW: '960px', w: '100%', mx: 'auto', minW: 0 });
const headClass = css({ display: 'grid', gap: '1' });
const introClass = css({ m: 0, fontSize: '14px', color: 'muted' });
const noticeClass = css({ m: 0, px: '3', py: '2', fontSize: '14px', color: 'ink', bg: 'surface', border: '1px solid token(colors.line)', borderRadius: 'md' });
const footnoteClass = css({ m: 0, fontSize: '13px', color: 'muted' });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
