import { Hono } from 'hono';
import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { answerErrorsAsJson, SandboxHttpError } from '../http-errors.ts';
import { isoDate, parseIsoDate } from '../market/calendar.ts';
import { createTwseCalendar, taipeiDay, type TwseCalendar } from './calendar.ts';
import { loadHolidays, loadPairs, type PairRow } from './data.ts';
import { lastCloseDay, lastRateDay, taiwanCloses, usdTwdRates } from './prices.ts';

/**
 * The Taiwan-market and FX service (contract in docs/decisions/039-adr-taiwan-parity.md):
 * the ADR ↔ TWSE pairs of its data file, a listing's daily closes in TWD, the USD/TWD closing rate and
 * the TWSE calendar with its holidays. Public reference data: no token, no app id. Every answer follows
 * the market clock (SANDBOX_NOW, SANDBOX_CLOCK_START, the marketTime knob) and holds nothing from later.
 */
export interface TaiwanMarketDeps {
  catalogue: Catalogue;
  /** The market clock (UTC ms). */
  now: () => number;
}

/** The longest range one call may ask for: a year's chart and a margin. */
export const MAX_RANGE_DAYS = 400;
/** Without `from`, a range starts this many days before its end: a one-year chart with room for holidays at its start. */
export const DEFAULT_RANGE_DAYS = 380;

const TWSE_CODE = /^\d{4}[0-9A-Z]{0,2}$/;

function dateParam(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const day = parseIsoDate(raw);
  if (day === null) throw new SandboxHttpError(400, 'badDate', `${name}: ${JSON.stringify(raw.slice(0, 20))} is not a date (YYYY-MM-DD)`);
  return day;
}

/** `from` and `to` (inclusive); `to` defaults to `latest`, `from` to DEFAULT_RANGE_DAYS before `to`. */
function rangeOf(query: (name: string) => string | undefined, latest: number): { from: number; to: number } {
  const to = dateParam(query('to'), 'to') ?? latest;
  const from = dateParam(query('from'), 'from') ?? to - DEFAULT_RANGE_DAYS;
  if (from > to) throw new SandboxHttpError(400, 'badRange', 'from must not be after to');
  if (to - from > MAX_RANGE_DAYS) throw new SandboxHttpError(400, 'badRange', `a range covers at most ${MAX_RANGE_DAYS} days`);
  return { from, to };
}

const publishedPair = (pair: PairRow) => ({ adrSymbol: pair.adrSymbol, twseCode: pair.twseCode, nameZh: pair.nameZh, nameEn: pair.nameEn, sharesPerAdr: pair.sharesPerAdr });

export function createTaiwanMarketService(deps: TaiwanMarketDeps, data: { pairs: PairRow[]; calendar: TwseCalendar } = { pairs: loadPairs(), calendar: createTwseCalendar(loadHolidays()) }): Hono {
  const { calendar } = data;
  // A pair whose ADR the business service does not list could not be drawn consistently: left out, said once.
  const pairs = new Map<string, { pair: PairRow; adr: CatalogueEntry }>();
  for (const pair of data.pairs) {
    const adr = deps.catalogue.get(pair.adrSymbol);
    if (adr) pairs.set(pair.twseCode, { pair, adr });
    else console.warn(`[sandbox taiwan-market] ${pair.adrSymbol} is not in the catalogue: pair ${pair.twseCode} left out`);
  }
  const app = new Hono();

  app.get('/api/adr-pairs', (c) => c.json({ data: [...pairs.values()].map(({ pair }) => publishedPair(pair)) }));

  app.get('/api/closes/:code', (c) => {
    const code = c.req.param('code').toUpperCase();
    if (!TWSE_CODE.test(code)) throw new SandboxHttpError(400, 'badCode', 'a TWSE code is four digits, e.g. 2330');
    const found = pairs.get(code);
    if (!found) throw new SandboxHttpError(404, 'unknownCode', `no listing ${code} in this service`);
    const nowMs = deps.now();
    const { from, to } = rangeOf((name) => c.req.query(name), lastCloseDay(nowMs));
    const closes = taiwanCloses(found.pair, found.adr, calendar, from, to, nowMs);
    return c.json({ data: { code, currency: 'TWD', from: isoDate(from), to: isoDate(to), closes: closes.map(({ day, value }) => ({ date: isoDate(day), close: value })) } });
  });

  app.get('/api/fx/usd-twd', (c) => {
    const nowMs = deps.now();
    const { from, to } = rangeOf((name) => c.req.query(name), lastRateDay(nowMs));
    const rates = usdTwdRates(calendar, from, to, nowMs);
    return c.json({ data: { pair: 'USD/TWD', from: isoDate(from), to: isoDate(to), rates: rates.map(({ day, value }) => ({ date: isoDate(day), rate: value })) } });
  });

  // The calendar is published ahead (holidays are known in advance): any range inside its coverage.
  app.get('/api/calendar', (c) => {
    const { from, to } = rangeOf((name) => c.req.query(name), taipeiDay(deps.now()));
    if (from < calendar.from || to > calendar.to) {
      throw new SandboxHttpError(404, 'outsideCalendar', `the calendar covers ${isoDate(calendar.from)} to ${isoDate(calendar.to)}`);
    }
    const holidays = calendar.holidaysBetween(from, to).map(({ day, name }) => ({ date: isoDate(day), name }));
    return c.json({ data: { from: isoDate(from), to: isoDate(to), weekendsClosed: true, holidays } });
  });

  answerErrorsAsJson(app, { notFound: 'no taiwan-market route for', failure: 'taiwan-market service error', log: '[sandbox taiwan-market]' });
  return app;
}
