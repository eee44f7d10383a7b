import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { isoDate, newYorkTimeToUtc, previousTradingDay } from './calendar.ts';
import { earningsSlot } from './earnings-calendar.ts';
import { quoteAt } from './quote.ts';

const catalogue = loadCatalogue([]);
const entry = (id: string) => {
  const found = catalogue.get(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
/** UTC ms of a New York wall-clock time ("2026-11-25", 8 * 60 = 08:00). */
const newYork = (date: string, minutes: number) => newYorkTimeToUtc(Date.parse(`${date}T00:00:00Z`) / 86_400_000, minutes);
const extended = (id: string, at: number) => quoteAt(entry(id), at).extendedHours;

/** Wednesday 25 November 2026: an ordinary session, the day before Thanksgiving. */
const DAY = '2026-11-25';

describe('extended-hours prices', () => {
  it('exist only in the pre-market (04:00–09:30) and the after-hours (16:00–20:00), New York time', () => {
    expect(extended('NVDA', newYork(DAY, 3 * 60 + 59))).toBeNull();
    expect(extended('NVDA', newYork(DAY, 4 * 60))?.session).toBe('preMarket');
    expect(extended('NVDA', newYork(DAY, 9 * 60 + 29))?.session).toBe('preMarket');
    expect(extended('NVDA', newYork(DAY, 9 * 60 + 30))).toBeNull();
    expect(extended('NVDA', newYork(DAY, 15 * 60 + 59))).toBeNull();
    expect(extended('NVDA', newYork(DAY, 16 * 60))?.session).toBe('afterHours');
    expect(extended('NVDA', newYork(DAY, 19 * 60 + 59))?.session).toBe('afterHours');
    expect(extended('NVDA', newYork(DAY, 20 * 60))).toBeNull();
    // Thanksgiving and a Saturday: no trading at all.
    expect(extended('NVDA', newYork('2026-11-26', 8 * 60))).toBeNull();
    expect(extended('NVDA', newYork('2026-11-28', 17 * 60))).toBeNull();
  });

  it('follow an early close: after-hours from 13:00 to 17:00 on the day after Thanksgiving', () => {
    expect(extended('AAPL', newYork('2026-11-27', 14 * 60))?.session).toBe('afterHours');
    expect(extended('AAPL', newYork('2026-11-27', 17 * 60 + 30))).toBeNull();
  });

  it('never exist for an index, in either period', () => {
    for (const id of ['#GSPC', '#DJI', '#IXIC', '#SOXX']) {
      expect(extended(id, newYork(DAY, 8 * 60)), id).toBeNull();
      expect(extended(id, newYork(DAY, 17 * 60)), id).toBeNull();
    }
    expect(extended('SPY', newYork(DAY, 8 * 60))?.session).toBe('preMarket');
  });

  it('are the same for the same instant, move from minute to minute and differ between symbols', () => {
    const at = newYork(DAY, 17 * 60 + 12);
    expect(extended('NVDA', at)).toEqual(extended('NVDA', at));
    expect(extended('NVDA', at)?.price).not.toBe(extended('NVDA', at + 30 * 60_000)?.price);
    expect(extended('NVDA', at)?.changePercent).not.toBe(extended('AMD', at)?.changePercent);
    expect(extended('NVDA', at)?.time).toBe(new Date(at).toISOString());
  });

  it('are measured against the regular-session price: the last close', () => {
    for (const minutes of [6 * 60, 18 * 60]) {
      const quote = quoteAt(entry('TSLA'), newYork(DAY, minutes));
      const ext = quote.extendedHours;
      if (!ext) throw new Error('no extended-hours price');
      expect(ext.change).toBeCloseTo(ext.price - quote.price, 2);
      expect(ext.changePercent).toBeCloseTo(((ext.price - quote.price) / quote.price) * 100, 1);
    }
    // Pre-market: the quote's price is yesterday's close; after-hours: today's close.
    expect(quoteAt(entry('TSLA'), newYork(DAY, 6 * 60)).tradingDate).toBe('2026-11-24');
    expect(quoteAt(entry('TSLA'), newYork(DAY, 18 * 60)).tradingDate).toBe(DAY);
  });

  it('stay within a few per cent of the close on ordinary days', () => {
    for (const id of ['NVDA', 'AAPL', 'TSLA', 'KO', 'SPY', 'QQQ', 'AMD', 'BRK.B']) {
      for (const date of ['2026-11-23', '2026-11-24', DAY]) {
        for (let minutes = 4 * 60; minutes < 20 * 60; minutes += 23) {
          const ext = extended(id, newYork(date, minutes));
          if (!ext) continue;
          expect(Math.abs(ext.changePercent), `${id} ${date} ${minutes}`).toBeLessThan(4);
          expect(ext.price).toBeGreaterThan(0);
        }
      }
    }
  });

  it('end the pre-market next to the opening price', () => {
    for (const id of ['NVDA', 'AAPL', 'SPY']) {
      const last = extended(id, newYork(DAY, 9 * 60 + 29));
      const open = quoteAt(entry(id), newYork(DAY, 9 * 60 + 30)).open;
      expect(Math.abs((last?.price ?? 0) / open - 1), id).toBeLessThan(0.004);
    }
  });

  it('move more after an after-close earnings release than on the day before', () => {
    const ids = ['NVDA', 'AAPL', 'MSFT', 'AMZN', 'META', 'GOOGL', 'TSLA', 'AMD', 'NFLX', 'INTC', 'ORCL', 'CRM'];
    let releaseMoves = 0;
    let quietMoves = 0;
    let days = 0;
    for (const id of ids) {
      const slot = earningsSlot(id, 2026, 3);
      if (slot.timing !== 'afterClose') continue;
      days++;
      releaseMoves += Math.abs(extended(id, newYorkTimeToUtc(slot.reportDay, 17 * 60))?.changePercent ?? 0);
      const dayBefore = extended(id, newYorkTimeToUtc(previousTradingDay(slot.reportDay), 17 * 60));
      if (!dayBefore) throw new Error(`${id}: no after-hours the day before ${isoDate(slot.reportDay)}`);
      quietMoves += Math.abs(dayBefore.changePercent);
    }
    expect(days).toBeGreaterThan(3);
    expect(releaseMoves).toBeGreaterThan(2 * quietMoves);
  });
});
