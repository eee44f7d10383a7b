import { loadArticle } from '@/components/article/detail/article-data';
import { ArticleView } from '@/components/article/detail/ArticleView';

/**
 * /article/{id} (spec §2, article layout). The article is loaded before anything streams, so an
 * unknown, malformed, draft or deleted id still gets a real 404 status.
 */
export default async function ArticlePage({ id }: { id: string }) {
  return <ArticleView load={await loadArticle(id)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
