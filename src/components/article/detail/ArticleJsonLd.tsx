import { articleJsonLd } from '@/lib/articles/structured-data';
import { jsonForScript } from '@/lib/http/html-escape';
import { getConfig } from '@/lib/server/request-context';
import type { ArticleDetail } from '@/lib/upstream/article';
import { SITE_NAME } from '@/components/layout/SiteLogo';
import { authorOrNull } from './article-data';
import { articleCategory } from './taxonomy';

/**
 * JSON-LD NewsArticle. It waits for the author (shared with the byline, one lookup), so it sits in
 * its own Suspense; if the author cannot be had, the data goes out without one rather than not at all.
 */
export async function ArticleJsonLd({ article }: { article: ArticleDetail }) {
  const author = await authorOrNull(article.authorId);
  const data = articleJsonLd({
    siteUrl: getConfig().SITE_URL,
    siteName: SITE_NAME,
    article,
    author: author ? { name: author.name, url: author.href } : null,
    section: articleCategory(article.categoryTags)?.label,
  });
  // A data block, not a script: CSP does not apply. jsonForScript escapes `<`, so a hostile
  // title cannot close the element.
  return <script type="application/ld+json" data-testid="article-json-ld" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
