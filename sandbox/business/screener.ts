import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { lastTradingDayOnOrBefore, newYorkClock, previousTradingDay, sessionOpenUtc } from '../market/calendar.ts';
import { DOW_30, nasdaq100Members } from '../market/index-members.ts';
import { LruCache } from '../market/lru.ts';
import { type ScreenerBase, screenerBase } from '../market/screener-base.ts';
import { buildHere, type BuildBases, threadBuilder } from './screener-build.ts';
import { type ScreenerListing, type ScreenerRow, screenerRow } from '../market/screener-row.ts';
import { isDepositaryReceipt } from '../market/security-kind.ts';
import { loadPairs } from '../taiwan-market/data.ts';

/**
 * GET /api/Stock/Screener: every listed security's screener row (stocks, ADRs and ETFs; no
 * indices), in id order, in pages. The app reads all pages a few times an hour into its snapshot.
 *
 * Cost. A row reads the security's whole daily series since 2018 (about 1.3 ms on an idle core) and
 * its statements (about as much again): some 13,000 rows took 30 s of CPU. So the part the earlier
 * sessions fix is built once per session day (screener-base.ts, a few hundred bytes a security; on a
 * worker thread in the running sandbox: screener-build.ts) and kept for two session days; the rows
 * themselves are read from it once per market minute (a second or less) and shared by every page of
 * that minute.
 */

export const MAX_SCREENER_PAGE_SIZE = 2_000;
/** Rows read between two turns of the event loop. */
const ROWS_PER_SLICE = 500;

type ScreenerQuoteSession = 'preMarket' | 'intraDay' | 'afterHours' | 'no-trading';

export interface ScreenerAnswer {
  /** New York date of the session the quotes belong to. */
  tradingDate: string;
  /** The time of the quotes. */
  asOf: string;
  /** The market session the quotes are in (the stock pages' quotes say it too). */
  marketSession: ScreenerQuoteSession;
  page: number;
  pageSize: number;
  total: number;
  rows: ScreenerRow[];
}

export interface ScreenerBoard {
  /** Builds the session's bases ahead of the first request (the running sandbox). */
  warm(nowMs: number): Promise<void>;
  page(page: number, pageSize: number, nowMs: number): Promise<ScreenerAnswer>;
}

/** The session a quote at `nowMs` belongs to (sessionViewOf's): before a trading day's open, the one before. */
export function sessionDayAt(nowMs: number): number {
  const { day } = newYorkClock(nowMs);
  const latest = lastTradingDayOnOrBefore(day);
  return latest === day && nowMs < sessionOpenUtc(day) ? previousTradingDay(day) : latest;
}

interface Universe {
  version: number;
  entries: CatalogueEntry[];
  listings: Map<string, ScreenerListing>;
}

let taiwanCodes: Map<string, string> | undefined;
const taiwanCodeOf = (id: string): string | null => (taiwanCodes ??= new Map(loadPairs().map((pair) => [pair.adrSymbol, pair.twseCode]))).get(id) ?? null;

/**
 * The securities the board lists: every one, or with `sample` > 1 every sample-th in id order plus
 * the hand-described and the Taiwan ADRs (a test stack's smaller table: the same rows, fewer of them).
 */
function universeOf(catalogue: Catalogue, sample: number): Universe {
  const entries = catalogue
    .all()
    .filter((entry) => !entry.isIndex)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((entry, position) => sample <= 1 || position % sample === 0 || entry.wellKnown !== null || taiwanCodeOf(entry.id) !== null);
  const nasdaq100 = new Set(nasdaq100Members(catalogue).map((entry) => entry.id));
  const dow = new Set<string>(DOW_30);
  const listings = new Map(
    entries.map((entry) => {
      const taiwanCode = taiwanCodeOf(entry.id);
      const kind = entry.isEtf ? 'etf' : taiwanCode !== null || isDepositaryReceipt(entry) ? 'adr' : 'stock';
      return [entry.id, { kind, sp500: entry.sp500 !== null, nasdaq100: nasdaq100.has(entry.id), dow: dow.has(entry.id), taiwanCode }] as const;
    }),
  );
  return { version: catalogue.version, entries, listings };
}

const boards = new WeakMap<Catalogue, Map<string, ScreenerBoard>>();

export interface ScreenerBoardOptions {
  /** List every n-th security (screenerSample of the business service); 1: all. */
  sample?: number | undefined;
  /** Build the session bases on a worker thread (the running sandbox); else here, in slices. */
  thread?: boolean | undefined;
}

/** One board per catalogue (and options): the in-process services of a test file share its caches. */
export function screenerBoardOf(catalogue: Catalogue, { sample = 1, thread = false }: ScreenerBoardOptions = {}): ScreenerBoard {
  let byOptions = boards.get(catalogue);
  if (!byOptions) {
    byOptions = new Map();
    boards.set(catalogue, byOptions);
  }
  const key = `${sample}:${thread}`;
  let board = byOptions.get(key);
  if (!board) {
    board = createScreenerBoard(catalogue, sample, thread ? threadBuilder() : buildHere);
    byOptions.set(key, board);
  }
  return board;
}

function createScreenerBoard(catalogue: Catalogue, sample: number, build: BuildBases): ScreenerBoard {
  let universe: Universe | null = null;
  const currentUniverse = (): Universe => {
    if (!universe || universe.version !== catalogue.version) universe = universeOf(catalogue, sample);
    return universe;
  };

  const basesByDay = new LruCache<string, Promise<Map<string, ScreenerBase>>>(2);
  const basesFor = (sessionDay: number): Promise<Map<string, ScreenerBase>> => {
    const { version, entries } = currentUniverse();
    const key = `${version}:${sessionDay}`;
    let bases = basesByDay.get(key);
    if (!bases) {
      bases = (async () => {
        const started = performance.now();
        const built = await build(catalogue, entries, sessionDay);
        console.log(`[sandbox business] screener: ${built.size} securities' session bases built in ${Math.round(performance.now() - started)} ms`);
        return built;
      })();
      basesByDay.set(key, bases);
      // A failed build is not kept: the next request tries again.
      bases.catch(() => basesByDay.clear());
    }
    return bases;
  };

  const rowsByMinute = new LruCache<string, Promise<Omit<ScreenerAnswer, 'page' | 'pageSize'>>>(2);
  const rowsAt = (nowMs: number) => {
    const at = Math.floor(nowMs / 60_000) * 60_000;
    const sessionDay = sessionDayAt(at);
    const key = `${catalogue.version}:${at}`;
    let rows = rowsByMinute.get(key);
    if (!rows) {
      rows = basesFor(sessionDay).then(async (bases) => {
        const { entries, listings } = currentUniverse();
        let asOf = new Date(at).toISOString();
        let tradingDate = asOf.slice(0, 10);
        let marketSession: ScreenerQuoteSession = 'no-trading';
        const built: ScreenerRow[] = [];
        for (const [i, entry] of entries.entries()) {
          // During a session each row reads its minute path (2–3 s for all): other calls go between slices.
          if (i % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) await new Promise<void>((resolve) => setImmediate(resolve));
          // A security listed since the day's build gets its base now (one security: a few milliseconds).
          const base = bases.get(entry.id) ?? screenerBase(catalogue, entry, sessionDay);
          bases.set(entry.id, base);
          const listing = listings.get(entry.id);
          if (!listing) continue;
          const { row, quote } = screenerRow(base, listing, at);
          asOf = quote.time;
          tradingDate = quote.tradingDate;
          marketSession = quote.marketSession;
          built.push(row);
        }
        return { tradingDate, asOf, marketSession, total: built.length, rows: built };
      });
      rowsByMinute.set(key, rows);
      rows.catch(() => rowsByMinute.clear());
    }
    return rows;
  };

  return {
    async warm(nowMs) {
      await basesFor(sessionDayAt(nowMs));
    },
    async page(page, pageSize, nowMs) {
      const { tradingDate, asOf, marketSession, total, rows } = await rowsAt(nowMs);
      return { tradingDate, asOf, marketSession, page, pageSize, total, rows: rows.slice((page - 1) * pageSize, page * pageSize) };
    },
  };
}

/** Warms the session's bases now and checks each minute (an unref'd timer) that a new session's are on their way. */
export function keepScreenerWarm(board: ScreenerBoard, now: () => number): void {
  const check = () => board.warm(now()).catch((err: unknown) => console.error('[sandbox business] warming the screener', err));
  void check();
  setInterval(check, 60_000).unref?.();
}
