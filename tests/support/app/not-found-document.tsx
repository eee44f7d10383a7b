import { renderToReadableStream } from 'react-dom/server';
import NotFoundPage from '@/pages/(default)/404';
import { setRouterPath } from './page-render-mocks';

/**
 * The site's 404 page (src/pages/(default)/404.tsx) for `path` as a whole document, the way Waku hands it
 * to the edge, with the status asked for: for tests of what the edge writes into it. The site's header and
 * footer are left out. The file must mock the request context and the router (page-render-mocks.tsx).
 */
export async function notFoundDocument(path: string, status = 404): Promise<Response> {
  setRouterPath(path);
  const stream = await renderToReadableStream(
    <html lang="zh-Hant">
      <head />
      <body>
        <NotFoundPage />
      </body>
    </html>,
  );
  await stream.allReady;
  return new Response(stream, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}
