import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { parseIsoDate } from '../market/calendar.ts';

/**
 * The Taiwan-market service's data files (sandbox/data/taiwan-market/): which New York ADRs have a
 * Taiwan listing, and the TWSE's closed weekdays. Read and checked once at start; a mistake in a file
 * stops the sandbox with the file and the field named, rather than serving a half-wrong calendar.
 */
const isoDate = v.pipe(
  v.string(),
  v.check((text) => parseIsoDate(text) !== null, 'must be a real YYYY-MM-DD date'),
);

const PairRow = v.strictObject({
  /** The New York symbol, as the business service spells it. */
  adrSymbol: v.pipe(v.string(), v.regex(/^[A-Z][A-Z.]{0,9}$/)),
  /** The TWSE stock code (four digits; a few have a letter or more digits). */
  twseCode: v.pipe(v.string(), v.regex(/^\d{4}[0-9A-Z]{0,2}$/)),
  nameZh: v.pipe(v.string(), v.nonEmpty(), v.maxLength(20)),
  nameEn: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)),
  /** Taiwan shares one ADR represents. */
  sharesPerAdr: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
  /** The sandbox's model of the ADR's premium over parity (fractions), never published. */
  premium: v.strictObject({ mean: v.pipe(v.number(), v.minValue(-0.5), v.maxValue(0.5)), amplitude: v.pipe(v.number(), v.minValue(0), v.maxValue(0.2)) }),
});
export type PairRow = v.InferOutput<typeof PairRow>;

const PairsFile = v.object({
  pairs: v.pipe(
    v.array(PairRow),
    v.nonEmpty(),
    v.check((rows) => new Set(rows.map((row) => row.adrSymbol)).size === rows.length, 'an ADR symbol is listed twice'),
    v.check((rows) => new Set(rows.map((row) => row.twseCode)).size === rows.length, 'a TWSE code is listed twice'),
  ),
});

const HolidaysFile = v.object({ coverage: v.object({ from: isoDate, to: isoDate }), holidays: v.array(v.object({ date: isoDate, name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(30)) })) });
export type HolidaysFile = v.InferOutput<typeof HolidaysFile>;

const dataFile = (name: string) => new URL(`../data/taiwan-market/${name}`, import.meta.url);

function readChecked<TSchema extends v.GenericSchema>(name: string, schema: TSchema): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, JSON.parse(readFileSync(dataFile(name), 'utf8')));
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  throw new Error(`sandbox/data/taiwan-market/${name}: ${issue ? `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}` : 'invalid'}`);
}

export const loadPairs = (): PairRow[] => readChecked('adr-pairs.json', PairsFile).pairs;
export const loadHolidays = (): HolidaysFile => readChecked('twse-holidays.json', HolidaysFile);
