import { loadArticle } from '@/components/article/detail/article-data';
import { OnlyArticleContent } from '@/components/article/detail/OnlyArticleContent';

/** /onlyarticlecontent/{id} (route name onlyarticlecontent-id): the article body alone, for embedding. */
export default async function OnlyArticleContentPage({ id }: { id: string }) {
  return <OnlyArticleContent load={await loadArticle(id)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
