import { describe, expect, it } from 'vitest';
import { createSandboxStorage } from '../storage.ts';
import { createForumService } from './index.ts';
import type { ForumPost } from './posts.ts';

const NOW = Date.UTC(2026, 2, 2, 9, 30);
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

const forum = createForumService({ storage: createSandboxStorage('memory'), verifyBearer: async () => null, publicUrl: 'http://sandbox.test/', now: () => NOW });

const get = (path: string, headers: Record<string, string> = { traceparent: TRACEPARENT }) => forum.request(path, { headers });

const postChannels = (query: string, body: unknown, headers: Record<string, string> = { traceparent: TRACEPARENT }) =>
  forum.request(`/api/Channel/GetChannelsArticleByWeight${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

interface Page {
  items: ForumPost[];
  nextStartScore: number | null;
}

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.message).toEqual(expect.any(String));
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}

describe('forum service: traceparent', () => {
  it('answers 400 JSON without a traceparent, on every call', async () => {
    await expectError(await get('/api/Rank/USCommodity?fetch=20', {}), 400, 'missingTraceparent');
    await expectError(await get('/api/Official/GetOfficialsByIds?officialIds=1', {}), 400, 'missingTraceparent');
    await expectError(await postChannels('', { items: ['NVDA'] }, {}), 400, 'missingTraceparent');
  });

  it('answers 400 JSON to a malformed traceparent', async () => {
    await expectError(await get('/api/Rank/USCommodity', { traceparent: 'not-a-trace' }), 400, 'badTraceparent');
    await expectError(await get('/api/Rank/USCommodity', { traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' }), 400, 'badTraceparent');
  });
});

describe('forum service: GetChannelsArticleByWeight', () => {
  it('answers 10 posts by default, highest score first, with a cursor', async () => {
    const res = await postChannels('', { items: ['NVDA'] });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page.items).toHaveLength(10);
    for (let i = 1; i < page.items.length; i++) expect(page.items[i - 1]!.score).toBeGreaterThan(page.items[i]!.score);
    expect(page.nextStartScore).toBe(page.items[9]!.score);
    expect(page.items[0]).toMatchObject({ channelKey: 'NVDA', id: expect.stringMatching(/^NVDA-\d+$/) });
  });

  it('pages through several channels by startScore without repeating or skipping a post', async () => {
    const channels = ['NVDA', 'TSLA', '#GSPC', 'BF.B'];
    const all = (await (await postChannels('?count=50', { items: channels })).json()) as Page;
    const seen: string[] = [];
    let cursor: number | null = null;
    for (let guard = 0; guard < 100; guard++) {
      const query: string = `?count=7${cursor === null ? '' : `&startScore=${cursor}`}`;
      const page = (await (await postChannels(query, { items: channels })).json()) as Page;
      for (const item of page.items) if (cursor !== null) expect(item.score).toBeLessThan(cursor);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextStartScore;
      if (cursor === null) break;
    }
    expect(cursor).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    // Everything every channel has, and nothing else.
    const expected = new Set<string>();
    for (const key of channels) {
      const one = (await (await postChannels('?count=50', { items: [key] })).json()) as Page;
      let next = one.nextStartScore;
      one.items.forEach((p) => expected.add(p.id));
      while (next !== null) {
        const more = (await (await postChannels(`?count=50&startScore=${next}`, { items: [key] })).json()) as Page;
        more.items.forEach((p) => expected.add(p.id));
        next = more.nextStartScore;
      }
    }
    expect(new Set(seen)).toEqual(expected);
    expect(all.items.map((p) => p.id)).toEqual(seen.slice(0, all.items.length));
    expect(new Set(seen.map((id) => id.replace(/-\d+$/, '')))).toEqual(new Set(channels));
  });

  it('treats a repeated channel key as one channel', async () => {
    const once = (await (await postChannels('?count=50', { items: ['KO'] })).json()) as Page;
    const twice = (await (await postChannels('?count=50', { items: ['KO', 'KO'] })).json()) as Page;
    expect(twice).toEqual(once);
  });

  it('answers an empty last page for a cursor below every post', async () => {
    const page = (await (await postChannels('?startScore=0.5', { items: ['NVDA'] })).json()) as Page;
    expect(page).toEqual({ items: [], nextStartScore: null });
  });

  it.each([
    ['?count=0', 'count'],
    ['?count=51', 'count'],
    ['?count=99999999999', 'count'],
    ['?count=ten', 'count'],
    ['?count=-1', 'count'],
    ['?count=1.5', 'count'],
    ['?startScore=-5', 'startScore'],
    ['?startScore=abc', 'startScore'],
    ['?startScore=0x10', 'startScore'],
    ['?startScore=Infinity', 'startScore'],
    ['?startScore=0', 'startScore'],
  ])('rejects the query %s', async (query, field) => {
    const error = await expectError(await postChannels(query, { items: ['NVDA'] }), 400, 'badQuery');
    expect(error.message).toContain(field);
  });

  it.each([
    ['a non-JSON body', '{items: NVDA'],
    ['an empty body', ''],
    ['a JSON array', ['NVDA']],
    ['no items', {}],
    ['empty items', { items: [] }],
    ['items that are not strings', { items: [1, 2] }],
    ['a lower-case key', { items: ['nvda'] }],
    ['a path-like key', { items: ['../../etc/passwd'] }],
    ['a script key', { items: ['<script>'] }],
    ['too many channels', { items: Array.from({ length: 21 }, (_, i) => `S${i}`) }],
    ['items as a string', { items: 'NVDA' }],
  ])('rejects %s', async (_label, body) => {
    await expectError(await postChannels('', body), 400, 'badBody');
  });
});

describe('forum service: GetOfficialsByIds', () => {
  it('answers the known officials in the order asked, with absolute avatars, omitting unknown ids', async () => {
    const res = await get('/api/Official/GetOfficialsByIds?officialIds=2,999,1,2');
    expect(res.status).toBe(200);
    const officials = (await res.json()) as Array<{ id: number; name: string; avatar: string; description: string }>;
    expect(officials.map((o) => o.id)).toEqual([2, 1]);
    expect(officials[1]).toMatchObject({ name: '美股編輯室', avatar: 'http://sandbox.test/static/avatars/official-newsroom.svg' });
  });

  it('answers [] when no id is known', async () => {
    expect(await (await get('/api/Official/GetOfficialsByIds?officialIds=404')).json()).toEqual([]);
  });

  it.each([
    '',
    '?officialIds=',
    '?officialIds=1,,2',
    '?officialIds=a,b',
    '?officialIds=1;2',
    '?officialIds=-1',
    '?officialIds=12345678901',
    `?officialIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
  ])('rejects %j', async (query) => {
    await expectError(await get(`/api/Official/GetOfficialsByIds${query}`), 400, 'badQuery');
  });
});

describe('forum service: Rank/USCommodity', () => {
  it("answers today's ranking with index ids among well-known symbols", async () => {
    const res = await get('/api/Rank/USCommodity?fetch=20');
    expect(res.status).toBe(200);
    const rank = (await res.json()) as Array<{ id: string; rank: number; score: number }>;
    expect(rank).toHaveLength(20);
    expect(rank.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(rank.some((r) => r.id.startsWith('#'))).toBe(true);
    expect(rank.map((r) => r.id)).toEqual(expect.arrayContaining(['NVDA', 'TSLA', 'AAPL']));
    expect(await (await get('/api/Rank/USCommodity?fetch=20')).json()).toEqual(rank);
  });

  it('defaults to 20 and caps at what it knows', async () => {
    expect((await (await get('/api/Rank/USCommodity')).json()) as unknown[]).toHaveLength(20);
    const hundred = (await (await get('/api/Rank/USCommodity?fetch=100')).json()) as unknown[];
    expect(hundred.length).toBeGreaterThan(20);
    expect(hundred.length).toBeLessThanOrEqual(100);
  });

  it.each(['0', '101', '1000000', '-3', 'x', '2.5'])('rejects fetch=%s', async (fetch) => {
    await expectError(await get(`/api/Rank/USCommodity?fetch=${fetch}`), 400, 'badQuery');
  });
});
