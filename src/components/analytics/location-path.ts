/** The address bar's path, percent-decoded where it can be (/search/台積電), and with its query. */
export function locationPath(location: { pathname: string; search: string }): { path: string; fullPath: string } {
  let path = location.pathname;
  try {
    path = decodeURIComponent(location.pathname);
  } catch {
    // A malformed escape stays as it came.
  }
  return { path, fullPath: `${path}${location.search}` };
}
