import type { ArticleDetail } from '@/lib/upstream/article';
import { PageViewDetails } from '@/components/analytics/PageViewDetails';
import { authorOrNull } from './article-data';

/**
 * The details of an article's page view (title, author, tags, stock tags), once the author's
 * name is known (same lookup as the byline). PageViews waits for them before it reports an article.
 */
export async function ArticlePageView({ article }: { article: ArticleDetail }) {
  const author = await authorOrNull(article.authorId);
  return <PageViewDetails title={article.title} author={author?.name ?? ''} tags={[...article.categoryTags, ...article.tags]} stockTags={article.stockTags} />;
}
