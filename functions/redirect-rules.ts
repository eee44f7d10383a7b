/**
 * Server-defined redirects: the rules, without I/O. Shared by the edge middleware (redirects.ts)
 * and the editor's script (scripts/redirects-put.ts), so both normalise keys and judge targets
 * the same way. Node runs this file directly from the script: imports are relative, with `.ts`.
 *
 * KV key   = the normalised path (see redirectKey), e.g. `/old-page`.
 * KV value = JSON `{ "target": "/new" | "https://allowed.example/x", "status": 301|302|307|308 }`,
 *            status optional (301).
 * See docs/decisions/010-redirects-and-headers.md.
 */
import * as v from 'valibot';
import { splitList } from '../src/lib/config-lists.ts';
import { offSiteReason } from '../src/lib/http/return-path.ts';

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** Cloudflare KV refuses keys longer than 512 bytes; longer paths cannot have a redirect. */
export const MAX_KEY_BYTES = 512;
/** Longer targets are refused: no legitimate redirect needs more, and it bounds log lines. */
export const MAX_TARGET_LENGTH = 2048;

export type RedirectTarget =
  /** Same site: a path (percent-encoded), an optional query (without '?') and hash (with '#'). */
  | { kind: 'internal'; path: string; query: string; hash: string }
  /** Another site on the allowlist: a full page load. */
  | { kind: 'external'; url: string };

export interface RedirectRule {
  target: RedirectTarget;
  status: RedirectStatus;
}

const RedirectValueSchema = v.object({ target: v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_TARGET_LENGTH)), status: v.optional(v.picklist(REDIRECT_STATUSES), 301) });

/**
 * The KV key for a route path: percent-decoded, Unicode NFC, lower-cased, without a trailing
 * slash. So `/Old-Page/`, `/old-page` and `/%6Fld-page` share one key, and an editor may type
 * `/舊文章` as it reads. `null` when the path cannot have a redirect (undecodable, control
 * characters, or too long for a KV key).
 */
export function redirectKey(routePath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(routePath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || hasControlCharacter(decoded)) return null;
  let key = decoded.normalize('NFC').toLowerCase();
  if (key.length > 1 && key.endsWith('/')) key = key.replace(/\/+$/, '') || '/';
  if (new TextEncoder().encode(key).length > MAX_KEY_BYTES) return null;
  return key;
}

/** Parses the allowlist var: hostnames (optionally with port) separated by commas or spaces. */
export function parseAllowedHosts(value: unknown): ReadonlySet<string> {
  if (typeof value !== 'string') return new Set();
  return new Set(splitList(value).map((host) => host.toLowerCase()));
}

export type ParsedRule = { ok: true; rule: RedirectRule } | { ok: false; reason: string };

/** Parses a KV value. Anything malformed or unsafe is refused with a reason to log. */
/** `httpsOnly`: absolute targets must be https (a deployment, whose SITE_URL is https; see redirects.ts). */
export interface TargetPolicy {
  httpsOnly?: boolean;
}

export function parseRedirectValue(raw: string, allowedHosts: ReadonlySet<string>, policy: TargetPolicy = {}): ParsedRule {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'value is not valid JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, reason: 'value must be a JSON object {"target": ..., "status": ...}' };
  }
  const parsed = v.safeParse(RedirectValueSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue.path?.map((item) => String(item.key)).join('.') || 'value';
    return { ok: false, reason: `${field}: ${issue.message}` };
  }
  const target = parseRedirectTarget(parsed.output.target, allowedHosts, policy);
  if (!target.ok) return target;
  return { ok: true, rule: { target: target.target, status: parsed.output.status } };
}

/**
 * Judges a target. Relative: one leading '/', then a path that stays on this site even after
 * percent-decoding (no `//evil.com`, `/\evil.com`, `/%2F%2Fevil.com`, `/%5Cevil.com`). Absolute:
 * literally `https://` (or `http://`, on a site served over http: local development), no credentials,
 * and a host on the allowlist. Everything else
 * (`javascript:`, `data:`, protocol-relative, backslashes, whitespace, control characters) is refused.
 */
export function parseRedirectTarget(target: string, allowedHosts: ReadonlySet<string>, policy: TargetPolicy = {}): { ok: true; target: RedirectTarget } | { ok: false; reason: string } {
  if (target.length > MAX_TARGET_LENGTH) return { ok: false, reason: 'target is too long' };
  // Browsers strip tabs and newlines from URLs and read '\' as '/', which is how `/\evil.com` or
  // `/<TAB>/evil.com` escape a naive "starts with one slash" check. None belongs in a redirect.
  if (hasControlCharacter(target) || /[\s\\]/.test(target)) {
    return { ok: false, reason: 'target contains whitespace, a backslash or a control character' };
  }
  if (target.startsWith('/')) return parseInternalTarget(target);
  if (/^https?:\/\//i.test(target)) {
    if (policy.httpsOnly && !/^https:\/\//i.test(target)) return { ok: false, reason: 'an absolute target must be https' };
    return parseExternalTarget(target, allowedHosts);
  }
  return { ok: false, reason: 'target must start with "/" or be an http(s) URL' };
}

function parseInternalTarget(target: string): ReturnType<typeof parseRedirectTarget> {
  // The site's one same-site rule (also the return path's after sign-in): an encoded slash or
  // backslash that a proxy or a later decode would turn into `//host` is refused too.
  const reason = offSiteReason(target);
  if (reason) return { ok: false, reason: `target ${reason}` };
  const url = new URL(target, 'https://site.invalid');
  return { ok: true, target: { kind: 'internal', path: url.pathname, query: url.search.slice(1), hash: url.hash } };
}

function parseExternalTarget(target: string, allowedHosts: ReadonlySet<string>): ReturnType<typeof parseRedirectTarget> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, reason: 'target is not a valid URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'target carries credentials' };
  const host = url.host.toLowerCase();
  if (!allowedHosts.has(host) && !allowedHosts.has(url.hostname.toLowerCase())) {
    return { ok: false, reason: `host ${host} is not in REDIRECT_ALLOWED_HOSTS` };
  }
  return { ok: true, target: { kind: 'external', url: url.href } };
}

/**
 * The status of a whole chain: permanent only if every hop is. A temporary hop anywhere makes the
 * answer temporary, keeping the first hop's method semantics (301→302, 308→307).
 */
export function chainStatus(statuses: readonly RedirectStatus[]): RedirectStatus {
  const first = statuses[0] ?? 301;
  const allPermanent = statuses.every((status) => status === 301 || status === 308);
  if (allPermanent) return first;
  if (first === 301) return 302;
  if (first === 308) return 307;
  return first;
}

/** For the editor's script: the key and the JSON value to store, or why they are refused. */
export function buildRedirectEntry(path: string, target: string, status: number | undefined): { ok: true; key: string; value: string; external: boolean } | { ok: false; reason: string } {
  if (!path.startsWith('/')) return { ok: false, reason: 'the path must start with "/"' };
  let encodedPath: string;
  try {
    encodedPath = new URL(path, 'https://site.invalid').pathname;
  } catch {
    return { ok: false, reason: 'the path is not a valid URL path' };
  }
  const key = redirectKey(encodedPath);
  if (!key) return { ok: false, reason: 'the path cannot be a redirect key (control characters, or longer than 512 bytes)' };
  const value = JSON.stringify(status === undefined ? { target } : { target, status });
  // Hosts are checked against wrangler.toml by the worker; here any http(s) host passes shape checks.
  const external = /^https?:\/\//i.test(target);
  const anyHost = new Set<string>();
  if (external) {
    try {
      const url = new URL(target);
      anyHost.add(url.host.toLowerCase());
    } catch {
      return { ok: false, reason: 'target is not a valid URL' };
    }
  }
  const parsed = parseRedirectValue(value, anyHost);
  if (!parsed.ok) return parsed;
  if (parsed.rule.target.kind === 'internal' && redirectKey(parsed.rule.target.path) === key) {
    return { ok: false, reason: 'the target is the path itself (a redirect loop)' };
  }
  return { ok: true, key, value, external };
}

function hasControlCharacter(text: string): boolean {
  // C0 controls, DEL and the C1 range: NUL bytes, CR/LF (header injection), tabs.
  return /[\u0000-\u001f\u007f-\u009f]/.test(text);
}
