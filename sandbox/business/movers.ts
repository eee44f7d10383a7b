import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { lastTradingDayOnOrBefore, newYorkClock } from '../market/calendar.ts';
import { type Quote, quoteAt } from '../market/quote.ts';
import { type DailySeries, recentSessions } from '../market/series.ts';
import { LruCache } from '../market/lru.ts';
import { marketCapAt } from '../market/params.ts';
import { marketCapOf } from './directory.ts';
import type { QuotedSecurity } from '../market/quoted-security.ts';

/**
 * GET /api/Stock/Movers: the day's biggest gainers, losers and most active stocks.
 *
 * The universe is what a reader means by "stocks": companies' ordinary shares and ADRs worth at
 * least US$10 billion, the large caps, so a $0.05 warrant that doubled or a $10 SPAC shell never tops
 * the list. Funds (ETFs, closed-end funds), indices, warrants, rights, units, preferreds and notes
 * are out, and so are shares under US$5. "Most active" is by shares traded, the usual meaning of 成交量.
 *
 * Which companies are large. The listing files give no sizes; only the S&P 500 and the hand-written
 * facts (sandbox/catalogue/well-known*.ts) say a company is large, and every other company is drawn
 * below the floor (params.ts, unknownCompanySize). So the candidates are those companies (about 520),
 * and the floor is applied at the quote's price with marketCapAt, the size the stock page shows at
 * that moment: a candidate that fell below US$10 billion since the anchor day drops out.
 *
 * Cost. A quote needs the symbol's daily series, which is generated from 2018 on (1.2 ms a symbol
 * on an idle core, 4–5 ms on this shared machine under load): a US$2 billion floor (2,300 stocks)
 * took 3–10 s, past the app's 5 s timeout; the large caps take 1–3 s. The last few sessions of each
 * are kept per trading day (a few hundred bytes a stock, built once a day in slices that yield to
 * the event loop, and warmed when the sandbox starts), and the quotes of the universe are computed
 * once per market minute and shared by the three lists.
 */

export const MOVER_TYPES = ['gainers', 'losers', 'active'] as const;
export type MoverType = (typeof MOVER_TYPES)[number];

/** Market capitalisation floor of the universe, USD: the large caps Taiwanese readers follow. */
export const MIN_MARKET_CAP = 10e9;
/** Shares under US$5 (penny stocks) are left out of the lists: a 20-cent move is not news. */
export const MIN_PRICE = 5;
/** Sessions kept per stock: the quote reads its session and the one before. */
const SESSIONS_KEPT = 5;
/** Stocks built between two yields to the event loop (10–40 ms), so the sandbox keeps answering meanwhile. */
const SLICE = 8;

export interface Mover extends QuotedSecurity {
  volume: number;
  marketCap: number;
}

export interface MoversAnswer {
  type: MoverType;
  /** The time of the quotes (a running session: the market minute; otherwise the session's close). */
  asOf: string;
  /** New York date of the session the quotes belong to. */
  tradingDate: string;
  marketSession: Quote['marketSession'];
  universe: { minMarketCap: number; minPrice: number; size: number };
  items: Mover[];
}

/**
 * Candidates: companies' shares and ADRs (not funds, shells or side listings: warrants, rights,
 * units, preferreds, notes) whose size the sandbox knows, the S&P 500 and the hand-described ones.
 */
export function inMoversUniverse(entry: CatalogueEntry): boolean {
  if (entry.isIndex || entry.isEtf || entry.industry === 'Shell Companies') return false;
  if (/\bFund\b|Closed End/i.test(entry.securityName)) return false;
  // marketCapOf is null for side listings.
  if (marketCapOf(entry) === null) return false;
  return entry.sp500 !== null || entry.wellKnown !== null;
}

type UniverseQuote = Quote & { entry: CatalogueEntry; marketCap: number };

/** Whether a candidate's quote is in the lists: worth the floor at that price and priced at least US$5. */
const meetsFloors = (q: UniverseQuote): boolean => q.marketCap >= MIN_MARKET_CAP && q.price >= MIN_PRICE;

/** Sorts and cuts one list; ties go by symbol so the order never depends on the catalogue's. */
export function selectMovers(type: MoverType, quotes: readonly UniverseQuote[], count: number): Mover[] {
  const bySymbol = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const listed = quotes.filter(meetsFloors);
  const picked =
    type === 'gainers'
      ? listed.filter((q) => q.changePercent > 0).sort((a, b) => b.changePercent - a.changePercent || bySymbol(a, b))
      : type === 'losers'
        ? listed.filter((q) => q.changePercent < 0).sort((a, b) => a.changePercent - b.changePercent || bySymbol(a, b))
        : listed.filter((q) => q.volume > 0).sort((a, b) => b.volume - a.volume || bySymbol(a, b));
  return picked
    .slice(0, count)
    .map((q) => ({ id: q.id, name: q.entry.name, customName: q.entry.customName, price: q.price, change: q.change, changePercent: q.changePercent, volume: q.volume, marketCap: q.marketCap }));
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface MoversBoard {
  /** Builds the recent sessions for the trading day of `nowMs` ahead of the first request. */
  warm(nowMs: number): Promise<void>;
  list(type: MoverType, count: number, nowMs: number): Promise<MoversAnswer>;
}

const boards = new WeakMap<Catalogue, MoversBoard>();

/** One board per catalogue: the in-process services of a test file share its caches. */
export function moversBoardOf(catalogue: Catalogue): MoversBoard {
  let board = boards.get(catalogue);
  if (!board) {
    board = createMoversBoard(catalogue);
    boards.set(catalogue, board);
  }
  return board;
}

export function createMoversBoard(catalogue: Catalogue): MoversBoard {
  let universe: { version: number; entries: CatalogueEntry[] } | null = null;
  const currentUniverse = (): CatalogueEntry[] => {
    if (!universe || universe.version !== catalogue.version) {
      universe = { version: catalogue.version, entries: catalogue.all().filter(inMoversUniverse) };
    }
    return universe.entries;
  };

  // Recent sessions of every stock of the universe, per trading day (two days: a test's frozen clock beside the real one).
  const sessionsByDay = new LruCache<number, Promise<Map<string, DailySeries>>>(2);
  const sessionsFor = (day: number): Promise<Map<string, DailySeries>> => {
    const end = lastTradingDayOnOrBefore(day);
    let sessions = sessionsByDay.get(end);
    if (!sessions) {
      sessions = (async () => {
        const built = new Map<string, DailySeries>();
        const entries = currentUniverse();
        for (let i = 0; i < entries.length; i += 1) {
          const entry = entries[i] as CatalogueEntry;
          built.set(entry.id, recentSessions(entry, end, SESSIONS_KEPT));
          if (i % SLICE === SLICE - 1) await yieldToEventLoop();
        }
        return built;
      })();
      sessionsByDay.set(end, sessions);
      // A failed build is not kept: the next request tries again.
      sessions.catch(() => sessionsByDay.clear());
    }
    return sessions;
  };

  // The universe's quotes, per market minute: the three lists of one page view share them.
  const quotesByMinute = new LruCache<string, Promise<{ at: number; quotes: UniverseQuote[] }>>(4);
  const quotesAt = (nowMs: number) => {
    const at = Math.floor(nowMs / 60_000) * 60_000;
    const { day } = newYorkClock(at);
    const key = `${catalogue.version}:${at}`;
    let quotes = quotesByMinute.get(key);
    if (!quotes) {
      quotes = sessionsFor(day).then((sessions) => ({
        at,
        quotes: currentUniverse().map((entry) => {
          // A stock listed since the day's build gets its sessions now (one stock: about a millisecond).
          const quote = quoteAt(entry, at, sessions.get(entry.id) ?? recentSessions(entry, lastTradingDayOnOrBefore(day), SESSIONS_KEPT));
          return { ...quote, entry, marketCap: marketCapAt(entry, quote.price) };
        }),
      }));
      quotesByMinute.set(key, quotes);
      quotes.catch(() => quotesByMinute.clear());
    }
    return quotes;
  };

  return {
    async warm(nowMs) {
      await sessionsFor(newYorkClock(nowMs).day);
    },
    async list(type, count, nowMs) {
      const { at, quotes } = await quotesAt(nowMs);
      const sample = quotes[0];
      return {
        type,
        asOf: sample?.time ?? new Date(at).toISOString(),
        tradingDate: sample?.tradingDate ?? new Date(at).toISOString().slice(0, 10),
        marketSession: sample?.marketSession ?? 'no-trading',
        universe: { minMarketCap: MIN_MARKET_CAP, minPrice: MIN_PRICE, size: quotes.filter(meetsFloors).length },
        items: selectMovers(type, quotes, count),
      };
    },
  };
}
