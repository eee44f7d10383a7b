import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { ArticleFeed } from '@/components/article/list/ArticleFeed';
import { ArticleListSkeleton } from '@/components/article/list/ArticleListSkeleton';
import { PageViewDetails } from '@/components/analytics/PageViewDetails';
import { AuthorProfile } from '@/components/article/list/AuthorProfile';
import { ListSeo } from '@/components/article/list/ListSeo';
import { EmptyState } from '@/components/ui/EmptyState';
import { type AuthorView, authorHref, resolveAuthor } from '@/lib/articles/authors';
import { readCursorParam } from '@/lib/articles/cursor';
import { markMainContentUnavailable } from '@/lib/server/main-content-unavailable';
import { getUpstreamContext, notFound } from '@/lib/server/request-context';

/** Author ids are positive decimal integers (decision 006); anything else is not an author. */
const AUTHOR_ID = /^[1-9]\d{0,14}$/;

/**
 * /author/{authorId}: the author's profile (resolveAuthor: the article service's record, with the
 * forum's or profile's name and picture) and their articles (Search/Tags, no tag, filtered by
 * author). The profile is awaited before anything streams, so an unknown or malformed id can still
 * answer 404; an article service outage is not the reader's fault and shows an error state instead.
 */
export default async function AuthorPage({ authorId, query }: { authorId: string; query?: string }) {
  if (!AUTHOR_ID.test(authorId)) return notFound();
  const id = Number(authorId);
  let author: AuthorView | undefined;
  try {
    author = await resolveAuthor(getUpstreamContext(), id);
  } catch (err) {
    console.error('[author page] profile', err);
    markMainContentUnavailable(`author ${authorId}: the author's record could not be had`);
    return <AuthorUnavailable />;
  }
  if (!author) return notFound();
  const cursor = readCursorParam(query);
  return (
    <div className={pageClass}>
      <ListSeo
        title={`${author.name}的文章`}
        description={author.bio ? `${author.name}：${author.bio}`.slice(0, 150) : `${author.name} 在美股通發表的美股投資文章。`}
        path={authorHref(author.authorId)}
        noindex={cursor.cursor !== null}
      />
      <AuthorProfile author={author} />
      <PageViewDetails author={author.name} />
      <h2 className={headingClass}>文章</h2>
      <Suspense key={cursor.cursor ?? ''} fallback={<ArticleListSkeleton label={`載入${author.name}的文章…`} />}>
        <ArticleFeed source={{ kind: 'tags', tags: [], authorId: author.authorId }} cursor={cursor} hrefBase={authorHref(author.authorId)} emptyText={`${author.name}還沒有發表文章。`} />
      </Suspense>
    </div>
  );
}

function AuthorUnavailable() {
  return (
    <div className={pageClass}>
      <ListSeo title="作者" description="作者資料暫時無法載入。" noindex />
      <h1 className={headingClass}>作者</h1>
      <EmptyState kind="error" text="作者資料暫時無法載入，請稍後再試。" minHeight={360} />
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4' });
const headingClass = css({ m: 0, fontSize: '18px', fontWeight: 700, pl: '2', borderLeft: '4px solid token(colors.brand)' });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
