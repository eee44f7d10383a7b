import type { EdgeMiddleware } from './edge-env';

/**
 * `HEAD` of a page: the GET's status and headers, no body, and no render left behind.
 * Hono answers a HEAD by running the GET and dropping its body unread; a page's body is a stream the
 * render keeps writing into, so the render was abandoned mid-way, and workerd logged every HEAD as a
 * request "canceled because … your Worker's code had hung". Outermost in the edge layer, this answers
 * with the headers and cancels the body stream, which ends the render (React's stream stops on cancel).
 */
export default function headRequests(): EdgeMiddleware {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'HEAD') return;
    const body = c.res.body;
    if (!body) return;
    c.res = new Response(null, c.res);
    await body.cancel('a HEAD request: the body is not sent').catch(() => undefined);
  };
}
