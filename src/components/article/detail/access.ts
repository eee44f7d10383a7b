import type { ArticleDetail } from '@/lib/upstream/article';

/**
 * What this reader may read of an article, decided only by what the upstream answered for their
 * token: `content` is the whole body, or null when the article is paid and this
 * reader has not unlocked it (or does not own it). The page never guesses from `isPaid` alone.
 */
export interface ArticleAccess {
  /** The HTML to show (not yet sanitised): the body, or the teaser while locked. */
  html: string;
  locked: boolean;
  /** The price to unlock, in pCoin (only while locked). */
  price: number;
}

export function articleAccess(article: Pick<ArticleDetail, 'content' | 'teaser' | 'isPaid' | 'price'>): ArticleAccess {
  if (article.content !== null) return { html: article.content, locked: false, price: 0 };
  return { html: article.teaser, locked: article.isPaid, price: article.isPaid ? article.price : 0 };
}

export type Reader = 'guest' | 'member';

/** Who is reading, from the verified token kind: no token (a crawler) counts as a guest. */
export const readerOf = (tokenKind: 'guest' | 'member' | undefined): Reader => (tokenKind === 'member' ? 'member' : 'guest');
