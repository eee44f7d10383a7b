import { encodeSegment } from '@/lib/articles/search-params';
import { STOCK_SUGGESTIONS_PATH, type StockSuggestionsAnswer } from '@/lib/stock/suggestion';

/**
 * Fetching suggestions in the browser: one request per distinct query (answers are kept for the
 * tab's life, so backspacing is instant), the previous request aborted when the reader types on.
 * Any failure reads as null: the search still offers the article search.
 */
const answers = new Map<string, StockSuggestionsAnswer>();
const KEPT_ANSWERS = 100;

export async function fetchSuggestions(query: string, signal: AbortSignal): Promise<StockSuggestionsAnswer | null> {
  const key = query.trim().toLowerCase();
  const kept = answers.get(key);
  if (kept) return kept;
  try {
    const res = await fetch(`${STOCK_SUGGESTIONS_PATH}?q=${encodeSegment(query)}`, { signal, headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const answer = (await res.json()) as StockSuggestionsAnswer;
    if (!Array.isArray(answer.items)) return null;
    if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  } catch {
    return null;
  }
}
