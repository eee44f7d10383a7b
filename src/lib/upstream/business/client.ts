import { POLICIES } from '../cache-policy';
import type * as v from 'valibot';
import type { StockId } from '@protocol/stock-id';
import { upstreamRequest, type UpstreamContext, type UpstreamRequest } from '../http';
import {
  CompanyProfileSchema,
  type CompanyProfile,
  type Dividends,
  DividendsSchema,
  type EarningsCalls,
  EarningsCallsSchema,
  type FinancialStatement,
  FinancialStatementSchema,
  type Peers,
  PeersSchema,
  type PeriodKind,
  type StatementKind,
  type StockEvents,
  StockEventsSchema,
} from './schemas/company';
import { type Directory, type DirectoryGroup, DirectorySchema } from './schemas/directory';
import { type PriceHistory, PriceHistorySchema, type PriceRange } from './schemas/history';
import {
  type Constituents,
  ConstituentsSchema,
  type ConstituentSort,
  type Fund,
  FundSchema,
  type Movers,
  MoversSchema,
  type MoverType,
  type SortOrder,
  type Watchlist,
  WatchlistSchema,
} from './schemas/lists';
import { type StockNews, type StockNewsArticle, StockNewsArticleSchema, StockNewsSchema } from './schemas/news';
import {
  AdditionalInformationSchema,
  type IndexRecord,
  IndicesSchema,
  type KeyStatistics,
  KeypointsSchema,
  type Quote,
  QuotesSchema,
  type Sparkline,
  SparklinesSchema,
  type StockRecord,
} from './schemas/quotes';
import { type Calendar, CalendarSchema } from './schemas/calendar';
import { type ScreenerPage, ScreenerPageSchema } from './schemas/screener';

/** Stock info is requested 50 ids at a time. */
export const STOCK_INFO_BATCH = 50;

/** Every business call names the web app (X-App-Id). */
function businessRequest<TSchema extends v.GenericSchema>(ctx: UpstreamContext, req: Omit<UpstreamRequest<TSchema>, 'service' | 'headers'>): Promise<v.InferOutput<TSchema>> {
  return upstreamRequest(ctx, { ...req, service: 'business', headers: { 'X-App-Id': ctx.config.WEB_APP_ID } });
}

/** Path segment of a stock id ('#' must be escaped). */
const segment = (id: StockId) => encodeURIComponent(id);

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * POST of a list of ids. No ids → {} without a call; otherwise chunks of 50 sent in
 * parallel, each response's data merged. Unknown ids are simply absent.
 */
async function postIdsInChunks<TSchema extends v.GenericSchema<unknown, { data: Record<string, unknown> }>>(
  ctx: UpstreamContext,
  ids: readonly StockId[],
  req: Pick<UpstreamRequest<TSchema>, 'path' | 'cache' | 'schema'>,
): Promise<v.InferOutput<TSchema>['data']> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return {};
  const answers = await Promise.all(chunks(wanted, STOCK_INFO_BATCH).map((chunk) => businessRequest(ctx, { ...req, method: 'POST', json: chunk })));
  return Object.assign({}, ...answers.map((answer) => answer.data)) as v.InferOutput<TSchema>['data'];
}

/** POST /api/Stock/AdditionalInformation: stock records by id, in chunks of 50. */
export async function getAdditionalInformation(ctx: UpstreamContext, ids: readonly StockId[]): Promise<Record<string, StockRecord>> {
  return await postIdsInChunks(ctx, ids, { path: '/api/Stock/AdditionalInformation', cache: POLICIES.stockRecords, schema: AdditionalInformationSchema });
}

/** POST /api/Stock/Keypoints: body is the id as a JSON string. Unknown id → UpstreamError 404. */
export async function getKeypoints(ctx: UpstreamContext, id: StockId): Promise<KeyStatistics> {
  const answer = await businessRequest(ctx, { method: 'POST', path: '/api/Stock/Keypoints', cache: POLICIES.keypoints, json: id, schema: KeypointsSchema });
  return answer.data;
}

/** POST /api/Stock/Quotes: live quotes, chunked like AdditionalInformation. */
export async function getQuotes(ctx: UpstreamContext, ids: readonly StockId[]): Promise<Record<string, Quote>> {
  return await postIdsInChunks(ctx, ids, { path: '/api/Stock/Quotes', cache: POLICIES.quotes, schema: QuotesSchema });
}

/** POST /api/Stock/Sparklines: a month of daily closes per id, chunked like the quotes. */
export async function getSparklines(ctx: UpstreamContext, ids: readonly StockId[]): Promise<Record<string, Sparkline>> {
  return await postIdsInChunks(ctx, ids, { path: '/api/Stock/Sparklines', cache: POLICIES.priceHistory, schema: SparklinesSchema });
}

/** GET /api/Stock/Indices: the four indices with their Chinese names and descriptions. */
export async function getIndices(ctx: UpstreamContext): Promise<IndexRecord[]> {
  return (await businessRequest(ctx, { path: '/api/Stock/Indices', cache: POLICIES.indices, schema: IndicesSchema })).data;
}

/** GET /api/Stock/Movers?type=&count=: the day's top gainers, losers or most active stocks (count 1–50). */
export async function getMovers(ctx: UpstreamContext, type: MoverType, count: number): Promise<Movers> {
  return (await businessRequest(ctx, { path: '/api/Stock/Movers', cache: POLICIES.movers, query: { type, count }, schema: MoversSchema })).data;
}

/** GET /api/Stock/Directory?group=: every stock of one alphabetical sitemap group. */
export async function getStockDirectory(ctx: UpstreamContext, group: DirectoryGroup): Promise<Directory> {
  return (await businessRequest(ctx, { path: '/api/Stock/Directory', cache: POLICIES.directory, query: { group }, schema: DirectorySchema })).data;
}

/** GET /api/Stock/Screener?page=&pageSize= (page from 1, pageSize up to 2,000): every listed security's screener row, in id order. */
export async function getScreenerPage(ctx: UpstreamContext, page: number, pageSize: number): Promise<ScreenerPage> {
  return (await businessRequest(ctx, { path: '/api/Stock/Screener', cache: POLICIES.screener, query: { page, pageSize }, schema: ScreenerPageSchema })).data;
}

/** GET /api/Stock/{id}/PriceHistory?range= */
export async function getPriceHistory(ctx: UpstreamContext, id: StockId, range: PriceRange): Promise<PriceHistory> {
  return (await businessRequest(ctx, { path: `/api/Stock/${segment(id)}/PriceHistory`, cache: POLICIES.priceHistory, query: { range }, schema: PriceHistorySchema })).data;
}

/** GET /api/Stock/{id}/Financials/{statement}?period= (404 for indices and ETFs). */
export async function getFinancialStatement(ctx: UpstreamContext, id: StockId, statement: StatementKind, period: PeriodKind): Promise<FinancialStatement> {
  return (await businessRequest(ctx, { path: `/api/Stock/${segment(id)}/Financials/${statement}`, cache: POLICIES.statements, query: { period }, schema: FinancialStatementSchema })).data;
}

/** GET /api/Stock/{id}/Dividends (404 for indices). */
export async function getDividends(ctx: UpstreamContext, id: StockId): Promise<Dividends> {
  return (await businessRequest(ctx, { path: `/api/Stock/${segment(id)}/Dividends`, cache: POLICIES.statements, schema: DividendsSchema })).data;
}

/** GET /api/Stock/{id}/Profile (404 for indices). */
export async function getCompanyProfile(ctx: UpstreamContext, id: StockId): Promise<CompanyProfile> {
  return (await businessRequest(ctx, { path: `/api/Stock/${segment(id)}/Profile`, cache: POLICIES.statements, schema: CompanyProfileSchema })).data;
}

/** GET /api/Stock/{id}/Fund: an ETF's fees, assets, NAV, holdings and sectors (404 for companies and indices). */
export async function getFund(ctx: UpstreamContext, id: StockId): Promise<Fund> {
  return (await businessRequest(ctx, { path: `/api/Stock/${segment(id)}/Fund`, cache: POLICIES.fund, schema: FundSchema })).data;
}

export interface ConstituentsQuery {
  sort: ConstituentSort;
  order: SortOrder;
  /** 1-based. */
  page: number;
  /** At most 100. */
  pageSize: number;
}

/** GET /api/Stock/{id}/Constituents: one sorted page of an index's members, and the day's movers (404 for non-indices). */
export async function getConstituents(ctx: UpstreamContext, id: StockId, query: ConstituentsQuery): Promise<Constituents> {
  return (
    await businessRequest(ctx, {
      path: `/api/Stock/${segment(id)}/Constituents`,
      cache: POLICIES.constituents,
      query: { sort: query.sort, order: query.order, page: query.page, pageSize: query.pageSize },
      schema: ConstituentsSchema,
    })
  ).data;
}

/** GET /api/Stock/{id}/Events */
export async function getStockEvents(ctx: UpstreamContext, id: StockId): Promise<StockEvents> {
  return (await businessRequest(ctx, { path: `/api/Stock/${segment(id)}/Events`, cache: POLICIES.stockEvents, schema: StockEventsSchema })).data;
}

/**
 * GET /api/Calendar?from=&to=: earnings, dividends and IPOs of a range of New York dates (YYYY-MM-DD,
 * at most MAX_CALENDAR_DAYS, both included; the service answers 400 otherwise). Public: edge-cached.
 */
export async function getCalendar(ctx: UpstreamContext, from: string, to: string): Promise<Calendar> {
  return (await businessRequest(ctx, { path: '/api/Calendar', cache: POLICIES.calendar, query: { from, to }, schema: CalendarSchema })).data;
}

/** GET /api/Stock/{id}/EarningsCalls (404 for indices and ETFs). */
export async function getEarningsCalls(ctx: UpstreamContext, id: StockId): Promise<EarningsCalls> {
  return (await businessRequest(ctx, { path: `/api/Stock/${segment(id)}/EarningsCalls`, cache: POLICIES.statements, schema: EarningsCallsSchema })).data;
}

export interface StockNewsQuery {
  /** Items per page, 1–50 (default 10). */
  fetch?: number | undefined;
  /** nextCursor of the previous page. */
  cursor?: string | null | undefined;
}

/** GET /api/Stock/{id}/News?fetch=&cursor= */
export async function getStockNews(ctx: UpstreamContext, id: StockId, query: StockNewsQuery = {}): Promise<StockNews> {
  return (
    await businessRequest(ctx, { path: `/api/Stock/${segment(id)}/News`, cache: POLICIES.stockNews, query: { fetch: query.fetch ?? 10, cursor: query.cursor ?? undefined }, schema: StockNewsSchema })
  ).data;
}

/**
 * GET /api/Stock/{id}/News/{newsId}: one news item with its full text. The id is the service's own
 * (from a list it answered); it is sent as one escaped path segment.
 */
export async function getStockNewsArticle(ctx: UpstreamContext, id: StockId, newsId: string): Promise<StockNewsArticle> {
  return (await businessRequest(ctx, { path: `/api/Stock/${segment(id)}/News/${encodeURIComponent(newsId)}`, cache: POLICIES.stockNewsArticle, schema: StockNewsArticleSchema })).data;
}

/** GET /api/Stock/{id}/Peers */
export async function getPeers(ctx: UpstreamContext, id: StockId): Promise<Peers> {
  return (await businessRequest(ctx, { path: `/api/Stock/${segment(id)}/Peers`, cache: POLICIES.statements, schema: PeersSchema })).data;
}

/** GET /api/Watchlist: the signed-in member's watchlist (401 for guests). */
export async function getWatchlist(ctx: UpstreamContext): Promise<Watchlist> {
  return (await businessRequest(ctx, { path: '/api/Watchlist', auth: true, schema: WatchlistSchema })).data;
}

/** PUT /api/Watchlist/{id}: adds a stock (adding twice changes nothing); answers the new list. */
export async function addToWatchlist(ctx: UpstreamContext, id: StockId): Promise<Watchlist> {
  return (await businessRequest(ctx, { method: 'PUT', path: `/api/Watchlist/${segment(id)}`, auth: true, schema: WatchlistSchema })).data;
}

/** DELETE /api/Watchlist/{id}: removes a stock; answers the new list. */
export async function removeFromWatchlist(ctx: UpstreamContext, id: StockId): Promise<Watchlist> {
  return (await businessRequest(ctx, { method: 'DELETE', path: `/api/Watchlist/${segment(id)}`, auth: true, schema: WatchlistSchema })).data;
}
