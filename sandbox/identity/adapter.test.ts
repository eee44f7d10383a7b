import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxStorage } from '../storage.ts';
import { createStorageAdapter, sweepExpiredRecords } from './adapter.ts';

describe('oidc-provider adapter on unstorage', () => {
  let clock = 1_000_000;
  const now = () => clock;

  it('stores, finds and expires records under oidc:<Model>:<id>', async () => {
    const storage = createSandboxStorage('memory');
    const sessions = createStorageAdapter(storage, now)('Session');
    await sessions.upsert('abc', { accountId: '1001', uid: 'u1' }, 60);
    expect(await storage.hasItem('oidc:Session:abc')).toBe(true);
    expect(await sessions.find('abc')).toMatchObject({ accountId: '1001' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: '1001' });

    clock += 61_000;
    expect(await sessions.find('abc')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await storage.hasItem('oidc:Session:abc')).toBe(false);
  });

  it('marks consumed records and destroys them', async () => {
    const storage = createSandboxStorage('memory');
    const codes = createStorageAdapter(storage, now)('AuthorizationCode');
    await codes.upsert('code1', { accountId: '1001', grantId: 'g1' }, 60);
    await codes.consume('code1');
    expect((await codes.find('code1'))?.consumed).toBe(Math.floor(clock / 1000));
    await codes.destroy('code1');
    expect(await codes.find('code1')).toBeUndefined();
  });

  it('revokes one model of a grant, leaving interactions and other grants alone', async () => {
    const storage = createSandboxStorage('memory');
    const adapter = createStorageAdapter(storage, now);
    const refresh = adapter('RefreshToken');
    const interactions = adapter('Interaction');
    await refresh.upsert('rt1', { grantId: 'g1' }, 600);
    await refresh.upsert('rt2', { grantId: 'g1' }, 600);
    await refresh.upsert('rt3', { grantId: 'g2' }, 600);
    await interactions.upsert('i1', { grantId: 'g1' }, 600);
    await refresh.revokeByGrantId('g1');
    expect(await refresh.find('rt1')).toBeUndefined();
    expect(await refresh.find('rt2')).toBeUndefined();
    expect(await refresh.find('rt3')).toBeDefined();
    expect(await interactions.find('i1')).toBeDefined();
  });

  it('keeps hostile ids inside its own keys', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'oidc-adapter-'));
    try {
      const storage = createSandboxStorage({ dir });
      const sessions = createStorageAdapter(storage, now)('Session');
      for (const id of ['../../escape', 'a:b:c', '..', '/etc/passwd', 'x'.repeat(5000), 'é']) {
        expect(await sessions.find(id)).toBeUndefined();
        await sessions.upsert(id, { accountId: '1' }, 60);
        expect(await sessions.find(id)).toMatchObject({ accountId: '1' });
      }
      expect(await readdir(dir)).toEqual(['oidc']);
      expect((await storage.getKeys('oidc:Session')).every((key) => /^oidc:Session:[A-Za-z0-9_-]+$/.test(key))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sweeps expired records but keeps live ones and the provider keys', async () => {
    const storage = createSandboxStorage('memory');
    const adapter = createStorageAdapter(storage, now);
    await adapter('Session').upsert('old', {}, 1);
    await adapter('Session').upsert('live', {}, 3600);
    await adapter('Grant').upsert('forever', {});
    await storage.setItem('oidc:config:signing-key', { kty: 'RSA' });
    expect(await sweepExpiredRecords(storage, clock + 5_000)).toBe(1);
    expect(await storage.getKeys('oidc')).toEqual(expect.arrayContaining(['oidc:Session:live', 'oidc:Grant:forever', 'oidc:config:signing-key']));
    expect(await storage.hasItem('oidc:Session:old')).toBe(false);
  });

  afterEach(() => {
    clock = 1_000_000;
  });
});
