import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { ArticleFeed } from '@/components/article/list/ArticleFeed';
import { ArticleListSkeleton } from '@/components/article/list/ArticleListSkeleton';
import { categoryForTag, tagHref } from '@/components/article/list/category-menu';
import { ListHeader } from '@/components/article/list/ListHeader';
import { ListSeo } from '@/components/article/list/ListSeo';
import { EmptyState } from '@/components/ui/EmptyState';
import { readCursorParam } from '@/lib/articles/cursor';
import { shortenForDisplay, tagFromSegment } from '@/lib/articles/search-params';

/**
 * /tag/{tagId}: the articles carrying a tag (Search/Tags with that one tag). An unknown tag is
 * not an error: the page answers 200 with the noResult state (decision 015), marked noindex.
 */
export default function TagPage({ tagId, query }: { tagId: string; query?: string }) {
  const tag = tagFromSegment(tagId);
  const cursor = readCursorParam(query);
  if (tag === null) {
    return (
      <div className={pageClass}>
        <ListSeo title="找不到標籤" description="這個標籤不存在，請改用搜尋找文章。" noindex />
        <ListHeader title="找不到標籤" />
        <EmptyState kind="noResult" text="這個標籤不存在或太長，請改用搜尋找文章。" minHeight={360} />
      </div>
    );
  }
  const shown = shortenForDisplay(tag);
  const category = categoryForTag(tag);
  const path = tagHref(tag);
  return (
    <div className={pageClass}>
      <ListSeo title={`#${shown} 相關文章`} description={`美股通標籤「${shown}」的相關文章，依更新時間排列。`} path={path} noindex={cursor.cursor !== null} />
      <ListHeader
        title={`#${tag}`}
        intro={
          category ? (
            <>
              標籤文章，屬於「
              <a href={`/category/${category.key}`} className={linkClass} data-testid="tag-category">
                {category.name}
              </a>
              」分類
            </>
          ) : (
            '標籤文章，依更新時間排列'
          )
        }
      />
      <Suspense key={`${tag}:${cursor.cursor ?? ''}`} fallback={<ArticleListSkeleton label={`載入標籤「${shown}」的文章…`} />}>
        <ArticleFeed source={{ kind: 'tags', tags: [tag] }} cursor={cursor} hrefBase={path} emptyText={`沒有標籤為「${shown}」的文章。`} />
      </Suspense>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4' });
const linkClass = css({ color: 'brand', _hover: { textDecoration: 'underline' } });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
