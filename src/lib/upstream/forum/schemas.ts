import * as v from 'valibot';

/**
 * The forum service's answers. These schemas are the contract: the sandbox is tested against
 * them, and the app's types come from them.
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Only absolute http(s) URLs are used as images; anything else becomes null (a default avatar). */
const imageUrl = v.pipe(
  v.nullish(v.string()),
  v.transform((value) => (value && /^https?:\/\//.test(value) ? value : null)),
);

/** A discussion post in a stock channel. */
export const ForumPostSchema = v.object({
  id: v.string(),
  /** The channel it was posted in: a stock symbol such as "NVDA" or "#GSPC". */
  channelKey: v.string(),
  /** Who wrote it; resolve names and avatars with the profile service's members-by-ids. */
  memberId: v.pipe(v.number(), v.integer()),
  /** Plain text (not HTML), zh-TW. */
  content: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  likeCount: count,
  commentCount: count,
  /** Weight score; the page is ordered by it, highest first. */
  score: v.number(),
});

/** POST /api/Channel/GetChannelsArticleByWeight */
export const ChannelPostsPageSchema = v.object({
  items: v.array(ForumPostSchema),
  /** startScore for the next page; null on the last page. */
  nextStartScore: v.nullable(v.number()),
});
export type ChannelPostsPage = v.InferOutput<typeof ChannelPostsPageSchema>;

/** An official account (the author behind articles of type official). */
export const OfficialSchema = v.object({ id: v.pipe(v.number(), v.integer()), name: v.string(), avatar: imageUrl, description: v.string() });
export type Official = v.InferOutput<typeof OfficialSchema>;

/** GET /api/Official/GetOfficialsByIds */
export const OfficialsSchema = v.array(OfficialSchema);

/** One row of GET /api/Rank/USCommodity; index ids start with '#'. */
export const PopularRankEntrySchema = v.object({ id: v.string(), rank: v.pipe(v.number(), v.integer()), score: v.number() });
export type PopularRankEntry = v.InferOutput<typeof PopularRankEntrySchema>;

export const PopularRankSchema = v.array(PopularRankEntrySchema);
