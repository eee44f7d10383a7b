import { describe, expect, it } from 'vitest';
import { getRequestAuth, type RequestAuth, runWithRequestAuth } from './request-auth';

const auth = (token: string): RequestAuth => ({ kind: 'guest', accessToken: token, claims: { sub: `guest-${token}`, user_guid: token, is_guest: true, exp: 2_000_000_000 } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('request auth (AsyncLocalStorage in workerd)', () => {
  it('is null outside a request', () => {
    expect(getRequestAuth()).toBeNull();
  });

  it('follows awaits, timers and a stream read after the handler returned', async () => {
    const response = await runWithRequestAuth(auth('t1'), async () => {
      await sleep(1);
      const seen = [getRequestAuth()?.accessToken];
      // Like a streamed render: chunks are produced after the middleware's `next()` has resolved.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await sleep(2);
          seen.push(getRequestAuth()?.accessToken);
          controller.enqueue(new TextEncoder().encode(seen.join(',')));
          controller.close();
        },
      });
      return new Response(body);
    });
    expect(await response.text()).toBe('t1,t1');
  });

  it('keeps concurrent requests apart', async () => {
    const seen = await Promise.all(
      ['a', 'b', 'c'].map((token, i) =>
        runWithRequestAuth(auth(token), async () => {
          await sleep(5 - i);
          await Promise.resolve();
          return getRequestAuth()?.accessToken;
        }),
      ),
    );
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(await runWithRequestAuth(null, async () => getRequestAuth())).toBeNull();
  });
});
