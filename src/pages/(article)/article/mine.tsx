import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { AuthorsCorner, AuthorsCornerSkeleton } from '@/components/article/mine/AuthorsCorner';
import { parseMineQuery } from '@/components/article/mine/mine-query';
import { ListHeader } from '@/components/article/list/ListHeader';
import { PrivatePageHead } from '@/components/layout/PrivatePageHead';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { mineGuard } from '@/lib/auth/guards';
import { redirect } from '@/lib/server/request-context';

/**
 * /article/mine (decision 028): 我的文章, the author's corner. The authors the member may act
 * for (`?authorId=` picks one, the first by default) and each one's articles in every status, with
 * preview, public page and 刪除, 10 a page with the lists' `?cursor=` paging. A guest signs in first
 * and comes back here; a member without any author gets an empty state. One member's data: never
 * indexed, never for a shared cache.
 */
export default function MyArticlesPage({ query }: { query?: string }) {
  const decision = mineGuard(getSignedInMemberId());
  if (decision.kind === 'redirect') return redirect(decision.to);
  const parsed = parseMineQuery(query);
  return (
    <div className={pageClass} data-testid="mine-page">
      <PrivatePageHead title="我的文章" />
      <ListHeader title="我的文章" intro="你可以管理的作者，以及他們所有的文章：已發布、草稿與已刪除。" />
      <Suspense fallback={<AuthorsCornerSkeleton />}>
        <AuthorsCorner query={parsed} />
      </Suspense>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
