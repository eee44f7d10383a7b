import type { CatalogueEntry } from '../catalogue/types.ts';
import { dayNumber, isTradingDay, MS_PER_DAY, nextTradingDay } from './calendar.ts';
import { symbolParams } from './params.ts';
import { createRandom } from './prng.ts';

/**
 * Forward stock splits. Companies split when their share price has climbed far above where most
 * investors buy in whole shares, so only an ordinary company's stock can split (not a fund, an
 * index, a warrant or a preferred), only if its price is high enough that the pre-split price
 * would have been a few hundred dollars or more, and rarely: about one such company in 25 a year.
 *
 * Prices in the sandbox are split-adjusted, as quote sites show them, so a split leaves no jump
 * in the series; the anchor price (fixed per symbol) decides, so a split never comes and goes as
 * the market moves.
 */
export interface StockSplit {
  /** First session that trades split-adjusted (day number). */
  day: number;
  /** New shares for each old one (1 股分割為 `ratio` 股). */
  ratio: number;
}

const CHANCE_PER_YEAR = 0.04;
const RATIOS = [2, 3, 4, 5, 10] as const;
/** The pre-split price (adjusted price × ratio) a company splits from. */
const PRE_SPLIT_MIN = 250;
const PRE_SPLIT_MAX = 2500;
/** Below this (split-adjusted) price no split: the company never had a high share price to cut. */
const MIN_PRICE = 40;

function splitOfYear(entry: CatalogueEntry, year: number): StockSplit | null {
  const random = createRandom(`split:${entry.id}:${year}`);
  if (!random.chance(CHANCE_PER_YEAR)) return null;
  const price = symbolParams(entry).anchorPrice;
  const ratios = RATIOS.filter((ratio) => price * ratio >= PRE_SPLIT_MIN && price * ratio <= PRE_SPLIT_MAX);
  if (ratios.length === 0) return null;
  const ratio = random.pick(ratios);
  let day = dayNumber(year, 1, 1) + random.int(0, 364);
  while (!isTradingDay(day)) day = nextTradingDay(day);
  return { day, ratio };
}

/** The splits effective in [fromDay, toDay], oldest first. */
export function stockSplits(entry: CatalogueEntry, fromDay: number, toDay: number): StockSplit[] {
  const params = symbolParams(entry);
  if (entry.isIndex || entry.isEtf || params.kind !== 'stock' || params.anchorPrice < MIN_PRICE) return [];
  const splits: StockSplit[] = [];
  const firstYear = new Date(fromDay * MS_PER_DAY).getUTCFullYear();
  const lastYear = new Date(toDay * MS_PER_DAY).getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year++) {
    const split = splitOfYear(entry, year);
    if (split && split.day >= fromDay && split.day <= toDay) splits.push(split);
  }
  return splits;
}

/** 「1 股分割為 4 股」 */
export const splitTitle = (split: StockSplit): string => `1 股分割為 ${split.ratio} 股`;
