/**
 * A local stand-in for Cloudflare's edge compression. `wrangler dev` sends every response
 * uncompressed, so a browser measured against it (Lighthouse in the benchmark) downloads several
 * times the bytes a reader's browser would. This proxy sits in front of the worker and compresses
 * text responses with brotli (or gzip, per Accept-Encoding) as the edge does.
 *
 * It must not break streaming: the worker sends the page's shell first and each Suspense boundary
 * later, and a compressor that buffers would hold the shell back until the page ends. So the
 * compressor flushes after every upstream chunk (BROTLI_OPERATION_FLUSH / Z_SYNC_FLUSH): each chunk
 * leaves as soon as it arrives, decompressible on its own, at the cost of a few bytes per chunk.
 */
import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

/** What the edge compresses: text, and the text formats that are not `text/*`. Images, fonts and the like pass as they are. */
const COMPRESSIBLE = /^(text\/[-+.\w]+|application\/(javascript|x-javascript|ecmascript|json|manifest\+json|xml|xhtml\+xml|rss\+xml|atom\+xml|[-.\w]+\+json|[-.\w]+\+xml)|image\/svg\+xml)$/i;

export function isCompressible(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim() ?? '';
  return COMPRESSIBLE.test(mediaType);
}

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when the client takes it, else gzip, else none (a q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token, q === undefined ? 1 : Number(q.slice(2)));
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * A compressor that flushes on every write. Brotli at quality 4, an on-the-fly level as a CDN
 * uses for dynamic responses (11 is for files compressed once at build time); gzip at zlib's default 6.
 */
function compressor(encoding: Encoding): BrotliCompress | Gzip {
  if (encoding === 'br') {
    return createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
  }
  return createGzip({ flush: constants.Z_SYNC_FLUSH });
}

/** A response without a body: HEAD, 1xx, 204, 304. Nothing to compress; its headers pass unchanged. */
function hasNoBody(method: string | undefined, status: number): boolean {
  return method === 'HEAD' || status < 200 || status === 204 || status === 304;
}

/**
 * No encoding yet: no header, or `identity`, which is what wrangler dev writes on every response
 * (workerd locally answers `Content-Encoding: Identity`).
 */
function isUnencoded(contentEncoding: string | undefined): boolean {
  return contentEncoding === undefined || contentEncoding.trim().toLowerCase() === 'identity';
}

/** Hop-by-hop headers describe one connection, not the message: each side of the proxy sets its own. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

function endToEnd<T extends IncomingHttpHeaders | OutgoingHttpHeaders>(headers: T): T {
  const out = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  return out;
}

/** Adds Accept-Encoding to Vary (keeping what the worker put there), so a cache keeps the two forms apart. */
function withVary(vary: string | string[] | undefined): string {
  const values = (Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return values.join(', ');
  return [...values, 'Accept-Encoding'].join(', ');
}

/** The worker's headers for a compressed body: no length (it is chunked now), the encoding, Vary, and a weak ETag as the edge makes it. */
export function compressedHeaders(headers: IncomingHttpHeaders, encoding: Encoding): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = endToEnd(headers);
  delete out['content-length'];
  out['content-encoding'] = encoding;
  out.vary = withVary(headers.vary);
  const etag = headers.etag;
  if (etag && !etag.startsWith('W/')) out.etag = `W/${etag}`;
  return out;
}

export interface CompressingProxy {
  /** The proxy's origin, e.g. http://localhost:19452 */
  origin: string;
  server: Server;
  close: () => Promise<void>;
}

/**
 * Starts the proxy on `port` (0: any free port) in front of `target` (an origin such as
 * http://localhost:8787). Requests go to the target as they came (method, path, headers, body),
 * except that the target is asked for an uncompressed answer, which this proxy then encodes.
 */
export function startCompressingProxy(target: string, port = 0): Promise<CompressingProxy> {
  const targetUrl = new URL(target);
  const server = createServer((req, res) => {
    const upstreamHeaders: OutgoingHttpHeaders = { ...endToEnd(req.headers), 'accept-encoding': 'identity' };
    const upstream = request({ protocol: targetUrl.protocol, hostname: targetUrl.hostname, port: targetUrl.port, method: req.method, path: req.url, headers: upstreamHeaders }, (upstreamRes) => {
      const status = upstreamRes.statusCode ?? 502;
      const headers = upstreamRes.headers;
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      const compress =
        encoding !== null &&
        !hasNoBody(req.method, status) &&
        isUnencoded(headers['content-encoding']) &&
        !/\bno-transform\b/i.test(headers['cache-control'] ?? '') &&
        isCompressible(headers['content-type']);
      if (!compress) {
        res.writeHead(status, upstreamRes.statusMessage, endToEnd(headers));
        upstreamRes.pipe(res);
        return;
      }
      res.writeHead(status, upstreamRes.statusMessage, compressedHeaders(headers, encoding));
      // Send the head now: the first body chunk must not wait for anything.
      res.flushHeaders();
      const encoder = compressor(encoding);
      encoder.on('error', () => res.destroy());
      upstreamRes.on('error', () => encoder.destroy());
      upstreamRes.pipe(encoder).pipe(res);
    });
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`compressing proxy: ${target} did not answer (${error.message})\n`);
    });
    // A reader who leaves stops the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        origin: `http://localhost:${bound}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
