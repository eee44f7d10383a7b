'use server';

import { getRequestAuth } from '@/lib/server/request-auth';
import { getUpstreamContext } from '@/lib/server/request-context';
import { removeFromArticleIndex } from '@/lib/article-index/edge-article-index';
import { advanceArticleCacheGeneration } from '@/lib/upstream/content-generation';
import { type DeleteOutcome, deleteAsEditor, deleteRefOf } from './delete-outcome';

/**
 * The server function behind 刪除 (the author's corner and the preview banner). It trusts nothing it
 * is sent: the ids are checked, the member is the verified session's (never an argument), and the
 * article service decides who may delete (the author's editors and admins; 403 for anyone else).
 * The edge layer has already refused it if it came from another site (same-origin-writes.ts). After a
 * deletion the article cache generation moves on, so no reader is served a cached list, page or
 * sitemap that still holds the article (decision 028), and the article leaves the edge article index,
 * so its page waits for the service again and answers 404 (decision 029).
 */
export async function deleteArticleAsEditor(articleId: unknown, authorId: unknown): Promise<DeleteOutcome> {
  const ref = deleteRefOf(articleId, authorId);
  if (!ref) return { status: 'not-found' };
  if (getRequestAuth()?.kind !== 'member') return { status: 'login-required' };
  return await deleteAsEditor(getUpstreamContext(), ref, () => Promise.all([advanceArticleCacheGeneration(), removeFromArticleIndex(ref.articleId)]));
}
