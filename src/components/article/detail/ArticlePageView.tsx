import type { ArticleDetail } from '@/lib/upstream/article';
import { PageViewReporter } from '@/components/analytics/PageViewReporter';
import { authorOrNull } from './article-data';
import { articleCategory } from './taxonomy';

/** The page view of an article (spec §2), once the author's name is known (same lookup as the byline). */
export async function ArticlePageView({ article }: { article: ArticleDetail }) {
  const author = await authorOrNull(article.authorId);
  return (
    <PageViewReporter
      viewKey={String(article.articleId)}
      title={article.title}
      contentGroup={articleCategory(article.categoryTags)?.label ?? '文章'}
      author={author?.name ?? ''}
      tags={[...article.categoryTags, ...article.tags]}
      stockTags={article.stockTags}
    />
  );
}
