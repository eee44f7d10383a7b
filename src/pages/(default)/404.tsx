import { NotFoundView } from '@/components/errors/NotFoundView';
import { SITE_NAME } from '@/components/layout/SiteLogo';
import { StockNotFoundSearch } from '@/components/stock/layout/StockNotFoundSearch';

/**
 * The 404 page, inside the default layout. Waku serves it for every unmatched route and for a
 * route whose guard failed (failRouteValidation); functions/not-found.ts makes sure the status is
 * 404 and gives bots a plain 404 instead.
 */
export default function NotFoundPage() {
  return (
    <>
      <title>{`找不到這個網頁｜${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <NotFoundView>
        {/* An unknown stock is a 404; the reader gets the search for the one they meant. */}
        <StockNotFoundSearch />
      </NotFoundView>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
