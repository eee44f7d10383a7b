import { readSetCookies } from '@/lib/http/set-cookie';

/**
 * The provider's cookies for the length of one server-side exchange (one-tap sign-in): collected from
 * Set-Cookie answers and sent back on the following requests to the same origin, as a browser would.
 * Only name=value pairs are kept; nothing outlives the exchange.
 */
export class ProviderCookieJar {
  readonly #cookies = new Map<string, string>();
  readonly #origin: string;

  constructor(origin: string) {
    this.#origin = origin;
  }

  /** Remembers the cookies a response from the provider set (expired ones are forgotten). */
  collect(url: URL | string, res: Response): void {
    if (new URL(url).origin !== this.#origin) return;
    for (const { name, value, removes } of readSetCookies(res.headers)) {
      if (removes) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  /** The Cookie header for a request to this URL (empty outside the provider's origin). */
  headerFor(url: URL | string): string {
    if (new URL(url).origin !== this.#origin) return '';
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A fetch that carries and collects the provider's cookies. */
  wrap(baseFetch: typeof fetch): typeof fetch {
    return async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      const cookie = this.headerFor(url);
      if (cookie) headers.set('cookie', cookie);
      const res = await baseFetch(input, { ...init, headers });
      this.collect(url, res);
      return res;
    };
  }
}
