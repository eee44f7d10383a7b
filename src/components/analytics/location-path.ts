import { percentDecodedOrSelf } from '@/lib/http/percent-decode';

/** The address bar's path, percent-decoded where it can be (/search/台積電), and with its query. */
export function locationPath(location: { pathname: string; search: string }): { path: string; fullPath: string } {
  // A malformed escape stays as it came.
  const path = percentDecodedOrSelf(location.pathname);
  return { path, fullPath: `${path}${location.search}` };
}
