import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import * as v from 'valibot';
import { describeIssues, jsonError } from './http-errors.ts';

/**
 * The image proxy the site resizes article images through (`IMAGE_PROXY_URL`), as far as it can go offline:
 * `GET /image-proxy?url=<absolute URL of this sandbox's /static/…>&w=<width>&format=webp`.
 *
 * It validates like the real one would (400 otherwise) and answers the ORIGINAL file: there is no
 * image codec here to resize or convert, so `x-image-proxy-converted: false` says the format was not
 * converted and `x-image-proxy-width` echoes the width asked for. Only this sandbox's own /static
 * files are served, read from disk: the URL is never fetched, so this is no open proxy
 * (docs/decisions/014-article-page.md).
 */

const STATIC_DIR = fileURLToPath(new URL('./static/', import.meta.url));
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif' };
/** The widest screen (xxl 1536) at density 2. */
export const MAX_PROXY_WIDTH = 3072;
export const PROXY_FORMATS = ['webp'] as const;

const QuerySchema = v.object({
  url: v.pipe(v.string('url is required'), v.minLength(1, 'url is required'), v.maxLength(2048, 'url is too long')),
  w: v.pipe(v.string('w is required'), v.regex(/^[1-9]\d{0,4}$/, 'w must be a positive integer'), v.transform(Number), v.maxValue(MAX_PROXY_WIDTH, `w must be at most ${MAX_PROXY_WIDTH}`)),
  format: v.picklist(PROXY_FORMATS, `format must be one of: ${PROXY_FORMATS.join(', ')}`),
});

export interface ImageProxyOptions {
  /** This sandbox's own origin (server.ts's `url`); only its /static files are served. */
  publicUrl: string;
}

/** A Hono handler: mount with `app.get('/image-proxy', createImageProxy({ publicUrl: url }))`. */
export function createImageProxy(options: ImageProxyOptions): (c: Context) => Promise<Response> {
  const ownOrigin = new URL(options.publicUrl).origin;
  return async (c) => {
    const url = new URL(c.req.url);
    for (const key of new Set(url.searchParams.keys())) {
      if (url.searchParams.getAll(key).length > 1) return jsonError(c, 400, 'invalidQuery', `${key} is given more than once`);
    }
    const parsed = v.safeParse(QuerySchema, Object.fromEntries(url.searchParams));
    if (!parsed.success) return jsonError(c, 400, 'invalidQuery', describeIssues(parsed.issues));
    const { w } = parsed.output;

    const file = staticFileOf(parsed.output.url, ownOrigin);
    if ('error' in file) return jsonError(c, 400, 'invalidImageUrl', file.error);
    const type = TYPES[extname(file.relative).toLowerCase()];
    if (!type) return jsonError(c, 400, 'invalidImageUrl', 'url is not an image');

    let body: Buffer;
    try {
      body = await readFile(join(STATIC_DIR, file.relative));
    } catch {
      return jsonError(c, 404, 'imageNotFound', 'no such image');
    }
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': type,
        'cache-control': 'public, max-age=86400',
        'x-image-proxy-converted': 'false',
        'x-image-proxy-width': String(w),
        'x-content-type-options': 'nosniff',
        // An SVG opened directly must not run anything.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  };
}

/** The path under sandbox/static/ that an image URL names, or why it is refused. */
function staticFileOf(raw: string, ownOrigin: string): { relative: string } | { error: string } {
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    return { error: 'url must be an absolute URL' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { error: 'url must be http(s)' };
  if (target.origin !== ownOrigin) return { error: "only this sandbox's own /static images are served" };
  if (target.username || target.password) return { error: 'url must not carry credentials' };
  if (!target.pathname.startsWith('/static/')) return { error: 'only /static/ images are served' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(target.pathname.slice('/static/'.length));
  } catch {
    return { error: 'url path is not valid percent-encoding' };
  }
  const relative = normalize(decoded);
  if (!decoded || decoded.includes('\0') || decoded.includes('\\') || relative.startsWith('..') || relative.startsWith(sep) || relative.split(sep).includes('..')) {
    return { error: 'url path leaves /static/' };
  }
  return { relative };
}
