import type { CatalogueEntry } from '../catalogue/types.ts';
import { INDUSTRY_ZH, placeZh, SECTOR_ZH } from '../catalogue/zh-terms.ts';
import { symbolParams } from './params.ts';
import { createRandom } from './prng.ts';

/** Company profile (profile page): who the company is, where, how big. Funds get a short one. */
export interface CompanyProfile {
  id: string;
  name: string;
  customName: string | null;
  /** zh-TW description: hand-written for the well-known companies, built from the listing facts for the rest. */
  description: string;
  sector: string | null;
  sectorZh: string | null;
  industry: string | null;
  industryZh: string | null;
  headquarters: string | null;
  headquartersZh: string | null;
  employees: number | null;
  founded: string | null;
  website: string | null;
  exchange: 1 | 2 | 3 | null;
  /** Where it is listed: NASDAQ, NYSE, NYSE American, NYSE Arca, Cboe BZX, IEX. */
  exchangeName: string | null;
  isEtf: boolean;
  sp500Member: boolean;
  /** Date of joining the S&P 500 (YYYY-MM-DD), when a member. */
  sp500AddedDate: string | null;
}

const VENUE: Readonly<Record<string, readonly [string, string]>> = {
  Q: ['NASDAQ', '那斯達克交易所'],
  N: ['NYSE', '紐約證券交易所'],
  A: ['NYSE American', '紐約證交所美國市場'],
  P: ['NYSE Arca', 'NYSE Arca 交易所'],
  Z: ['Cboe BZX', 'Cboe BZX 交易所'],
  V: ['IEX', 'IEX 交易所'],
};

/** A readable company name inside Chinese text. */
export const displayName = (entry: CatalogueEntry): string => entry.customName ?? entry.name;

export function companyProfile(entry: CatalogueEntry): CompanyProfile {
  const facts = entry.companyFacts;
  const [exchangeName, venueZh] = VENUE[entry.venue ?? 'N'] ?? (VENUE.N as readonly [string, string]);
  const hqZh = facts?.headquarters ? placeZh(facts.headquarters) : null;
  const sectorZh = entry.sector ? (SECTOR_ZH[entry.sector] ?? null) : null;
  const industryZh = entry.industry ? (INDUSTRY_ZH[entry.industry] ?? null) : null;
  const ticker = `${exchangeName}: ${entry.id}`;
  const known = entry.wellKnown;

  const parts: string[] = [];
  if (known?.blurb) {
    // Blurbs are noun phrases or verb phrases; a colon reads well before either.
    parts.push(`${known.zh}（${entry.name}，${ticker}）：${known.blurb}`);
    if (hqZh) parts.push(`總部位於${hqZh}。`);
  } else if (entry.isEtf) {
    parts.push(`${entry.name}（${ticker}）是在${venueZh}掛牌交易的指數股票型基金（ETF）。`);
  } else {
    const where = hqZh ? `總部位於${hqZh}的` : '';
    const what = industryZh ? `，主要業務屬於${industryZh}產業` : '';
    parts.push(`${entry.name}（${ticker}）是${where}${sectorZh ? `${sectorZh}類股` : '美國上市'}公司${what}。`);
  }
  if (entry.sp500) parts.push('為標普 500 指數成分股。');

  const params = symbolParams(entry);
  const random = createRandom(`profile:${entry.id}`);
  const employees = known?.employees ?? (entry.isEtf || params.revenue === null ? null : Math.max(10, Math.round(params.revenue / random.between(250_000, 900_000) / 10) * 10));

  return {
    id: entry.id,
    name: entry.name,
    customName: entry.customName,
    description: parts.join(''),
    sector: entry.sector,
    sectorZh,
    industry: entry.industry,
    industryZh,
    headquarters: facts?.headquarters || null,
    headquartersZh: hqZh,
    employees,
    founded: facts?.founded ?? null,
    website: known?.website ?? null,
    exchange: entry.exchange,
    exchangeName,
    isEtf: entry.isEtf,
    sp500Member: entry.sp500 !== null,
    sp500AddedDate: entry.sp500?.dateAdded || null,
  };
}
