import type { UpstreamContext } from '../upstream/http';
import { type Author, getAuthor, queryAuthorsByIds } from '../upstream/article';
import { UpstreamError } from '../upstream/errors';
import { getOfficialsByIds, type Official } from '../upstream/forum';
import { getMembersByIds, type MemberSummary } from '../upstream/profile';

/**
 * Who wrote an article, as the pages show it. The article service knows every author; an
 * `official` author's name and picture live in the forum service, a `member` author's in the
 * profile service (docs/decisions/006). Those services are the source of truth for them, so their
 * answer wins over the copy the article service holds.
 */
export interface AuthorView {
  authorId: number;
  kind: Author['type'];
  name: string;
  /** Absolute http(s) URL, or null: show the default avatar. */
  avatar: string | null;
  /** Plain text (render it as text, never as HTML). */
  bio: string;
  articleCount: number;
  /** The author's page. */
  href: string;
}

export const authorHref = (authorId: number): string => `/author/${authorId}`;

const isId = (value: number): boolean => Number.isSafeInteger(value) && value > 0;

/** Only absolute http(s) URLs are used as pictures. */
const httpUrlOrNull = (value: string | null | undefined): string | null => (value && /^https?:\/\//i.test(value) ? value : null);

/**
 * The authors of any list of articles, in at most three upstream calls whatever the list's length
 * (no N+1): QueryByAuthorIds once, then GetOfficialsByIds and members-by-ids once each, together,
 * for the officials and members among them. Unknown ids are simply absent from the map.
 *
 * A failing article service throws (the caller shows its section's error state). A failing forum
 * or profile service does not: the article service's own copy of the name and avatar is shown.
 */
export async function resolveAuthors(ctx: UpstreamContext, authorIds: Iterable<number>): Promise<Map<number, AuthorView>> {
  const ids = [...new Set(authorIds)].filter(isId);
  const authors = await queryAuthorsByIds(ctx, ids);
  const views = await withPeopleServices(ctx, authors);
  return new Map(views.map((view) => [view.authorId, view]));
}

/**
 * One author (the author page, an article's byline): `GET /api/Author/{id}`, one call rather than a
 * batch of one, then the forum or profile lookup its kind needs — the same enrichment as a list, so
 * both always agree. Undefined for an author the service does not know (404) or an id that cannot be
 * one; throws when the article service fails.
 */
export async function resolveAuthor(ctx: UpstreamContext, authorId: number): Promise<AuthorView | undefined> {
  if (!isId(authorId)) return undefined;
  let author: Author;
  try {
    author = await getAuthor(ctx, authorId);
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 404 || err.status === 410)) return undefined;
    throw err;
  }
  // An answer about somebody else is not this author.
  if (author.authorId !== authorId) return undefined;
  const [view] = await withPeopleServices(ctx, [author]);
  return view;
}

/** The views of `authors`, with the names and pictures of the officials (forum) and members (profile) among them. */
async function withPeopleServices(ctx: UpstreamContext, authors: readonly Author[]): Promise<AuthorView[]> {
  const officialIds = unique(authors.flatMap((a) => (a.type === 'official' && a.officialId !== null ? [a.officialId] : [])));
  const memberIds = unique(authors.flatMap((a) => (a.type === 'member' && a.memberId !== null ? [a.memberId] : [])));
  const [officials, members] = await Promise.all([lookupOrEmpty('officials', () => getOfficialsByIds(ctx, officialIds)), lookupOrEmpty('members', () => getMembersByIds(ctx, memberIds))]);
  const officialById = new Map<number, Official>(officials.map((o) => [o.id, o]));
  const memberById = new Map<number, MemberSummary>(members.map((m) => [m.id, m]));
  return authors.map((author) => toView(author, officialById, memberById));
}

function toView(author: Author, officials: Map<number, Official>, members: Map<number, MemberSummary>): AuthorView {
  const base: AuthorView = {
    authorId: author.authorId,
    kind: author.type,
    name: author.name,
    avatar: httpUrlOrNull(author.avatar),
    bio: author.bio,
    articleCount: author.articleCount,
    href: authorHref(author.authorId),
  };
  if (author.type === 'official' && author.officialId !== null) {
    const official = officials.get(author.officialId);
    if (official) return { ...base, name: official.name || base.name, avatar: official.avatar ?? base.avatar };
  }
  if (author.type === 'member' && author.memberId !== null) {
    const member = members.get(author.memberId);
    if (member) return { ...base, name: member.nickname || base.name, avatar: member.image ?? base.avatar };
  }
  return base;
}

async function lookupOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (err) {
    console.warn(`[authors] ${what} lookup failed; showing the article service's copy: ${(err as Error).message}`);
    return [];
  }
}

function unique(values: readonly number[]): number[] {
  return [...new Set(values)];
}
