import type { AppConfig } from '@/lib/config';
import { splitList } from '@/lib/config-lists';

/**
 * The Content-Security-Policy of the site's HTML, built from the worker's configuration.
 *
 * Scripts: a per-request nonce plus 'strict-dynamic'. Waku streams inline scripts (bootstrap,
 * `self.__FLIGHT_DATA` pushes, React's Suspense completions) whose content differs on every
 * response, so hashes cannot work; React writes the nonce on each of them. 'strict-dynamic' lets
 * those trusted scripts load the client chunks and Google's one-tap script without listing hosts.
 * Styles: Panda emits a CSS file ('self'); components use React `style={{…}}` attributes for
 * sizes (skeleton heights), which only `style-src-attr 'unsafe-inline'` allows — attributes cannot
 * run script, and `<style>` elements stay restricted to 'self'.
 * See docs/decisions/010-redirects-and-headers.md.
 */

/** Google Identity Services (one-tap): its script, iframe, styles and XHR live here. */
const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/';
const GOOGLE_IDENTITY_STYLE = 'https://accounts.google.com/gsi/style';

/** Services whose origins serve images the pages show (covers, avatars, the resizing proxy). */
const IMAGE_ORIGIN_KEYS = ['IMAGE_PROXY_URL', 'ARTICLE_API_URL', 'FORUM_API_URL', 'PROFILE_API_URL', 'BUSINESS_API_URL'] as const;

/** The part of the policy that depends on configuration only (memoised per configuration). */
export interface CspSources {
  /** The OpenID provider: has-logged-in (fetch), the checksession iframe, sign-in/out forms. */
  identityOrigin: string | undefined;
  imageOrigins: readonly string[];
  /** Who may frame /onlyarticlecontent/* (ARTICLE_EMBED_ORIGINS). */
  embedAncestors: readonly string[];
}

/** What a page gets while the configuration is invalid (the 500 that names the variable): its own origin only. */
const NO_SOURCES: CspSources = { identityOrigin: undefined, imageOrigins: [], embedAncestors: [] };
const sourcesByConfig = new WeakMap<AppConfig, CspSources>();

/** The sources of a validated configuration (lib/config.ts checked every origin), or none without one. */
export function cspSourcesFrom(config: AppConfig | null): CspSources {
  if (!config) return NO_SOURCES;
  const cached = sourcesByConfig.get(config);
  if (cached) return cached;
  const imageOrigins = [...IMAGE_ORIGIN_KEYS.map((key) => config[key]), ...splitList(config.CSP_IMG_ORIGINS ?? '')].map((url) => new URL(url).origin);
  const sources: CspSources = {
    identityOrigin: new URL(config.IDENTITY_URL).origin,
    imageOrigins: unique(imageOrigins),
    embedAncestors: unique(splitList(config.ARTICLE_EMBED_ORIGINS ?? '').map((origin) => origin.toLowerCase())),
  };
  sourcesByConfig.set(config, sources);
  return sources;
}

export interface CspOptions {
  nonce: string;
  sources: CspSources;
  /**
   * Who may frame the page: `embed` for the pages the company's apps embed (/onlyarticlecontent/*),
   * `self` for the silent-login callback the site frames itself (/refresh), false for every other page.
   */
  framable: 'embed' | 'self' | false;
  /** Production over https: ask the browser to upgrade stray http subresources. */
  https: boolean;
}

export function buildContentSecurityPolicy({ nonce, sources, framable, https }: CspOptions): string {
  const identity = sources.identityOrigin ? [sources.identityOrigin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'self' is ignored by browsers that understand 'strict-dynamic'; it is there for older ones.
    ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    // The nonce: a first visit's style sheet inline (first-visit-styles.ts).
    ['style-src', "'self'", `'nonce-${nonce}'`, GOOGLE_IDENTITY_STYLE],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...sources.imageOrigins],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...identity, GOOGLE_IDENTITY],
    // The service worker, /sw.js (decision 055): named, rather than left to script-src's 'strict-dynamic'.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    // 'self': the hidden silent-login frame (/auth/silent → /refresh); identity: the check_session iframe.
    ['frame-src', "'self'", ...identity, GOOGLE_IDENTITY],
    ['form-action', "'self'", ...identity],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', ...frameAncestors(framable, sources)],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

function frameAncestors(framable: CspOptions['framable'], sources: CspSources): string[] {
  if (framable === 'embed') return ["'self'", ...sources.embedAncestors];
  if (framable === 'self') return ["'self'"];
  return ["'none'"];
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
