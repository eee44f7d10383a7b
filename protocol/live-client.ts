/**
 * Who a live-quote socket belongs to (decision 035): its address, as the site's door reads it from
 * `CF-Connecting-IP` (set by Cloudflare's edge, which overwrites any a client sends), an IPv6 address by
 * its /64 (one subscriber's network: a client cannot dodge its limits by changing the last 64 bits). The
 * door hands the socket to a hub with this header, which the hub believes: nothing reaches a hub but
 * through the door (the live Worker's own fetch answers only /health).
 */
export const LIVE_CLIENT_HEADER = 'x-live-client';

/** A client for every socket without an address (never on Cloudflare; a test's request). */
const UNKNOWN = 'unknown';

/** An IPv6 address's eight groups, or null when it is not one (the URL parser canonicalises it). */
function ipv6Groups(address: string): string[] | null {
  let host: string;
  try {
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = host.split('::');
  const first = head ? head.split(':') : [];
  if (tail === undefined) return first;
  const last = tail ? tail.split(':') : [];
  return [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
}

/** The client of a socket from its address: `203.0.113.7`, or `2001:db8:1:2::/64`. */
export function clientOf(address: string | null | undefined): string {
  const text = address?.trim() ?? '';
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return text;
  const groups = text.includes(':') ? ipv6Groups(text) : null;
  if (!groups || groups.length !== 8) return UNKNOWN;
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 client, not the network ::/64.
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [high = 0, low = 0] = groups.slice(6).map((group) => Number.parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}
