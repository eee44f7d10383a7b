import type { EdgeMiddleware } from './edge-env';
import { configOrNull } from '@/lib/config';
import { buildContentSecurityPolicy, cspSourcesFrom } from './content-security-policy';
import { runInRequestScope } from '@/lib/server/request-scope';
import { createCspNonce } from './csp-nonce';
import { inlineStyleSheets, isFirstVisit } from './first-visit-styles';
import { EARLY_TAP_HOLD_SCRIPT } from '@/lib/http/early-tap-hold';
import { THEME_SCRIPT } from '@/lib/design/theme-script';
import { isHtml } from './html-response';
import { addReturnHomeScript } from './return-home-script';

/** The article-only view is embedded by the company's apps (empty layout). */
const FRAMABLE_PREFIX = '/onlyarticlecontent/';
/** The silent-login probe and callback answer inside the site's own hidden frame (silent sign-in on load). */
const SELF_FRAMED_PATHS = new Set(['/auth/probe', '/refresh']);
const HSTS = 'max-age=31536000';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface SecurityHeadersOptions {
  /**
   * Send the policy as Content-Security-Policy-Report-Only: violations are reported in the console
   * but nothing is blocked. For `waku dev`, where Vite injects its own client scripts.
   */
  reportOnly?: boolean;
}

/**
 * Security headers on every response, wrapping the whole worker (register it first).
 * - Every response: X-Content-Type-Options, Referrer-Policy, and HSTS over https (not localhost).
 * - HTML: a nonce-based Content-Security-Policy and frame protection (frame-ancestors 'none' plus
 *   X-Frame-Options DENY), except /onlyarticlecontent/*, which ARTICLE_EMBED_ORIGINS may frame.
 *
 * The nonce is created before the page renders and handed to Waku (see csp-nonce.ts). React
 * cannot put it on the `<link rel="modulepreload">` tags that @vitejs/plugin-rsc asks for, which
 * 'strict-dynamic' would block, so an HTMLRewriter adds it to those links while the HTML streams
 * (lol-html rewrites chunk by chunk, nothing is buffered). A preload only fetches; it runs nothing,
 * so blessing it cannot let an injected script run. Script tags are never touched. At the top of a
 * page's head it adds the tap hold (src/lib/http/early-tap-hold.ts), a fixed script of our own; not
 * in the site's own hidden frames, which have nothing to tap. After it, the theme script
 * (src/lib/design/theme-script.ts, decision 042): the reader's stored theme on <html> before first paint,
 * added per response like the tap hold, so a page from the guest cache carries nobody's theme. On a first visit the style sheet is put
 * inline (first-visit-styles.ts); an unknown stock's 404 gets its timer home (return-home-script.ts).
 */
export default function securityHeaders(options: SecurityHeadersOptions = {}): EdgeMiddleware {
  const cspHeader = options.reportOnly ? 'content-security-policy-report-only' : 'content-security-policy';
  return async (c, next) => {
    const nonce = createCspNonce();
    await runInRequestScope({ cspNonce: nonce }, next);

    const url = new URL(c.req.url);
    const https = url.protocol === 'https:' && !LOOPBACK_HOSTS.has(url.hostname);
    const original = c.res;
    // A 101 (WebSocket upgrade) cannot be re-wrapped: the Response constructor refuses that status.
    if (original.status < 200) return;
    let res = new Response(original.body, original);
    res.headers.set('x-content-type-options', 'nosniff');
    res.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    if (https) res.headers.set('strict-transport-security', HSTS);

    if (isHtml(res)) {
      const framable = url.pathname.startsWith(FRAMABLE_PREFIX) ? 'embed' : SELF_FRAMED_PATHS.has(url.pathname) ? 'self' : false;
      const policy = buildContentSecurityPolicy({ nonce, sources: cspSourcesFrom(configOrNull(c.env)), framable, https });
      res.headers.set(cspHeader, policy);
      if (framable === 'embed') res.headers.delete('x-frame-options');
      else res.headers.set('x-frame-options', framable === 'self' ? 'SAMEORIGIN' : 'DENY');
      if (res.body) res = rewritePage(res, nonce, framable !== 'self', isFirstVisit(c.req.raw) ? c.env.ASSETS : undefined);
    }
    // Clear first: assigning c.res would otherwise copy the old headers back over the new ones.
    c.res = undefined;
    c.res = res;
  };
}

/**
 * What the edge writes into a page as it streams: the nonce on module preloads, the tap hold and the
 * theme script first in the head (not in the site's own frames), an unknown stock's timer home, and on a
 * first visit the style sheet inline.
 */
function rewritePage(res: Response, nonce: string, withHeadScripts: boolean, inlineFrom: Fetcher | undefined): Response {
  const rewriter = new HTMLRewriter().on('link[rel="modulepreload"]', {
    element(link) {
      if (!link.hasAttribute('nonce')) link.setAttribute('nonce', nonce);
    },
  });
  // First in the head, before the style sheet (a script after a loading style sheet would wait for it).
  if (withHeadScripts) {
    rewriter.on('head', {
      element(head) {
        head.prepend(`<script nonce="${nonce}">${EARLY_TAP_HOLD_SCRIPT}</script><script nonce="${nonce}">${THEME_SCRIPT}</script>`, { html: true });
      },
    });
  }
  return inlineStyleSheets(addReturnHomeScript(rewriter, res.status, nonce), inlineFrom, nonce).transform(res);
}
