import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('asks once: calls share the request in flight and its result', async () => {
    const importer = vi.fn(async () => ({ Panel: 'panel' }));
    const load = onDemand(importer);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const importer = vi.fn<() => Promise<{ Panel: string }>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ Panel: 'panel' });
    const load = onDemand(importer);
    await expect(load()).rejects.toThrow(TypeError);
    await expect(load()).resolves.toEqual({ Panel: 'panel' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
