import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_EVENTS } from '@/lib/auth/client-auth-state';
import { CLIENT_ERROR_STATUS, exchangeOneTapCredential, handleOneTapCredential, ONE_TAP_ENDPOINT, readOneTapAnswer } from './one-tap-exchange';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch stand-in that records its calls (the real endpoint is tested end to end by the lead). */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return answer();
  }) as typeof fetch;
  return { impl, calls };
}

function recordEvents() {
  const target = new EventTarget();
  const seen: { type: string; detail: unknown }[] = [];
  for (const type of [AUTH_EVENTS.login, AUTH_EVENTS.signupOrLoginFail]) {
    target.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
  }
  return { target, seen };
}

afterEach(() => vi.restoreAllMocks());

describe('readOneTapAnswer', () => {
  it('takes 200 success as a sign-in', () => {
    expect(readOneTapAnswer(200, { status: 'success', isNewUser: true })).toEqual({ ok: true, isNewUser: true });
    expect(readOneTapAnswer(200, { status: 'success' })).toEqual({ ok: true, isNewUser: false });
  });

  it('passes the provider error status on', () => {
    expect(readOneTapAnswer(400, { status: 'fail', errorStatus: 'invalid_token' })).toEqual({ ok: false, errorStatus: 'invalid_token' });
  });

  it.each([
    ['a 500 page', 500, undefined],
    ['success under an error status', 502, { status: 'success' }],
    ['a 200 without status', 200, {}],
    ['a fail without errorStatus', 400, { status: 'fail' }],
    ['a numeric errorStatus', 400, { status: 'fail', errorStatus: 42 }],
    ['an array body', 200, ['success']],
    ['a string body', 200, 'success'],
  ])('answers unexpected_response for %s', (_label, status, body) => {
    expect(readOneTapAnswer(status, body)).toEqual({ ok: false, errorStatus: CLIENT_ERROR_STATUS.unexpected });
  });

  it('keeps a huge error status short', () => {
    const result = readOneTapAnswer(400, { status: 'fail', errorStatus: 'x'.repeat(10_000) });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errorStatus.length).toBe(64);
  });
});

describe('exchangeOneTapCredential', () => {
  it('posts the credential as JSON to /auth/one-tap', async () => {
    const fetch = fakeFetch(() => json(200, { status: 'success', isNewUser: false }));
    expect(await exchangeOneTapCredential('header.payload.sig', fetch.impl)).toEqual({ ok: true, isNewUser: false });
    expect(fetch.calls).toHaveLength(1);
    const [call] = fetch.calls;
    expect(call?.url).toBe(ONE_TAP_ENDPOINT);
    expect(call?.init?.method).toBe('POST');
    expect(call?.init?.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(call?.init?.body))).toEqual({ credential: 'header.payload.sig' });
    expect(call?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('answers network_error when the request fails or times out', async () => {
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await exchangeOneTapCredential('c', offline.impl)).toEqual({ ok: false, errorStatus: 'network_error' });

    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    expect(await exchangeOneTapCredential('c', hanging, 20)).toEqual({ ok: false, errorStatus: 'network_error' });
  });

  it('answers unexpected_response for a body that is not JSON', async () => {
    const html = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await exchangeOneTapCredential('c', html.impl)).toEqual({ ok: false, errorStatus: 'unexpected_response' });
  });
});

describe('handleOneTapCredential', () => {
  it('raises the login event, then reloads the route, on success', async () => {
    const { target, seen } = recordEvents();
    const order: string[] = [];
    target.addEventListener(AUTH_EVENTS.login, () => order.push('login'));
    const reload = vi.fn(async () => {
      order.push('reload');
    });
    const result = await handleOneTapCredential('c', { fetch: fakeFetch(() => json(200, { status: 'success', isNewUser: true })).impl, events: target, reload });
    expect(result).toEqual({ ok: true, isNewUser: true });
    expect(seen.map((e) => e.type)).toEqual([AUTH_EVENTS.login]);
    expect(order).toEqual(['login', 'reload']);
  });

  it('raises signupOrLogin_fail with the error status and does not reload when refused', async () => {
    const { target, seen } = recordEvents();
    const reload = vi.fn(async () => {});
    await handleOneTapCredential('c', { fetch: fakeFetch(() => json(400, { status: 'fail', errorStatus: 'invalid_token' })).impl, events: target, reload });
    expect(seen).toEqual([{ type: 'signupOrLogin_fail', detail: { errorStatus: 'invalid_token' } }]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('raises signupOrLogin_fail with network_error when offline', async () => {
    const { target, seen } = recordEvents();
    const reload = vi.fn(async () => {});
    await handleOneTapCredential('c', { fetch: fakeFetch(() => Promise.reject(new TypeError('offline'))).impl, events: target, reload });
    expect(seen).toEqual([{ type: 'signupOrLogin_fail', detail: { errorStatus: 'network_error' } }]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not throw when the reload after a sign-in fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { target, seen } = recordEvents();
    const reload = vi.fn(() => Promise.reject(new Error('rsc fetch failed')));
    await expect(handleOneTapCredential('c', { fetch: fakeFetch(() => json(200, { status: 'success' })).impl, events: target, reload })).resolves.toEqual({ ok: true, isNewUser: false });
    expect(seen.map((e) => e.type)).toEqual([AUTH_EVENTS.login]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
