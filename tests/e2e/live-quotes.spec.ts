import WebSocket from 'ws';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { sandboxUrl } from './stacks.ts';

/**
 * Live quotes: the edge's door (functions/live-quotes.ts) in front of the live Worker's hubs, in the built
 * stack (`wrangler dev` with both Workers, as `npm start` runs them): a page of this site opens its
 * socket and gets quotes from the sandbox feed; a page of another site cannot.
 */
test('a page of this site opens the live-quote socket and gets a quote, an unknown symbol an error', async ({ page }) => {
  await page.goto('/no/such/page');
  const frames = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/live/quotes`);
        const seen: unknown[] = [];
        socket.onopen = () => socket.send(JSON.stringify({ type: 'subscribe', symbols: ['nvda', 'ZZZZZZ'] }));
        socket.onmessage = (event) => {
          seen.push(JSON.parse(String(event.data)));
          if (seen.length >= 2) {
            socket.close(1000, 'done');
            resolve(seen);
          }
        };
        socket.onerror = () => reject(new Error('the socket failed'));
        setTimeout(() => reject(new Error(`only ${JSON.stringify(seen)} within 10 s`)), 10_000);
      }),
  );
  expect(frames).toEqual(
    expect.arrayContaining([
      { type: 'quotes', quotes: [expect.objectContaining({ symbol: 'NVDA', price: expect.any(Number), delayed: false })] },
      { type: 'error', code: 'unknownSymbol', message: 'no such listing', symbols: ['ZZZZZZ'] },
    ]),
  );
  // One subscription upstream for the symbol, whoever watched it.
  const feed = (await (await fetch(`${sandboxUrl()}/__sandbox/quote-feed`)).json()) as { subscriptions: Record<string, number> };
  expect(feed.subscriptions.NVDA ?? 0).toBeLessThanOrEqual(1);
});

test('a socket opened by another site’s page is refused with 403, one without an Origin too', async ({ baseURL }) => {
  for (const headers of [{ origin: 'https://evil.example' }, {}]) {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${(baseURL as string).replace('http', 'ws')}/live/quotes`, { headers });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => reject(new Error('the socket opened')));
      socket.on('error', () => {});
    });
    expect(status, JSON.stringify(headers)).toBe(403);
  }
});
