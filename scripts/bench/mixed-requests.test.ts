import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAVY_ARTICLES, mixedPaths } from './mixed-requests.ts';

/** A stand-in site whose home and /article link to two articles, a category and an author. */
let site: Server;
let origin = '';

beforeAll(async () => {
  site = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<a href="/article/101">a</a><a href="/article/102">b</a><a href="/category/us">c</a><a href="/author/1">d</a>'),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const HEAVY_PATH = /^\/(article|onlyarticlecontent)\/(\d+)\?u=(\d+)$/;

describe('the soak mix: the heaviest fixture articles on URLs nobody asked for before', () => {
  it('sends the given share to articles 9003, 9004, 900, 9001 and 9002, each on a new ?u=, as pages and as embeds', async () => {
    const next = await mixedPaths(origin, 12, 0.06);
    const paths = Array.from({ length: 5_000 }, next);
    const matches = paths.map((path) => HEAVY_PATH.exec(path)).filter((match) => match !== null);
    expect(matches.length / paths.length).toBeGreaterThan(0.04);
    expect(matches.length / paths.length).toBeLessThan(0.08);
    expect(new Set(matches.map((match) => match[3])).size).toBe(matches.length);
    expect(new Set(matches.map((match) => Number(match[2])))).toEqual(new Set(HEAVY_ARTICLES));
    expect(new Set(matches.map((match) => match[1]))).toEqual(new Set(['article', 'onlyarticlecontent']));
  });

  it('can ask for one article only, or for heavy articles only (the worst case: --heavy-share 1 --heavy-articles 9004)', async () => {
    const next = await mixedPaths(origin, 12, 1, [9004]);
    const paths = Array.from({ length: 200 }, next);
    expect(paths.every((path) => HEAVY_PATH.exec(path)?.[2] === '9004')).toBe(true);
    const none = await mixedPaths(origin, 12, 0);
    expect(Array.from({ length: 2_000 }, none).some((path) => HEAVY_PATH.test(path))).toBe(false);
  });
});
