import { parseScreen } from '@/lib/screener/screen-query';
import type { ParsedScreen, Preset } from '@/lib/screener/types';

/**
 * How the notices of a screen's 308 reach the page it lands on. A cookie would not do: a browser
 * keeps a 308 and follows it next time without asking, so a cookie set on it would be missing then.
 * The redirect's URL carries instead what the canonical query left out (`dropped`, the left-out
 * values as a query of their own), and the landing page parses that again with the same parser:
 * the notices are the parser's own words, and a hand-made `dropped` can only make the parser say
 * what it says about those values. The landing page points its canonical link at the URL without
 * it and is not indexed.
 */
export const DROPPED_PARAM = 'dropped';

/** Left-out values carried at most, and the most characters of each (one past the parser's longest, so a long one is still refused as too long). */
const MAX_CARRIED = 40;
const MAX_CARRIED_VALUE = 201;
const MAX_CARRIED_LENGTH = 2_000;

/** The values of `query` that its canonical form does not hold (each canonical value matches once). */
function droppedEntries(query: URLSearchParams, canonical: string): [string, string][] {
  const kept = new Map<string, number>();
  for (const [key, value] of new URLSearchParams(canonical)) kept.set(`${key}=${value}`, (kept.get(`${key}=${value}`) ?? 0) + 1);
  const dropped: [string, string][] = [];
  for (const [key, value] of query) {
    if (key === DROPPED_PARAM) continue;
    const left = kept.get(`${key}=${value}`) ?? 0;
    if (left > 0) kept.set(`${key}=${value}`, left - 1);
    else if (value !== '') dropped.push([key.slice(0, 40), value.slice(0, MAX_CARRIED_VALUE)]);
    if (dropped.length >= MAX_CARRIED) break;
  }
  return dropped;
}

/** Where a screen's 308 goes: the canonical URL, with what it left out when the parser had something to say about it. */
export function canonicalTarget(path: string, query: URLSearchParams, parsed: ParsedScreen): string {
  const target = parsed.canonical ? `${path}?${parsed.canonical}` : path;
  if (parsed.notices.length === 0) return target;
  const dropped = new URLSearchParams(droppedEntries(query, parsed.canonical)).toString().slice(0, MAX_CARRIED_LENGTH);
  if (!dropped) return target;
  return `${target}${parsed.canonical ? '&' : '?'}${DROPPED_PARAM}=${encodeURIComponent(dropped)}`;
}

/** A request's query without the carried values, and the notices they give (none when nothing was carried). */
export function readCarriedNotices(query: URLSearchParams, preset: Preset | undefined): { query: URLSearchParams; notices: readonly string[] } {
  const carried = query.get(DROPPED_PARAM);
  if (carried === null) return { query, notices: [] };
  const rest = new URLSearchParams([...query].filter(([key]) => key !== DROPPED_PARAM));
  const again = new URLSearchParams([...rest, ...new URLSearchParams(carried.slice(0, MAX_CARRIED_LENGTH))]);
  return { query: rest, notices: parseScreen(again, preset).notices };
}
