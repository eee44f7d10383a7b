import * as v from 'valibot';
import type { StockId } from '@protocol/stock-id';

/**
 * The web business service's answers, one file per family of calls (this folder). These schemas are
 * the contract: the sandbox is tested against them, and the app's types come from them. Every answer
 * is wrapped as `{ data }`. Money is in USD units (not thousands); percentages are percent values
 * (12.5 = 12.5 %). Here: the pieces every family uses.
 */

export const int = v.pipe(v.number(), v.integer());
export const isoTime = v.pipe(v.string(), v.isoTimestamp());
export const isoDate = v.pipe(v.string(), v.isoDate());
export const dataOf = <TSchema extends v.GenericSchema>(schema: TSchema) => v.object({ data: schema });
/**
 * A stock id as the service answers it: already in the one spelling (upper case, '#' for an index),
 * so it is branded as it stands and never normalised a second time.
 */
export const stockId = v.pipe(
  v.string(),
  v.transform((id) => id as StockId),
);
/** A percent value (12.5 = 12.5 %). */
export const percent = v.number();

/** What a row of a list of securities with their quote has (an index's members, the movers). */
export const quotedSecurityRowEntries = { id: v.string(), name: v.string(), customName: v.nullable(v.string()), price: v.number(), change: v.number(), changePercent: v.number() };
