import { createStorage, type Storage } from 'unstorage';
import fsDriver from 'unstorage/drivers/fs';
import memoryDriver from 'unstorage/drivers/memory';

/**
 * Sandbox state (pCoin balances, unlocks, watchlists, drafts, OIDC sessions).
 * `npm start` and `npm run dev` keep it in `.sandbox-state/` (git-ignored) so it survives
 * restarts; tests pass `memory` so every run starts from the seed data.
 */
export type SandboxStorage = Storage;

export function createSandboxStorage(kind: 'memory' | { dir: string }): SandboxStorage {
  return kind === 'memory' ? createStorage({ driver: memoryDriver() }) : createStorage({ driver: fsDriver({ base: kind.dir }) });
}
