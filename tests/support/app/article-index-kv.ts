import { env } from 'cloudflare:workers';
import { KEY_PREFIX } from '@/lib/article-index/store';

/** For the workerd tests: the test worker's CONTENT_STATE namespace (vitest.config.ts reads wrangler.toml). */
export const contentStateKv = (): KVNamespace => (env as unknown as { CONTENT_STATE: KVNamespace }).CONTENT_STATE;

/** Deletes the article index's keys (storage persists between the tests of a file), leaving the rest of the namespace. */
export async function emptyArticleIndexKv(): Promise<KVNamespace> {
  const kv = contentStateKv();
  const { keys } = await kv.list({ prefix: KEY_PREFIX });
  await Promise.all(keys.map((key) => kv.delete(key.name)));
  return kv;
}
