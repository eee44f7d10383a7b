import { getConfig } from '@/lib/server/request-context';
import { OpenGraph } from '@/components/layout/OpenGraph';
import { SITE_NAME } from '@/components/layout/SiteLogo';

/**
 * The head of a list page (zh-TW): title, description, canonical URL and Open Graph. React hoists
 * these into <head>. `path` is the page's canonical site path (first page, default options), so
 * every `?cursor=` page points at it; `noindex` keeps pages that only repeat other pages' content
 * (later cursor pages, search results, empty tags) out of search engines while their links are
 * still followed. No `path` (a page for a value that cannot exist): no canonical link.
 */
export function ListSeo({ title, description, path, noindex = false }: { title: string; description: string; path?: string | undefined; noindex?: boolean }) {
  const canonical = path === undefined ? undefined : `${getConfig().SITE_URL.replace(/\/+$/, '')}${path}`;
  const fullTitle = `${title}｜${SITE_NAME}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <OpenGraph type="website" title={fullTitle} description={description} url={canonical} />
    </>
  );
}
