import type { ArticleRecord, Content } from '../content/index.ts';
import { SandboxHttpError } from '../http-errors.ts';
import { canWriteFor } from './access.ts';
import type { ArticleState } from './state.ts';
import type { ReadAccess, Status } from './views.ts';

/** Sort keys of article lists: updatedAt (default) and totalViews. */
export const ORDER_TYPES = ['updatedAt', 'totalViews'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const sortKeyOf =
  (order: OrderType) =>
  (a: ArticleRecord): number =>
    order === 'totalViews' ? a.totalViews : Date.parse(a.updatedAt);

/**
 * Seed content seen through the current state: an article deleted in storage is `deleted`
 * whatever its seed says. Readers only ever see published, public, undeleted articles.
 */
export class Library {
  readonly content: Content;
  readonly state: ArticleState;

  constructor(content: Content, state: ArticleState) {
    this.content = content;
    this.state = state;
  }

  async statusOf(a: ArticleRecord): Promise<Status> {
    return (await this.state.deletedIds()).has(a.id) ? 'deleted' : a.status;
  }

  /** Every article a reader may list, in no particular order. */
  async published(): Promise<ArticleRecord[]> {
    const deleted = await this.state.deletedIds();
    return [...this.content.articles.values()].filter((a) => isReadable(a) && !deleted.has(a.id));
  }

  /** A published article for readers, or 404. */
  async readable(articleId: number): Promise<ArticleRecord> {
    const a = this.content.articles.get(articleId);
    if (!a || !isReadable(a) || (await this.state.deletedIds()).has(articleId)) throw notFound(articleId);
    return a;
  }

  /** An article of the given author in any state, or 404 (also when the author does not match). */
  byAuthor(articleId: number, authorId: number): ArticleRecord {
    const a = this.content.articles.get(articleId);
    if (!a || a.authorId !== authorId) throw notFound(articleId, authorId);
    return a;
  }

  /** What a caller may see of an article's body. */
  async accessOf(memberId: number | null, a: ArticleRecord): Promise<ReadAccess> {
    const canEdit = canWriteFor(this.content, memberId, a.authorId);
    if (a.price === 0 || canEdit) return { fullContent: true, canEdit };
    const unlocked = memberId !== null && (await this.state.unlockOf(memberId, a.id)) !== null;
    return { fullContent: unlocked, canEdit };
  }

  async articleCountOf(authorId: number): Promise<number> {
    return (await this.published()).filter((a) => a.authorId === authorId).length;
  }
}

const isReadable = (a: ArticleRecord): boolean => a.status === 'published' && a.visibility === 'public';

export const notFound = (articleId: number, authorId?: number): SandboxHttpError =>
  new SandboxHttpError(404, 'articleNotFound', authorId === undefined ? `no article ${articleId}` : `no article ${articleId} by author ${authorId}`);
