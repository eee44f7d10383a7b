import { percentDecodedOrSelf } from '@/lib/http/percent-decode';

/** A tab of a TabLinks row. */
export interface TabLinkItem {
  href: string;
  label: string;
}

/** The item whose href is the path or its longest prefix (segment-wise). */
export function activeHref(items: readonly TabLinkItem[], path: string): string | undefined {
  const current = percentDecodedOrSelf(path).replace(/\/+$/, '');
  let best: string | undefined;
  for (const { href } of items) {
    const target = percentDecodedOrSelf(href);
    if ((current === target || current.startsWith(`${target}/`)) && (!best || target.length > percentDecodedOrSelf(best).length)) best = href;
  }
  return best;
}
