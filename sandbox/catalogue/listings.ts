import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** One security from the Nasdaq or "other" listing files, before catalogue enrichment. */
export interface ListedSecurity {
  symbol: string;
  /** Company name without the security description ("Agilent Technologies, Inc."). */
  companyName: string;
  securityName: string;
  /** N, A, P, Z, V (other-listed.csv) or Q (nasdaq-listed.csv). */
  venue: string;
  isEtf: boolean;
}

const dataFile = (name: string) => new URL(`../data/listings/${name}`, import.meta.url);

/**
 * other-listed.csv repeats the security description in the company name
 * ("Alcoa Corporation Common Stock"); cut it at the first security-type phrase.
 */
const SECURITY_SUFFIX =
  /\s+(?:-\s+)?(?:\(NEW\)\s*)?(?:Class [A-Z]\s+)?(?:New\s+)?(?:Common Stock|Common Shares|Ordinary Shares?|Ordinary share|American Depositary|American depositary|ADS\b|Depositary Shares?|Sponsored ADR|Subordinate Voting|Units?,?\s|Warrants?\b|Rights?\b|Shares of Beneficial|Limited Partnership Units|Senior Notes|\d[\d.]*% ).*$/;

export function cleanCompanyName(raw: string): string {
  const trimmed = raw.replace(/\s+/g, ' ').trim();
  const cleaned = trimmed.replace(SECURITY_SUFFIX, '').trim();
  return cleaned.length >= 2 ? cleaned : trimmed;
}

/**
 * other-listed.csv cuts some company names at the first hyphen ("Oil" for Oil-Dri Corporation Of
 * America, "La" for La-Z-Boy, "T" for every T-REX fund) and leaves one blank (SVIX). When the
 * security name goes on from the company name mid-word, or there is no company name, the name is
 * taken from the security name instead; the symbol is the last resort.
 */
export function companyNameOf(rawCompanyName: string, securityName: string, symbol: string): string {
  const company = rawCompanyName.replace(/\s+/g, ' ').trim();
  const security = securityName.replace(/\s+/g, ' ').trim();
  const cutMidWord = security.startsWith(company) && /^[A-Za-z0-9-]/.test(security.slice(company.length));
  return cleanCompanyName((cutMidWord ? security : company) || symbol);
}

type Row = Record<string, string | undefined>;

/**
 * Rows as objects keyed by the header. csv-parse is asked for plain arrays (about twice as fast
 * as its `columns` option, which matters because this runs at every sandbox start) and the
 * objects are built here.
 */
function readRows(name: string): Row[] {
  const records = parse(readFileSync(dataFile(name)), {
    skip_empty_lines: true,
    // The footer row ("File Creation Time: …") is dropped by the symbol check of the callers;
    // relax_column_count guards against a short trailing row.
    relax_column_count: true,
  }) as string[][];
  const [header = [], ...rows] = records;
  return rows.map((cells) => {
    const row: Row = {};
    for (let i = 0; i < header.length; i++) row[header[i] as string] = cells[i];
    return row;
  });
}

const isSymbol = (value: string | undefined): value is string => typeof value === 'string' && /^[A-Z0-9][A-Z0-9.$^=-]{0,15}$/.test(value);

/** Every non-test security of both listing files (Nasdaq first). */
export function readListings(): ListedSecurity[] {
  const listed: ListedSecurity[] = [];
  for (const row of readRows('nasdaq-listed.csv')) {
    if (!isSymbol(row.Symbol) || row['Test Issue'] !== 'N') continue;
    listed.push({
      symbol: row.Symbol,
      companyName: companyNameOf(row['Company Name'] ?? '', row['Security Name'] ?? '', row.Symbol),
      securityName: (row['Security Name'] ?? '').trim(),
      venue: 'Q',
      isEtf: row.ETF === 'Y',
    });
  }
  for (const row of readRows('other-listed.csv')) {
    const symbol = row['ACT Symbol'];
    if (!isSymbol(symbol) || row['Test Issue'] !== 'N') continue;
    listed.push({
      symbol,
      companyName: companyNameOf(row['Company Name'] ?? '', row['Security Name'] ?? '', symbol),
      securityName: (row['Security Name'] ?? '').trim(),
      venue: (row.Exchange ?? 'N').trim() || 'N',
      isEtf: row.ETF === 'Y',
    });
  }
  return listed;
}

export interface Sp500Row {
  symbol: string;
  security: string;
  sector: string;
  subIndustry: string;
  headquarters: string;
  dateAdded: string;
  founded: string | null;
}

/** Drops Wikipedia footnote markers ("Florida[3]") and placeholder values ("none"). */
const cleanCell = (value: string | undefined): string => (value ?? '').replace(/\[\d+\]/g, '').trim();

export function readSp500(): Sp500Row[] {
  return readRows('sp500-constituents.csv')
    .filter((row) => isSymbol(row.Symbol))
    .map((row) => {
      const founded = cleanCell(row.Founded).match(/^\d{4}/)?.[0] ?? null;
      const headquarters = cleanCell(row['Headquarters Location']);
      return {
        symbol: row.Symbol as string,
        security: cleanCell(row.Security),
        sector: cleanCell(row['GICS Sector']),
        subIndustry: cleanCell(row['GICS Sub-Industry']),
        headquarters: headquarters.toLowerCase() === 'none' ? '' : headquarters,
        dateAdded: cleanCell(row['Date added']),
        founded,
      };
    });
}
