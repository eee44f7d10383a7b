import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentCspNonce } from '@/lib/server/request-scope';
import { EARLY_TAP_HOLD_SCRIPT } from '@/lib/http/early-tap-hold';
import { THEME_SCRIPT } from '@/lib/design/theme-script';
import securityHeaders from './security-headers';

const ENV = {
  IDENTITY_URL: 'https://id.example.com/identity',
  IMAGE_PROXY_URL: 'https://img.example.com/image-proxy',
  ARTICLE_API_URL: 'https://article.example.com/article',
  FORUM_API_URL: 'https://api.example.com/forum',
  PROFILE_API_URL: 'https://api.example.com/profile',
  BUSINESS_API_URL: 'https://api.example.com/business',
  TAIWAN_MARKET_API_URL: 'https://api.example.com/taiwan-market',
  ARTICLE_EMBED_ORIGINS: 'https://app.example.com, https://*.partner.example.com',
  SITE_URL: 'https://usstock.example.com',
  PCOIN_TOP_UP_URL: 'https://pay.example.com/pcoin/top-up',
  OIDC_CLIENT_ID: 'usstock-web',
  OIDC_API_AUDIENCE: 'urn:usstock:api',
  WEB_APP_ID: 'usstock-web',
  GOOGLE_CLIENT_ID: 'google-client',
  SESSION_SECRET: 'a-session-secret-of-at-least-32-chars',
  VAPID_PUBLIC_KEY: 'BJJ5ZsZfkEZ24mGTSdp2ziOxeW0eBfaOh8gEJ_WWAfFl_Qh_kTrhIB8vuCsc9b-7r41wzifL8uiy1CRT8Du6KQ4',
};

/**
 * Stands in for Waku: renders HTML the way Waku 1.0 streams it, with the nonce it was handed
 * (through the interceptor in the real worker) on its inline scripts, and a module preload that
 * React writes without one. The article body holds a script that was never the server's.
 */
function wakuLikePage(): string {
  const nonce = currentCspNonce() ?? 'MISSING';
  return [
    '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/client-a.js" fetchpriority="low">',
    `<link rel="stylesheet" href="/assets/index.css"></head><body><main><article><script>alert("injected")</script></article></main>`,
    `<script nonce="${nonce}">import("/assets/index.js")</script>`,
    `<script nonce="${nonce}">(self.__FLIGHT_DATA||=[]).push("0:{}")</script>`,
    '</body></html>',
  ].join('');
}

const app = new Hono()
  .use(securityHeaders())
  .get('/json', (c) => c.json({ ok: true }))
  .get('/boom', () => {
    throw new Error('render failed');
  })
  .get('/redirect', (c) => c.redirect('/elsewhere', 301))
  .get('*', (c) => c.html(wakuLikePage()));

const get = (url: string, env: object = ENV) => app.request(url, {}, env);

afterEach(() => vi.restoreAllMocks());

const directive = (policy: string | null, name: string) =>
  policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('securityHeaders: HTML', () => {
  it('puts the same nonce in the policy and on the inline scripts Waku writes', async () => {
    const res = await get('http://localhost:8787/');
    const policy = res.headers.get('content-security-policy');
    const nonce = directive(policy, 'script-src')?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes
    const html = await res.text();
    const scriptNonces = [...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);
    // Waku's two, and the edge's tap hold and theme script.
    expect(scriptNonces).toEqual([nonce, nonce, nonce, nonce]);
  });

  it("puts the tap hold and the theme script first in a page's head, and not in the site's own hidden frames", async () => {
    const res = await get('http://localhost:8787/');
    const nonce = directive(res.headers.get('content-security-policy'), 'script-src')?.match(/'nonce-([^']+)'/)?.[1];
    const html = await res.text();
    expect(html.indexOf(`<head><script nonce="${nonce}">${EARLY_TAP_HOLD_SCRIPT}</script>`)).toBeGreaterThan(-1);
    expect(html.split(EARLY_TAP_HOLD_SCRIPT)).toHaveLength(2);
    // The theme script right after it (decision 042), once: before the style sheet and the body paint.
    expect(html.indexOf(`${EARLY_TAP_HOLD_SCRIPT}</script><script nonce="${nonce}">${THEME_SCRIPT}</script>`)).toBeGreaterThan(-1);
    expect(html.split(THEME_SCRIPT)).toHaveLength(2);
    for (const path of ['/auth/probe', '/refresh']) {
      const framed = await get(`http://localhost:8787${path}`);
      // The site frames these itself (the silent sign-in), no one else may.
      expect(framed.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(directive(framed.headers.get('content-security-policy'), 'frame-ancestors'), path).toBe("frame-ancestors 'self'");
      const framedHtml = await framed.text();
      expect(framedHtml, path).not.toContain(EARLY_TAP_HOLD_SCRIPT);
      expect(framedHtml, path).not.toContain(THEME_SCRIPT);
    }
  });

  it('puts the style sheet inline on a first visit, keeping its link for later pages (media print)', async () => {
    const assets = (text: string, status = 200) => ({ fetch: async () => new Response(text, { status }) });
    const first = await app.request('http://localhost:8787/', {}, { ...ENV, ASSETS: assets('body{color:red}') });
    const nonce = directive(first.headers.get('content-security-policy'), 'style-src')?.match(/'nonce-([^']+)'/)?.[1];
    const html = await first.text();
    expect(html).toContain(`<style nonce="${nonce}">body{color:red}</style><link rel="stylesheet" href="/assets/index.css" media="print">`);
    // A returning reader (our session cookie) links it as before: the file is in their cache.
    const returning = await (await app.request('http://localhost:8787/', { headers: { cookie: 'usstock_session=abc' } }, { ...ENV, ASSETS: assets('body{color:red}') })).text();
    expect(returning).not.toContain('<style');
    expect(returning).toContain('<link rel="stylesheet" href="/assets/index.css"></head>');
    // A sheet that cannot be read, or that could close the element, stays a plain link.
    for (const broken of [assets('gone', 404), assets('a{}</style><script>alert(1)</script>')]) {
      const kept = await (await app.request('http://localhost:8787/', {}, { ...ENV, ASSETS: broken })).text();
      expect(kept).not.toContain('<style');
      expect(kept).toContain('<link rel="stylesheet" href="/assets/index.css"></head>');
    }
  });

  it('adds the nonce to module preloads, and never to a script it did not write', async () => {
    const res = await get('http://localhost:8787/');
    const nonce = directive(res.headers.get('content-security-policy'), 'script-src')?.match(/'nonce-([^']+)'/)?.[1];
    const html = await res.text();
    expect(html).toContain(`<link rel="modulepreload" href="/assets/client-a.js" fetchpriority="low" nonce="${nonce}">`);
    expect(html).toContain('<article><script>alert("injected")</script></article>');
  });

  it('uses a fresh nonce on every response', async () => {
    const nonces = await Promise.all(Array.from({ length: 5 }, async () => directive((await get('http://localhost:8787/')).headers.get('content-security-policy'), 'script-src')));
    expect(new Set(nonces).size).toBe(5);
  });

  it('writes a strict policy with the configured origins', async () => {
    const policy = (await get('http://localhost:8787/')).headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'nonce-[^']+' 'strict-dynamic' 'self'$/);
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'style-src')).toMatch(/^style-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' https:\/\/accounts\.google\.com\/gsi\/style$/);
    expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://img.example.com https://article.example.com https://api.example.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://id.example.com https://accounts.google.com/gsi/");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://id.example.com https://accounts.google.com/gsi/");
    // The service worker (/sw.js) and the web app manifest: this site's own only.
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(policy, 'manifest-src')).toBe("manifest-src 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://id.example.com");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
  });

  it('forbids framing everywhere but the article-only view', async () => {
    const page = await get('http://localhost:8787/article/1');
    expect(directive(page.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');

    const embedded = await get('http://localhost:8787/onlyarticlecontent/42');
    expect(directive(embedded.headers.get('content-security-policy'), 'frame-ancestors')).toBe("frame-ancestors 'self' https://app.example.com https://*.partner.example.com");
    expect(embedded.headers.get('x-frame-options')).toBeNull();
  });

  it('an embed origin that would widen or break the directive makes the configuration invalid: nothing is widened', async () => {
    // The configuration check (validate-config.ts, next in line) answers 500 naming the variable;
    // the headers on that answer allow no origin but the site's own.
    for (const bad of ['*', 'https://x.com/path', "'unsafe-inline'", 'https://evil.com;script-src']) {
      const res = await get('http://localhost:8787/onlyarticlecontent/1', { ...ENV, ARTICLE_EMBED_ORIGINS: `https://ok.example.com ${bad}` });
      const policy = res.headers.get('content-security-policy');
      expect(directive(policy, 'frame-ancestors'), bad).toBe("frame-ancestors 'self'");
      expect(policy, bad).not.toContain('ok.example.com');
      expect(policy, bad).not.toContain("unsafe-inline'; script");
    }
  });

  it('sends HSTS and upgrade-insecure-requests only over https, not on localhost', async () => {
    const production = await get('https://usstock.example.com/');
    expect(production.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(production.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    for (const url of ['http://localhost:8787/', 'https://localhost:8787/', 'http://usstock.example.com/']) {
      const res = await get(url);
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
      expect(res.headers.get('content-security-policy'), url).not.toContain('upgrade-insecure-requests');
    }
  });

  it('can report without enforcing (waku dev)', async () => {
    const dev = new Hono().use(securityHeaders({ reportOnly: true })).get('*', (c) => c.html('<p>x</p>'));
    const res = await dev.request('http://localhost:8787/', {}, ENV);
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('content-security-policy-report-only')).toContain("'strict-dynamic'");
  });

  it('still builds a policy when the configuration is incomplete', async () => {
    const res = await get('http://localhost:8787/', {});
    const policy = res.headers.get('content-security-policy');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://accounts.google.com/gsi/");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it('streams: the first bytes arrive before the page has finished', async () => {
    let finish: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const streaming = new Hono().use(securityHeaders()).get('*', () => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          const encoder = new TextEncoder();
          controller.enqueue(encoder.encode('<html><head><link rel="modulepreload" href="/a.js"></head><body><p>shell</p>'));
          await gate;
          controller.enqueue(encoder.encode('<p>late section</p></body></html>'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    });
    const res = await streaming.request('http://localhost:8787/', {}, ENV);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let head = '';
    while (!head.includes('shell')) {
      const { value, done } = await reader.read();
      if (done) break;
      head += decoder.decode(value, { stream: true });
    }
    expect(head).toContain('<p>shell</p>');
    expect(head).toMatch(/<link rel="modulepreload" href="\/a.js" nonce="[^"]+">/);
    finish();
    let rest = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
    }
    expect(rest).toContain('late section');
  });
});

describe('securityHeaders: other responses', () => {
  it('leaves non-HTML bodies untouched and without a policy, but not without nosniff', async () => {
    const res = await get('http://localhost:8787/json');
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('covers redirects and error pages too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const redirect = await get('https://usstock.example.com/redirect');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/elsewhere');
    expect(redirect.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const failure = await get('http://localhost:8787/boom');
    expect(failure.status).toBe(500);
    expect(failure.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
