/**
 * Just enough of a browser for scripts and tests that walk the provider's pages over real HTTP:
 * a cookie jar kept by hand (one host, paths ignored, expiry honoured), manual redirects, and
 * reading the forms of a page.
 */
export interface CookieJarBrowser {
  /** One request, no redirect following; cookies sent and stored. */
  request(url: string | URL, init?: RequestInit): Promise<Response>;
  cookie(name: string): string | undefined;
  cookies(): Map<string, string>;
}

export function createCookieJarBrowser(): CookieJarBrowser {
  const jar = new Map<string, string>();

  function store(setCookie: string) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) return;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=', 2).map((part) => part.trim());
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
      return false;
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }

  return {
    async request(url, init = {}) {
      const headers = new Headers(init.headers);
      if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const res = await fetch(url, { ...init, headers, redirect: 'manual' });
      for (const setCookie of res.headers.getSetCookie()) store(setCookie);
      return res;
    },
    cookie: (name) => jar.get(name),
    cookies: () => new Map(jar),
  };
}

export interface PageForm {
  attributes: Record<string, string>;
  /** Hidden inputs, by name. */
  hidden: Record<string, string>;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z][\w.:-]*)="([^"]*)"/g)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2]!);
  }
  return attributes;
}

/** The forms of an HTML page with their hidden inputs (enough for the provider's own pages). */
export function readForms(html: string): PageForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map((match) => {
    const hidden: Record<string, string> = {};
    for (const input of match[2]!.matchAll(/<input\b[^>]*>/gi)) {
      const attributes = attributesOf(input[0]);
      if (attributes.type === 'hidden' && attributes.name) hidden[attributes.name] = attributes.value ?? '';
    }
    return { attributes: attributesOf(match[1]!), hidden };
  });
}

/** Location of a redirect, resolved against the URL that answered it; null when not a redirect. */
export function redirectTarget(res: Response, from: string | URL): URL | null {
  const location = res.headers.get('location');
  return res.status >= 300 && res.status < 400 && location ? new URL(location, from) : null;
}
