import type { CatalogueEntry } from '../catalogue/types.ts';
import { INDEX_DEFINITIONS } from '../catalogue/indices.ts';
import { createRandom } from './prng.ts';

/**
 * The numbers that shape one symbol's synthetic market: where its price sits on the anchor day,
 * how much it moves, how big the company is. Hand-written facts (well-known companies, indices)
 * win; the rest is drawn from distributions seeded by the symbol and plausible for its kind.
 */
export interface SymbolParams {
  id: string;
  kind: 'index' | 'etf' | 'stock';
  /** Price (or index level) on ANCHOR_DAY. */
  anchorPrice: number;
  annualVol: number;
  /** Sensitivity to the shared market factor (the S&P 500 is 1). */
  beta: number;
  annualDrift: number;
  /** Shares outstanding on the anchor day (ETFs: units; indices: 0). */
  shares: number;
  /** Average fraction of shares traded per day. */
  turnover: number;
  /** Daily volume of an index (sum over its members). */
  indexVolume: number;
  /** Sector whose factor the symbol shares (null: none). */
  sector: string | null;
  /** Annual revenue on the anchor day, USD (null: funds and indices). */
  revenue: number | null;
  /** Quarterly dividend per share on the anchor day; 0 = none. */
  quarterlyDividend: number;
  /** First year with a dividend. */
  dividendSince: number;
  /** Index funds follow their index: its parameters (prices are rescaled to the fund's anchor). */
  tracks: SymbolParams | null;
}

/** Well-known index funds and the index whose moves they copy. */
const TRACKED_INDEX: Readonly<Record<string, string>> = { SPY: '#GSPC', VOO: '#GSPC', IVV: '#GSPC', QQQ: '#IXIC', DIA: '#DJI', SOXX: '#SOXX', SMH: '#SOXX' };

/** Prices and company sizes are anchored to the listing snapshot's date. */
export const ANCHOR_DATE = '2026-07-31';

const SECTOR_TRAITS: Readonly<Record<string, { vol: number; beta: number; priceToSales: number; payer: number; yieldPct: number }>> = {
  'Information Technology': { vol: 1.2, beta: 1.2, priceToSales: 7, payer: 0.45, yieldPct: 0.9 },
  'Communication Services': { vol: 1.05, beta: 1.05, priceToSales: 3.5, payer: 0.45, yieldPct: 2.5 },
  'Consumer Discretionary': { vol: 1.1, beta: 1.15, priceToSales: 1.8, payer: 0.55, yieldPct: 1.6 },
  'Consumer Staples': { vol: 0.7, beta: 0.6, priceToSales: 1.8, payer: 0.9, yieldPct: 2.8 },
  'Health Care': { vol: 0.9, beta: 0.75, priceToSales: 3.5, payer: 0.55, yieldPct: 1.8 },
  Financials: { vol: 0.95, beta: 1.05, priceToSales: 2.6, payer: 0.85, yieldPct: 2.6 },
  Industrials: { vol: 0.95, beta: 1.0, priceToSales: 2.4, payer: 0.8, yieldPct: 1.7 },
  Energy: { vol: 1.15, beta: 0.9, priceToSales: 1.4, payer: 0.85, yieldPct: 3.5 },
  Materials: { vol: 1.0, beta: 1.0, priceToSales: 2.0, payer: 0.8, yieldPct: 2.2 },
  'Real Estate': { vol: 0.85, beta: 0.85, priceToSales: 8, payer: 0.95, yieldPct: 3.8 },
  Utilities: { vol: 0.65, beta: 0.5, priceToSales: 2.5, payer: 0.97, yieldPct: 3.4 },
};

const DEFAULT_TRAITS = { vol: 1, beta: 1, priceToSales: 2.5, payer: 0.5, yieldPct: 2 };

export const sectorTraits = (sector: string | null) => (sector ? SECTOR_TRAITS[sector] : undefined) ?? DEFAULT_TRAITS;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const logNormal = (random: ReturnType<typeof createRandom>, median: number, spread: number) => median * Math.exp(spread * random.normal());

const INDEX_TRAITS: Readonly<Record<string, { vol: number; beta: number; volume: number; sector: string | null }>> = {
  '#DJI': { vol: 0.15, beta: 0.9, volume: 420e6, sector: null },
  '#GSPC': { vol: 0.17, beta: 1, volume: 4.2e9, sector: null },
  '#IXIC': { vol: 0.22, beta: 1.2, volume: 7.5e9, sector: 'Information Technology' },
  '#SOXX': { vol: 0.33, beta: 1.6, volume: 1.1e9, sector: 'Information Technology' },
};

function indexParams(id: string, level: number): SymbolParams {
  const traits = INDEX_TRAITS[id] ?? { vol: 0.2, beta: 1, volume: 1e9, sector: null };
  return {
    id,
    kind: 'index',
    anchorPrice: level,
    annualVol: traits.vol,
    beta: traits.beta,
    annualDrift: 0.1,
    shares: 0,
    turnover: 0,
    indexVolume: traits.volume,
    sector: traits.sector,
    revenue: null,
    quarterlyDividend: 0,
    dividendSince: 0,
    tracks: null,
  };
}

function trackedIndex(id: string): SymbolParams | null {
  const index = INDEX_DEFINITIONS.find((definition) => definition.id === TRACKED_INDEX[id]);
  return index ? indexParams(index.id, index.level) : null;
}

function etfParams(entry: CatalogueEntry, random: ReturnType<typeof createRandom>): SymbolParams {
  const leveraged = /\b[23]X\b|Ultra|Leveraged|Daily Target|Inverse|Bear|Bull/i.test(entry.securityName);
  const price = entry.wellKnown?.price ?? clamp(logNormal(random, 35, 0.7), 8, 600);
  const assets = (entry.wellKnown?.capB ?? clamp(logNormal(random, 0.3, 1.5), 0.005, 80)) * 1e9;
  const bondOrGold = /Treasury|Bond|Income|Municipal|Gold|Bill/i.test(entry.securityName);
  const wellKnownDividend = entry.wellKnown?.div;
  const pays = wellKnownDividend !== undefined ? wellKnownDividend > 0 : !leveraged && random.chance(0.8);
  const yieldPct = bondOrGold ? random.between(3, 5) : random.between(0.6, 2.5);
  return {
    id: entry.id,
    kind: 'etf',
    anchorPrice: price,
    annualVol: leveraged ? random.between(0.55, 0.95) : bondOrGold ? random.between(0.08, 0.16) : random.between(0.14, 0.24),
    beta: leveraged ? random.between(1.8, 3) : bondOrGold ? random.between(-0.1, 0.3) : random.between(0.8, 1.15),
    annualDrift: leveraged ? 0.05 : 0.07,
    shares: assets / price,
    turnover: leveraged ? 0.08 : random.between(0.004, 0.03),
    indexVolume: 0,
    sector: /Semiconductor|Tech|Nasdaq|QQQ/i.test(entry.securityName) ? 'Information Technology' : null,
    revenue: null,
    quarterlyDividend: pays ? (wellKnownDividend ?? Math.round(((price * yieldPct) / 400) * 10000) / 10000) : 0,
    dividendSince: 2015,
    tracks: trackedIndex(entry.id),
  };
}

/** Warrants, rights and units trade at small prices; preferreds near their $25 par; SPACs near $10. */
function specialPrice(entry: CatalogueEntry, random: ReturnType<typeof createRandom>): { price: number; vol: number; drift: number; beta: number } | null {
  if (entry.id.includes('$')) return { price: random.between(17, 26), vol: 0.1, drift: 0, beta: 0.2 };
  if (/Warrant/i.test(entry.securityName)) return { price: random.between(0.02, 1.5), vol: 1.1, drift: -0.1, beta: 1.5 };
  if (/\bRights?\b/i.test(entry.securityName)) return { price: random.between(0.05, 0.4), vol: 0.9, drift: -0.05, beta: 1 };
  // SPAC shares sit on a trust of about $10 that earns interest.
  if (entry.industry === 'Shell Companies') return { price: random.between(10, 11.5), vol: 0.04, drift: 0.04, beta: 0.05 };
  return null;
}

/**
 * Warrants, rights and units are claims on shares, not shares: they pay no dividend; nor does a SPAC's
 * trust. (A $0.03 warrant paying a company's dividend showed 150 % yields in the screener.)
 */
export const neverPays = (entry: CatalogueEntry): boolean => /\bWarrants?\b|\bRights?\b|\bUnits?\b/i.test(entry.securityName) || entry.industry === 'Shell Companies';

/** Largest size, billions of USD, of a company whose size nothing tells: below the US$10 billion large-cap floor. */
export const UNKNOWN_CAP_CEILING_B = 8;
/** Below this (billions) an unknown company keeps its drawn size; above, it bends toward the ceiling. */
const UNKNOWN_CAP_KNEE_B = 3;

/**
 * The listings give no sizes. The S&P 500 (its members are large caps) and the hand-written facts
 * are the only signs of one; any other company is drawn as a small or mid cap, bent smoothly below
 * UNKNOWN_CAP_CEILING_B rather than cut, so no crowd of companies sits at one size. Unbent, one in
 * twenty drew US$10 billion or more: some 400 unknown biotechs and shells passed as large caps.
 */
export function unknownCompanySize(drawnB: number): number {
  if (drawnB <= UNKNOWN_CAP_KNEE_B) return drawnB;
  const room = UNKNOWN_CAP_CEILING_B - UNKNOWN_CAP_KNEE_B;
  return UNKNOWN_CAP_KNEE_B + room * (1 - Math.exp(-(drawnB - UNKNOWN_CAP_KNEE_B) / room));
}

function stockParams(entry: CatalogueEntry, random: ReturnType<typeof createRandom>): SymbolParams {
  const traits = sectorTraits(entry.sector);
  const known = entry.wellKnown;
  const special = known ? null : specialPrice(entry, random);
  const inIndex = entry.sp500 !== null;
  const capB = known?.capB ?? (inIndex ? clamp(logNormal(random, 45, 0.8), 8, 700) : unknownCompanySize(clamp(logNormal(random, 1.2, 1.5), 0.02, 80)));
  const price = known?.price ?? special?.price ?? (inIndex ? clamp(logNormal(random, 120, 0.8), 15, 900) : clamp(logNormal(random, 15, 1.1), 0.3, 400));
  const sizeVol = capB > 500 ? 0.25 : capB > 100 ? 0.27 : capB > 20 ? 0.3 : capB > 2 ? 0.42 : 0.6;
  const annualVol = special?.vol ?? clamp(sizeVol * traits.vol * random.between(0.85, 1.2), 0.12, 1.4);
  // Loss-making small companies get no revenue multiple above 15x; funds and shells get little revenue.
  const priceToSales = known?.revB ? capB / known.revB : traits.priceToSales * random.between(0.6, 1.6);
  const knownDividend = known?.div;
  const pays = knownDividend !== undefined ? knownDividend > 0 : !neverPays(entry) && random.chance(inIndex ? traits.payer : traits.payer * 0.45);
  const yieldPct = traits.yieldPct * random.between(0.5, 1.5);
  return {
    id: entry.id,
    kind: 'stock',
    anchorPrice: price,
    annualVol,
    beta: special?.beta ?? clamp(traits.beta + random.between(-0.25, 0.25), 0.2, 2.2),
    annualDrift: special?.drift ?? clamp(0.07 + (entry.sector === 'Information Technology' ? 0.05 : 0) + 0.05 * random.normal(), -0.08, 0.25),
    shares: (capB * 1e9) / price,
    turnover: capB > 200 ? random.between(0.003, 0.008) : capB > 10 ? random.between(0.005, 0.012) : random.between(0.004, 0.03),
    indexVolume: 0,
    sector: entry.sector,
    revenue: (capB * 1e9) / clamp(priceToSales, 0.3, 40),
    quarterlyDividend: pays ? (knownDividend ?? Math.max(0.01, Math.round(((price * yieldPct) / 400) * 100) / 100)) : 0,
    dividendSince: known?.divSince ?? 2010,
    tracks: null,
  };
}

const cache = new WeakMap<CatalogueEntry, SymbolParams>();

/** Parameters of a catalogue entry (memoised per entry object: they never change). */
export function symbolParams(entry: CatalogueEntry): SymbolParams {
  const cached = cache.get(entry);
  if (cached) return cached;
  const random = createRandom(`params:${entry.id}`);
  const level = INDEX_DEFINITIONS.find((definition) => definition.id === entry.id)?.level ?? entry.wellKnown?.price ?? 1000;
  const params = entry.isIndex ? indexParams(entry.id, level) : entry.isEtf ? etfParams(entry, random) : stockParams(entry, random);
  cache.set(entry, params);
  return params;
}

/**
 * Market cap at a price, USD: the anchor day's shares times the price. The one definition the key
 * statistics, peers, index members and movers share, so a stock shows one size wherever it appears.
 */
export const marketCapAt = (entry: CatalogueEntry, price: number): number => Math.round(symbolParams(entry).shares * price);
