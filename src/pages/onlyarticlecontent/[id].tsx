import { gateArticle } from '@/components/article/detail/article-data';
import { OnlyArticleContent, StreamedOnlyArticleContent } from '@/components/article/detail/OnlyArticleContent';

/**
 * /onlyarticlecontent/{id} (route name onlyarticlecontent-id): the article body alone, for embedding.
 * Listed ids stream (decision 029), as /article/{id} does.
 */
export default async function OnlyArticleContentPage({ id }: { id: string }) {
  const gate = await gateArticle(id);
  return gate.kind === 'listed' ? <StreamedOnlyArticleContent id={id} entry={gate.entry} /> : <OnlyArticleContent load={gate.load} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
