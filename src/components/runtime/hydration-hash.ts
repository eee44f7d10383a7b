/**
 * The address's #fragment, kept out of Waku's sight for the one moment its router reads it after
 * hydration (decision 056). Waku hydrates its router with an empty hash (the server never sees one) and,
 * in an effect after the root commits, sets it to `location.hash`. That state update re-renders the
 * router's context, and React client-renders every Suspense boundary still streaming at that moment: the
 * server's HTML of those sections arrives for nothing and the phone renders them itself. So the root's
 * commit hides the hash (a layout effect, before any passive effect) and puts it back once the passive
 * effects have run. No React here; unit-tested with a fake window.
 */

/** The part of `window` this uses (a fake one in unit tests). */
export interface HashWindow {
  location: { href: string; hash: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url: string): void };
}

/**
 * Takes the #fragment out of the address bar without a navigation (no scroll, no `hashchange` or
 * `popstate`, the history entry and its state kept). Returns what puts it back, or null when there is
 * none to hide. Putting it back does nothing if the address has moved on since (a navigation won).
 */
export function hideHash(win: HashWindow): (() => void) | null {
  if (win.location.hash === '') return null;
  const withHash = win.location.href;
  const withoutHash = withHash.slice(0, withHash.indexOf('#'));
  win.history.replaceState(win.history.state, '', withoutHash);
  return () => {
    if (win.location.href !== withoutHash) return;
    win.history.replaceState(win.history.state, '', withHash);
  };
}
