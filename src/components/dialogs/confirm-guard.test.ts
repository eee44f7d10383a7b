import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@tests/deferred';
import { createConfirmGuard } from './confirm-guard';

describe('createConfirmGuard', () => {
  it('runs an async confirm once, however often it is clicked, and is busy meanwhile', async () => {
    const busy = vi.fn();
    const guard = createConfirmGuard(busy);
    const pending = deferred();
    const action = vi.fn(() => pending.promise);

    const first = guard.run(action);
    const second = guard.run(action);
    const third = guard.run(action);
    expect(action).toHaveBeenCalledTimes(1);
    expect(guard.isRunning()).toBe(true);
    expect(busy.mock.calls).toEqual([[true]]);

    pending.resolve();
    await Promise.all([first, second, third]);
    expect(guard.isRunning()).toBe(false);
    expect(busy.mock.calls).toEqual([[true], [false]]);

    await guard.run(action);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('becomes usable again after a failure, which reaches the caller', async () => {
    const busy = vi.fn();
    const guard = createConfirmGuard(busy);
    const pending = deferred();
    const run = guard.run(() => pending.promise);
    pending.reject(new Error('unlock failed'));
    await expect(run).rejects.toThrow('unlock failed');
    expect(guard.isRunning()).toBe(false);
    expect(busy).toHaveBeenLastCalledWith(false);
  });

  it('handles a synchronous confirm and a synchronous throw', async () => {
    const busy = vi.fn();
    const guard = createConfirmGuard(busy);
    const action = vi.fn();
    await guard.run(action);
    expect(action).toHaveBeenCalledOnce();
    await expect(
      guard.run(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(guard.isRunning()).toBe(false);
  });
});
