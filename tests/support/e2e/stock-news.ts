/** What the stock news specs share (stock-news.spec.ts in the browser, stock-news-requests.spec.ts over HTTP). */

export const SYMBOLS = [
  { id: 'NVDA', name: '輝達' },
  { id: '.GSPC', name: '標普500指數' },
] as const;

/** A path as a pattern ('.GSPC' has a dot, the query a '?'), then `tail`: the end of the URL, or what follows. */
export const pathPattern = (path: string, tail = '$') => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${tail}`);
