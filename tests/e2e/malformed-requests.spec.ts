import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { sandboxUrl } from './stacks.ts';
import { builtActionPaths } from '../support/e2e/built-actions.ts';

/**
 * Against the built worker (wrangler dev / workerd, real Waku): malformed RSC and
 * server-function requests and wrong methods get a 4xx that says what was wrong, never a 5xx and
 * never a rendered page. The server functions are the real ones, found by their ids in the built
 * client bundle (dist/public), as a browser would call them.
 */

const ACTION_NAMES = ['setWatched', 'unlockArticle', 'loadMoreArticles', 'loadMoreUnlocked', 'loadMoreNews', 'loadMorePosts', 'readNewsText'] as const;

const call = (request: APIRequestContext, baseURL: string, path: string, data: string | Buffer, contentType = 'text/plain;charset=UTF-8') =>
  request.post(path, { data, headers: { origin: baseURL, 'content-type': contentType }, failOnStatusCode: false, maxRedirects: 0 });

test.describe('malformed requests get a 4xx', () => {
  test('pages take GET and HEAD only; RSC paths only their methods (405 with Allow)', async ({ request, baseURL }) => {
    for (const path of ['/', '/stock/NVDA/info', '/article/101', '/tag/AI', '/no/such/page']) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST']) {
        const res = await request.fetch(path, { method, headers: { origin: baseURL as string }, data: method === 'OPTIONS' ? undefined : 'x=1', failOnStatusCode: false, maxRedirects: 0 });
        expect(res.status(), `${method} ${path}`).toBe(405);
        expect(res.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
      }
    }
    expect((await request.get('/RSC/F/x.txt', { failOnStatusCode: false })).status()).toBe(405);
    for (const method of ['OPTIONS', 'PUT', 'DELETE']) {
      const res = await request.fetch('/RSC/R/_root.txt', { method, headers: { origin: baseURL as string }, failOnStatusCode: false });
      expect(res.status(), method).toBe(405);
    }
  });

  test('server functions: bad bodies 400, unknown functions 404, huge bodies 413, forms 415, meaningless arguments 400/401', async ({ request, baseURL }) => {
    const base = baseURL as string;
    const actions = builtActionPaths(ACTION_NAMES);
    const recent = (await (await fetch(`${sandboxUrl()}/article/api/Article/Recent/Summary?fetch=10`)).json()) as { nextCursor: string };
    const cases: [string, string, string | Buffer, number, string?][] = [
      ['a real call (the second page, as 載入更多 asks)', actions.loadMoreArticles, JSON.stringify([{ kind: 'recent' }, recent.nextCursor]), 200],
      ['a forged cursor of the right shape', actions.loadMoreArticles, JSON.stringify([{ kind: 'recent' }, 'AAAAforged']), 400],
      ['not JSON', actions.loadMoreArticles, 'not json{', 400],
      ['not UTF-8', actions.setWatched, Buffer.from([0x5b, 0x22, 0xff, 0x22, 0x5d]), 400],
      ['a reference', actions.setWatched, '["$@1"]', 400],
      // Just over the limit: a larger body (20 MB) is refused as soon as its Content-Length is read, and
      // the server closing the connection then resets the client's upload (edge-order.worker.test.ts covers it).
      ['35,000 elements (70 KB)', actions.setWatched, JSON.stringify([Array(35_000).fill(0)]), 413],
      ['20,000 elements', actions.setWatched, JSON.stringify([Array(20_000).fill(0)]), 400],
      ['nested 30,000 deep', actions.setWatched, `${'['.repeat(30_000)}${']'.repeat(30_000)}`, 400],
      ['an unknown list', actions.loadMoreArticles, JSON.stringify([{ kind: 'everything' }, null]), 400],
      ['a bad cursor', actions.loadMoreArticles, JSON.stringify([{ kind: 'recent' }, { x: 1 }]), 400],
      ['unlocked articles as a guest', actions.loadMoreUnlocked, JSON.stringify([recent.nextCursor]), 401],
      ['an unknown export', actions.setWatched.replace('setWatched', 'deleteEverything'), '[]', 404],
      ['an unknown module', '/RSC/F/ffffffffffff/setWatched.txt', '[]', 404],
      ['no module at all', '/RSC/F/x.txt', '[]', 404],
      ['a form', actions.setWatched, '--b\r\ncontent-disposition: form-data; name="1"\r\n\r\nx\r\n--b--', 415, 'multipart/form-data; boundary=b'],
    ];
    for (const [name, path, body, status, contentType] of cases) {
      const res = await call(request, base, path, body, contentType);
      expect(res.status(), name).toBe(status);
    }
    // A guest's watchlist and unlock calls answer with an outcome (the UI shows it), not an error.
    const watched = await call(request, base, actions.setWatched, JSON.stringify(['NVDA', true]));
    expect(watched.status()).toBe(200);
    expect(await watched.text()).toContain(`"status":"login-required"`);
  });

  test('100 random bodies to each real server function: never a 5xx', async ({ request, baseURL }) => {
    // Seven functions × 100 calls: more than the default 30 s on a loaded machine.
    test.slow();
    const actions = builtActionPaths(ACTION_NAMES);
    let seed = 20261124;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pieces = ['[', ']', '{', '}', '"', ',', ':', '$', '$@', '$Q', '$$', '$undefined', '1', '-1e999', 'true', 'null', '"recent"', '"kind"', '"NVDA"', '\\u0000', '\\ud800', '\u00ff', ' '];
    const statuses = new Map<number, number>();
    for (const path of Object.values(actions)) {
      for (let i = 0; i < 100; i += 1) {
        let body = '';
        const length = 1 + Math.floor(next() * 40);
        for (let j = 0; j < length; j += 1) body += pieces[Math.floor(next() * pieces.length)];
        const res = await call(request, baseURL as string, path, body);
        statuses.set(res.status(), (statuses.get(res.status()) ?? 0) + 1);
      }
    }
    const summary = JSON.stringify([...statuses].sort());
    expect(
      [...statuses.keys()].filter((status) => status >= 500),
      summary,
    ).toEqual([]);
    expect(statuses.get(400) ?? 0, summary).toBeGreaterThan(300);
  });
});
