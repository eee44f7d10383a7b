import { createHash } from 'node:crypto';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { MAX_ACCESS_TOKEN_TTL } from '../knobs.ts';
import type { SandboxStorage } from '../storage.ts';

/**
 * oidc-provider's persistence (sessions, grants, codes, refresh tokens, interactions) on the
 * sandbox's unstorage, under `oidc:<Model>:<id>`. unstorage has no TTL for the fs driver, so
 * every record carries its own expiry and reads treat an expired record as absent (and drop it).
 */
interface StoredRecord {
  payload: AdapterPayload;
  /** Epoch milliseconds; null when oidc-provider gave no expiry. */
  expiresAt: number | null;
}

/**
 * Keys that list one model's records of one grant, so revoking a grant removes its tokens.
 * Only token models are indexed (as oidc-provider's own memory adapter does): an interaction
 * also names its grant, but must survive the grant's revocation when a person switches accounts.
 */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode']);

interface GrantIndex {
  keys: string[];
  expiresAt: number | null;
}

const PREFIX = 'oidc';
/** Ids are nanoids or JWT ids; anything else (a hostile cookie, a forged token) is hashed into a safe key. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
const safeId = (id: string): string => (SAFE_ID.test(id) ? id : `h-${createHash('sha256').update(id).digest('hex')}`);

const isExpired = (expiresAt: number | null, now: number) => expiresAt !== null && expiresAt <= now;
const later = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(a, b));

/** Serialises read-modify-write updates of one key within this process. */
const locks = new Map<string, Promise<unknown>>();
async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = locks.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.catch(() => undefined);
  locks.set(key, settled);
  try {
    return await run;
  } finally {
    if (locks.get(key) === settled) locks.delete(key);
  }
}

export function createStorageAdapter(storage: SandboxStorage, now: () => number = Date.now) {
  const recordKey = (model: string, id: string) => `${PREFIX}:${model}:${safeId(id)}`;
  const indexKey = (kind: 'uid' | 'usercode', model: string, id: string) => `${PREFIX}:index:${kind}:${model}:${safeId(id)}`;
  const grantIndexKey = (model: string, grantId: string) => `${PREFIX}:index:grant:${model}:${safeId(grantId)}`;

  async function read(key: string): Promise<AdapterPayload | undefined> {
    const record = await storage.getItem<StoredRecord>(key);
    if (!record || typeof record !== 'object' || !record.payload) return undefined;
    if (isExpired(record.expiresAt, now())) {
      await storage.removeItem(key);
      return undefined;
    }
    return record.payload;
  }

  async function readPointer(key: string): Promise<string | undefined> {
    const pointer = await storage.getItem<{ id: string; expiresAt: number | null }>(key);
    if (!pointer || typeof pointer.id !== 'string') return undefined;
    if (isExpired(pointer.expiresAt, now())) {
      await storage.removeItem(key);
      return undefined;
    }
    return pointer.id;
  }

  return function adapterFor(model: string): Adapter {
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = typeof expiresIn === 'number' ? now() + expiresIn * 1000 : null;
        const key = recordKey(model, id);
        await storage.setItem(key, { payload, expiresAt } satisfies StoredRecord);
        if (payload.grantId && GRANTABLE.has(model)) {
          const gKey = grantIndexKey(model, payload.grantId);
          await withLock(gKey, async () => {
            const index = (await storage.getItem<GrantIndex>(gKey)) ?? { keys: [], expiresAt };
            if (!index.keys.includes(key)) index.keys.push(key);
            index.expiresAt = later(index.expiresAt, expiresAt);
            await storage.setItem(gKey, index);
          });
        }
        if (payload.uid) await storage.setItem(indexKey('uid', model, payload.uid), { id, expiresAt });
        if (payload.userCode) await storage.setItem(indexKey('usercode', model, payload.userCode), { id, expiresAt });
      },

      find: (id) => read(recordKey(model, id)),

      async findByUid(uid) {
        const id = await readPointer(indexKey('uid', model, uid));
        return id === undefined ? undefined : read(recordKey(model, id));
      },

      async findByUserCode(userCode) {
        const id = await readPointer(indexKey('usercode', model, userCode));
        return id === undefined ? undefined : read(recordKey(model, id));
      },

      async consume(id) {
        const key = recordKey(model, id);
        await withLock(key, async () => {
          const record = await storage.getItem<StoredRecord>(key);
          if (!record?.payload) return;
          record.payload.consumed = Math.floor(now() / 1000);
          await storage.setItem(key, record);
        });
      },

      async destroy(id) {
        await storage.removeItem(recordKey(model, id));
      },

      async revokeByGrantId(grantId) {
        // Access tokens are JWTs nobody stores: the services learn of the revocation from this list.
        await storage.setItem(revokedGrantKey(grantId), { expiresAt: now() + REVOKED_GRANT_KEPT_MS });
        const gKey = grantIndexKey(model, grantId);
        await withLock(gKey, async () => {
          const index = await storage.getItem<GrantIndex>(gKey);
          for (const key of index?.keys ?? []) await storage.removeItem(key);
          await storage.removeItem(gKey);
        });
      },
    };
  };
}

/**
 * A revoked grant (sign-out's RFC 7009 revocation of its refresh token, a refresh token used twice)
 * is remembered for longer than any access token lives (MAX_ACCESS_TOKEN_TTL), so every access token
 * issued under it is refused by the services (verify-bearer.ts reads the token's `gid` claim), as a
 * resource server that introspects would refuse it.
 */
const REVOKED_GRANT_KEPT_MS = (MAX_ACCESS_TOKEN_TTL + 60) * 1000;
const revokedGrantKey = (grantId: string) => `${PREFIX}:RevokedGrant:${safeId(grantId)}`;

export async function isGrantRevoked(storage: SandboxStorage, grantId: string, now: number = Date.now()): Promise<boolean> {
  const record = await storage.getItem<{ expiresAt: number }>(revokedGrantKey(grantId));
  return record !== null && !isExpired(record.expiresAt, now);
}

/** Drops expired records left over from earlier runs (the fs driver keeps them otherwise). */
export async function sweepExpiredRecords(storage: SandboxStorage, now: number = Date.now()): Promise<number> {
  let removed = 0;
  for (const key of await storage.getKeys(PREFIX)) {
    if (key.startsWith(`${PREFIX}:config:`)) continue;
    const record = await storage.getItem<{ expiresAt?: unknown }>(key);
    if (record && typeof record === 'object' && typeof record.expiresAt === 'number' && record.expiresAt <= now) {
      await storage.removeItem(key);
      removed += 1;
    }
  }
  return removed;
}
