import { Hono } from 'hono';
import * as v from 'valibot';
import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { SandboxHttpError } from '../http-errors.ts';
import { CONSTITUENT_SORTS, constituentsPage, constituentsSnapshot, MAX_PAGE_SIZE, SORT_ORDERS } from '../market/constituents.ts';
import { dividendSummary } from '../market/dividends.ts';
import { earningsCalls } from '../market/earnings-calls.ts';
import { stockEvents } from '../market/events.ts';
import { fundFacts } from '../market/fund.ts';
import { hasStatements } from '../market/fundamentals.ts';
import { PRICE_RANGES, priceHistory } from '../market/history.ts';
import { keyStatistics } from '../market/keypoints.ts';
import { decodeCursor, NEWS_ID_PATTERN, stockNews, stockNewsArticle } from '../market/news.ts';
import { industryPeers } from '../market/peers.ts';
import { companyProfile } from '../market/profile.ts';
import { quoteAt } from '../market/quote.ts';
import { financialStatement } from '../market/statements.ts';
import { PERIOD_KINDS, STATEMENT_KINDS } from '../market/statement-types.ts';
import { DIRECTORY_GROUPS, directory, toStockRecord } from './directory.ts';
import { findStock, idListSchema, normaliseStockId, parseOr400, readJsonBody } from './http.ts';
import { MOVER_TYPES, type MoversBoard, moversBoardOf } from './movers.ts';
import { MAX_SCREENER_PAGE_SIZE, type ScreenerBoard, screenerBoardOf } from './screener.ts';

/** The range of the watchlist sparklines: daily closes of the last month. */
const SPARKLINE_RANGE = '1M';

/** The app sends AdditionalInformation in chunks of 50; the service refuses more. */
export const MAX_IDS_PER_CALL = 50;

export interface StockRouteDeps {
  catalogue: Catalogue;
  now: () => number;
  /** The movers' per-day and per-minute caches (made here when not given). */
  movers?: MoversBoard | undefined;
  /** The screener's per-session and per-minute caches (made here when not given). */
  screener?: ScreenerBoard | undefined;
}

const RangeSchema = v.pipe(v.optional(v.string(), '1D'), v.toUpperCase(), v.picklist(PRICE_RANGES, `range must be one of ${PRICE_RANGES.join(', ')}`));
const PeriodSchema = v.pipe(v.optional(v.string(), 'quarterly'), v.toLowerCase(), v.picklist(PERIOD_KINDS, 'period must be quarterly or annual'));
const StatementSchema = v.picklist(STATEMENT_KINDS, `statement must be one of ${STATEMENT_KINDS.join(', ')}`);
const FetchSchema = v.pipe(
  v.optional(v.string(), '10'),
  v.regex(/^\d{1,3}$/, 'fetch must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'fetch must be at least 1'),
  v.maxValue(50, 'fetch must be at most 50'),
);
const MoverTypeSchema = v.picklist(MOVER_TYPES, `type must be one of ${MOVER_TYPES.join(', ')}`);
const CountSchema = v.pipe(
  v.optional(v.string(), '10'),
  v.regex(/^\d{1,3}$/, 'count must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'count must be at least 1'),
  v.maxValue(50, 'count must be at most 50'),
);
const wholeNumber = (name: string, fallback: string, max: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,6}$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
const ConstituentsQuerySchema = v.object({
  sort: v.optional(v.picklist(CONSTITUENT_SORTS, `sort must be one of ${CONSTITUENT_SORTS.join(', ')}`), 'weight'),
  order: v.optional(v.picklist(SORT_ORDERS, 'order must be asc or desc'), 'desc'),
  page: wholeNumber('page', '1', 100_000),
  pageSize: wholeNumber('pageSize', '50', MAX_PAGE_SIZE),
});
const ScreenerQuerySchema = v.object({ page: wholeNumber('page', '1', 100_000), pageSize: wholeNumber('pageSize', '500', MAX_SCREENER_PAGE_SIZE) });
const GroupSchema = v.picklist(DIRECTORY_GROUPS, `group must be one of ${DIRECTORY_GROUPS.join(', ')}`);

/** Statements and earnings calls exist for companies only (the site blocks those tabs for other stocks too). */
function requireStatements(entry: CatalogueEntry): void {
  if (!hasStatements(entry)) {
    throw new SandboxHttpError(404, 'notApplicable', `${entry.id} is ${entry.isIndex ? 'an index' : 'an ETF'} and publishes no statements`);
  }
}

/** Looks up each id of a body list; unknown ids are left out, malformed ones refused. */
function lookUpAll(catalogue: Catalogue, ids: string[]): CatalogueEntry[] {
  const found = new Map<string, CatalogueEntry>();
  ids.forEach((raw, index) => {
    const entry = catalogue.get(normaliseStockId(raw, `[${index}]`));
    if (entry) found.set(entry.id, entry);
  });
  return [...found.values()];
}

export function stockRoutes({ catalogue, now, movers = moversBoardOf(catalogue), screener = screenerBoardOf(catalogue) }: StockRouteDeps): Hono {
  const app = new Hono();

  app.post('/AdditionalInformation', async (c) => {
    const ids = parseOr400(idListSchema(MAX_IDS_PER_CALL), await readJsonBody(c), 'AdditionalInformation');
    const data = Object.fromEntries(lookUpAll(catalogue, ids).map((entry) => [entry.id, toStockRecord(entry)]));
    return c.json({ data });
  });

  app.post('/Keypoints', async (c) => {
    const raw = parseOr400(v.pipe(v.string('the body must be a JSON string holding the stock id'), v.maxLength(64)), await readJsonBody(c), 'Keypoints');
    return c.json({ data: keyStatistics(catalogue, findStock(catalogue, raw), now()) });
  });

  app.post('/Quotes', async (c) => {
    const ids = parseOr400(idListSchema(MAX_IDS_PER_CALL), await readJsonBody(c), 'Quotes');
    const at = now();
    return c.json({ data: Object.fromEntries(lookUpAll(catalogue, ids).map((entry) => [entry.id, quoteAt(entry, at)])) });
  });

  // The watchlist's one-month sparklines, 50 ids a call like the quotes (one call per row would be 100).
  app.post('/Sparklines', async (c) => {
    const ids = parseOr400(idListSchema(MAX_IDS_PER_CALL), await readJsonBody(c), 'Sparklines');
    const at = now();
    const data = Object.fromEntries(
      lookUpAll(catalogue, ids).map((entry) => {
        const history = priceHistory(entry, SPARKLINE_RANGE, at);
        const first = history.bars[0];
        const last = history.bars[history.bars.length - 1];
        return [
          entry.id,
          { id: entry.id, range: SPARKLINE_RANGE, previousClose: history.previousClose, closes: history.bars.map((bar) => bar.close), from: first?.date ?? null, to: last?.date ?? null },
        ];
      }),
    );
    return c.json({ data });
  });

  app.get('/Indices', (c) =>
    c.json({
      data: catalogue
        .indices()
        .map((entry) => ({
          ...toStockRecord(entry),
          chineseName: entry.index?.chineseName ?? entry.customName ?? entry.name,
          description: entry.index?.description ?? '',
          englishDescription: entry.index?.englishDescription ?? '',
        })),
    }),
  );

  // The day's top gainers, losers and most active stocks (movers.ts: the universe and the caches).
  app.get('/Movers', async (c) => {
    const type = parseOr400(MoverTypeSchema, c.req.query('type'), 'type');
    const count = parseOr400(CountSchema, c.req.query('count'), 'count');
    return c.json({ data: await movers.list(type, count, now()) });
  });

  // Every listed security's screener row, in id order and in pages (screener.ts: the caches).
  app.get('/Screener', async (c) => {
    const { page, pageSize } = parseOr400(ScreenerQuerySchema, c.req.query(), 'Screener');
    return c.json({ data: await screener.page(page, pageSize, now()) });
  });

  app.get('/Directory', (c) => {
    const group = parseOr400(GroupSchema, c.req.query('group'), 'group');
    return c.json({ data: { group, items: directory(catalogue, group) } });
  });

  app.get('/:id/PriceHistory', (c) => {
    const range = parseOr400(RangeSchema, c.req.query('range'), 'range');
    return c.json({ data: priceHistory(findStock(catalogue, c.req.param('id')), range, now()) });
  });

  app.get('/:id/Financials/:statement', (c) => {
    const statement = parseOr400(StatementSchema, c.req.param('statement'), 'statement');
    const period = parseOr400(PeriodSchema, c.req.query('period'), 'period');
    const entry = findStock(catalogue, c.req.param('id'));
    requireStatements(entry);
    return c.json({ data: financialStatement(entry, statement, period, now()) });
  });

  app.get('/:id/Dividends', (c) => {
    const entry = findStock(catalogue, c.req.param('id'));
    if (entry.isIndex) throw new SandboxHttpError(404, 'notApplicable', `${entry.id} is an index and pays no dividends`);
    const at = now();
    return c.json({ data: dividendSummary(entry, at, quoteAt(entry, at).price) });
  });

  app.get('/:id/Fund', (c) => {
    const entry = findStock(catalogue, c.req.param('id'));
    if (!entry.isEtf) throw new SandboxHttpError(404, 'notApplicable', `${entry.id} is not an ETF`);
    return c.json({ data: fundFacts(catalogue, entry, now()) });
  });

  // Members of an index with their quotes, sorted and paged (#IXIC has ~3,200: never all at once).
  app.get('/:id/Constituents', (c) => {
    const query = parseOr400(ConstituentsQuerySchema, c.req.query(), 'Constituents');
    const entry = findStock(catalogue, c.req.param('id'));
    const snapshot = entry.isIndex ? constituentsSnapshot(catalogue, entry.id, now()) : null;
    if (!snapshot) throw new SandboxHttpError(404, 'notApplicable', `${entry.id} is not an index and has no constituents`);
    return c.json({ data: constituentsPage(snapshot, entry.id, query) });
  });

  app.get('/:id/Profile', (c) => {
    const entry = findStock(catalogue, c.req.param('id'));
    if (entry.isIndex) throw new SandboxHttpError(404, 'notApplicable', `${entry.id} is an index; see /api/Stock/Indices`);
    return c.json({ data: companyProfile(entry) });
  });

  app.get('/:id/Events', (c) => {
    const entry = findStock(catalogue, c.req.param('id'));
    return c.json({ data: { id: entry.id, items: stockEvents(entry, now()) } });
  });

  app.get('/:id/EarningsCalls', (c) => {
    const entry = findStock(catalogue, c.req.param('id'));
    requireStatements(entry);
    return c.json({ data: { id: entry.id, items: earningsCalls(entry, now()) } });
  });

  app.get('/:id/News', (c) => {
    const fetch = parseOr400(FetchSchema, c.req.query('fetch'), 'fetch');
    const rawCursor = c.req.query('cursor');
    const cursor = rawCursor ? decodeCursor(rawCursor) : null;
    if (rawCursor && !cursor) throw new SandboxHttpError(400, 'badRequest', 'cursor: not a cursor this service issued');
    const entry = findStock(catalogue, c.req.param('id'));
    return c.json({ data: { id: entry.id, ...stockNews(entry, now(), fetch, cursor) } });
  });

  // One item of the feed with its full text; an id the feed does not hold (any more) is a 404.
  app.get('/:id/News/:newsId', (c) => {
    const newsId = c.req.param('newsId');
    if (!NEWS_ID_PATTERN.test(newsId)) throw new SandboxHttpError(400, 'badRequest', 'newsId: not an id this service issued');
    const entry = findStock(catalogue, c.req.param('id'));
    const article = stockNewsArticle(entry, now(), newsId);
    if (!article) throw new SandboxHttpError(404, 'notFound', `${entry.id} has no news ${newsId}`);
    return c.json({ data: article });
  });

  app.get('/:id/Peers', (c) => {
    const entry = findStock(catalogue, c.req.param('id'));
    return c.json({ data: { id: entry.id, items: industryPeers(catalogue, entry, now()) } });
  });

  return app;
}
