import { Hono } from 'hono';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import NotFoundPage from '@/pages/(default)/404';
import StockRouteLayout from '@/pages/stock/[id]/_layout';
import StockInfoPage from '@/pages/stock/[id]/info';
import mainContentStatus from '../../../functions/main-content-status';
import notFound from '../../../functions/not-found';
import { RenderNotFound, RenderRedirect, setRouterPath } from './page-render-mocks';

/**
 * `/stock/{id}/info` answered as the site answers it, in workerd against the sandbox: the edge's 404 and
 * status middlewares (functions/not-found.ts, then main-content-status.ts, as functions/index.ts orders
 * them) in front of a stand-in for Waku's router that renders the real layout — its route guard — and the
 * real info page. As Waku does, a render that calls notFound() before anything streamed is answered with
 * the 404 page (src/pages/(default)/404.tsx) and status 404, and a redirect() with its status and Location.
 * The site's header and footer are left out. The file must mock the request context and the router
 * (page-render-mocks.tsx).
 */
export const stockRouteApp = new Hono()
  .use(notFound())
  .use(mainContentStatus())
  .get('/stock/:id/info', async (c) => {
    setRouterPath(new URL(c.req.url).pathname);
    const id = c.req.param('id');
    try {
      return await htmlResponse(
        <StockRouteLayout id={id}>
          <StockInfoPage id={id} />
        </StockRouteLayout>,
        200,
      );
    } catch (err) {
      if (err instanceof RenderRedirect) return c.redirect(err.location, (err.status ?? 307) as 307 | 308);
      if (err instanceof RenderNotFound) return htmlResponse(<NotFoundPage />, 404);
      throw err;
    }
  });

/** The page's HTML as it streams; rejects when the shell fails (a guard that threw before the first Suspense). */
async function htmlResponse(page: ReactNode, status: number): Promise<Response> {
  // Waku's notFound() and redirect() end a render on purpose: not errors worth a log line.
  const stream = await renderToReadableStream(page, { onError: (err) => (err instanceof RenderNotFound || err instanceof RenderRedirect ? undefined : console.error(err)) });
  return new Response(stream, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
