import { articleOpenGraph } from '@/lib/articles/structured-data';
import { getConfig } from '@/lib/server/request-context';
import type { ArticleDetail } from '@/lib/upstream/article';
import { OpenGraph } from '@/components/layout/OpenGraph';
import { SITE_NAME } from '@/components/layout/SiteLogo';

/**
 * Title, description, canonical URL and Open Graph of an article (React hoists them into <head>).
 * Rendered with the page's first bytes; the JSON-LD, which names the author, streams with it.
 * `embedded` (the article-only view) points its canonical at /article/{id} and asks not to be indexed.
 * `withTitle` false: the page's first bytes already carried the <title> (from the edge article index,
 * decision 029), and a document must have one title.
 */
/** The document title of an article page. */
export const articleDocumentTitle = (title: string): string => `${title}｜${SITE_NAME}`;

export function ArticleSeo({ article, embedded = false, withTitle = true }: { article: ArticleDetail; embedded?: boolean; withTitle?: boolean }) {
  const og = articleOpenGraph(getConfig().SITE_URL, article);
  return (
    <>
      {withTitle && <title>{articleDocumentTitle(article.title)}</title>}
      <meta name="description" content={og.description} />
      <link rel="canonical" href={og.url} />
      {embedded && <meta name="robots" content="noindex" />}
      <OpenGraph type="article" title={og.title} description={og.description} url={og.url} />
      {og.image && <meta property="og:image" content={og.image} />}
      {og.image && og.imageAlt && <meta property="og:image:alt" content={og.imageAlt} />}
      <meta property="article:published_time" content={og.publishedTime} />
      <meta property="article:modified_time" content={og.modifiedTime} />
      {og.tags.slice(0, 10).map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content={og.image ? 'summary_large_image' : 'summary'} />
    </>
  );
}
