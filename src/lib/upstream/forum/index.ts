export { getChannelsArticleByWeight, getOfficialsByIds, getPopularSymbols } from './client';
export type { ChannelPostsPage, Official } from './schemas';
