import { keepUnseen, postRowKeys } from '@/lib/lists/unique-rows';
import type { UpstreamContext } from '@/lib/upstream/http';
import { type ChannelPostsPage, getChannelsArticleByWeight } from '@/lib/upstream/forum';
import { getMembersByIds, type MemberSummary } from '@/lib/upstream/profile';

/** Posts per page: the first page, each appended page and each ?startScore= page. */
export const DISCUSSION_PAGE_SIZE = 10;

export interface PostsWithAuthors {
  page: ChannelPostsPage;
  members: Map<number, MemberSummary>;
}

/**
 * One page of the stock channel's posts by weight (forum GetChannelsArticleByWeight), each post
 * once, with the authors' names and avatars fetched in ONE members-by-ids call for the whole page.
 * Throws what the forum throws (the caller decides between a stale cursor and an outage).
 */
export async function fetchPostsPage(ctx: UpstreamContext, id: string, startScore: number | undefined): Promise<PostsWithAuthors> {
  const answer = await getChannelsArticleByWeight(ctx, { channels: [id], count: DISCUSSION_PAGE_SIZE, startScore });
  const page = { ...answer, items: keepUnseen(answer.items, postRowKeys) };
  return { page, members: await membersOf(ctx, page) };
}

/** Names and avatars for the page's authors, in one call; without them the posts still show. */
async function membersOf(ctx: UpstreamContext, page: ChannelPostsPage): Promise<Map<number, MemberSummary>> {
  const ids = [...new Set(page.items.map((post) => post.memberId))];
  try {
    const list = await getMembersByIds(ctx, ids);
    return new Map(list.map((member) => [member.id, member]));
  } catch (err) {
    console.error('[discussion] members', err);
    return new Map();
  }
}
