export {
  DEFAULT_CHANNEL_POST_COUNT,
  getChannelsArticleByWeight,
  getOfficialsByIds,
  getPopularRank,
  getPopularSymbols,
  type ChannelPostsQuery,
} from './client';
export { POPULAR_RANK_COUNT, popularSymbolsFromRank } from './popular';
export {
  ChannelPostsPageSchema,
  ForumPostSchema,
  OfficialSchema,
  OfficialsSchema,
  PopularRankEntrySchema,
  PopularRankSchema,
  type ChannelPostsPage,
  type ForumPost,
  type Official,
  type PopularRankEntry,
} from './schemas';
export { newTraceparent } from './traceparent';
