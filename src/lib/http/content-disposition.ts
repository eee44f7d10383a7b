/**
 * A download's Content-Disposition: an ASCII `filename` every client reads, and `filename*` in UTF-8
 * (RFC 6266 / RFC 8187) that browsers prefer, so the saved file can carry a Chinese name.
 */
export function attachmentDisposition(asciiName: string, utf8Name: string): string {
  const ascii = asciiName.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  // encodeURIComponent leaves ' ( ) * ! as they are; RFC 8187 allows none but '!' unencoded.
  const encoded = encodeURIComponent(utf8Name).replace(/['()*]/gu, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
