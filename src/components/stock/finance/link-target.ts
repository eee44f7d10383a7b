import type { Link } from 'waku';

/**
 * Waku types Link's `to` against the generated route list; our hrefs are computed (stockPath plus
 * a query), which the type cannot follow. They are built only from validated ids and fixed words.
 */
export type LinkTarget = Parameters<typeof Link>[0]['to'];
export const linkTarget = (href: string): LinkTarget => href as LinkTarget;
