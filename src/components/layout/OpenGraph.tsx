import { SITE_NAME } from './SiteLogo';

/**
 * The Open Graph tags every indexable page carries (React hoists them into <head>): what a shared
 * link's card shows. og:url only where the page has a canonical URL. A page adds its own beside
 * them (an article's image, times and tags).
 */
export function OpenGraph({ type, title, description, url }: { type: 'website' | 'article'; title: string; description: string; url: string | undefined }) {
  return (
    <>
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="zh_TW" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
    </>
  );
}
