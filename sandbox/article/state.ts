import type { SandboxStorage } from '../storage.ts';

/**
 * The article service's mutable state, kept in the sandbox storage under `article:` so it
 * survives restarts in dev (fs driver) and starts clean in tests (memory driver):
 * - `article:unlock:{memberId}:{articleId}`: a member unlocked a paid article;
 * - `article:deleted:{articleId}`: an author deleted an article (seed data is never modified).
 */
export interface UnlockRecord {
  articleId: number;
  authorId: number;
  /** pCoin charged (the price at the time). */
  price: number;
  unlockedAt: string;
}

export interface DeletionRecord {
  articleId: number;
  memberId: number;
  deletedAt: string;
}

export interface ArticleState {
  unlockOf(memberId: number, articleId: number): Promise<UnlockRecord | null>;
  unlocksOf(memberId: number): Promise<UnlockRecord[]>;
  recordUnlock(memberId: number, record: UnlockRecord): Promise<void>;
  deletedIds(): Promise<Set<number>>;
  markDeleted(record: DeletionRecord): Promise<void>;
  /** Runs `task` after every earlier task with the same key has finished (per process). */
  serialised<T>(key: string, task: () => Promise<T>): Promise<T>;
}

const isUnlockRecord = (value: unknown): value is UnlockRecord =>
  !!value && typeof value === 'object' && typeof (value as UnlockRecord).articleId === 'number' && typeof (value as UnlockRecord).unlockedAt === 'string';

export function createArticleState(storage: SandboxStorage): ArticleState {
  const queues = new Map<string, Promise<unknown>>();

  return {
    async unlockOf(memberId, articleId) {
      const value = await storage.getItem(`article:unlock:${memberId}:${articleId}`);
      return isUnlockRecord(value) ? value : null;
    },
    async unlocksOf(memberId) {
      const keys = await storage.getKeys(`article:unlock:${memberId}`);
      const values = await Promise.all(keys.map((key) => storage.getItem(key)));
      return values.filter(isUnlockRecord);
    },
    async recordUnlock(memberId, record) {
      await storage.setItem(`article:unlock:${memberId}:${record.articleId}`, { ...record });
    },
    async deletedIds() {
      const keys = await storage.getKeys('article:deleted');
      return new Set(keys.map((key) => Number(key.split(':').at(-1))).filter(Number.isInteger));
    },
    async markDeleted(record) {
      await storage.setItem(`article:deleted:${record.articleId}`, { ...record });
    },
    serialised(key, task) {
      // Chain onto the previous task for this key; a failure must not block the next caller.
      const previous = queues.get(key) ?? Promise.resolve();
      const run = previous.then(task, task);
      const settled = run.catch(() => undefined);
      queues.set(key, settled);
      void settled.then(() => {
        if (queues.get(key) === settled) queues.delete(key);
      });
      return run;
    },
  };
}
