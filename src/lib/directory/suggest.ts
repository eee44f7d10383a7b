import { isIndexStock } from '../market/stock-id';
import { displaySymbol, US_INDICES } from '../market/us-indices';
import type { DirectoryEntry } from './entry';
import { hasCjk, nameWordsText, normaliseSearchText, tickerKey } from './search-text';

/**
 * Stock search over the edge directory (issue 10 §2): by ticker prefix ("nv" → NVDA), by the words
 * of the English name ("micro" → MSFT, AMD, MU…), by the Chinese name ("輝" → 輝達, "台積" → TSM) and
 * the four indices by Chinese name, alias and symbol ("標普", "GSPC", ".GSPC"; the PHLX index by its
 * reader symbol "SOX" as by the upstream's "SOXX"). Ranking: an exact
 * symbol or Chinese name first, then larger companies before smaller and obscure listings.
 */

/** Suggestions shown under the search field (the article-search entry comes after them). */
export const SUGGESTION_LIMIT = 8;

/** An index named by its symbol, alias or Chinese name outranks every company: 「費半」 means the index. */
const INDEX_WEIGHT = 1e16;

/** How an entry matched; lower is closer. */
const EXACT = 0;
const SYMBOL = 1;
const CHINESE = 2;
const ENGLISH = 3;

interface IndexedEntry {
  entry: DirectoryEntry;
  ticker: string;
  /** The symbol readers know it by (displaySymbol: "sox" for #SOXX), else the same as `ticker`. */
  shownTicker: string;
  /** " word word …" of the English name (see nameWordsText). */
  words: string;
  /** " word … " of the index's English aliases ("spx", "dow jones"): a whole word counts as a symbol match. */
  aliasWords: string;
  /** Chinese name and Chinese aliases, width-folded. */
  chinese: string[];
  weight: number;
  isIndex: boolean;
}

export interface DirectorySearchIndex {
  readonly size: number;
  readonly entries: readonly IndexedEntry[];
  /** Symbol key (tickerKey) → entries, including index aliases such as SPX. */
  readonly byTicker: ReadonlyMap<string, readonly IndexedEntry[]>;
}

const ALIASES = new Map(US_INDICES.map((index) => [index.id, index.aliases]));

export function buildSearchIndex(entries: Iterable<DirectoryEntry>): DirectorySearchIndex {
  const indexed: IndexedEntry[] = [];
  const byTicker = new Map<string, IndexedEntry[]>();
  const addTicker = (key: string, item: IndexedEntry) => {
    const same = byTicker.get(key);
    if (same) same.push(item);
    else byTicker.set(key, [item]);
  };
  for (const entry of entries) {
    const isIndex = isIndexStock(entry);
    const aliases = ALIASES.get(entry.id) ?? [];
    const latinAliases = aliases.filter((alias) => !hasCjk(alias));
    const chinese = [entry.customName ?? '', ...aliases.filter(hasCjk)].map(normaliseSearchText).filter(Boolean);
    const item: IndexedEntry = {
      entry,
      ticker: tickerKey(entry.id),
      shownTicker: tickerKey(displaySymbol(entry.id)),
      words: nameWordsText(entry.name),
      aliasWords: latinAliases.length > 0 ? `${latinAliases.map(nameWordsText).join('')} ` : '',
      chinese,
      weight: entry.marketCap ?? 0,
      isIndex,
    };
    indexed.push(item);
    addTicker(item.ticker, item);
    if (item.shownTicker !== item.ticker) addTicker(item.shownTicker, item);
    for (const alias of latinAliases) if (!alias.includes(' ')) addTicker(tickerKey(alias), item);
  }
  return { size: indexed.length, entries: indexed, byTicker };
}

interface QueryToken {
  text: string;
  ticker: string;
  cjk: boolean;
}

interface ParsedQuery {
  text: string;
  tokens: QueryToken[];
  /** The whole query as a symbol, when it can be one ("brk.b" → "brkb"). */
  ticker: string | null;
  /** Typed with a leading '.' or '#': the reader means an index. */
  indexOnly: boolean;
}

function parseQuery(raw: string): ParsedQuery | null {
  let text = normaliseSearchText(raw);
  const indexOnly = /^[.#]/.test(text);
  if (indexOnly) text = text.slice(1).trim();
  if (!text) return null;
  const tokens = text.split(' ').map((token) => ({ text: token, ticker: tickerKey(token), cjk: hasCjk(token) }));
  const asTicker = tickerKey(text);
  const ticker = asTicker && asTicker.length <= 12 && /^[a-z0-9 .$^=&-]+$/.test(text) ? asTicker : null;
  return { text, tokens, ticker, indexOnly };
}

/** How one entry matches (EXACT … ENGLISH), or null. Every token must match the symbol, a name or an alias. */
function matchRank(item: IndexedEntry, query: ParsedQuery): number | null {
  if (query.indexOnly && !item.isIndex) return null;
  if (query.ticker !== null && (item.ticker === query.ticker || item.shownTicker === query.ticker)) return EXACT;
  if (item.chinese.includes(query.text)) return EXACT;
  let rank = SYMBOL;
  for (const token of query.tokens) {
    if (token.cjk) {
      if (!item.chinese.some((name) => name.includes(token.text))) return null;
      rank = Math.max(rank, CHINESE);
      continue;
    }
    if (token.ticker && item.ticker.startsWith(token.ticker)) continue;
    if (item.aliasWords && item.aliasWords.includes(` ${token.text} `)) continue;
    // One letter would match a word of nearly every name; it only ever means a symbol.
    if (token.text.length >= 2 && item.words.includes(` ${token.text}`)) {
      rank = Math.max(rank, ENGLISH);
      continue;
    }
    return null;
  }
  return rank;
}

interface Scored {
  item: IndexedEntry;
  rank: number;
  weight: number;
}

/** Exact matches first (a stock before an index of the same symbol, unless the reader typed '.'); then size. */
function compare(a: Scored, b: Scored, indexOnly: boolean): number {
  const exactA = a.rank === EXACT;
  const exactB = b.rank === EXACT;
  if (exactA !== exactB) return exactA ? -1 : 1;
  if (exactA && a.item.isIndex !== b.item.isIndex) return a.item.isIndex === indexOnly ? -1 : 1;
  if (a.weight !== b.weight) return b.weight - a.weight;
  // Without sizes (an upstream that sends none): named companies first, then the closer match, then shorter symbols.
  const namedA = a.item.entry.customName ? 0 : 1;
  const namedB = b.item.entry.customName ? 0 : 1;
  if (namedA !== namedB) return namedA - namedB;
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.item.ticker.length !== b.item.ticker.length) return a.item.ticker.length - b.item.ticker.length;
  return a.item.entry.id < b.item.entry.id ? -1 : a.item.entry.id > b.item.entry.id ? 1 : 0;
}

/** The best `limit` matches for what the reader typed, best first; [] for empty or unmatched input. */
export function suggestStocks(index: DirectorySearchIndex, raw: string, limit = SUGGESTION_LIMIT): DirectoryEntry[] {
  const query = parseQuery(raw);
  if (!query || limit <= 0) return [];
  const best: Scored[] = [];
  for (const item of index.entries) {
    const rank = matchRank(item, query);
    if (rank === null) continue;
    // An index found by its symbol, alias or Chinese name is what the reader means; by a word of its
    // English name ("average") it is just another match.
    const scored: Scored = { item, rank, weight: item.isIndex && rank <= CHINESE ? INDEX_WEIGHT : item.weight };
    if (best.length === limit && compare(scored, best[limit - 1] as Scored, query.indexOnly) >= 0) continue;
    let at = best.length;
    while (at > 0 && compare(scored, best[at - 1] as Scored, query.indexOnly) < 0) at -= 1;
    best.splice(at, 0, scored);
    if (best.length > limit) best.pop();
  }
  return best.map((scored) => scored.item.entry);
}

/**
 * The security the reader named exactly: its symbol ("nvda", "brk.b", ".GSPC", "GSPC" when no
 * stock has that symbol, an alias such as "SPX") or its whole Chinese name (「輝達」). The search
 * form sends such input straight to the stock page; anything else goes to the article search.
 */
export function exactStock(index: DirectorySearchIndex, raw: string): DirectoryEntry | null {
  const query = parseQuery(raw);
  if (!query) return null;
  if (query.ticker !== null) {
    const candidates = (index.byTicker.get(query.ticker) ?? []).filter((item) => !query.indexOnly || item.isIndex);
    const preferred = candidates.find((item) => item.isIndex === query.indexOnly) ?? candidates[0];
    if (preferred) return preferred.entry;
  }
  if (query.indexOnly) return null;
  return index.entries.find((item) => item.chinese[0] === query.text)?.entry ?? null;
}

/**
 * The security a search names (issue 27 §2): exactly (exactStock), or as the only one it matches
 * (「台積」 → 台積電 TSM, 「標普」 → the S&P 500). Enter in the header search and the search form go
 * straight there, and a search by stock symbol asks for it.
 */
export function namedStock(index: DirectorySearchIndex, raw: string): DirectoryEntry | null {
  const exact = exactStock(index, raw);
  if (exact) return exact;
  const matches = suggestStocks(index, raw, 2);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}
