import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { ArticleFeed } from '@/components/article/list/ArticleFeed';
import { ArticleListSkeleton } from '@/components/article/list/ArticleListSkeleton';
import { CategoryMenu } from '@/components/article/list/CategoryMenu';
import { categoryMenuFor } from '@/components/article/list/category-menu';
import { ListHeader } from '@/components/article/list/ListHeader';
import { ListSeo } from '@/components/article/list/ListSeo';
import { readCursorParam } from '@/lib/articles/cursor';
import { redirect } from '@/lib/server/request-context';

/**
 * /category/{key}: a main (analysis, news, finance, market, report, academy) or sub category
 * (premarket, intraday, afterhours, stock-report, trend), its menu, and its articles: Search/Tags
 * with the category's tags. Any other key redirects to the home page.
 */
export default function CategoryPage({ categoryId, query }: { categoryId: string; query?: string }) {
  const menu = categoryMenuFor(categoryId);
  if (!menu) return redirect('/');
  const { category } = menu;
  const cursor = readCursorParam(query);
  const path = `/category/${category.key}`;
  return (
    <div className={pageClass}>
      <ListSeo
        title={`${category.name}｜美股文章`}
        description={`美股通「${category.name}」分類文章：${category.tags.join('、')}，以繁體中文整理美股重點。`}
        path={path}
        noindex={cursor.cursor !== null}
      />
      <CategoryMenu menu={menu} />
      <ListHeader title={category.name} intro={`標籤：${category.tags.join('、')}`} />
      <Suspense key={`${category.key}:${cursor.cursor ?? ''}`} fallback={<ArticleListSkeleton label={`載入${category.name}文章…`} />}>
        <ArticleFeed source={{ kind: 'tags', tags: [...category.tags] }} cursor={cursor} hrefBase={path} emptyText={`「${category.name}」目前還沒有文章。`} />
      </Suspense>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4' });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
