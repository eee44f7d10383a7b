import { vi } from 'vitest';

/**
 * What `read()` gives once `ok` holds for it, asked again every 50 ms (vitest's waitFor); after
 * `timeoutMs` the test fails with the last value read. For state that other processes or objects
 * change (a sandbox's counts, frames arriving on a socket), in Node and in workerd alike.
 */
export function eventually<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 4_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value)) throw new Error(`not met in ${timeoutMs} ms: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}
