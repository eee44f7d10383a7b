import { seededRandom } from './random.ts';

/** One row of GET /api/Rank/USCommodity: a symbol (indices start with '#') and its popularity. */
export interface RankEntry {
  id: string;
  /** 1 for the most popular. */
  rank: number;
  /** Today's discussion heat: posts, comments and page views rolled into one number. */
  score: number;
}

/**
 * Who people talk about, with a base popularity (0–100). Today's score moves each base by at most
 * ±20 %, so the order shuffles day to day while the famous names stay on top. Fewer than 20
 * entries can exceed the lowest possible index score (#GSPC 100 × 0.8 = 80 beats any base
 * below 66), so the top 20 always holds index ids for the app to drop.
 */
const POPULARITY: ReadonlyArray<readonly [string, number]> = [
  ['NVDA', 100],
  ['#GSPC', 100],
  ['TSLA', 98],
  ['#IXIC', 95],
  ['AAPL', 94],
  ['#SOXX', 90],
  ['MSFT', 88],
  ['AMD', 86],
  ['#DJI', 84],
  ['META', 82],
  ['AMZN', 80],
  ['GOOGL', 78],
  ['AVGO', 76],
  ['TSM', 72],
  ['PLTR', 66],
  ['BRK.B', 64],
  ['LLY', 62],
  ['INTC', 60],
  ['NFLX', 58],
  ['MU', 57],
  ['SMCI', 56],
  ['COIN', 55],
  ['MSTR', 54],
  ['QCOM', 52],
  ['ARM', 51],
  ['COST', 50],
  ['GOOG', 49],
  ['ORCL', 48],
  ['JPM', 46],
  ['V', 44],
  ['UNH', 43],
  ['XOM', 42],
  ['SOFI', 41],
  ['BABA', 40],
  ['UBER', 39],
  ['DIS', 38],
  ['KO', 37],
  ['PEP', 36],
  ['WMT', 35],
  ['BA', 34],
  ['NKE', 33],
  ['PYPL', 32],
  ['SHOP', 31],
  ['CRM', 30],
  ['ADBE', 29],
  ['SPY', 28],
  ['QQQ', 27],
  ['TQQQ', 26],
  ['SOXL', 25],
  ['ASML', 24],
  ['MRVL', 23],
  ['ANET', 22],
  ['PANW', 21],
  ['CRWD', 20],
  ['SNOW', 19],
  ['ABNB', 18],
  ['RIVN', 17],
  ['NIO', 16],
  ['F', 15],
  ['GM', 14],
  ['T', 13],
  ['VZ', 12],
  ['PFE', 11],
  ['MRK', 10],
];

export const POPULAR_RANK_MAX = POPULARITY.length;

/** Today's ranking (by the UTC date), most popular first, `fetch` rows at most. */
export function popularRank(dateKey: string, fetch: number): RankEntry[] {
  const random = seededRandom(`rank:${dateKey}`);
  return POPULARITY.map(([id, base]) => ({ id, score: Math.round(base * (0.8 + 0.4 * random.next()) * 1000) }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .slice(0, fetch)
    .map((entry, index) => ({ id: entry.id, rank: index + 1, score: entry.score }));
}

export const utcDateKey = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);
