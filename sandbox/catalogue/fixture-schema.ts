import * as v from 'valibot';
import { FixtureError } from '../fixtures.ts';

/** Same pattern as the business service's id check: letters, digits, '.', '$', '-', '^', '='; '#' for indices. */
export const STOCK_ID_PATTERN = /^#?[A-Z0-9][A-Z0-9.$^=-]{0,15}$/;

/**
 * A stock in SANDBOX_FIXTURES: the stock record the service answers, plus optional facts
 * for the generators. An id that already exists overrides that entry's fields.
 */
export const FixtureStockSchema = v.object({
  id: v.pipe(v.string(), v.toUpperCase(), v.regex(STOCK_ID_PATTERN, 'id must look like a US symbol (NVDA, BRK.B, #DJI)')),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'name must not be empty'), v.maxLength(200)),
  customName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100)))),
  marketType: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))),
  commodityType: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))),
  exchange: v.optional(v.nullable(v.picklist([1, 2, 3]))),
  sector: v.optional(v.pipe(v.string(), v.maxLength(100))),
  industry: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** Anchor price in USD for the synthetic series. */
  price: v.optional(v.pipe(v.number(), v.minValue(0.01), v.maxValue(1_000_000))),
  /** Market cap in billions of USD. */
  capB: v.optional(v.pipe(v.number(), v.minValue(0.001), v.maxValue(100_000))),
});

export type FixtureStock = v.InferOutput<typeof FixtureStockSchema>;

/** Validates every entry; the error names the offending entry by position and id. */
export function parseFixtureStocks(entries: unknown[]): FixtureStock[] {
  return entries.map((entry, index) => {
    const result = v.safeParse(FixtureStockSchema, entry);
    if (result.success) return result.output;
    const id = entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string' ? ` ("${String((entry as { id: string }).id).slice(0, 40)}")` : '';
    const issue = result.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    throw new FixtureError(`SANDBOX_FIXTURES: stocks[${index}]${id} is invalid: ${path ? `${path}: ` : ''}${issue?.message ?? 'bad entry'}`);
  });
}
