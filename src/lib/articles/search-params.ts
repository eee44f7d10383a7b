import { ORDER_TYPES, type OrderType, SEARCH_TYPES, type SearchType } from '../upstream/article/enumerations';
import { percentDecodedOrSelf } from '../http/percent-decode';

/**
 * The search page's URL (/search/{keyword}, its search field `?type=` and sort key `?order=`, tags by
 * default): reading the keyword segment and `?type=` / `?order=` safely, and building
 * links back. Pure, so it is shared by the server pages and the client search box and history.
 */

export const DEFAULT_SEARCH_TYPE: SearchType = 'tags';
export const DEFAULT_ORDER_TYPE: OrderType = 'updatedAt';

/** The article service refuses longer keywords (400), so the page says 關鍵字太長 without asking. */
export const MAX_KEYWORD_LENGTH = 200;

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = { tags: '標籤', stockTags: '股票代號', title: '標題', content: '內容' };

export const ORDER_TYPE_LABELS: Record<OrderType, string> = { updatedAt: '最新', totalViews: '最多瀏覽' };

/** A page's query string ("?a=1", "a=1", undefined) as params. */
export const queryParams = (query: string | null | undefined): URLSearchParams => new URLSearchParams(query?.startsWith('?') ? query.slice(1) : (query ?? ''));

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T => (value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback);

/**
 * `?type=` when it names a field (tags, stockTags, title, content); null when it is absent or anything
 * else: then the page opens on the field defaultSearchType picks from the counts. `auto` (the search
 * box's hidden field on a results page) is such a non-field: an article search, not a stock lookup.
 */
export const explicitSearchType = (params: URLSearchParams): SearchType | null => {
  const value = params.get('type');
  return value !== null && (SEARCH_TYPES as readonly string[]).includes(value) ? (value as SearchType) : null;
};

/** The search box's `type` on a results page whose field was not chosen: stay an article search, field by results. */
export const AUTO_SEARCH_TYPE = 'auto';

/**
 * The field a search opens on when its URL names none: the product's default, tags, when tags
 * has results or when no field has any; otherwise the first field that has results (a reader searching
 * 「NVDA」 sees the 9 articles tagged with the stock, not 「標籤 (0)」). A count that could not be had (null)
 * is not taken for results.
 */
export function defaultSearchType(counts: Partial<Record<SearchType, number | null>>): SearchType {
  if ((counts[DEFAULT_SEARCH_TYPE] ?? 0) > 0) return DEFAULT_SEARCH_TYPE;
  return SEARCH_TYPES.find((type) => (counts[type] ?? 0) > 0) ?? DEFAULT_SEARCH_TYPE;
}

/** `?order=`: updatedAt or totalViews; anything else is the default, updatedAt. */
export const readOrderType = (params: URLSearchParams): OrderType => pick(ORDER_TYPES, params.get('order'), DEFAULT_ORDER_TYPE);

// Lone surrogates cannot be percent-encoded (encodeURIComponent throws) nor sent as JSON text reliably.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// C0 and C1 control characters (NUL, CR/LF, ESC…) never belong in a keyword.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** A path segment for any text: percent-encoded, broken surrogates first made U+FFFD (never throws). */
export const encodeSegment = (text: string): string => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

/**
 * A keyword as typed or as it came in the URL, made into plain text: control characters become
 * spaces, broken surrogates U+FFFD, whitespace runs one space, ends trimmed. HTML, quotes and
 * emoji stay what they are — characters (React escapes them wherever they are shown).
 */
export const normaliseKeyword = (raw: string): string => raw.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();

/**
 * The keyword segment of /search/{keyword}. Waku may hand a path segment over still
 * percent-encoded, so it is decoded once when that is possible; a '%' that starts no escape
 * ("100%") is kept as typed.
 */
export function keywordFromSegment(segment: string): string {
  return normaliseKeyword(percentDecodedOrSelf(segment));
}

export type KeywordCheck =
  | { kind: 'ok'; keyword: string }
  | { kind: 'empty' }
  /** `keyword` is the normalised keyword, whole; shorten it for display with shortenForDisplay. */
  | { kind: 'tooLong'; keyword: string; length: number };

/** Whether a normalised keyword can be searched for (1–200 UTF-16 units, as the service counts). */
export function checkKeyword(keyword: string): KeywordCheck {
  const text = normaliseKeyword(keyword);
  if (text === '') return { kind: 'empty' };
  if (text.length > MAX_KEYWORD_LENGTH) return { kind: 'tooLong', keyword: text, length: text.length };
  return { kind: 'ok', keyword: text };
}

/** A keyword cut to `max` characters (whole code points, so emoji stay whole) for titles and headings. */
export function shortenForDisplay(keyword: string, max = 30): string {
  const chars = Array.from(keyword);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : keyword;
}

export interface SearchOptions {
  type?: SearchType | undefined;
  order?: OrderType | undefined;
  cursor?: string | null | undefined;
}

/**
 * The search page of `keyword`: "/search/%E8%BC%9D%E9%81%94?type=title". Defaults are left out,
 * so the canonical link of the default search is the bare path.
 */
export function searchHref(keyword: string, options: SearchOptions = {}): string {
  const params = new URLSearchParams();
  // Any named field is kept, tags too: without ?type= the page picks the field by results.
  if (options.type) params.set('type', options.type);
  if (options.order && options.order !== DEFAULT_ORDER_TYPE) params.set('order', options.order);
  if (options.cursor) params.set('cursor', options.cursor);
  const search = params.toString();
  return `/search/${encodeSegment(normaliseKeyword(keyword))}${search ? `?${search}` : ''}`;
}

export type SearchFormTarget = { kind: 'redirect'; href: string } | { kind: 'empty' } | { kind: 'tooLong'; keyword: string; length: number };

/**
 * What /search?q=…&type=… (the search box's GET form) does: a usable keyword goes to its
 * /search/{keyword} page; an empty or over-long one stays on /search with a message (a 2,000-emoji
 * keyword would make a URL longer than the edge accepts).
 */
export function searchFormTarget(params: URLSearchParams): SearchFormTarget {
  const check = checkKeyword(params.get('q') ?? '');
  if (check.kind !== 'ok') return check;
  return { kind: 'redirect', href: searchHref(check.keyword, { type: explicitSearchType(params) ?? undefined, order: readOrderType(params) }) };
}

/** The article service's bound on a tag (longer ones are refused with 400). */
export const MAX_TAG_LENGTH = 50;

/**
 * The tag of /tag/{tagId}, decoded and normalised like a keyword; null when it cannot be a tag
 * (empty, or longer than the service accepts), so the page shows its noResult state without a call.
 */
export function tagFromSegment(segment: string): string | null {
  const tag = keywordFromSegment(segment);
  return tag !== '' && tag.length <= MAX_TAG_LENGTH ? tag : null;
}
