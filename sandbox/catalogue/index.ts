import { parseFixtureStocks, type FixtureStock } from './fixture-schema.ts';
import { INDEX_DEFINITIONS } from './indices.ts';
import { inferSector } from './infer-sector.ts';
import { readListings, readSp500, type ListedSecurity, type Sp500Row } from './listings.ts';
import {
  type Catalogue,
  type CatalogueEntry,
  COMMODITY_TYPE_ETF,
  COMMODITY_TYPE_INDEX,
  COMMODITY_TYPE_STOCK,
  type ExchangeCode,
  MARKET_TYPE_INDEX,
  MARKET_TYPE_US,
  type Sp500Facts,
  type WellKnown,
} from './types.ts';
import { WELL_KNOWN_CONSUMER } from './well-known-consumer.ts';
import { WELL_KNOWN_OTHER } from './well-known-other.ts';
import { WELL_KNOWN_SECTORS } from './well-known-sectors.ts';
import { WELL_KNOWN_TECH } from './well-known-tech.ts';

export type { Catalogue, CatalogueEntry } from './types.ts';

export const WELL_KNOWN: readonly WellKnown[] = [...WELL_KNOWN_TECH, ...WELL_KNOWN_CONSUMER, ...WELL_KNOWN_OTHER];

/**
 * The service's exchange enumeration: N → 1 New York, A → 2 American, Nasdaq → 3. NYSE Arca (P),
 * Cboe BZX (Z) and IEX (V) list mostly ETFs and have no value of their own: they count as
 * New York, as the listings README suggests (decision 005).
 */
const exchangeOf = (venue: string): ExchangeCode => (venue === 'Q' ? 3 : venue === 'A' ? 2 : 1);

function stockEntry(listed: ListedSecurity, sp500: Sp500Facts | null, companyFacts: Sp500Facts | null, wellKnown: WellKnown | null, name: string): CatalogueEntry {
  const facts = sp500 ?? companyFacts;
  const known = facts || listed.isEtf ? undefined : WELL_KNOWN_SECTORS[listed.symbol];
  const guessed = facts || listed.isEtf || known ? null : inferSector(listed.symbol, listed.companyName);
  return {
    id: listed.symbol,
    name,
    customName: wellKnown?.zh ?? null,
    marketType: MARKET_TYPE_US,
    commodityType: listed.isEtf ? COMMODITY_TYPE_ETF : COMMODITY_TYPE_STOCK,
    exchange: exchangeOf(listed.venue),
    securityName: listed.securityName,
    venue: listed.venue,
    isEtf: listed.isEtf,
    isIndex: false,
    sp500,
    companyFacts: facts,
    wellKnown,
    index: null,
    sector: facts?.sector ?? known?.[0] ?? guessed?.sector ?? null,
    industry: facts?.subIndustry ?? known?.[1] ?? guessed?.industry ?? null,
  };
}

const factsOf = (row: Sp500Row): Sp500Facts => ({ sector: row.sector, subIndustry: row.subIndustry, headquarters: row.headquarters, dateAdded: row.dateAdded, founded: row.founded });

/** Another share class or the preferred's common: BRK.A → BRK.B, BF.A → BF.B, XYZ$A → XYZ. */
function siblingFacts(symbol: string, sp500Rows: Map<string, Sp500Row>): Sp500Facts | null {
  const base = symbol.replace(/[.$][A-Z]{1,2}$/, '');
  if (base === symbol) return null;
  for (const candidate of [base, `${base}.A`, `${base}.B`, `${base}.C`]) {
    const row = sp500Rows.get(candidate);
    if (row) return factsOf(row);
  }
  return null;
}

function indexEntries(): CatalogueEntry[] {
  return INDEX_DEFINITIONS.map((definition) => ({
    id: definition.id,
    name: definition.englishName,
    customName: definition.chineseName,
    marketType: MARKET_TYPE_INDEX,
    commodityType: COMMODITY_TYPE_INDEX,
    exchange: null,
    securityName: definition.englishName,
    venue: null,
    isEtf: false,
    isIndex: true,
    sp500: null,
    companyFacts: null,
    wellKnown: null,
    index: definition,
    sector: null,
    industry: null,
  }));
}

/** Applies one SANDBOX_FIXTURES stock: overrides an existing entry's fields or adds a new one. */
function applyFixture(entries: Map<string, CatalogueEntry>, fixture: FixtureStock): void {
  const existing = entries.get(fixture.id);
  const isIndex = fixture.id.startsWith('#') || fixture.marketType === MARKET_TYPE_INDEX;
  const base: CatalogueEntry = existing ?? {
    id: fixture.id,
    name: fixture.name,
    customName: null,
    marketType: isIndex ? MARKET_TYPE_INDEX : MARKET_TYPE_US,
    commodityType: isIndex ? COMMODITY_TYPE_INDEX : COMMODITY_TYPE_STOCK,
    exchange: isIndex ? null : 1,
    securityName: fixture.name,
    venue: null,
    isEtf: false,
    isIndex,
    sp500: null,
    companyFacts: null,
    wellKnown: null,
    index: null,
    sector: null,
    industry: null,
  };
  const commodityType = fixture.commodityType ?? base.commodityType;
  const marketType = fixture.marketType ?? base.marketType;
  const price = fixture.price ?? base.wellKnown?.price;
  const capB = fixture.capB ?? base.wellKnown?.capB;
  entries.set(fixture.id, {
    ...base,
    name: fixture.name,
    customName: fixture.customName !== undefined ? fixture.customName : base.customName,
    marketType,
    commodityType,
    exchange: fixture.exchange !== undefined ? fixture.exchange : base.exchange,
    isEtf: commodityType === COMMODITY_TYPE_ETF,
    isIndex: marketType === MARKET_TYPE_INDEX,
    sector: fixture.sector ?? base.sector,
    industry: fixture.industry ?? base.industry,
    wellKnown: price !== undefined && capB !== undefined ? { ...(base.wellKnown ?? { id: fixture.id, zh: fixture.customName ?? fixture.name, blurb: '' }), price, capB } : base.wellKnown,
  });
}

export interface CatalogueOptions {
  /**
   * Tests only: keep just the entries this accepts, after they are built as usual. Generator tests
   * (movers, index constituents) run on a small universe this way (sandbox/catalogue/test-universe.ts);
   * the sandbox itself never passes it.
   */
  only?: (entry: CatalogueEntry) => boolean;
}

/**
 * Builds the catalogue from the listing files, the S&P 500 list, the indices and the Chinese
 * names, then applies SANDBOX_FIXTURES stocks. Runs at every sandbox start; see the catalogue
 * test for the measured time.
 */
export function loadCatalogue(extraStocks: unknown[], options: CatalogueOptions = {}): Catalogue {
  const fixtures = parseFixtureStocks(extraStocks);
  const sp500Rows = new Map(readSp500().map((row) => [row.symbol, row]));
  const wellKnown = new Map(WELL_KNOWN.map((entry) => [entry.id, entry]));
  const entries = new Map<string, CatalogueEntry>();

  for (const entry of indexEntries()) entries.set(entry.id, entry);
  for (const listed of readListings()) {
    if (entries.has(listed.symbol)) continue;
    const row = sp500Rows.get(listed.symbol);
    const facts = row ? factsOf(row) : null;
    const sibling = row || listed.isEtf ? null : siblingFacts(listed.symbol, sp500Rows);
    const name = row?.security || listed.companyName;
    entries.set(listed.symbol, stockEntry(listed, facts, sibling, wellKnown.get(listed.symbol) ?? null, name));
  }
  // A few S&P 500 members are missing from the listing snapshots (AVB, EQR): add them as NYSE stocks.
  for (const row of sp500Rows.values()) {
    if (entries.has(row.symbol)) continue;
    const listed: ListedSecurity = { symbol: row.symbol, companyName: row.security, securityName: row.security, venue: 'N', isEtf: false };
    entries.set(row.symbol, stockEntry(listed, factsOf(row), null, wellKnown.get(row.symbol) ?? null, row.security));
  }
  for (const fixture of fixtures) applyFixture(entries, fixture);
  if (options.only) for (const [id, entry] of entries) if (!options.only(entry)) entries.delete(id);

  let all = [...entries.values()];
  let indices = all.filter((entry) => entry.isIndex);
  let version = 0;
  const listedAt = new Map<string, number>();
  const sp500 = all.filter((entry) => entry.sp500 !== null);
  const bySector = new Map<string, CatalogueEntry[]>();
  for (const entry of sp500) {
    const list = bySector.get(entry.sp500!.sector) ?? [];
    list.push(entry);
    bySector.set(entry.sp500!.sector, list);
  }
  // Companies whose size the sandbox knows: the S&P 500 and the hand-described ones outside it (TSM,
  // ASML), not funds and not another share class of a member (BRK.A beside BRK.B).
  const companiesBySector = new Map<string, CatalogueEntry[]>(bySector);
  for (const entry of all) {
    if (entry.sp500 || !entry.wellKnown || entry.isEtf || entry.isIndex || entry.companyFacts || !entry.sector) continue;
    companiesBySector.set(entry.sector, [...(companiesBySector.get(entry.sector) ?? []), entry]);
  }

  return {
    get size() {
      return entries.size;
    },
    get version() {
      return version;
    },
    list(stock, at) {
      const [fixture] = parseFixtureStocks([stock]);
      if (!fixture) throw new Error('no listing');
      const isNew = !entries.has(fixture.id);
      applyFixture(entries, fixture);
      // Only a security that was not listed before is an IPO; re-posting one keeps its first date.
      if (isNew && at !== undefined) listedAt.set(fixture.id, at);
      all = [...entries.values()];
      indices = all.filter((entry) => entry.isIndex);
      version += 1;
      return entries.get(fixture.id) as CatalogueEntry;
    },
    newListings: () =>
      [...listedAt].flatMap(([id, at]) => {
        const entry = entries.get(id);
        return entry ? [{ entry, listedAt: at }] : [];
      }),
    get: (id) => entries.get(id),
    all: () => all,
    indices: () => indices,
    sp500Members: () => sp500,
    sectorMembers: (sector) => bySector.get(sector) ?? [],
    sectorCompanies: (sector) => companiesBySector.get(sector) ?? [],
  };
}
