import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config';
import { UpstreamError } from '../errors';
import { recordingContext } from '@tests/recording-fetch';
import { getChannelsArticleByWeight, getOfficialsByIds, getPopularRank, getPopularSymbols } from './client';

const config = { FORUM_API_URL: 'http://forum.test/forum' } as AppConfig;

/** A context whose fetch records each request and answers `body`. */
const recording = (body: unknown, status = 200) => recordingContext(config, body, { status });

const TRACEPARENT = /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/;
const post = { id: 'NVDA-1', channelKey: 'NVDA', memberId: 2001, content: '輝達今天又噴了', createdAt: '2026-03-01T03:05:00.000Z', likeCount: 3, commentCount: 1, score: 1518.5 };

describe('forum client', () => {
  it('posts channel keys with count 10 by default, a startScore when given, and a traceparent', async () => {
    const { ctx, requests } = recording({ items: [post], nextStartScore: 1518.5 });
    const page = await getChannelsArticleByWeight(ctx, { channels: ['NVDA', '#GSPC'] });
    expect(page.items[0]?.content).toBe('輝達今天又噴了');
    await getChannelsArticleByWeight(ctx, { channels: ['NVDA'], count: 5, startScore: 1518.5 });

    const [first, second] = requests;
    expect(first?.method).toBe('POST');
    expect(first?.url).toBe('http://forum.test/forum/api/Channel/GetChannelsArticleByWeight?count=10');
    expect(await first?.json()).toEqual({ items: ['NVDA', '#GSPC'] });
    expect(first?.headers.get('traceparent')).toMatch(TRACEPARENT);
    expect(second?.url).toBe('http://forum.test/forum/api/Channel/GetChannelsArticleByWeight?count=5&startScore=1518.5');
    expect(second?.headers.get('traceparent')).not.toBe(first?.headers.get('traceparent'));
  });

  it('rejects a page of the wrong shape as a 502', async () => {
    const { ctx } = recording({ items: [{ ...post, createdAt: 'yesterday' }], nextStartScore: null });
    await expect(getChannelsArticleByWeight(ctx, { channels: ['NVDA'] })).rejects.toMatchObject({ status: 502 });
  });

  it('officials by ids: comma-joined ids, and [] for no ids without calling', async () => {
    const official = { id: 1, name: '美股編輯室', avatar: 'http://x.test/a.svg', description: '官方' };
    const { ctx, requests } = recording([official]);
    expect(await getOfficialsByIds(ctx, [])).toEqual([]);
    expect(requests).toHaveLength(0);
    expect(await getOfficialsByIds(ctx, [1, 2])).toEqual([official]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://forum.test/forum/api/Official/GetOfficialsByIds?officialIds=1%2C2');
    expect(requests[0]?.headers.get('traceparent')).toMatch(TRACEPARENT);
  });

  it('popular rank asks for 20 and the symbols drop index ids', async () => {
    const rank = [
      { id: 'NVDA', rank: 1, score: 99 },
      { id: '#GSPC', rank: 2, score: 98 },
      { id: 'TSLA', rank: 3, score: 97 },
    ];
    const { ctx, requests } = recording(rank);
    expect(await getPopularSymbols(ctx)).toEqual(['NVDA', 'TSLA']);
    expect(requests[0]?.url).toBe('http://forum.test/forum/api/Rank/USCommodity?fetch=20');
    expect(await getPopularRank(ctx, 5)).toEqual(rank);
    expect(requests[1]?.url).toBe('http://forum.test/forum/api/Rank/USCommodity?fetch=5');
    expect(requests[1]?.headers.get('traceparent')).toMatch(TRACEPARENT);
  });

  it('carries the upstream status in the error', async () => {
    const { ctx } = recording({ error: { code: 'badQuery', message: 'no' } }, 400);
    const error = await getPopularRank(ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 400, service: 'forum' });
  });
});
