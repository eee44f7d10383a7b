import { isIndexStock } from '../market/security-labels';
import { displaySymbol, indexAliases } from '../market/us-indices';
import type { DirectoryEntry } from './entry';
import { companyNameKey, hasCjk, nameWordsText, normaliseSearchText, tickerKey, withoutClassSuffix } from './search-text';
import { NO_TAIWAN_CODES, type TaiwanCodes, taiwanCodeOf } from './taiwan-codes';

/**
 * Stock search over the edge directory: by ticker prefix ("nv" → NVDA), by the words
 * of the English name ("micro" → MSFT, AMD, MU…), by the Chinese name ("輝" → 輝達, "台積" → TSM), the
 * four indices by Chinese name, alias and symbol ("標普", "GSPC", ".GSPC"; the PHLX index by its reader
 * symbol "SOX" as by the upstream's "SOXX") and an ADR by its Taiwan code ("2330" → TSM). Ranking:
 * exact matches first (isExact), then larger companies before smaller and obscure listings.
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
  /** The index's English aliases whole, normalised ("dow jones", "s&p 500", "spx"). */
  latinAliases: string[];
  /** The English name as a reader types it (companyNameKey: "apple" for "Apple Inc."). */
  nameKey: string;
  /** Chinese name, its base without a share class (谷歌-A → 谷歌) and Chinese aliases, width-folded. */
  chinese: string[];
  weight: number;
  isIndex: boolean;
}

export interface DirectorySearchIndex {
  readonly size: number;
  readonly entries: readonly IndexedEntry[];
}

export function buildSearchIndex(entries: Iterable<DirectoryEntry>): DirectorySearchIndex {
  const indexed: IndexedEntry[] = [];
  for (const entry of entries) {
    const isIndex = isIndexStock(entry);
    const aliases = indexAliases(entry.id);
    const latinAliases = aliases.filter((alias) => !hasCjk(alias));
    const customName = entry.customName ?? '';
    const chinese = [customName, withoutClassSuffix(customName) ?? '', ...aliases.filter(hasCjk)].map(normaliseSearchText).filter(Boolean);
    const item: IndexedEntry = {
      entry,
      ticker: tickerKey(entry.id),
      shownTicker: tickerKey(displaySymbol(entry.id)),
      words: nameWordsText(entry.name),
      aliasWords: latinAliases.length > 0 ? `${latinAliases.map(nameWordsText).join('')} ` : '',
      latinAliases: latinAliases.map(normaliseSearchText),
      nameKey: companyNameKey(entry.name),
      chinese,
      weight: entry.marketCap ?? 0,
      isIndex,
    };
    indexed.push(item);
  }
  return { size: indexed.length, entries: indexed };
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
  /** The whole query as an English company name (companyNameKey), '' for none. */
  nameKey: string;
  /** The symbol key of the ADR whose Taiwan code the query is ("2330" → "tsm"), else null. */
  taiwanAdr: string | null;
  /** Typed with a leading '.' or '#': the reader means an index. */
  indexOnly: boolean;
}

function parseQuery(raw: string, taiwanCodes: TaiwanCodes): ParsedQuery | null {
  let text = normaliseSearchText(raw);
  const indexOnly = /^[.#]/.test(text);
  if (indexOnly) text = text.slice(1).trim();
  if (!text) return null;
  const tokens = text.split(' ').map((token) => ({ text: token, ticker: tickerKey(token), cjk: hasCjk(token) }));
  const asTicker = tickerKey(text);
  const ticker = asTicker && asTicker.length <= 12 && /^[a-z0-9 .$^=&-]+$/.test(text) ? asTicker : null;
  const code = taiwanCodeOf(text);
  const adr = code === null ? undefined : taiwanCodes.get(code);
  return { text, tokens, ticker, nameKey: hasCjk(text) ? '' : companyNameKey(text), taiwanAdr: adr ? tickerKey(adr) : null, indexOnly };
}

/**
 * Whether the query names the entry exactly, so Enter may open it: its symbol, any case,
 * with or without punctuation ("nvda", "brk.b", "sox" for #SOXX); its whole Chinese name, or that name without its share
 * class (「谷歌」 for 谷歌-A and 谷歌-C: the same company, the larger class ranks first); its English name
 * as companyNameKey reduces it ("apple", "Apple Inc." → Apple Inc.; "alphabet" → either class of
 * Alphabet); an index alias whole (「標普」, "SPX", "dow jones"); or, for an ADR, its Taiwan code
 * ("2330" → TSM). A part of a name or symbol is never exact ("nv", "micro", "meta platf").
 */
function isExact(item: IndexedEntry, query: ParsedQuery): boolean {
  if (query.ticker !== null && (item.ticker === query.ticker || item.shownTicker === query.ticker)) return true;
  if (query.taiwanAdr !== null && item.ticker === query.taiwanAdr && !item.isIndex) return true;
  if (item.chinese.includes(query.text) || item.latinAliases.includes(query.text)) return true;
  return query.nameKey !== '' && item.nameKey === query.nameKey;
}

/** How one entry matches (EXACT … ENGLISH), or null. Every token must match the symbol, a name or an alias. */
function matchRank(item: IndexedEntry, query: ParsedQuery): number | null {
  if (query.indexOnly && !item.isIndex) return null;
  if (isExact(item, query)) return EXACT;
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

/** The best `limit` matches, best first, with how each matched. */
function rankMatches(index: DirectorySearchIndex, query: ParsedQuery, limit: number): Scored[] {
  const best: Scored[] = [];
  if (limit <= 0) return best;
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
  return best;
}

const ranked = (index: DirectorySearchIndex, raw: string, limit: number, taiwanCodes: TaiwanCodes): Scored[] => {
  const query = parseQuery(raw, taiwanCodes);
  return query ? rankMatches(index, query, limit) : [];
};

/**
 * The best `limit` matches for what the reader typed, best first; [] for empty or unmatched input.
 * `taiwanCodes` (the ADR pairs' Taiwan codes) lets a Taiwan code find its ADR.
 */
export function suggestStocks(index: DirectorySearchIndex, raw: string, limit = SUGGESTION_LIMIT, taiwanCodes: TaiwanCodes = NO_TAIWAN_CODES): DirectoryEntry[] {
  return ranked(index, raw, limit, taiwanCodes).map((scored) => scored.item.entry);
}

/**
 * The securities the text names exactly (isExact), best first, at most `limit`: 「波克夏」 both
 * classes of Berkshire, "nvda" NVDA alone. Exact matches rank first, so these lead the suggestions.
 */
export function exactStocks(index: DirectorySearchIndex, raw: string, limit = SUGGESTION_LIMIT, taiwanCodes: TaiwanCodes = NO_TAIWAN_CODES): DirectoryEntry[] {
  return ranked(index, raw, limit, taiwanCodes)
    .filter((scored) => scored.rank === EXACT)
    .map((scored) => scored.item.entry);
}

/**
 * The security a search names, where Enter in the header search and the search form go: the top
 * suggestion when the text names it exactly (isExact: 「apple」 → AAPL,
 * 「標普」 → the S&P 500, "2330" → TSM, "meta" → META), else the only stock it matches (「台積」 →
 * 台積電 TSM); null when several match and none exactly, or none does.
 */
export function namedStock(index: DirectorySearchIndex, raw: string, taiwanCodes: TaiwanCodes = NO_TAIWAN_CODES): DirectoryEntry | null {
  const [first, second] = ranked(index, raw, 2, taiwanCodes);
  if (!first) return null;
  return first.rank === EXACT || !second ? first.item.entry : null;
}
