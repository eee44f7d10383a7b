import { POLICIES } from '../cache-policy';
import { upstreamRequest, type UpstreamContext } from '../http';
import { POPULAR_RANK_COUNT, popularSymbolsFromRank } from './popular';
import { ChannelPostsPageSchema, OfficialsSchema, PopularRankSchema, type ChannelPostsPage, type Official, type PopularRankEntry } from './schemas';
import { newTraceparent } from './traceparent';

/** GetChannelsArticleByWeight's count defaults to 10. */
export const DEFAULT_CHANNEL_POST_COUNT = 10;

/** Every forum call carries a fresh trace-context header. */
const forumHeaders = () => ({ traceparent: newTraceparent() });

export interface ChannelPostsQuery {
  /** Channel keys: a stock's channel key is its symbol ("NVDA", "#GSPC"). */
  channels: readonly string[];
  count?: number | undefined;
  /** The previous page's nextStartScore; omit for the first page. */
  startScore?: number | undefined;
}

/** POST /api/Channel/GetChannelsArticleByWeight: discussion posts of the channels, by weight. */
export function getChannelsArticleByWeight(ctx: UpstreamContext, query: ChannelPostsQuery): Promise<ChannelPostsPage> {
  return upstreamRequest(ctx, {
    service: 'forum',
    method: 'POST',
    path: '/api/Channel/GetChannelsArticleByWeight',
    cache: POLICIES.posts,
    query: { count: query.count ?? DEFAULT_CHANNEL_POST_COUNT, startScore: query.startScore },
    json: { items: query.channels },
    headers: forumHeaders(),
    schema: ChannelPostsPageSchema,
  });
}

/** GET /api/Official/GetOfficialsByIds. No ids → [] without a call. */
export async function getOfficialsByIds(ctx: UpstreamContext, officialIds: readonly number[]): Promise<Official[]> {
  if (officialIds.length === 0) return [];
  return upstreamRequest(ctx, {
    service: 'forum',
    path: '/api/Official/GetOfficialsByIds',
    cache: POLICIES.officials,
    query: { officialIds: officialIds.join(',') },
    headers: forumHeaders(),
    schema: OfficialsSchema,
  });
}

/** GET /api/Rank/USCommodity: today's popular symbols, indices included. */
export function getPopularRank(ctx: UpstreamContext, fetch: number = POPULAR_RANK_COUNT): Promise<PopularRankEntry[]> {
  return upstreamRequest(ctx, { service: 'forum', path: '/api/Rank/USCommodity', cache: POLICIES.popularRank, query: { fetch }, headers: forumHeaders(), schema: PopularRankSchema });
}

/**
 * The popular stock symbols: rank count 20, index ids dropped.
 * (Appending the static popular ids and the failure fallback belong to the stock feature.)
 */
export async function getPopularSymbols(ctx: UpstreamContext): Promise<string[]> {
  return popularSymbolsFromRank(await getPopularRank(ctx, POPULAR_RANK_COUNT));
}
