import { gateArticle } from '@/components/article/detail/article-data';
import { ArticleView, StreamedArticleView } from '@/components/article/detail/ArticleView';

/**
 * /article/{id} (article layout). An id the edge article index lists answers 200 at once
 * and the article streams in (decision 029); any other id — and every crawler — waits for the
 * article before anything streams, so an unknown, malformed, draft or deleted id gets a real 404
 * and a failing service a 503 (decision 022).
 */
export default async function ArticlePage({ id }: { id: string }) {
  const gate = await gateArticle(id);
  return gate.kind === 'listed' ? <StreamedArticleView id={id} entry={gate.entry} /> : <ArticleView load={gate.load} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
