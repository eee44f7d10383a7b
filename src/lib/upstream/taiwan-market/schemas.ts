import * as v from 'valibot';
import { isCalendarDate } from './calendar-date';
import type { StockId } from '@protocol/stock-id';

/**
 * The Taiwan-market and FX service's answers (contract: docs/decisions/039-adr-taiwan-parity.md).
 * Every answer is `{ data }`. Bounds are tight on purpose: these numbers become a price on the page,
 * so a negative, zero, huge or non-finite figure, a malformed date or code, or a list longer than any
 * real answer is refused here (a 502 the section shows as its error state), never drawn.
 */

/** A real calendar date (valibot's isoDate alone lets 2026-02-30 through). */
const isoDate = v.pipe(v.string(), v.isoDate(), v.check(isCalendarDate, 'not a real date'));
const dataOf = <TSchema extends v.GenericSchema>(schema: TSchema) => v.object({ data: schema });
/** Strictly increasing dates, so the maths can search them and the chart can walk them. */
const ascendingDates = <T extends { date: string }>(rows: T[]) => rows.every((row, i) => i === 0 || (rows[i - 1] as T).date < row.date);
/** A daily series: at most 400 rows (more than a year of trading days), strictly in date order. */
const dailyRows = <TRow extends v.GenericSchema<{ date: string }>>(row: TRow, what: string) => v.pipe(v.array(row), v.maxLength(400), v.check(ascendingDates, `${what} must be in date order`));

export const AdrPairSchema = v.object({
  /** The New York symbol (TSM). */
  adrSymbol: v.pipe(
    v.string(),
    v.regex(/^[A-Z][A-Z.]{0,9}$/),
    v.transform((symbol) => symbol as StockId),
  ),
  /** The TWSE stock code (2330). */
  twseCode: v.pipe(v.string(), v.regex(/^\d{4}[0-9A-Z]{0,2}$/)),
  nameZh: v.pipe(v.string(), v.nonEmpty(), v.maxLength(20)),
  nameEn: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)),
  /** Taiwan shares one ADR represents. */
  sharesPerAdr: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
});
export type AdrPair = v.InferOutput<typeof AdrPairSchema>;

/** GET /api/adr-pairs */
export const AdrPairsSchema = dataOf(v.pipe(v.array(AdrPairSchema), v.maxLength(200)));

/** GET /api/closes/{code}?from&to: TWSE trading days only, oldest first. */
export const TaiwanClosesSchema = dataOf(
  v.object({
    code: v.pipe(v.string(), v.regex(/^\d{4}[0-9A-Z]{0,2}$/)),
    currency: v.literal('TWD'),
    closes: dailyRows(v.object({ date: isoDate, close: v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(1_000_000)) }), 'closes'),
  }),
);
export type TaiwanCloses = v.InferOutput<typeof TaiwanClosesSchema>['data'];

/** GET /api/fx/usd-twd?from&to: TWD per US dollar, one closing rate per Taipei trading day, oldest first. */
export const UsdTwdRatesSchema = dataOf(
  v.object({ pair: v.literal('USD/TWD'), rates: dailyRows(v.object({ date: isoDate, rate: v.pipe(v.number(), v.finite(), v.minValue(10), v.maxValue(100)) }), 'rates') }),
);
export type UsdTwdRates = v.InferOutput<typeof UsdTwdRatesSchema>['data'];

/** GET /api/calendar?from&to: the TWSE's closed weekdays in the range (weekends are always closed). */
export const TwseCalendarSchema = dataOf(
  v.object({ from: isoDate, to: isoDate, holidays: v.pipe(v.array(v.object({ date: isoDate, name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(30)) })), v.maxLength(200)) }),
);
export type TwseCalendar = v.InferOutput<typeof TwseCalendarSchema>['data'];
