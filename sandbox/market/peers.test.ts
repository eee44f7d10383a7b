import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { industryPeers, PEERS_SHOWN } from './peers.ts';

describe('industryPeers', () => {
  const catalogue = loadCatalogue([]);
  const now = Date.parse('2026-11-25T15:04:00Z');
  const peersOf = (id: string) => industryPeers(catalogue, catalogue.get(id)!, now).map((peer) => peer.id);

  it('draws on every company whose size the sandbox knows, ADRs too: NVDA and TSM are each other’s peers', () => {
    expect(peersOf('NVDA')).toContain('TSM');
    expect(peersOf('TSM')).toContain('NVDA');
    expect(peersOf('NVDA')).toHaveLength(PEERS_SHOWN);
  });

  it('puts a company outside the S&P 500 among its own sub-industry, not one its name suggests', () => {
    expect(peersOf('ASML')).toEqual(expect.arrayContaining(['AMAT', 'LRCX', 'KLAC']));
    expect(peersOf('SONY')).not.toContain('AMGN');
  });

  it('leaves out the company itself and its other share classes', () => {
    expect(peersOf('GOOGL')).not.toContain('GOOG');
    expect(peersOf('BRK.B')).not.toContain('BRK.A');
  });
});
