import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors';
import { getMembersByIds } from '../profile/client';
import { sandboxContext } from '@tests/upstream-context';
import { getChannelsArticleByWeight, getOfficialsByIds, getPopularRank, getPopularSymbols } from './client';

/** Each forum client function against the running sandbox: a successful parse is the contract. */
describe('forum contract', () => {
  it('GetChannelsArticleByWeight pages a channel by startScore', async () => {
    const ctx = sandboxContext();
    const first = await getChannelsArticleByWeight(ctx, { channels: ['NVDA'] });
    expect(first.items).toHaveLength(10);
    expect(first.nextStartScore).not.toBeNull();
    const second = await getChannelsArticleByWeight(ctx, { channels: ['NVDA'], startScore: first.nextStartScore ?? undefined });
    expect(second.items.length).toBeGreaterThan(0);
    const firstIds = new Set(first.items.map((p) => p.id));
    expect(second.items.some((p) => firstIds.has(p.id))).toBe(false);
  });

  it('every post author is a member the profile service knows', async () => {
    const ctx = sandboxContext();
    const page = await getChannelsArticleByWeight(ctx, { channels: ['TSLA', '#GSPC'], count: 50 });
    const ids = [...new Set(page.items.map((p) => p.memberId))];
    const members = await getMembersByIds(ctx, ids);
    expect(members.map((m) => m.id).sort()).toEqual(ids.sort());
  });

  it('GetOfficialsByIds', async () => {
    const officials = await getOfficialsByIds(sandboxContext(), [1, 2, 999]);
    expect(officials.map((o) => o.id)).toEqual([1, 2]);
    expect(officials[0]?.avatar).toMatch(/^http:\/\//);
  });

  it('Rank/USCommodity and the popular symbols without indices', async () => {
    const ctx = sandboxContext();
    const rank = await getPopularRank(ctx);
    expect(rank).toHaveLength(20);
    expect(rank.some((r) => r.id.startsWith('#'))).toBe(true);
    const symbols = await getPopularSymbols(ctx);
    expect(symbols.length).toBeGreaterThan(0);
    expect(symbols.some((id) => id.startsWith('#'))).toBe(false);
  });

  it('bad input comes back as a typed 400', async () => {
    const error = await getChannelsArticleByWeight(sandboxContext(), { channels: ['nvda'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 400, service: 'forum' });
  });
});
