import { cache } from 'react';
import { edgeSearchIndex } from '@/lib/directory/edge-directory';
import { type KnownStock, type TickerDictionary, tickerDictionaryOf } from '@/lib/articles/ticker-dictionary';
import { type LinkedBody, linkTickersKept, MAX_LINKED_STOCKS } from '@/lib/articles/ticker-mentions';
import { parseStockId, type StockId } from '@protocol/stock-id';
import { getConfig, getUpstreamContext } from '@/lib/server/request-context';
import { getQuotes, type Quote } from '@/lib/upstream/business';

/**
 * What an article page knows of the stocks its article names (decision 043), once per
 * request whoever asks (the body's links and chips, the 「文中提及的股票」 list).
 */

/** The directory's names and symbols; null while the edge directory cannot answer (the body then renders unlinked). */
const tickerDictionary = cache(async (): Promise<TickerDictionary | null> => {
  const index = await edgeSearchIndex(getConfig());
  return index ? tickerDictionaryOf(index, () => index.entries.map((item) => item.entry)) : null;
});

export interface ArticleMentions {
  linked: LinkedBody | null;
  /** The list's stocks: the stock tags first, then those the text names; at most MAX_LINKED_STOCKS. */
  stocks: KnownStock[];
  /** Their ids joined, the key of their one quote call. */
  quoteKey: string;
}

/** The mentions of an article's visible body (a locked article's teaser only) and its stock tags. */
export const articleMentions = cache(async (html: string, stockTagsKey: string): Promise<ArticleMentions> => {
  const dictionary = await tickerDictionary();
  const tagIds = stockTagsKey ? stockTagsKey.split(',') : [];
  const linked = dictionary ? linkTickersKept(html, dictionary, tagIds) : null;
  const stocks = new Map<string, KnownStock>();
  // A tag the directory does not know is no stock to quote or add (while the directory cannot answer, it is listed by its id).
  for (const id of tagIds) {
    const known = dictionary ? dictionary.bySymbol.get(id) : { id, name: id };
    if (known) stocks.set(id, known);
  }
  for (const stock of linked?.stocks ?? []) if (!stocks.has(stock.id)) stocks.set(stock.id, stock);
  const listed = [...stocks.values()].slice(0, MAX_LINKED_STOCKS);
  return { linked, stocks: listed, quoteKey: listed.map((stock) => stock.id).join(',') };
});

/** Stock tags that can be stocks (indices and malformed ones left out), each once, as articleMentions' key. */
export function stockTagsKey(stockTags: readonly string[]): string {
  const ids = new Set<string>();
  for (const raw of stockTags) {
    const id = parseStockId(raw);
    if (id !== null && !id.startsWith('#')) ids.add(id);
  }
  return [...ids].slice(0, MAX_LINKED_STOCKS).join(',');
}

/** One quote call for every chip and row of the page; a failure leaves them without figures (never the page). */
export const mentionQuotes = cache(async (quoteKey: string): Promise<Record<string, Quote>> => {
  if (!quoteKey) return {};
  try {
    // The key joins ids stockTagsKey parsed (React's cache() compares by value, so not the array itself).
    return await getQuotes(getUpstreamContext(), quoteKey.split(',') as StockId[]);
  } catch (err) {
    console.error('[article] mention quotes', err);
    return {};
  }
});
