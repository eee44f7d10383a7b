/**
 * Which clicks are navigations inside the site: the loading bar starts on them (once the router has
 * taken them over) and, after a new build was deployed, they are left to the browser (a full load).
 * No React here; unit-tested with plain objects.
 */

export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** The smallest slice of an anchor this needs (`HTMLAnchorElement` has all of it). */
interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

interface ClosestCapable {
  closest(selector: string): unknown;
}

/** A click with the main button and no modifier key: one the browser follows in this tab. */
export const isPlainClick = (click: Omit<LinkClick, 'target'>): boolean => click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;

/**
 * The URL a click goes to, when it is a plain click (main button, no modifier) on a link of this site
 * that opens in this tab and changes the path or the query. A click that only moves to an anchor
 * (`#…`) or onto the page already shown is not a navigation; neither is one that opens a new tab,
 * downloads, or leaves the site.
 */
export function siteNavigationTarget(click: LinkClick, current: { href: string }): URL | null {
  if (!isPlainClick(click)) return null;
  const element = click.target as Partial<ClosestCapable> | null;
  if (!element || typeof element.closest !== 'function') return null;
  const anchor = element.closest('a[href]') as AnchorLike | null;
  if (!anchor) return null;
  if (anchor.target && anchor.target.toLowerCase() !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  let here: URL;
  try {
    here = new URL(current.href);
    url = new URL(anchor.href, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}
