import { COMMUNITY_MEMBER_FIRST_ID, COMMUNITY_MEMBERS } from '../profile/community.ts';
import { composePostText } from './post-text.ts';
import { seededRandom } from './random.ts';

/** A discussion post in a stock channel, as GetChannelsArticleByWeight answers it. */
export interface ForumPost {
  /** Unique across channels: `{channelKey}-{n}`. */
  id: string;
  channelKey: string;
  /** A community member (2001–2030) the profile service knows. */
  memberId: number;
  /** Plain text, zh-TW. */
  content: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  likeCount: number;
  commentCount: number;
  /** Weight score: higher comes first; the paging cursor. */
  score: number;
}

/** Channels people talk about most get several dozen posts; the rest get a handful. */
const BUSY_CHANNELS = new Set([
  'NVDA',
  'TSLA',
  'AAPL',
  'BRK.B',
  'META',
  'GOOGL',
  'GOOG',
  'AMD',
  'AMZN',
  'AVGO',
  'LLY',
  'INTC',
  'MSFT',
  'TSM',
  'NFLX',
  'PLTR',
  'MU',
  'QCOM',
  'SMCI',
  'COIN',
  'MSTR',
  '#DJI',
  '#IXIC',
  '#GSPC',
  '#SOXX',
]);

const DAY_MS = 86_400_000;
/** Scores count recency in units of 12.5 hours from this fixed date, so they stay comparable. */
const SCORE_EPOCH_MS = Date.UTC(2024, 0, 1);
const RECENCY_UNIT_S = 45_000;

/**
 * Weight score, after the well-known "hot" ranking: each tenfold of engagement (likes plus twice
 * the comments) is worth as much as being 12.5 hours newer. It depends only on the post, not on
 * the time of the request, so a cursor stays valid between two page loads. Six decimals.
 */
export function weightScore(likeCount: number, commentCount: number, createdAtMs: number): number {
  const engagement = Math.log10(Math.max(1, likeCount + 2 * commentCount));
  const recency = (createdAtMs - SCORE_EPOCH_MS) / 1000 / RECENCY_UNIT_S;
  return Math.round((engagement + recency) * 1e6) / 1e6;
}

/**
 * The posts of one channel, newest first, generated from the channel key and the day (`asOf` is
 * the start of the current UTC day, so a channel's posts are stable all day and move forward
 * with time instead of going stale).
 */
export function channelPosts(channelKey: string, asOfMs: number): ForumPost[] {
  const random = seededRandom(`forum:${channelKey}`);
  const busy = BUSY_CHANNELS.has(channelKey);
  const count = busy ? random.int(36, 60) : random.int(4, 15);
  const spanMinutes = (busy ? 21 : 45) * 24 * 60;
  const meanGapMinutes = spanMinutes / count;

  const posts: ForumPost[] = [];
  let createdAtMs = asOfMs;
  for (let n = 1; n <= count; n++) {
    // Gaps of at least 3 minutes keep creation times, and so scores, distinct within the channel.
    createdAtMs -= (3 + Math.floor(random.next() * 2 * meanGapMinutes)) * 60_000;
    // Heavy-tailed engagement: most posts get a few likes, a few get a lot.
    const likeCount = Math.floor(Math.expm1(random.next() * (busy ? 5.5 : 3.5)));
    const commentCount = Math.floor(likeCount * random.next() * 0.4) + random.int(0, 2);
    const member = COMMUNITY_MEMBERS[random.int(0, COMMUNITY_MEMBERS.length - 1)];
    posts.push({
      id: `${channelKey}-${n}`,
      channelKey,
      memberId: member?.memberId ?? COMMUNITY_MEMBER_FIRST_ID,
      content: composePostText(channelKey, random),
      createdAt: new Date(createdAtMs).toISOString(),
      likeCount,
      commentCount,
      score: weightScore(likeCount, commentCount, createdAtMs),
    });
  }
  return posts;
}

export const startOfUtcDay = (nowMs: number): number => Math.floor(nowMs / DAY_MS) * DAY_MS;
