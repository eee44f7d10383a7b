import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { marketCapAt, symbolParams } from './params.ts';
import { quoteAt } from './quote.ts';
import type { QuotedSecurity } from './quoted-security.ts';

/**
 * Industry peers: same GICS sub-industry first, then the rest of the sector, nearest in size, among the
 * companies whose size the sandbox knows (the S&P 500 and the hand-described companies outside it: an
 * ADR such as TSM is NVDA's peer, and has peers of its own).
 */
export interface Peer extends QuotedSecurity {
  /** USD; null for indices. */
  marketCap: number | null;
}

export const PEERS_SHOWN = 10;
const POPULAR_FUNDS = ['SPY', 'VOO', 'QQQ', 'DIA', 'IWM', 'VTI', 'SOXX', 'SMH', 'TLT', 'GLD'];

const sizeOf = (entry: CatalogueEntry) => {
  const params = symbolParams(entry);
  return params.shares * params.anchorPrice;
};

/** The company behind a listing: another share class ("Alphabet Inc. (Class C)" beside "(Class A)") is no peer. */
const companyOf = (entry: CatalogueEntry): string => entry.name.replace(/\s*\(Class [A-Z]\)$/, '');

function candidates(catalogue: Catalogue, entry: CatalogueEntry): CatalogueEntry[] {
  if (entry.isIndex) return catalogue.indices().filter((other) => other.id !== entry.id);
  if (entry.isEtf) {
    return POPULAR_FUNDS.map((id) => catalogue.get(id)).filter((other): other is CatalogueEntry => !!other && other.id !== entry.id);
  }
  if (!entry.sector) return [];
  const size = Math.log(sizeOf(entry) || 1);
  const distance = (other: CatalogueEntry) => Math.abs(Math.log(sizeOf(other) || 1) - size);
  const company = companyOf(entry);
  const sector = catalogue.sectorCompanies(entry.sector).filter((other) => companyOf(other) !== company);
  const same = sector.filter((other) => other.industry === entry.industry).sort((a, b) => distance(a) - distance(b));
  const rest = sector.filter((other) => other.industry !== entry.industry).sort((a, b) => distance(a) - distance(b));
  return [...same, ...rest];
}

export function industryPeers(catalogue: Catalogue, entry: CatalogueEntry, nowMs: number): Peer[] {
  return candidates(catalogue, entry)
    .slice(0, PEERS_SHOWN)
    .map((peer) => {
      const quote = quoteAt(peer, nowMs);
      return {
        id: peer.id,
        name: peer.name,
        customName: peer.customName,
        price: quote.price,
        change: quote.change,
        changePercent: quote.changePercent,
        marketCap: peer.isIndex ? null : marketCapAt(peer, quote.price),
      };
    })
    .sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0));
}
