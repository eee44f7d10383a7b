import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { ArticleListSkeleton } from '@/components/article/list/ArticleListSkeleton';
import { ListHeader } from '@/components/article/list/ListHeader';
import { UnlockedFeed } from '@/components/article/purchase/UnlockedFeed';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { readCursorParam } from '@/lib/articles/cursor';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { purchaseGuard } from '@/lib/auth/guards';
import { redirect } from '@/lib/server/request-context';

/**
 * /article/purchase: the signed-in member's unlocked articles, newest article update first,
 * 10 a page with the lists' `?cursor=` paging. A visitor who is not logged in is sent to /article
 * before anything renders (the session was verified by the edge layer, so auth is already finished).
 * One member's data: never indexed, and never to be kept by a shared cache (see guards.ts).
 */
export default function PurchasePage({ query }: { query?: string }) {
  const decision = purchaseGuard(getSignedInMemberId());
  if (decision.kind === 'redirect') return redirect(decision.to);
  const cursor = readCursorParam(query);
  return (
    <div className={pageClass} data-testid="purchase-page">
      <PrivatePageHead title="已解鎖文章" />
      <ListHeader title="已解鎖文章" intro="你用 pCoin 解鎖的付費文章，依文章更新時間排列。" />
      <Suspense key={cursor.cursor ?? ''} fallback={<ArticleListSkeleton label="載入已解鎖文章…" />}>
        <UnlockedFeed cursor={cursor} />
      </Suspense>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4' });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
