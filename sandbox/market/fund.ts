import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { sessionCloseUtc } from './calendar.ts';
import { type AssetClass, assetClassOf, fundPortfolio, sectorWeights, type SectorWeight } from './fund-holdings.ts';
import { symbolParams } from './params.ts';
import { createRandom } from './prng.ts';
import { percentChange, roundPrice, type SessionView, sessionView } from './quote.ts';

/**
 * GET /api/Stock/{id}/Fund (ETFs only): the facts a fund page shows that a company page does not.
 * NAV is struck at each session's close; it sits a few hundredths of a percent from the closing
 * price for large index funds, further for small or leveraged ones. The premium or discount is the
 * closing price against the NAV of the same session, as issuers publish it: comparing today's live
 * price with last night's NAV would report the day's move as a premium.
 */
export interface FundFacts {
  id: string;
  /** Annual expense ratio, percent (0.0945 = 0.0945 %). */
  expenseRatio: number;
  /** Net assets, USD: units outstanding × NAV. */
  assets: number;
  nav: number;
  /** New York date of the session whose close the NAV is struck at. */
  navDate: string;
  /** Closing price of that session. */
  closePrice: number;
  /** (closePrice − NAV) / NAV × 100, 2 decimals: positive = premium, negative = discount. */
  premiumDiscount: number;
  inceptionDate: string;
  /** The index the fund tracks (id when the site has a page for it), null for active and commodity funds. */
  trackedIndex: { id: string | null; name: string } | null;
  assetClass: AssetClass;
  holdingsCount: number | null;
  /** The ten largest holdings, largest first (empty for bond and commodity funds). */
  topHoldings: Array<{ id: string; name: string; customName: string | null; weight: number }>;
  /** Percent of the fund by sector, largest first (empty for bond and commodity funds). */
  sectors: SectorWeight[];
}

export const TOP_HOLDINGS = 10;

interface KnownFund {
  expenseRatio: number;
  inception: string;
  index: { id: string | null; name: string } | null;
}

/** Published facts of the best-known funds (issuers' fact sheets). */
const KNOWN_FUNDS: Readonly<Record<string, KnownFund>> = {
  SPY: { expenseRatio: 0.0945, inception: '1993-01-22', index: { id: '#GSPC', name: 'S&P 500' } },
  VOO: { expenseRatio: 0.03, inception: '2010-09-07', index: { id: '#GSPC', name: 'S&P 500' } },
  IVV: { expenseRatio: 0.03, inception: '2000-05-15', index: { id: '#GSPC', name: 'S&P 500' } },
  VTI: { expenseRatio: 0.03, inception: '2001-05-24', index: { id: null, name: 'CRSP US Total Market' } },
  VT: { expenseRatio: 0.06, inception: '2008-06-24', index: { id: null, name: 'FTSE Global All Cap' } },
  QQQ: { expenseRatio: 0.2, inception: '1999-03-10', index: { id: null, name: 'Nasdaq-100' } },
  DIA: { expenseRatio: 0.16, inception: '1998-01-14', index: { id: '#DJI', name: 'Dow Jones Industrial Average' } },
  IWM: { expenseRatio: 0.19, inception: '2000-05-22', index: { id: null, name: 'Russell 2000' } },
  // Neither tracks the PHLX index (#SOXX here, SOX to readers) today: SOXX left it for the NYSE index in 2021.
  SOXX: { expenseRatio: 0.34, inception: '2001-07-10', index: { id: null, name: 'NYSE Semiconductor' } },
  SMH: { expenseRatio: 0.35, inception: '2011-12-20', index: { id: null, name: 'MVIS US Listed Semiconductor 25' } },
  TLT: { expenseRatio: 0.15, inception: '2002-07-22', index: { id: null, name: 'ICE U.S. Treasury 20+ Year' } },
  GLD: { expenseRatio: 0.4, inception: '2004-11-18', index: null },
  ARKK: { expenseRatio: 0.75, inception: '2014-10-31', index: null },
  SCHD: { expenseRatio: 0.06, inception: '2011-10-20', index: { id: null, name: 'Dow Jones U.S. Dividend 100' } },
};

const LEVERAGED = /\b[23]X\b|Ultra|Leveraged|Daily Target|Inverse|Bear|Bull/i;

/** A fund we have no fact sheet for: fees and age drawn for its kind, no named index (we would invent one). */
function drawnFacts(entry: CatalogueEntry, assetClass: AssetClass): KnownFund {
  const random = createRandom(`fund:${entry.id}`);
  const leveraged = LEVERAGED.test(entry.securityName);
  const expenseRatio = leveraged ? random.between(0.85, 1.15) : assetClass === 'bond' ? random.between(0.03, 0.45) : Math.min(0.95, 0.12 * Math.exp(0.8 * random.normal()) + 0.03);
  const year = random.int(2004, 2024);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { expenseRatio: Math.round(expenseRatio * 100) / 100, inception: `${year}-${pad(month)}-${pad(day)}`, index: null };
}

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The fund's expense ratio: the issuer's fact sheet, else drawn for its kind. */
export function expenseRatioOf(entry: CatalogueEntry): number {
  return (KNOWN_FUNDS[entry.id] ?? drawnFacts(entry, assetClassOf(entry))).expenseRatio;
}

/**
 * The NAV struck at the latest session that has closed at `nowMs` (before today's close, the one
 * before), and the net assets at it. `view` may be read from a tail of the series (its last sessions).
 */
export function navAt(entry: CatalogueEntry, view: SessionView, nowMs: number): { nav: number; navDay: number; closePrice: number; assets: number } {
  const today = view.series.days[view.index] as number;
  const navIndex = nowMs >= sessionCloseUtc(today) || view.index === 0 ? view.index : view.index - 1;
  const navDay = view.series.days[navIndex] as number;
  const closePrice = roundPrice(view.series.close[navIndex] as number);
  const params = symbolParams(entry);
  const assetsAtAnchor = params.shares * params.anchorPrice;
  const spread = LEVERAGED.test(entry.securityName) ? 0.003 : KNOWN_FUNDS[entry.id] || assetsAtAnchor > 1e10 ? 0.0002 : 0.0012;
  const nav = roundPrice(closePrice * (1 + spread * createRandom(`nav:${entry.id}:${navDay}`).normal()));
  return { nav, navDay, closePrice, assets: Math.round(params.shares * nav) };
}

export function fundFacts(catalogue: Catalogue, entry: CatalogueEntry, nowMs: number): FundFacts {
  const portfolio = fundPortfolio(catalogue, entry);
  const known = KNOWN_FUNDS[entry.id] ?? drawnFacts(entry, portfolio.assetClass);
  const { nav, navDay, closePrice, assets } = navAt(entry, sessionView(entry, nowMs), nowMs);
  return {
    id: entry.id,
    expenseRatio: known.expenseRatio,
    assets,
    nav,
    navDate: isoDay(navDay),
    closePrice,
    premiumDiscount: percentChange(closePrice, nav) ?? 0,
    inceptionDate: known.inception,
    trackedIndex: known.index,
    assetClass: portfolio.assetClass,
    holdingsCount: portfolio.holdingsCount,
    topHoldings: portfolio.holdings
      .slice(0, TOP_HOLDINGS)
      .map((holding) => ({ id: holding.entry.id, name: holding.entry.name, customName: holding.entry.customName, weight: Math.round(holding.weight * 100) / 100 })),
    sectors: sectorWeights(portfolio).map((sector) => ({ ...sector, weight: Math.round(sector.weight * 100) / 100 })),
  };
}
