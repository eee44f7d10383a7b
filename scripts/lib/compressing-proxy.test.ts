import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, type CompressingProxy, isCompressible, startCompressingProxy } from './compressing-proxy.ts';

/** A stand-in worker: each test registers what a path answers. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const handlers = new Map<string, Handler>();
let upstream: Server;
let proxy: CompressingProxy;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const handler = handlers.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, 'localhost', resolve));
  proxy = await startCompressingProxy(`http://localhost:${(upstream.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await proxy.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

/** One request through the proxy; the response's head as soon as it arrives (the body is left to the caller). */
function send(path: string, opts: { method?: string; acceptEncoding?: string; headers?: Record<string, string> } = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(`${proxy.origin}${path}`, {
      method: opts.method ?? 'GET',
      headers: { ...(opts.acceptEncoding === undefined ? {} : { 'accept-encoding': opts.acceptEncoding }), ...opts.headers },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

function readAll(res: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('isCompressible', () => {
  it('takes text, RSC, scripts, styles, JSON, SVG and XML; not images, fonts or octet streams', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/x-component',
      'text/javascript',
      'application/javascript',
      'text/css',
      'application/json',
      'application/manifest+json',
      'image/svg+xml',
      'application/xml',
      'text/plain',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/png', 'image/webp', 'font/woff2', 'application/octet-stream', 'video/mp4', undefined]) {
      expect(isCompressible(type), String(type)).toBe(false);
    }
  });
});

describe('the compressing proxy', () => {
  it('streams: the first chunk arrives decompressible before the upstream has ended', async () => {
    let finish = () => {};
    const upstreamDone = new Promise<void>((resolve) => (finish = resolve));
    let ended = false;
    handlers.set('/streamed', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<!doctype html><html><body><main>the shell</main>');
      void upstreamDone.then(() => {
        ended = true;
        res.end('<template>the late boundary</template></body></html>');
      });
    });
    const res = await send('/streamed', { acceptEncoding: 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    const decoded = res.pipe(createBrotliDecompress());
    let text = '';
    const shell = new Promise<string>((resolve) => {
      decoded.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes('the shell')) resolve(text);
      });
    });
    // Without a flush per chunk the compressor keeps the shell until the upstream ends, which it never would here.
    expect(await shell).toContain('<main>the shell</main>');
    expect(ended).toBe(false);
    finish();
    await new Promise((resolve) => decoded.on('end', resolve));
    expect(text).toBe('<!doctype html><html><body><main>the shell</main><template>the late boundary</template></body></html>');
  });

  it('streams gzip the same way when the client takes only gzip', async () => {
    let finish = () => {};
    const upstreamDone = new Promise<void>((resolve) => (finish = resolve));
    handlers.set('/streamed-gzip', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/x-component' });
      res.write('0:["$","div",null,{}]\n');
      void upstreamDone.then(() => res.end('1:"late"\n'));
    });
    const res = await send('/streamed-gzip', { acceptEncoding: 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const decoded = res.pipe(createGunzip());
    const first = await new Promise<string>((resolve) => decoded.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))));
    expect(first).toBe('0:["$","div",null,{}]\n');
    finish();
    await new Promise((resolve) => decoded.on('end', resolve));
  });

  it("keeps the worker's headers, drops the length, sets the encoding (over wrangler's `Identity`) and adds Accept-Encoding to Vary", async () => {
    const body = 'x'.repeat(5_000);
    handlers.set('/headers', (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', String(body.length));
      res.setHeader('set-cookie', ['guest=abc; Path=/; HttpOnly', 'theme=dark; Path=/']);
      res.setHeader('content-security-policy', "script-src 'nonce-r4nd0m' 'strict-dynamic'");
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader('vary', 'Cookie');
      res.setHeader('etag', '"v1"');
      // What wrangler dev writes on every response: no encoding, named.
      res.setHeader('content-encoding', 'Identity');
      res.end(body);
    });
    const res = await send('/headers', { acceptEncoding: 'br' });
    const compressed = await readAll(res);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toEqual(['guest=abc; Path=/; HttpOnly', 'theme=dark; Path=/']);
    expect(res.headers['content-security-policy']).toBe("script-src 'nonce-r4nd0m' 'strict-dynamic'");
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(res.headers.etag).toBe('W/"v1"');
    expect(brotliDecompressSync(compressed).toString('utf8')).toBe(body);
    expect(compressed.length).toBeLessThan(body.length / 10);
  });

  it('passes binary types through untouched, with their length', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    handlers.set('/image.png', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) });
      res.end(png);
    });
    const res = await send('/image.png', { acceptEncoding: 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(png.length));
    expect(await readAll(res)).toEqual(png);
  });

  it('sends text uncompressed to a client that takes no encoding, and leaves an encoded upstream body alone', async () => {
    handlers.set('/plain', (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'));
    const plain = await send('/plain');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await readAll(plain)).toString()).toBe('<p>hi</p>');

    const gzipped = gzipSync('heh');
    handlers.set('/already', (_req, res) => res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(gzipped));
    const already = await send('/already', { acceptEncoding: 'br, gzip' });
    expect(already.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(await readAll(already)).toString()).toBe('heh');
  });

  it('asks the upstream for an uncompressed answer', async () => {
    let seen: string | undefined;
    handlers.set('/asks', (req, res) => {
      seen = req.headers['accept-encoding'];
      res.writeHead(204).end();
    });
    await readAll(await send('/asks', { acceptEncoding: 'gzip, br' }));
    expect(seen).toBe('identity');
  });

  it('answers HEAD and 304 without a body and without an encoding', async () => {
    handlers.set('/page', (req, res) => {
      if (req.headers['if-none-match'] === '"v2"') {
        res.writeHead(304, { etag: '"v2"', 'cache-control': 'max-age=60' }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': '11', etag: '"v2"' });
      res.end(req.method === 'HEAD' ? undefined : '<p>page</p>');
    });
    const head = await send('/page', { method: 'HEAD', acceptEncoding: 'br' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect((await readAll(head)).length).toBe(0);

    const notModified = await send('/page', { acceptEncoding: 'br', headers: { 'if-none-match': '"v2"' } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.headers['cache-control']).toBe('max-age=60');
    expect((await readAll(notModified)).length).toBe(0);
  });

  it('answers 502 with a reason when the upstream is down', async () => {
    const down = await startCompressingProxy('http://localhost:9');
    try {
      const res = await fetch(`${down.origin}/`);
      expect(res.status).toBe(502);
      expect(await res.text()).toContain('did not answer');
    } finally {
      await down.close();
    }
  });
});
