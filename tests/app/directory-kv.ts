import { env } from 'cloudflare:workers';

/** For the workerd tests: the test worker's DIRECTORY namespace (vitest.config.ts), shared by every test of a file. */
export const directoryKv = (): KVNamespace => (env as unknown as { DIRECTORY: KVNamespace }).DIRECTORY;

/** Deletes every key of the DIRECTORY namespace (storage persists between the tests of a file), and answers it. */
export async function emptyDirectoryKv(): Promise<KVNamespace> {
  const kv = directoryKv();
  const { keys } = await kv.list();
  await Promise.all(keys.map((key) => kv.delete(key.name)));
  return kv;
}
