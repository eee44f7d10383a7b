import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Peers } from '@/lib/upstream/business';
import { stockId } from '@tests/stock-ids';

/**
 * The peers table names its rows by the site's one rule (SecurityName): a Chinese name over the
 * symbol and the English name, an English name alone over the symbol.
 */
const getPeers = vi.fn<(ctx: unknown, id: string) => Promise<Peers>>();
vi.mock('@/lib/server/request-context', () => ({ getUpstreamContext: () => ({ token: 'guest-token', tokenKind: 'guest' }) }));
vi.mock('@/lib/upstream/business', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/upstream/business')>()), getPeers: (ctx: unknown, id: string) => getPeers(ctx, id) }));

const { PeersSection } = await import('./PeersSection');

const peer = (id: string, name: string, customName: string | null, marketCap: number): Peers['items'][number] => ({ id, name, customName, price: 100, change: 1, changePercent: 1, marketCap });

/** Each row's name cell as its lines of text: [first line, second line]. */
const nameCells = (html: string): string[][] =>
  [...html.matchAll(/<th scope="row"><a [^>]*>(.*?)<\/a><\/th>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<span class="[^"]*"(?: data-security-name="")?>(.*?)<\/span>(?=<span class|$)/g)].map((line) => (line[1] ?? '').replace(/<[^>]+>/g, '')),
  );

describe('PeersSection', () => {
  it('names a peer with a Chinese name by it, with its symbol and English name beneath; the others by their English name', async () => {
    getPeers.mockResolvedValue({ id: 'NVDA', items: [peer('NVDA', 'NVIDIA', '輝達', 4.3e12), peer('AVGO', 'Broadcom', '博通', 1.4e12), peer('MPWR', 'Monolithic Power Systems', null, 4e10)] });
    const html = renderToStaticMarkup(await PeersSection({ id: stockId('NVDA') }));
    expect(nameCells(html)).toEqual([
      ['博通', 'AVGO · Broadcom'],
      ['Monolithic Power Systems', 'MPWR'],
    ]);
    expect(html).toContain('<span lang="en" data-english-name="">Broadcom</span>');
  });
});
