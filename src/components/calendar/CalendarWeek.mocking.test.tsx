import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dayNumber } from '@/lib/market/nyse-calendar';
import type { Calendar, CalendarItem, Watchlist } from '@/lib/upstream/business';
import { stockId } from '@tests/stock-ids';

/**
 * The week and month views' server render with the business call, the watchlist and the reader
 * mocked: rows grouped by New York day with their kind as text and a link to the stock, the market's
 * own days, the member filter on the server, and the states without rows.
 */
const getCalendar = vi.fn<(ctx: unknown, from: string, to: string) => Promise<Calendar>>();
const getMemberWatchlist = vi.fn<() => Promise<Watchlist | null>>();
let memberId: number | null = null;
vi.mock('@/lib/server/request-context', () => ({ getUpstreamContext: () => ({}) }));
vi.mock('@/lib/auth/current-user', () => ({ getSignedInMemberId: () => memberId }));
vi.mock('@/components/watchlist/watchlist-data', () => ({ getMemberWatchlist: () => getMemberWatchlist() }));
vi.mock('@/lib/upstream/business', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upstream/business')>()),
  getCalendar: (ctx: unknown, from: string, to: string) => getCalendar(ctx, from, to),
}));

const { CalendarWeek } = await import('./CalendarWeek');
const { CalendarMonth } = await import('./CalendarMonth');

const row = (over: Partial<CalendarItem>): CalendarItem => ({
  id: 'NVDA-earnings-2026Q3',
  type: 'earnings',
  date: '2026-11-23',
  time: '2026-11-23T21:05:00.000Z',
  stockId: 'NVDA',
  name: 'NVIDIA',
  customName: '輝達',
  timing: 'afterClose',
  quarter: '2026Q3',
  amount: null,
  title: '公布 2026 年第三季財報（盤後）',
  ...over,
});
const ITEMS = [
  row({}),
  row({
    id: 'KO-ex-2026-11-24',
    type: 'exDividend',
    date: '2026-11-24',
    time: null,
    stockId: 'KO',
    name: 'Coca-Cola',
    customName: '可口可樂',
    timing: null,
    quarter: null,
    amount: 0.51,
    title: '除息日',
  }),
  row({ id: 'ZZ-ipo', type: 'ipo', date: '2026-11-25', time: null, stockId: 'ZZ', name: 'Zz Inc.', customName: null, timing: null, quarter: null }),
];
// today: a day outside the week unless a test says otherwise.
const WEEK = { start: dayNumber(2026, 11, 23), end: dayNumber(2026, 11, 29), today: dayNumber(2026, 12, 2) };
const watchlist = (ids: string[]): Watchlist => ({
  max: 100,
  items: ids.map((id) => ({ id: stockId(id), name: id, customName: null, marketType: 1, commodityType: 1, exchange: 3, addedAt: '2026-11-01T00:00:00.000Z' })),
});
const week = async (mine = false) => renderToStaticMarkup(await CalendarWeek({ ...WEEK, mine }));
const rowsOf = (html: string) => [...html.matchAll(/href="(\/stock\/[^"]+)"[^>]*data-testid="calendar-row"/g)].map((match) => match[1]);

beforeEach(() => {
  memberId = null;
  getCalendar.mockReset().mockResolvedValue({ from: '2026-11-23', to: '2026-11-29', universe: 'sp500+described', items: ITEMS });
  getMemberWatchlist.mockReset();
});

describe('CalendarWeek', () => {
  it('asks for the week, groups rows by New York day, labels each kind in text and links each row to its stock', async () => {
    const html = await week();
    expect(getCalendar).toHaveBeenCalledWith(expect.anything(), '2026-11-23', '2026-11-29');
    expect(rowsOf(html)).toEqual(['/stock/NVDA/info', '/stock/KO/info', '/stock/ZZ/info']);
    expect(html).toMatch(/data-date="2026-11-23".*財報.*輝達.*2026 年第三季財報・盤後.*11\/24 05:05 台北（16:05 美東）/s);
    expect(html).toMatch(/data-date="2026-11-24".*除息.*可口可樂.*現金股利每股 0.51 美元/s);
    expect(html).toMatch(/data-date="2026-11-25".*IPO.*新上市/s);
    // Thanksgiving and the early close the day after, from the exchange's rules; no weekend days without rows.
    expect(html).toMatch(/data-date="2026-11-26".*休市.*美股休市：感恩節/s);
    expect(html).toMatch(/data-date="2026-11-27".*提早收盤.*11\/28 02:00 台北（13:00 美東）/s);
    expect(html).not.toContain('data-date="2026-11-28"');
  });

  it("narrows to a member's watchlist on the server with mine", async () => {
    memberId = 7;
    getMemberWatchlist.mockResolvedValue(watchlist(['KO']));
    expect(rowsOf(await week(true))).toEqual(['/stock/KO/info']);
    expect(rowsOf(await week(false))).toHaveLength(3);
  });

  it('never narrows for a guest, and says so for an empty list or a failed call', async () => {
    expect(rowsOf(await week(true))).toHaveLength(3);
    expect(getMemberWatchlist).not.toHaveBeenCalled();
    memberId = 7;
    getMemberWatchlist.mockResolvedValue(watchlist([]));
    expect(await week(true)).toContain('你的自選股清單目前是空的');
    getMemberWatchlist.mockRejectedValue(new Error('down'));
    expect(await week(true)).toContain('自選股暫時無法載入');
  });

  it('keeps the market days when the business call fails, under an error that says so', async () => {
    getCalendar.mockRejectedValue(new Error('timeout'));
    const html = await week();
    expect(html).toContain('data-empty-state="error"');
    expect(html).toContain('美股休市：感恩節');
    expect(rowsOf(html)).toEqual([]);
  });
});

describe('CalendarMonth', () => {
  it('counts each day by kind and links the day to its week', async () => {
    const html = renderToStaticMarkup(await CalendarMonth({ start: dayNumber(2026, 11, 1), end: dayNumber(2026, 11, 30), mine: false, today: dayNumber(2026, 12, 2) }));
    expect(html).not.toContain('aria-current');
    expect(getCalendar).toHaveBeenCalledWith(expect.anything(), '2026-11-01', '2026-11-30');
    expect(html.match(/data-testid="calendar-month-day"/g)).toHaveLength(30);
    expect(html).toMatch(/href="\/calendar\?date=2026-11-23"[^>]*data-date="2026-11-24".*除息.*1 筆/s);
    expect(html).toMatch(/data-date="2026-11-26".*休市.*感恩節/s);
  });

  it('marks today in words and with aria-current, even on a day with nothing on it', async () => {
    const html = renderToStaticMarkup(await CalendarMonth({ start: dayNumber(2026, 11, 1), end: dayNumber(2026, 11, 30), mine: false, today: dayNumber(2026, 11, 28) }));
    expect(html.match(/aria-current="date"/g)).toHaveLength(1);
    // A Saturday with no rows: still listed on a phone (not data-empty), with 今天 beside its date.
    expect(html).toMatch(/data-date="2026-11-28" aria-current="date">[^]*?11\/28（六）[^]*?今天/);
    expect(html).not.toMatch(/data-empty="true"[^>]*data-date="2026-11-28"/);
  });
});

describe('today in the week', () => {
  it('marks the day being lived in New York, and no other', async () => {
    const html = renderToStaticMarkup(await CalendarWeek({ ...WEEK, mine: false, today: dayNumber(2026, 11, 24) }));
    expect(html.match(/aria-current="date"/g)).toHaveLength(1);
    expect(html).toMatch(/data-date="2026-11-24" aria-current="date"><h2[^>]*>11\/24（二）<span[^>]*>今天<\/span>/);
    expect(html.match(/今天/g)).toHaveLength(1);
  });
});
