'use server';

import { cataloguePrice } from '@/lib/articles/article-price';
import { getRequestAuth } from '@/lib/server/request-auth';
import { getUpstreamContext } from '@/lib/server/request-context';
import { unlockArticleWithBonusPoint } from '@/lib/upstream/article';
import type { UpstreamContext } from '@/lib/upstream/http';
import { getCurrentMember } from '@/lib/upstream/profile';
import { UpstreamError } from '@/lib/upstream/errors';
import { type UnlockOutcome, unlockRefOf } from './unlock-outcome';

/**
 * The server function behind 「以 N pCoin 解鎖」 (unlocking is for logged-in members;
 * POST /api/Authorization/Article/{id}/Author/{authorId}/BonusPoint). It trusts nothing it is sent:
 * the ids are checked, the member comes from the verified session cookie (never from the call), and
 * the article service charges at most once per member and article. The edge layer has already
 * refused it if it came from another site (same-origin-writes.ts).
 */
export async function unlockArticle(articleId: unknown, authorId: unknown): Promise<UnlockOutcome> {
  const ref = unlockRefOf(articleId, authorId);
  if (!ref) return { status: 'error' };
  if (getRequestAuth()?.kind !== 'member') return { status: 'login-required' };
  const ctx = getUpstreamContext();
  try {
    const result = await unlockArticleWithBonusPoint(ctx, ref);
    return { status: 'unlocked', balance: result.balance, charged: result.charged };
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 402) return insufficient(ctx, ref);
    if (err instanceof UpstreamError && err.status === 401) return { status: 'login-required' };
    console.error('[unlock] failed', err);
    return { status: 'error' };
  }
}

/**
 * The article service refused the charge (402: nothing was taken). The reader is told their balance
 * and the price: the live balance from the profile service (never cached: it is the member's) and the
 * price from the product catalogue, asked together; either may be missing, and the message says less.
 */
async function insufficient(ctx: UpstreamContext, ref: { articleId: number; authorId: number }): Promise<UnlockOutcome> {
  const [balance, price] = await Promise.all([
    getCurrentMember(ctx).then(
      (member) => member.pCoin,
      (err: unknown) => {
        console.warn('[unlock] balance unavailable after a refused charge', err);
        return null;
      },
    ),
    cataloguePrice(ctx, ref),
  ]);
  return { status: 'insufficient', balance, price };
}
