import { describe, expect, it } from 'vitest';
import { ProviderCookieJar } from './provider-cookie-jar';

const PROVIDER = 'http://localhost:8788';
const answer = (...cookies: string[]) => {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
};

describe('ProviderCookieJar', () => {
  it('keeps the provider cookies of one exchange and sends them back to the provider only', () => {
    const jar = new ProviderCookieJar(PROVIDER);
    jar.collect(`${PROVIDER}/identity/token/google-one-tap`, answer('op_session=abc; path=/identity; httponly', 'op_session.sig=xyz; path=/identity'));
    expect(jar.headerFor(`${PROVIDER}/identity/authorize?x=1`)).toBe('op_session=abc; op_session.sig=xyz');
    expect(jar.headerFor('http://localhost:8787/auth/sign-in-redirect')).toBe('');
    expect(jar.headerFor('https://evil.example/')).toBe('');
  });

  it('ignores cookies set by anyone else, and forgets deleted ones', () => {
    const jar = new ProviderCookieJar(PROVIDER);
    jar.collect('https://evil.example/', answer('op_session=planted'));
    expect(jar.headerFor(PROVIDER)).toBe('');
    jar.collect(PROVIDER, answer('a=1', 'b=2'));
    jar.collect(PROVIDER, answer('a=; Max-Age=0', 'b=3'));
    expect(jar.headerFor(PROVIDER)).toBe('b=3');
  });

  it('wraps fetch: sends the cookie header and collects the answer', async () => {
    const jar = new ProviderCookieJar(PROVIDER);
    const seen: (string | null)[] = [];
    const base: typeof fetch = async (_input, init) => {
      seen.push(new Headers(init?.headers).get('cookie'));
      return answer('s=1');
    };
    const wrapped = jar.wrap(base);
    await wrapped(`${PROVIDER}/one`);
    await wrapped(`${PROVIDER}/two`);
    expect(seen).toEqual([null, 's=1']);
  });
});
