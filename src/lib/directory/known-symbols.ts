import type { AppConfig } from '../config';
import { edgeSearchIndex } from './edge-directory';
import type { DirectoryStore } from './store';
import type { DirectorySearchIndex } from './suggest';

/** One set per index the isolate holds: an index is rebuilt only when a shard changed. */
const symbolSets = new WeakMap<DirectorySearchIndex, ReadonlySet<string>>();

/**
 * Whether the edge directory lists a symbol, answered at once (a CSV of 20,000 rows asks 20,000 times):
 * null while the directory cannot answer (being filled), so the caller says "try again" rather than
 * refusing every symbol. `directory`: the store to ask (tests); default the worker's edge directory.
 */
export async function knownSymbolCheck(config: AppConfig, directory?: DirectoryStore | null): Promise<((symbol: string) => boolean) | null> {
  const index = await edgeSearchIndex(config, directory);
  if (!index) return null;
  let symbols = symbolSets.get(index);
  if (!symbols) {
    symbols = new Set(index.entries.map((indexed) => indexed.entry.id));
    symbolSets.set(index, symbols);
  }
  const known = symbols;
  return (symbol) => known.has(symbol);
}
