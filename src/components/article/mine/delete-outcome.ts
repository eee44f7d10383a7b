import type { UpstreamContext } from '@/lib/upstream/http';
import { deleteArticle, getArticleForAuthor } from '@/lib/upstream/article';
import { UpstreamError } from '@/lib/upstream/errors';
import type { DeleteOutcome } from './delete-texts';

export type { DeleteOutcome } from './delete-texts';

// The deletion rules behind the server function (decision 028), kept apart from the 'use server'
// module so they are tested in workerd against the sandbox.

const MAX_ID = 2_147_483_647;
/** A positive integer id from the browser, or null. */
export const editorIdOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null);

/** Positive integer ids only: anything else a hostile caller sends is refused before any call. */
export function deleteRefOf(articleId: unknown, authorId: unknown): { articleId: number; authorId: number } | null {
  const article = editorIdOf(articleId);
  const author = editorIdOf(authorId);
  return article !== null && author !== null ? { articleId: article, authorId: author } : null;
}

function outcomeOfError(err: unknown): DeleteOutcome {
  if (err instanceof UpstreamError) {
    if (err.status === 401) return { status: 'login-required' };
    if (err.status === 403) return { status: 'forbidden' };
    if (err.status === 404 || err.status === 410) return { status: 'not-found' };
  }
  console.error('[delete article] failed', err);
  return { status: 'error' };
}

/**
 * Looks first, then deletes: the service answers a repeated DELETE with 200 as well, so the page
 * could not otherwise tell "deleted now" from "already gone". `afterDelete` runs only when this call
 * deleted the article (it retires the edge-cached copies); its failure is logged, the deletion stands.
 */
export async function deleteAsEditor(ctx: UpstreamContext, ref: { articleId: number; authorId: number }, afterDelete: () => Promise<unknown>): Promise<DeleteOutcome> {
  try {
    const current = await getArticleForAuthor(ctx, ref);
    if (current.status === 'deleted') return { status: 'already-deleted' };
    await deleteArticle(ctx, ref);
  } catch (err) {
    return outcomeOfError(err);
  }
  try {
    await afterDelete();
  } catch (err) {
    console.error('[delete article] deleted, but the edge cache could not be retired', ref, err);
  }
  return { status: 'deleted' };
}
