import type { DirectoryEntry } from '@/lib/directory/entry';
import type { SearchType } from '@/lib/upstream/article/schemas';

/**
 * The words sent to the article service for one search field. Articles are tagged with symbols
 * (stockTags: NVDA, #GSPC), so a search by stock symbol for a stock's name (「輝達」, or 「台積」 when
 * only 台積電 matches) or a symbol written another way (".gspc", "brk b") asks for the symbol the
 * reader meant. `stock` is that security: named exactly, or the only one the keyword matches.
 */
export function keywordsFor(type: SearchType, keyword: string, stock: DirectoryEntry | null): string {
  return type === 'stockTags' && stock ? stock.id : keyword;
}
