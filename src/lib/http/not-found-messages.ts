/**
 * The two 404s, as log lines (and the plain-text answer bots get):
 * - an unmatched route is the non-fatal "Page not found: {path}" (functions/not-found.ts logs it);
 * - a route whose guard rejects its params is the fatal "Page Not Found: {path}"
 *   (failRouteValidation logs it, and the 404 page is served instead of the route).
 * Both render the same 404 page for people, and both are logged at info: a reader's 404 is nothing an
 * operator acts on, and `npm start` shows warnings and errors only (a line per unknown
 * stock would drown them). No React or Waku import here: the edge middleware uses this module too.
 */
export const unmatchedRouteMessage = (path: string): string => `Page not found: ${displayPath(path)}`;
export const routeValidationMessage = (path: string): string => `Page Not Found: ${displayPath(path)}`;

const MAX_DISPLAY_LENGTH = 300;

/**
 * A path made safe to show anywhere (log line, text body, HTML): everything outside the URL path
 * characters is percent-encoded, so `<script>`, quotes, CR/LF and NUL can never appear raw, and
 * a 5,000-character path is cut short.
 */
export function displayPath(path: string): string {
  const shortened = path.length > MAX_DISPLAY_LENGTH ? path.slice(0, MAX_DISPLAY_LENGTH) : path;
  const escaped = shortened.replace(/[^\w\-.~!$&()*+,;=:@/%]/gu, (char) => {
    // encodeURIComponent leaves ' ( ) ! * ~ alone, so ASCII is encoded by hand.
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) return `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
    try {
      return encodeURIComponent(char);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: U+FFFD
    }
  });
  return path.length > MAX_DISPLAY_LENGTH ? `${escaped}…` : escaped;
}
