/**
 * `text` with its percent-escapes decoded (a URL segment as Waku or the address bar may hand it
 * over: "%23DJI", "%E5%8F%B0"), or null when they are malformed ("%E0%A4%A", a lone "100%"):
 * decodeURIComponent throws on those, and a reader's URL must never throw.
 */
export function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** `text` decoded where its escapes are well formed; as it came otherwise (a reader's own '%' is text). */
export const percentDecodedOrSelf = (text: string): string => percentDecoded(text) ?? text;
