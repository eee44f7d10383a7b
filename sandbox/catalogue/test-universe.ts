import { DOW_30, PHLX_SEMICONDUCTOR_30 } from '../market/index-members.ts';
import { loadCatalogue } from './index.ts';
import type { Catalogue } from './types.ts';

/**
 * A small, deterministic universe for the generator tests (movers, index constituents, the schema
 * contract): every answer over the universe generates each member's daily series from 2018 on
 * (1–5 ms a symbol), so the full 13,000-symbol catalogue cost those tests tens of seconds. The
 * entries are the catalogue's own, built by the same code; only fewer of them are kept:
 * - the four indices, the Dow 30 and the PHLX 30 (so #DJI and #SOXX stay whole, and the movers
 *   have some sixty large caps to rank);
 * - the ids the tests name (funds, share classes, a warrant, rights, units, a preferred);
 * - every STEP-th other listing in catalogue order (a spread of venues, sizes and kinds).
 * What only the full universe shows (its size, #IXIC's thousands of members, the S&P 500's 500)
 * is asserted on the full catalogue in sandbox/catalogue and sandbox/market/index-members tests.
 */
const STEP = 40;

const NAMED = new Set<string>([
  ...DOW_30,
  ...PHLX_SEMICONDUCTOR_30,
  ...['SPY', 'QQQ', 'DIA', 'SOXX', 'ARKK', 'TLT', 'GLD', 'AAAA', 'VOO', 'IWM', 'XLK'],
  ...['BRK.A', 'BRK.B', 'AACB', 'AACBR', 'AACBU', 'ZVIA', 'CI', 'BFH$A', 'PSNYW', 'KO', 'TSLA'],
]);

let small: Catalogue | undefined;

/** The small universe, loaded once per test file (like the full one in business/test-support.ts). */
export function smallCatalogue(): Catalogue {
  if (!small) {
    let seen = 0;
    small = loadCatalogue([], { only: (entry) => entry.isIndex || NAMED.has(entry.id) || seen++ % STEP === 0 });
  }
  return small;
}
