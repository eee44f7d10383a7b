import { LRUCache } from 'lru-cache';
import { sha256Hex } from '../runtime/sha256-hex';
import { sanitizeArticleHtml, type SanitizeOptions } from './sanitize';

/**
 * The sanitised HTML of long article bodies, kept in the isolate by their content (decision 038), so
 * readers of one article on URLs of their own (tracking queries, `?u=…`: the guest page cache keys on
 * the query, so each is a new render) share one sanitisation instead of paying it each. Sanitising 200,000 characters of misnested markup (the hostile fixture's article 9004)
 * allocates ~70 MB (tokens, per-tag sets, the output's parts), ~80 % of what the whole page allocates:
 * 50 readers at once kept V8 (sized for a 128 MB isolate) at 108 MB, and 74 MB with this copy.
 *
 * The key is the body's SHA-256 (with the options), never the article id or its version: an edited
 * body is a new key, so no reader can get an older body's output, and an entry is only ever the
 * sanitiser's output for exactly that input. Least recently used out first, bounded by bytes.
 */

/** Shorter bodies (most real articles) are sanitised each time: a few milliseconds, little garbage, not worth a digest. */
export const CACHED_FROM_CHARS = 20_000;
/** The sanitised outputs kept, counted at two bytes a character: a few dozen long articles (article 9004's output, 244,000 characters, counts 0.5 MB). */
export const SANITIZED_BODIES_BYTES = 4 * 2 ** 20;

export type Sanitize = (html: string, options: SanitizeOptions, articleId?: number) => string;

export interface SanitizedBodies {
  /** `sanitize(html, options)`'s answer, from the isolate's copy when this body was sanitised before. */
  sanitize(html: string, options: SanitizeOptions, articleId?: number): Promise<string>;
  /** What is kept now (tests, the soak's reading). */
  readonly size: { entries: number; bytes: number };
}

export function sanitizedBodies({ capacityBytes = SANITIZED_BODIES_BYTES, fromChars = CACHED_FROM_CHARS, sanitize = sanitizeArticleHtml as Sanitize } = {}): SanitizedBodies {
  // An output larger than the whole bound is not kept (the library's maxEntrySize defaults to maxSize);
  // an empty one counts one byte, as the library sizes no entry 0.
  const entries = new LRUCache<string, string>({ maxSize: capacityBytes, sizeCalculation: (html) => Math.max(1, html.length * 2) });

  return {
    async sanitize(html, options, articleId) {
      if (html.length < fromChars) return sanitize(html, options, articleId);
      const key = `${options.siteUrl} ${options.imageProxyUrl} ${options.imageDisplayWidth ?? ''} ${await sha256Hex(html)}`;
      const kept = entries.get(key);
      if (kept !== undefined) return kept;
      // Synchronous from the lookup to the insert: readers who waited on the digest at the same time
      // find this copy instead of sanitising again.
      const clean = sanitize(html, options, articleId);
      entries.set(key, clean);
      return clean;
    },
    get size() {
      return { entries: entries.size, bytes: entries.calculatedSize };
    },
  };
}

/** The isolate's one copy: article pages (/article/{id}, /onlyarticlecontent/{id}) sanitise through it. */
export const articleBodies = sanitizedBodies();
