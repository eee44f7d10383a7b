import type { CatalogueEntry } from '../catalogue/types.ts';
import { type MarketSession, marketSession, newYorkClock, sessionCloseUtc, sessionOpenUtc } from './calendar.ts';
import { extendedHoursPrint } from './extended-hours.ts';
import { intradayPath, type PartialBar, sessionSoFar } from './intraday.ts';
import { type DailySeries, dailySeries, indexOnOrBefore } from './series.ts';

/**
 * What the market looks like at one instant: which session is the latest (finished or running)
 * and its bar so far. Before today's open the latest session is yesterday's, as quote pages show.
 */
export interface SessionView {
  series: DailySeries;
  /** Index of the latest session that has opened. */
  index: number;
  /** That session's bar, partial while it runs. */
  bar: PartialBar;
  /** True while the session runs. */
  live: boolean;
}

/**
 * The view at `nowMs`. `series` may be given by a caller that holds the symbol's recent sessions
 * already (the movers): it must reach the New York day of `nowMs`, as dailySeries does.
 */
export function sessionView(entry: CatalogueEntry, nowMs: number, series: DailySeries = dailySeries(entry, newYorkClock(nowMs).day)): SessionView {
  return sessionViewOf(series, nowMs);
}

/**
 * The same view from a series already at hand. The view reads only the last three sessions, so
 * the tail of a series (sandbox/market/member-quotes.ts keeps thousands of those) answers exactly
 * as the whole series does.
 */
export function sessionViewOf(series: DailySeries, nowMs: number): SessionView {
  const { day } = newYorkClock(nowMs);
  let index = indexOnOrBefore(series, day);
  if (index > 0 && (series.days[index] as number) === day && nowMs < sessionOpenUtc(day)) index--;
  // The series never ends before the anchor day; a clock set earlier still sees a valid session.
  if (index < 0) index = 0;
  const sessionDay = series.days[index] as number;
  const live = nowMs >= sessionOpenUtc(sessionDay) && nowMs < sessionCloseUtc(sessionDay);
  const bar = live
    ? sessionSoFar(intradayPath(series, index), nowMs)
    : { open: series.open[index] as number, high: series.high[index] as number, low: series.low[index] as number, close: series.close[index] as number, volume: series.volume[index] as number };
  return { series, index, bar, live };
}

/** Prices under one dollar keep four decimals, the rest two (the site rounds to 2). */
export const roundPrice = (value: number): number => (Math.abs(value) < 1 ? Math.round(value * 10_000) / 10_000 : Math.round(value * 100) / 100);
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Percent change: (a-b)/|b|*100, rounded to 2 decimals. */
export const percentChange = (value: number, base: number): number | null => (base === 0 ? null : round2(((value - base) / Math.abs(base)) * 100));

/** A pre-market or after-hours price, measured against the quote's (regular-session) price. */
export interface ExtendedHoursQuote {
  session: 'preMarket' | 'afterHours';
  price: number;
  change: number;
  changePercent: number;
  /** ISO time of the price. */
  time: string;
}

export interface Quote {
  id: string;
  price: number;
  previousClose: number;
  change: number;
  changePercent: number;
  open: number;
  high: number;
  low: number;
  volume: number;
  /** The market session (by New York time) at the time of the quote. */
  marketSession: MarketSession;
  /** New York date of the session the price belongs to. */
  tradingDate: string;
  /** ISO time of the quote. */
  time: string;
  currency: 'USD';
  /** In the pre-market and after-hours the latest extended-hours price; else (and for indices) null. */
  extendedHours: ExtendedHoursQuote | null;
}

export function quoteAt(entry: CatalogueEntry, nowMs: number, series?: DailySeries): Quote {
  return quoteOfView(entry, sessionView(entry, nowMs, series), nowMs);
}

export function quoteOfView(entry: CatalogueEntry, view: SessionView, nowMs: number): Quote {
  const previousClose = view.index > 0 ? (view.series.close[view.index - 1] as number) : view.bar.open;
  const price = roundPrice(view.bar.close);
  const previous = roundPrice(previousClose);
  return {
    id: entry.id,
    price,
    previousClose: previous,
    change: roundPrice(price - previous),
    changePercent: percentChange(price, previous) ?? 0,
    open: roundPrice(view.bar.open),
    high: roundPrice(view.bar.high),
    low: roundPrice(view.bar.low),
    volume: Math.round(view.bar.volume),
    marketSession: marketSession(nowMs),
    tradingDate: new Date((view.series.days[view.index] as number) * 86_400_000).toISOString().slice(0, 10),
    time: new Date(view.live ? nowMs : Math.min(nowMs, sessionCloseUtc(view.series.days[view.index] as number))).toISOString(),
    currency: 'USD',
    extendedHours: extendedHoursQuote(entry, view, nowMs, price),
  };
}

function extendedHoursQuote(entry: CatalogueEntry, view: SessionView, nowMs: number, regularPrice: number): ExtendedHoursQuote | null {
  const print = extendedHoursPrint(entry, view, nowMs);
  if (!print) return null;
  const price = roundPrice(print.price);
  return { session: print.session, price, change: roundPrice(price - regularPrice), changePercent: percentChange(price, regularPrice) ?? 0, time: new Date(print.atMs).toISOString() };
}
