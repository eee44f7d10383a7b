import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { SECTOR_ZH } from '../catalogue/zh-terms.ts';
import { capWeights, indexMembership, memberWeights, nasdaq100Members } from './index-members.ts';
import { symbolParams } from './params.ts';
import { createRandom } from './prng.ts';

/**
 * What an ETF holds, as its issuer would publish it at the last rebalance: every holding with
 * its weight (percent, summing to 100). Index funds hold their index's members with the index's
 * weights at the anchor prices (SPY, VOO, IVV: the S&P 500; DIA: the Dow 30; SOXX, SMH: the PHLX
 * semiconductor 30 (#SOXX), standing in for their own indices of 30 and 25 chip makers; QQQ: the 100
 * largest non-financial Nasdaq companies). Other equity funds hold
 * a seeded draw from the catalogue: S&P 500 members of the sector their name names (or of every
 * sector), or small companies outside the S&P 500 for small-cap funds, weighted by size, damped. Bond and commodity funds
 * hold no listed stocks.
 */
/** Largest position of a fund that is not an index fund, percent. */
const MAX_POSITION = 10;

export type AssetClass = 'equity' | 'bond' | 'commodity';

export interface Holding {
  entry: CatalogueEntry;
  weight: number;
}

export interface FundPortfolio {
  assetClass: AssetClass;
  /** Largest first. */
  holdings: Holding[];
  /** How many positions the fund reports (bond funds hold bonds we do not list: count only). */
  holdingsCount: number | null;
  /** Sector every holding is counted in, whatever the catalogue guessed (semiconductor funds: IT). */
  sector: string | null;
}

const INDEX_OF_FUND: Readonly<Record<string, string>> = { SPY: '#GSPC', VOO: '#GSPC', IVV: '#GSPC', DIA: '#DJI', SOXX: '#SOXX', SMH: '#SOXX' };
const NASDAQ_100 = new Set(['QQQ', 'QQQM']);
const SMALL_CAP = /Russell 2000|Small[- ]?Cap|Small Cap|Microcap|Micro-Cap/i;
const BOND = /Treasury|Bond|Municipal|\bBills?\b|Fixed Income|Income|Credit|Aggregate|Loan|CLO|Mortgage|Duration/i;
const COMMODITY = /Gold|Silver|Platinum|Palladium|Oil|Natural Gas|Commodit|Bitcoin|Ether|Crypto|Copper|Uranium|Agricultur/i;

const SECTOR_OF_NAME: ReadonlyArray<readonly [RegExp, string]> = [
  [/Semiconductor|Technology|Tech\b|Software|Cyber|Cloud|Internet|Innovation|AI\b|Artificial/i, 'Information Technology'],
  [/Health|Biotech|Pharma|Medical|Genomic/i, 'Health Care'],
  [/Energy|Oil & Gas|Exploration/i, 'Energy'],
  [/Financ|Bank|Insurance|Broker/i, 'Financials'],
  [/Real Estate|REIT/i, 'Real Estate'],
  [/Utilit/i, 'Utilities'],
  [/Consumer Staples|Staples/i, 'Consumer Staples'],
  [/Consumer Discretionary|Retail|Homebuilder/i, 'Consumer Discretionary'],
  [/Industrial|Aerospace|Defense|Transport|Infrastructure/i, 'Industrials'],
  [/Materials|Metals|Mining|Steel/i, 'Materials'],
  [/Communication|Media|Telecom/i, 'Communication Services'],
];

export const sectorZh = (sector: string | null): string => (sector ? (SECTOR_ZH[sector] ?? sector) : '其他');

const anchorCap = (entry: CatalogueEntry): number => {
  const params = symbolParams(entry);
  return params.shares * params.anchorPrice;
};

const byWeight = (holdings: Holding[]): Holding[] => holdings.sort((a, b) => b.weight - a.weight || (a.entry.id < b.entry.id ? -1 : 1));

function weighted(entries: readonly CatalogueEntry[], size: (entry: CatalogueEntry) => number): Holding[] {
  const sizes = entries.map(size);
  const total = sizes.reduce((sum, value) => sum + value, 0);
  return byWeight(entries.map((entry, i) => ({ entry, weight: total > 0 ? ((sizes[i] as number) / total) * 100 : 0 })));
}

export function assetClassOf(entry: CatalogueEntry): AssetClass {
  if (INDEX_OF_FUND[entry.id] || NASDAQ_100.has(entry.id)) return 'equity';
  if (COMMODITY.test(entry.securityName)) return 'commodity';
  // "Equity Premium Income", "Dividend Income": stock funds that say income.
  if (BOND.test(entry.securityName) && !/Equity|Stock|Dividend/i.test(entry.securityName)) return 'bond';
  return 'equity';
}

function build(catalogue: Catalogue, entry: CatalogueEntry): FundPortfolio {
  const assetClass = assetClassOf(entry);
  const random = createRandom(`holdings:${entry.id}`);
  if (assetClass === 'bond') return { assetClass, holdings: [], holdingsCount: random.int(40, 9000), sector: null };
  if (assetClass === 'commodity') return { assetClass, holdings: [], holdingsCount: null, sector: null };

  const indexId = INDEX_OF_FUND[entry.id];
  const membership = indexId ? indexMembership(catalogue, indexId) : null;
  if (membership) {
    const weights = memberWeights(
      membership,
      membership.members.map((member) => symbolParams(member).anchorPrice),
    );
    const holdings = byWeight(membership.members.map((member, i) => ({ entry: member, weight: weights[i] ?? 0 })));
    return { assetClass, holdings, holdingsCount: holdings.length, sector: membership.sector };
  }
  if (NASDAQ_100.has(entry.id)) {
    const holdings = weighted(nasdaq100Members(catalogue), anchorCap);
    return { assetClass, holdings, holdingsCount: holdings.length, sector: null };
  }

  const sector = SECTOR_OF_NAME.find(([pattern]) => pattern.test(entry.securityName))?.[1] ?? null;
  const smallCap = SMALL_CAP.test(entry.securityName);
  const pool = smallCap
    ? catalogue
        .all()
        .filter(
          (candidate) =>
            !candidate.sp500 && !candidate.isEtf && !candidate.isIndex && candidate.sector !== null && !candidate.id.includes('$') && anchorCap(candidate) > 3e8 && anchorCap(candidate) < 1e10,
        )
    : sector
      ? catalogue.sectorMembers(sector)
      : catalogue.sp500Members();
  const count = Math.min(pool.length, smallCap ? random.int(600, 2000) : sector ? random.int(20, 80) : random.int(60, 500));
  // A seeded partial shuffle picks `count` members; a random tilt makes each fund's weights its own.
  const picked = [...pool];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random.next() * (picked.length - i));
    [picked[i], picked[j]] = [picked[j] as CatalogueEntry, picked[i] as CatalogueEntry];
  }
  const chosen = picked.slice(0, count);
  // Weights follow size less than an index would (√cap), and no position passes 10 % (diversified
  // funds stay under it): no stock-picking fund is 45 % Nvidia.
  const tilt = new Map(chosen.map((holding) => [holding.id, Math.exp(0.5 * random.normal())]));
  const sized = weighted(chosen, (holding) => Math.sqrt(anchorCap(holding)) * (tilt.get(holding.id) ?? 1));
  const capped = capWeights(
    sized.map((holding) => holding.weight),
    [],
    MAX_POSITION,
  );
  const holdings = byWeight(sized.map((holding, i) => ({ entry: holding.entry, weight: capped[i] ?? 0 })));
  return { assetClass, holdings, holdingsCount: holdings.length, sector: smallCap ? null : sector };
}

const memo = new WeakMap<CatalogueEntry, FundPortfolio>();

/**
 * How many holdings a fund has, without keeping its portfolio (the screener asks it of every fund,
 * whose portfolios held would take some 75 MB): the kept portfolio's count when there is one.
 */
export const holdingsCountOf = (catalogue: Catalogue, entry: CatalogueEntry): number | null => (memo.get(entry) ?? build(catalogue, entry)).holdingsCount;

/** The fund's portfolio (memoised per catalogue entry: it changes only at a rebalance). */
export function fundPortfolio(catalogue: Catalogue, entry: CatalogueEntry): FundPortfolio {
  const cached = memo.get(entry);
  if (cached) return cached;
  const portfolio = build(catalogue, entry);
  memo.set(entry, portfolio);
  return portfolio;
}

export interface SectorWeight {
  sector: string;
  sectorZh: string;
  weight: number;
}

/** Weights by GICS sector, largest first; holdings of no known sector count as 其他 (Other). */
export function sectorWeights(portfolio: FundPortfolio): SectorWeight[] {
  const totals = new Map<string, number>();
  for (const holding of portfolio.holdings) {
    const sector = portfolio.sector ?? holding.entry.sector ?? 'Other';
    totals.set(sector, (totals.get(sector) ?? 0) + holding.weight);
  }
  return [...totals].map(([sector, weight]) => ({ sector, sectorZh: sector === 'Other' ? '其他' : sectorZh(sector), weight })).sort((a, b) => b.weight - a.weight || (a.sector < b.sector ? -1 : 1));
}
