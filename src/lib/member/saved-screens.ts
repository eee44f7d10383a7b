/**
 * A member's saved screens: the limits and the checks of what is stored. The member's store (the
 * MemberStore Durable Object of live/) applies them to every write, and the site checks the same before
 * it asks, so a reader's mistake is answered without a round trip. Pure: the store, the edge and the
 * page import it alike.
 */

/** How many screens a member keeps. */
export const SAVED_SCREEN_LIMIT = 20;
/** A name's length, in characters as a reader counts them (grapheme clusters: 台積電, é, 👨‍👩‍👧 each one). */
export const SCREEN_NAME_MAX = 40;
/** A screen's query (the screener's canonical query string, without '?'). */
export const SCREEN_QUERY_MAX = 2000;
/** Longer raw input is refused before it is normalised or counted (a 10 KB name costs nothing). */
const NAME_INPUT_MAX = SCREEN_NAME_MAX * 8;

export interface SavedScreen {
  id: number;
  name: string;
  /** The screen's query, without '?', as it was saved ('' for the screener's default screen). */
  query: string;
  /** When it was saved (or last replaced), in ms since the epoch. */
  savedAt: number;
}

export type NameProblem = 'empty' | 'too-long' | 'forbidden-character';

export type NameCheck = { ok: true; name: string } | { ok: false; problem: NameProblem };

/**
 * Characters a name may not hold: controls (C0, C1, DEL), lone surrogates, line and paragraph
 * separators, and the bidirectional overrides and isolates that would make a name read as another.
 * Everything else of any script is a name.
 */
const FORBIDDEN_IN_NAME = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/u;

const graphemes = new Intl.Segmenter('zh-Hant', { granularity: 'grapheme' });

/** A name as it is stored: NFC, trimmed (the ideographic space too), 1–40 characters, none forbidden. */
export function checkScreenName(raw: unknown): NameCheck {
  if (typeof raw !== 'string') return { ok: false, problem: 'empty' };
  if (raw.length > NAME_INPUT_MAX) return { ok: false, problem: 'too-long' };
  if (FORBIDDEN_IN_NAME.test(raw)) return { ok: false, problem: 'forbidden-character' };
  const name = raw.normalize('NFC').trim();
  if (name === '') return { ok: false, problem: 'empty' };
  let count = 0;
  for (const _ of graphemes.segment(name)) if ((count += 1) > SCREEN_NAME_MAX) return { ok: false, problem: 'too-long' };
  return { ok: true, name };
}

/** A query as the screener writes one: printable ASCII (percent-encoded), no fragment. */
const QUERY_SHAPE = /^[!-"$-~]*$/;

/**
 * The query to store, without a leading '?', or null when it is not one: not a string, longer than
 * 2,000 characters, or holding what no canonical query holds (spaces, controls, '#', non-ASCII). It is
 * kept as given: the screener re-canonicalises it when the screen is opened.
 */
export function checkScreenQuery(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const query = raw.startsWith('?') ? raw.slice(1) : raw;
  return query.length <= SCREEN_QUERY_MAX && QUERY_SHAPE.test(query) ? query : null;
}

/** Where a saved screen opens. */
export const screenHref = (query: string): string => (query ? `/screener?${query}` : '/screener');

// ---- What a write came to (the store's answers over RPC) ----

export type SaveOutcome =
  /** `replaced`: a screen of that name was there; its query is now this one, and it moved to the top. */
  { status: 'saved' | 'replaced'; screen: SavedScreen } | { status: 'full'; max: number } | { status: 'invalid-name'; problem: NameProblem } | { status: 'invalid-query' } | WriteFailed;

/** The store could not write (nothing of the write was kept); the reader may try again. */
export type WriteFailed = { status: 'error' };

export type RenameOutcome = { status: 'renamed'; screen: SavedScreen } | { status: 'not-found' } | { status: 'name-taken' } | { status: 'invalid-name'; problem: NameProblem } | WriteFailed;

export type RemoveOutcome = { status: 'removed'; screen: SavedScreen } | { status: 'not-found' } | WriteFailed;

/** Undoing a removal: the screen goes back in its place, unless its name was taken or the list filled meanwhile. */
export type RestoreOutcome = { status: 'restored'; screen: SavedScreen } | { status: 'not-found' } | { status: 'name-taken' } | { status: 'full'; max: number } | WriteFailed;

/**
 * What the member's store answers (live/member-store.ts implements it; the site reaches it through the
 * MEMBER_STORES binding, one object per member, named by the verified session: member-store.ts).
 */
export interface SavedScreensRpc {
  /** Newest first. */
  listScreens(): Promise<SavedScreen[]>;
  /** A screen in the list, or one removed a short while ago (for the undo notice); null otherwise. */
  findScreen(id: number): Promise<(SavedScreen & { removed: boolean }) | null>;
  saveScreen(name: string, query: string): Promise<SaveOutcome>;
  renameScreen(id: number, name: string): Promise<RenameOutcome>;
  removeScreen(id: number): Promise<RemoveOutcome>;
  restoreScreen(id: number): Promise<RestoreOutcome>;
}
