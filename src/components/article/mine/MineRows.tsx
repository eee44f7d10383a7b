import type { ArticleSummary } from '@/lib/upstream/article';
import { mineRowOf } from './mine-rows';
import { MineRow } from './MineRow';

/** One page of 我的文章 as a <tbody> (a table may hold several: 載入更多 appends one per page). */
export function MineRows({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <tbody>
      {articles.map((article) => (
        <MineRow key={article.articleId} row={mineRowOf(article)} />
      ))}
    </tbody>
  );
}
