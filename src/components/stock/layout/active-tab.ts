/** A tab of a TabLinks row. */
export interface TabLinkItem {
  href: string;
  label: string;
}

/** The item whose href is the path or its longest prefix (segment-wise). */
export function activeHref(items: readonly TabLinkItem[], path: string): string | undefined {
  const current = safeDecode(path).replace(/\/+$/, '');
  let best: string | undefined;
  for (const { href } of items) {
    const target = safeDecode(href);
    if ((current === target || current.startsWith(`${target}/`)) && (!best || target.length > safeDecode(best).length)) best = href;
  }
  return best;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
