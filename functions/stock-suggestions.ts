import type { EdgeMiddleware } from './edge-env';
import { parseConfig } from '@/lib/config';
import { edgeSearchIndex, taiwanCodesFor } from '@/lib/directory/edge-directory';
import { normaliseSearchText } from '@/lib/directory/search-text';
import type { DirectoryStore } from '@/lib/directory/store';
import { namedStock, SUGGESTION_LIMIT, suggestStocks } from '@/lib/directory/suggest';
import { STOCK_SUGGESTIONS_PATH, type StockSuggestionsAnswer, toSuggestion } from '@/lib/stock/suggestion';

/** Browsers and shared caches may keep an answer this long (listings change hourly at most). */
export const SUGGESTIONS_MAX_AGE_SECONDS = 300;
/** A query string longer than this is refused before any work (the query itself is cut to 50 characters). */
const MAX_RAW_QUERY = 1_000;

export interface StockSuggestionsOptions {
  /** The directory to search (tests); default: the worker's edge directory. */
  directory?: DirectoryStore | null;
}

/** JSON with <, > and & escaped, so an echoed query can never read as markup, whatever sniffs it. */
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(
    JSON.stringify(body).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
    { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } },
  );

/**
 * GET /api/stock-suggestions?q=…: the header search's suggestions, answered from the
 * symbol directory at the edge — no upstream call once the directory is filled, no session, no
 * cookie. Answers are small (eight suggestions, about 1 kB) and public, so browsers and the edge
 * may cache them. Bad input gets a clear 4xx; an empty directory a 503 (its fill runs in the background).
 */
export default function stockSuggestions(options: StockSuggestionsOptions = {}): EdgeMiddleware {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname !== STOCK_SUGGESTIONS_PATH) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return json(405, { error: 'use GET' }, { allow: 'GET, HEAD', 'cache-control': 'no-store' });
    }
    const raw = url.searchParams.get('q');
    if (raw === null) return json(400, { error: 'q is required, e.g. ?q=nvda' }, { 'cache-control': 'no-store' });
    if (raw.length > MAX_RAW_QUERY) return json(414, { error: `q is longer than ${MAX_RAW_QUERY} characters` }, { 'cache-control': 'no-store' });

    const q = normaliseSearchText(raw);
    const answer: StockSuggestionsAnswer = { q, items: [], named: null };
    if (q !== '') {
      // A new deployment before its first Cron Trigger: the directory fills in the background, this answers 503 at once.
      const config = parseConfig(c.env);
      const [index, taiwanCodes] = await Promise.all([edgeSearchIndex(config, options.directory), taiwanCodesFor(q, { config })]);
      if (!index) {
        return json(503, { ...answer, error: 'the stock directory is not available yet' }, { 'cache-control': 'no-store', 'retry-after': '30' });
      }
      answer.items = suggestStocks(index, q, SUGGESTION_LIMIT, taiwanCodes).map(toSuggestion);
      const named = namedStock(index, q, taiwanCodes);
      answer.named = named && toSuggestion(named);
    }
    return json(200, c.req.method === 'HEAD' ? null : answer, { 'cache-control': `public, max-age=${SUGGESTIONS_MAX_AGE_SECONDS}`, 'x-robots-tag': 'noindex' });
  };
}
