import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { COMMODITY_TYPE_STOCK } from '../catalogue/types.ts';
import { marketCapAt, symbolParams } from './params.ts';

/**
 * Who is in each of the four indices, and how each weighs its members:
 * - #GSPC: the S&P 500 list (sp500-constituents.csv), weighted by market cap;
 * - #DJI: the real Dow 30, weighted by price (a price-weighted average);
 * - #SOXX: the PHLX Semiconductor index's 30 members, by market cap with the index's caps
 *   (12 %, 10 % and 8 % for the three largest, 4 % for the rest);
 * - #IXIC: every Nasdaq-listed common stock or ADR in the catalogue (no funds, warrants, units,
 *   rights, preferreds or notes), by market cap.
 * Market cap is the synthetic market's own: shares (params.ts) × price.
 */
export type Weighting = 'marketCap' | 'price' | 'cappedMarketCap';

export interface IndexMembership {
  indexId: string;
  weighting: Weighting;
  members: readonly CatalogueEntry[];
  /** Members all belong to this GICS sector whatever the catalogue guessed (semiconductors are IT). */
  sector: string | null;
}

/** The Dow Jones Industrial Average since November 2024 (NVDA and SHW replaced INTC and DOW). */
export const DOW_30 = [
  'AAPL',
  'AMGN',
  'AMZN',
  'AXP',
  'BA',
  'CAT',
  'CRM',
  'CSCO',
  'CVX',
  'DIS',
  'GS',
  'HD',
  'HON',
  'IBM',
  'JNJ',
  'JPM',
  'KO',
  'MCD',
  'MMM',
  'MRK',
  'MSFT',
  'NKE',
  'NVDA',
  'PG',
  'SHW',
  'TRV',
  'UNH',
  'V',
  'VZ',
  'WMT',
] as const;

/** The PHLX Semiconductor Sector index (SOX): 30 US-listed chip designers, makers and equipment suppliers. */
export const PHLX_SEMICONDUCTOR_30 = [
  'NVDA',
  'AVGO',
  'AMD',
  'TSM',
  'ASML',
  'QCOM',
  'TXN',
  'MU',
  'AMAT',
  'LRCX',
  'KLAC',
  'ADI',
  'INTC',
  'MRVL',
  'NXPI',
  'MCHP',
  'ARM',
  'MPWR',
  'ON',
  'GFS',
  'TER',
  'ENTG',
  'SWKS',
  'LSCC',
  'COHR',
  'ONTO',
  'RMBS',
  'MTSI',
  'QRVO',
  'AMKR',
] as const;

/** SOX caps: the three largest members at 12 %, 10 % and 8 %, every other at 4 %. */
const SOX_CAPS = [12, 10, 8];
const SOX_OTHER_CAP = 4;

const NOT_COMMON = /Warrant|\bUnits?\b|\bRights?\b|Preferred|Notes? due|Debenture|Closed End Fund|Beneficial Interest|Trust Preferred/i;

/** Nasdaq Composite eligibility: listed on Nasdaq, a common share or ADR (what the index counts). */
export const isNasdaqCommonStock = (entry: CatalogueEntry): boolean =>
  entry.venue === 'Q' && !entry.isEtf && !entry.isIndex && entry.commodityType === COMMODITY_TYPE_STOCK && !entry.id.includes('$') && !NOT_COMMON.test(entry.securityName);

/**
 * The Nasdaq-100: the hundred largest Nasdaq-listed companies outside the financial sector (the
 * index's own rule), by their size on the anchor day, largest first (what QQQ holds, and whom the
 * screener marks). Memoised per catalogue version.
 */
export function nasdaq100Members(catalogue: Catalogue): readonly CatalogueEntry[] {
  const cached = nasdaq100.get(catalogue);
  if (cached && cached.version === catalogue.version) return cached.members;
  const anchorCap = (entry: CatalogueEntry) => symbolParams(entry).shares * symbolParams(entry).anchorPrice;
  const members = catalogue
    .all()
    .filter((candidate) => isNasdaqCommonStock(candidate) && candidate.sector !== 'Financials')
    .sort((a, b) => anchorCap(b) - anchorCap(a))
    .slice(0, 100);
  nasdaq100.set(catalogue, { version: catalogue.version, members });
  return members;
}
const nasdaq100 = new WeakMap<Catalogue, { version: number; members: readonly CatalogueEntry[] }>();

const byIds = (catalogue: Catalogue, ids: readonly string[]) => ids.map((id) => catalogue.get(id)).filter((entry): entry is CatalogueEntry => entry !== undefined);

const memo = new WeakMap<Catalogue, { version: number; byIndex: Map<string, IndexMembership | null> }>();

/** The membership of an index id ('#GSPC' …), or null for anything else (a stock, an ETF, an unknown id). */
export function indexMembership(catalogue: Catalogue, indexId: string): IndexMembership | null {
  let cached = memo.get(catalogue);
  if (!cached || cached.version !== catalogue.version) {
    cached = { version: catalogue.version, byIndex: new Map() };
    memo.set(catalogue, cached);
  }
  if (cached.byIndex.has(indexId)) return cached.byIndex.get(indexId) ?? null;
  const membership = build(catalogue, indexId);
  cached.byIndex.set(indexId, membership);
  return membership;
}

function build(catalogue: Catalogue, indexId: string): IndexMembership | null {
  switch (indexId) {
    case '#GSPC':
      return { indexId, weighting: 'marketCap', members: catalogue.sp500Members(), sector: null };
    case '#DJI':
      return { indexId, weighting: 'price', members: byIds(catalogue, DOW_30), sector: null };
    case '#SOXX':
      return { indexId, weighting: 'cappedMarketCap', members: byIds(catalogue, PHLX_SEMICONDUCTOR_30), sector: 'Information Technology' };
    case '#IXIC':
      return { indexId, weighting: 'marketCap', members: catalogue.all().filter(isNasdaqCommonStock), sector: null };
    default:
      return null;
  }
}

/**
 * Weights in percent (summing to 100) of members with the given prices, in the members' order.
 * Market-cap weights use marketCapAt; price weights the prices themselves.
 */
export function memberWeights(membership: IndexMembership, prices: readonly number[]): number[] {
  const raw = membership.members.map((entry, i) => {
    const price = prices[i] ?? 0;
    return membership.weighting === 'price' ? price : marketCapAt(entry, price);
  });
  const total = raw.reduce((sum, value) => sum + value, 0);
  const weights = raw.map((value) => (total > 0 ? (value / total) * 100 : 0));
  return membership.weighting === 'cappedMarketCap' ? capWeights(weights, SOX_CAPS, SOX_OTHER_CAP) : weights;
}

/**
 * Caps weights (percent, summing to 100) by rank: the largest at caps[0], the next at caps[1] …,
 * the rest at `otherCap`; what a capped member loses goes to the uncapped ones in proportion, again
 * and again until no one is over its cap. Falls back to the input when the caps cannot hold 100 %.
 */
export function capWeights(weights: readonly number[], caps: readonly number[], otherCap: number): number[] {
  const order = weights.map((_, i) => i).sort((a, b) => (weights[b] as number) - (weights[a] as number));
  const capOf = new Array<number>(weights.length);
  order.forEach((index, rank) => {
    capOf[index] = caps[rank] ?? otherCap;
  });
  if (capOf.reduce((sum, cap) => sum + cap, 0) < 100) return [...weights];
  const out = [...weights];
  const fixed = new Set<number>();
  for (let round = 0; round < weights.length; round++) {
    const over = out.map((weight, i) => (!fixed.has(i) && weight > (capOf[i] as number) + 1e-9 ? i : -1)).filter((i) => i >= 0);
    if (over.length === 0) break;
    for (const i of over) {
      out[i] = capOf[i] as number;
      fixed.add(i);
    }
    const left = 100 - [...fixed].reduce((sum, i) => sum + (out[i] as number), 0);
    const freeTotal = out.reduce((sum, weight, i) => (fixed.has(i) ? sum : sum + weight), 0);
    for (let i = 0; i < out.length; i++) if (!fixed.has(i)) out[i] = freeTotal > 0 ? ((out[i] as number) / freeTotal) * left : 0;
  }
  return out;
}

/** Every member of the four indices, once each, smallest index first (what the constituents calls will quote). */
export function allIndexMembers(catalogue: Catalogue): CatalogueEntry[] {
  const seen = new Set<CatalogueEntry>();
  const memberships = catalogue
    .indices()
    .map((index) => indexMembership(catalogue, index.id)?.members ?? [])
    .sort((a, b) => a.length - b.length);
  for (const members of memberships) for (const member of members) seen.add(member);
  return [...seen];
}
