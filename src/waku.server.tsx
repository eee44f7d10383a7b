import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { edgeMiddleware } from '../functions';

/** Worker entry: the Hono edge layer (functions/) runs first, then Waku's router (src/pages). */
export default adapter(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')), {
  middlewareFns: edgeMiddleware,
});
