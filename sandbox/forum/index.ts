import { Hono } from 'hono';
import * as v from 'valibot';
import type { VerifyBearer } from '../auth-types.ts';
import { describeIssues, jsonError, readJson } from '../http-errors.ts';
import type { SandboxStorage } from '../storage.ts';
import { OFFICIALS } from './officials.ts';
import { pageByScore } from './paging.ts';
import { POPULAR_RANK_MAX, popularRank, utcDateKey } from './popular-rank.ts';
import { channelPosts, startOfUtcDay } from './posts.ts';
import { requireTraceparent } from './traceparent.ts';

export interface ForumServiceDeps {
  storage: SandboxStorage;
  verifyBearer: VerifyBearer;
  publicUrl: string;
  /** The clock (tests pin it); generated posts and the ranking change once a day (UTC). */
  now?: () => number;
}

/** A stock's channel key is its symbol, upper case; indices start with '#'. */
const CHANNEL_KEY = /^#?[A-Z0-9][A-Z0-9.-]{0,14}$/;
const MAX_CHANNELS = 20;
const MAX_OFFICIAL_IDS = 100;

const boundedInt = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,4}$/, `${name} must be a whole number between ${min} and ${max}`),
    v.transform(Number),
    v.minValue(min, `${name} must be between ${min} and ${max}`),
    v.maxValue(max, `${name} must be between ${min} and ${max}`),
  );

const ChannelQuery = v.object({
  count: v.optional(boundedInt('count', 1, 50), '10'),
  startScore: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,12}(\.\d{1,12})?$/, 'startScore must be a positive number (the nextStartScore of the previous page)'),
      v.transform(Number),
      v.minValue(Number.MIN_VALUE, 'startScore must be a positive number'),
    ),
  ),
});

const ChannelBody = v.object({
  items: v.pipe(
    v.array(v.pipe(v.string(), v.regex(CHANNEL_KEY, 'channel keys are upper-case stock symbols such as "NVDA" or "#GSPC"'))),
    v.minLength(1, 'items must name at least one channel'),
    v.maxLength(MAX_CHANNELS, `items may name at most ${MAX_CHANNELS} channels`),
  ),
});

const OfficialsQuery = v.object({
  officialIds: v.pipe(
    v.string('officialIds is required, e.g. officialIds=1,2'),
    v.regex(/^\d{1,9}(,\d{1,9})*$/, 'officialIds must be comma-separated numeric ids, e.g. 1,2'),
    v.transform((text) => [...new Set(text.split(',').map(Number))]),
    v.maxLength(MAX_OFFICIAL_IDS, `at most ${MAX_OFFICIAL_IDS} officialIds`),
  ),
});

const RankQuery = v.object({ fetch: v.optional(boundedInt('fetch', 1, 100), '20') });

/**
 * The forum service: stock discussion channels, official accounts and the popular-symbol ranking.
 * Reads are public (no bearer); every call must carry a traceparent header.
 */
export function createForumService(deps: ForumServiceDeps): Hono {
  const now = deps.now ?? Date.now;
  const absolute = (path: string) => deps.publicUrl.replace(/\/+$/, '') + path;
  const app = new Hono();
  app.use('/api/*', requireTraceparent);

  app.post('/api/Channel/GetChannelsArticleByWeight', async (c) => {
    const query = v.safeParse(ChannelQuery, c.req.query());
    if (!query.success) return jsonError(c, 400, 'badQuery', describeIssues(query.issues));
    const body = await readJson(c);
    if (body === undefined) return jsonError(c, 400, 'badBody', 'expected a JSON body { "items": ["NVDA"] }');
    const parsed = v.safeParse(ChannelBody, body);
    if (!parsed.success) return jsonError(c, 400, 'badBody', describeIssues(parsed.issues));

    const asOf = startOfUtcDay(now());
    const posts = [...new Set(parsed.output.items)].flatMap((key) => channelPosts(key, asOf));
    return c.json(pageByScore(posts, query.output.count, query.output.startScore));
  });

  app.get('/api/Official/GetOfficialsByIds', (c) => {
    const query = v.safeParse(OfficialsQuery, c.req.query());
    if (!query.success) return jsonError(c, 400, 'badQuery', describeIssues(query.issues));
    const officials = query.output.officialIds.flatMap((id) => {
      const official = OFFICIALS.find((o) => o.id === id);
      return official ? [{ ...official, avatar: absolute(official.avatar) }] : [];
    });
    return c.json(officials);
  });

  app.get('/api/Rank/USCommodity', (c) => {
    const query = v.safeParse(RankQuery, c.req.query());
    if (!query.success) return jsonError(c, 400, 'badQuery', describeIssues(query.issues));
    return c.json(popularRank(utcDateKey(now()), Math.min(query.output.fetch, POPULAR_RANK_MAX)));
  });

  return app;
}
