import { jsonForScript } from '@/lib/http/html-escape';
import { getConfig } from '@/lib/server/request-context';
import { isProvisionalStock } from '@/lib/stock/provisional';
import type { FinanceStatement, StockTab } from '@/lib/stock/tabs';
import type { StockRecord } from '@/lib/upstream/business';
import { OpenGraph } from '@/components/layout/OpenGraph';
import { stockSeoData } from './stock-seo';

/**
 * The head of a stock page: title, description, canonical URL, Open Graph and JSON-LD (zh-TW).
 * Every stock tab page renders <StockSeo stock={stock} tab="price" /> once (React hoists the
 * title, meta and link elements into <head>).
 */
export function StockSeo({ stock, tab, statement }: { stock: StockRecord; tab: StockTab; statement?: FinanceStatement | undefined }) {
  const seo = stockSeoData(getConfig().SITE_URL, stock, tab, statement);
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={seo.canonical} />
      {/* The lookup failed: we do not know the security exists, so this copy must not be indexed. */}
      {isProvisionalStock(stock) && <meta name="robots" content="noindex" />}
      <OpenGraph type="website" title={seo.title} description={seo.description} url={seo.canonical} />
      <meta name="twitter:card" content="summary" />
      {/* A data block, not a script: CSP does not apply and no nonce is needed. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(seo.jsonLd) }} />
    </>
  );
}
