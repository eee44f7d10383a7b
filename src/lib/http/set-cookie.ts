/**
 * What a response's Set-Cookie lines set, as a browser's cookie jar would keep it: the name, the
 * value, and whether the line removes the cookie (an empty value, or a Max-Age of zero or less). Attributes other
 * than Max-Age are not needed by the app's jars (the provider cookie jar of the one-tap exchange,
 * the guest-token middleware's "already set" check, the auth tests' browser).
 */
export interface SetCookieEntry {
  name: string;
  value: string;
  removes: boolean;
}

export function readSetCookies(headers: Headers): SetCookieEntry[] {
  const entries: SetCookieEntry[] = [];
  for (const line of headers.getSetCookie()) {
    const semicolon = line.indexOf(';');
    const pair = semicolon === -1 ? line : line.slice(0, semicolon);
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const value = pair.slice(eq + 1).trim();
    const maxAge = /;\s*max-age\s*=\s*(-?\d+)\s*(?:;|$)/i.exec(line)?.[1];
    entries.push({ name: pair.slice(0, eq).trim(), value, removes: value === '' || (maxAge !== undefined && Number(maxAge) <= 0) });
  }
  return entries;
}

/** The name a Set-Cookie line sets (before the first `=`). */
export const setCookieName = (line: string): string => line.slice(0, line.indexOf('=')).trim();
