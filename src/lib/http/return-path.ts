/**
 * Where to come back to after signing in (the stored localRoute): `/login?from=<path>`.
 *
 * `from` ends up in a redirect after the provider round trip, so it is an open-redirect vector:
 * only a same-site path survives, anything doubtful becomes `/`. Used by the browser (the 登入
 * links and dialogs) and by the Worker's /login and sign-in routes, so no browser API here.
 */

/** The longest return path kept (matches the 404 middleware's path limit, decision 010). */
export const MAX_RETURN_PATH_LENGTH = 2048;

const FALLBACK_PATH = '/';
/** A throwaway origin: resolving against it shows whether a path would leave the site. */
const PROBE_ORIGIN = 'https://return-path.invalid';
/** Percent-decoding rounds before a path is judged too obfuscated to be honest. */
const MAX_DECODE_ROUNDS = 4;

// Raw input: no C0/C1 controls and no Unicode spaces at all. The URL parser silently drops tabs and
// newlines, which turns `/\t/evil.com` into `//evil.com`, and a real location never holds raw spaces.
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\s]/u;
// Decoded layers may hold spaces (a search keyword), but never controls (header splitting, `%09` tricks).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// Only ASCII escapes matter for where a path points (`/`, `\`, controls, letters of /login); decoding
// them one by one never throws, so a stray `%` cannot shield the escapes around it.
const ASCII_ESCAPE = /%([0-7][0-9a-f])/giu;

/**
 * The sign-in, sign-out and token routes (and Waku's RSC payload URLs) are not pages to return to:
 * coming back to /logout would sign the user out again. Nor does the auth runtime start a silent
 * login on them (not on /refresh, the silent renew target).
 */
export function isAuthOrInternalPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/u, '') || '/';
  return ['/login', '/logout', '/refresh', '/auth', '/rsc'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A path that starts on this site: one `/`, not `//` (protocol-relative) nor `/\` (browsers read `\` as `/`). */
function startsOnSite(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** `path` and each ASCII-decoding of it until it stops changing; null when it keeps changing (layered obfuscation). */
function decodedLayers(path: string): string[] | null {
  const layers = [path];
  let current = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = current.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === current) return layers;
    layers.push(next);
    current = next;
  }
  return null;
}

/** The path part of a site-relative reference: up to the query or fragment. */
function pathPart(reference: string): string {
  const end = reference.search(/[?#]/u);
  return end === -1 ? reference : reference.slice(0, end);
}

/**
 * Why `reference` (a path with its query and fragment) is not a path on this site, or could become
 * another site's after some server or proxy decodes it; null when it is one. The one same-site rule:
 * return paths after sign-in (below) and server-defined redirect targets (functions/redirect-rules.ts).
 */
export function offSiteReason(reference: string): string | null {
  if (!startsOnSite(reference)) return reference.startsWith('//') ? 'protocol-relative' : 'does not start with one "/"';
  if (CONTROL_OR_SPACE.test(reference) || pathPart(reference).includes('\\')) return 'contains whitespace, a backslash or a control character';
  // `/%2F%2Fevil.com`, `/%5Cevil.com`, `/%252F%252Fevil.com`: what some server or proxy on the way
  // might decode must still start on the site.
  const pathLayers = decodedLayers(pathPart(reference));
  if (!pathLayers) return 'is percent-encoded in layers';
  if (!pathLayers.every((layer) => startsOnSite(layer) && !CONTROL.test(layer) && !layer.includes('\\'))) {
    return 'decodes to a protocol-relative or backslashed path';
  }
  if (!URL.canParse(reference, PROBE_ORIGIN) || new URL(reference, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return 'leaves the site';
  try {
    decodeURIComponent(new URL(reference, PROBE_ORIGIN).pathname);
  } catch {
    return 'has malformed percent-encoding';
  }
  return null;
}

/**
 * `from` when it is a same-site path (normalised: dot segments resolved, unsafe characters
 * percent-encoded), otherwise `/`. Never throws, whatever it is given.
 */
export function safeReturnPath(from: unknown): string {
  if (typeof from !== 'string' || from.length === 0 || from.length > MAX_RETURN_PATH_LENGTH) return FALLBACK_PATH;
  if (offSiteReason(from) !== null) return FALLBACK_PATH;
  const url = new URL(from, PROBE_ORIGIN);

  // Judge the route after dot segments are resolved and escapes decoded: /a/../%6Cogin is /login.
  const routeLayers = decodedLayers(url.pathname);
  if (!routeLayers || routeLayers.some(isAuthOrInternalPath)) return FALLBACK_PATH;

  // Resolving dot segments can itself produce `//` (`/a/..//evil.com`), so the result is checked again.
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  if (normalised.length > MAX_RETURN_PATH_LENGTH || !startsOnSite(normalised)) return FALLBACK_PATH;
  return normalised;
}

/** The sign-in link that brings the visitor back to `from` (made safe first). */
export function loginHref(from: string): string {
  return `/login?from=${encodeURIComponent(safeReturnPath(from))}`;
}
