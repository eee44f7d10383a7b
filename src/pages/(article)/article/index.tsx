import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { ArticleFeed } from '@/components/article/list/ArticleFeed';
import { ArticleListSkeleton } from '@/components/article/list/ArticleListSkeleton';
import { ListHeader } from '@/components/article/list/ListHeader';
import { ListSeo } from '@/components/article/list/ListSeo';
import { readCursorParam } from '@/lib/articles/cursor';

/**
 * /article: the newest articles (Recent/Summary, by updatedAt, 10 a page). Paging is a plain
 * `?cursor=` link, enhanced into "load more" in place (LoadMore).
 */
export default function ArticleListPage({ query }: { query?: string }) {
  const cursor = readCursorParam(query);
  return (
    <div className={pageClass}>
      <ListSeo
        title="最新文章"
        description="美股通最新投資文章：盤勢分析、即時新聞、財報快訊、市場焦點、研究報告與美股學院，以繁體中文為台灣投資人整理美股重點。"
        path="/article"
        noindex={cursor.cursor !== null}
      />
      <ListHeader title="最新文章" intro="盤勢、新聞、財報與研究報告，依更新時間排列。" />
      <Suspense key={cursor.cursor ?? ''} fallback={<ArticleListSkeleton label="載入最新文章…" />}>
        <ArticleFeed source={{ kind: 'recent' }} cursor={cursor} hrefBase="/article" emptyText="目前還沒有文章。" />
      </Suspense>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4' });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
