import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_LABELS, eventRow, eventSections, orderEvents, type StockEvent, VISIBLE_EVENTS } from './stock-events';

const event = (id: string, type: StockEvent['type'], date: string, upcoming: boolean, time: string | null = null): StockEvent => ({ id, type, date, time, title: id, upcoming });

/** As the service sends them: newest first, upcoming mixed in. */
const NVDA_EVENTS: StockEvent[] = [
  event('meeting-2027', 'annualMeeting', '2027-05-24', true),
  event('earnings-2026Q4', 'earnings', '2027-02-16', true, '2027-02-16T21:05:00.000Z'),
  event('pay-2026-12-14', 'dividendPayment', '2026-12-14', true),
  event('ex-2026-11-25', 'exDividend', '2026-11-25', false),
  event('earnings-2026Q3', 'earnings', '2026-11-09', false, '2026-11-09T21:05:00.000Z'),
  event('pay-2026-09-11', 'dividendPayment', '2026-09-11', false),
  event('ex-2026-08-24', 'exDividend', '2026-08-24', false),
  event('earnings-2026Q2', 'earnings', '2026-08-06', false, '2026-08-06T20:05:00.000Z'),
  event('pay-2026-06-15', 'dividendPayment', '2026-06-15', false),
  event('ex-2026-05-26', 'exDividend', '2026-05-26', false),
  event('meeting-2026', 'annualMeeting', '2026-05-26', false),
  event('earnings-2026Q1', 'earnings', '2026-05-06', false, '2026-05-06T20:05:00.000Z'),
];

describe('orderEvents', () => {
  it('puts the upcoming events first, soonest first, then the recent ones, newest first', () => {
    const { upcoming, recent } = orderEvents([...NVDA_EVENTS].reverse());
    expect(upcoming.map((item) => item.date)).toEqual(['2026-12-14', '2027-02-16', '2027-05-24']);
    expect(recent.map((item) => item.date)).toEqual(['2026-11-25', '2026-11-09', '2026-09-11', '2026-08-24', '2026-08-06', '2026-06-15', '2026-05-26', '2026-05-26', '2026-05-06']);
  });

  it('trusts the service on what is still to come, and orders a day by its time', () => {
    const sameDay = [
      event('b-release', 'earnings', '2026-12-01', true, '2026-12-01T21:05:00.000Z'),
      event('a-split', 'split', '2026-12-01', true),
      event('past-but-later-date', 'exDividend', '2026-12-31', false),
    ];
    const { upcoming, recent } = orderEvents(sameDay);
    expect(upcoming.map((item) => item.id)).toEqual(['a-split', 'b-release']);
    expect(recent.map((item) => item.id)).toEqual(['past-but-later-date']);
  });
});

describe('eventSections', () => {
  it(`shows ${VISIBLE_EVENTS} rows, every upcoming one, and folds the older rest`, () => {
    const { upcoming, recent, older } = eventSections(NVDA_EVENTS);
    expect(upcoming).toHaveLength(3);
    expect(recent).toHaveLength(VISIBLE_EVENTS - 3);
    expect(older.map((row) => row.id)).toEqual(['pay-2026-06-15', 'meeting-2026', 'ex-2026-05-26', 'earnings-2026Q1']);
    expect([...recent, ...older].map((row) => row.isoDate)).toEqual(orderEvents(NVDA_EVENTS).recent.map((item) => item.date));
    expect(eventSections(NVDA_EVENTS.slice(0, 4))).toMatchObject({ recent: [{ id: 'ex-2026-11-25' }], older: [] });
  });

  it('names each kind in Chinese and gives a time its clock', () => {
    expect(Object.values(EVENT_TYPE_LABELS)).toEqual(['財報', '除息', '股利發放', '股票分割', '股東會']);
    expect(eventRow(NVDA_EVENTS[1] as StockEvent)).toEqual({
      id: 'earnings-2026Q4',
      type: 'earnings',
      typeLabel: '財報',
      date: '2027/02/16',
      isoDate: '2027-02-16',
      time: '16:05 美東',
      isoTime: '2027-02-16T21:05:00.000Z',
      title: 'earnings-2026Q4',
      upcoming: true,
    });
    expect(eventRow(event('split', 'split', '2026-12-28', true))).toMatchObject({ typeLabel: '股票分割', date: '2026/12/28', time: null });
  });
});
