import { describe, expect, it } from 'vitest';
import { deferred } from '@tests/deferred';
import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('runs the task once for concurrent callers with the same key', async () => {
    const flight = new SingleFlight<string>({ lingerMs: 1000, followerTimeoutMs: 1000, maxKeys: 10 });
    let runs = 0;
    const gate = deferred<string>();
    const task = () => {
      runs += 1;
      return gate.promise;
    };
    const all = Promise.all([flight.run('a', task), flight.run('a', task), flight.run('a', task)]);
    gate.resolve('token');
    const results = await all;
    expect(runs).toBe(1);
    expect(results.map((r) => r.value)).toEqual(['token', 'token', 'token']);
    expect(results.map((r) => r.shared)).toEqual([false, true, true]);
  });

  it('different keys do not share', async () => {
    const flight = new SingleFlight<string>({ lingerMs: 1000, followerTimeoutMs: 1000, maxKeys: 10 });
    const [a, b] = await Promise.all([flight.run('a', async () => 'A'), flight.run('b', async () => 'B')]);
    expect([a.value, b.value]).toEqual(['A', 'B']);
  });

  it('a success lingers for lingerMs, then the next caller runs the task again', async () => {
    let now = 0;
    const flight = new SingleFlight<number>({ lingerMs: 5000, followerTimeoutMs: 1000, maxKeys: 10, now: () => now });
    let runs = 0;
    const task = async () => ++runs;
    expect((await flight.run('k', task)).value).toBe(1);
    now = 4999;
    expect(await flight.run('k', task)).toEqual({ value: 1, shared: true });
    now = 5000;
    expect(await flight.run('k', task)).toEqual({ value: 2, shared: false });
  });

  it('a failure reaches its concurrent followers but is not remembered', async () => {
    const flight = new SingleFlight<string>({ lingerMs: 5000, followerTimeoutMs: 1000, maxKeys: 10 });
    const gate = deferred<string>();
    const leader = flight.run('k', () => gate.promise);
    const follower = flight.run('k', async () => 'never');
    gate.reject(new Error('identity down'));
    await expect(leader).rejects.toThrow('identity down');
    await expect(follower).rejects.toThrow('identity down');
    expect(flight.size).toBe(0);
    expect(await flight.run('k', async () => 'ok')).toEqual({ value: 'ok', shared: false });
  });

  it('a follower whose leader never settles runs the task itself after the timeout', async () => {
    const flight = new SingleFlight<string>({ lingerMs: 5000, followerTimeoutMs: 20, maxKeys: 10 });
    void flight.run('k', () => new Promise<string>(() => {}));
    expect(await flight.run('k', async () => 'mine')).toEqual({ value: 'mine', shared: false });
  });

  it('stops sharing new keys at maxKeys instead of growing without bound', async () => {
    const flight = new SingleFlight<string>({ lingerMs: 60_000, followerTimeoutMs: 1000, maxKeys: 2 });
    for (const key of ['a', 'b', 'c', 'd']) await flight.run(key, async () => key);
    expect(flight.size).toBe(2);
    expect((await flight.run('d', async () => 'again')).value).toBe('again');
  });

  it('start runs a background task once per key, answers undefined while it runs, and forgets it once settled', async () => {
    const flight = new SingleFlight<string>({ lingerMs: 0, followerTimeoutMs: 1000, maxKeys: 10 });
    const gate = deferred<string>();
    let runs = 0;
    const task = () => {
      runs += 1;
      return gate.promise;
    };
    const started = flight.start('k', task);
    expect(started).toBeDefined();
    expect(flight.start('k', task)).toBeUndefined();
    expect(flight.current('k')).toBe(started);
    gate.resolve('done');
    expect(await started).toBe('done');
    await Promise.resolve();
    expect(flight.current('k')).toBeUndefined();
    expect(await flight.start('k', async () => 'again')).toBe('again');
    expect(runs).toBe(1);
  });

  it('start forgets a failed run too, and starts nothing at maxKeys', async () => {
    const flight = new SingleFlight<string>({ lingerMs: 0, followerTimeoutMs: 1000, maxKeys: 1 });
    const failing = flight.start('a', async () => {
      throw new Error('origin down');
    });
    const hold = deferred<string>();
    await expect(failing).rejects.toThrow('origin down');
    expect(flight.size).toBe(0);
    expect(flight.start('b', () => hold.promise)).toBeDefined();
    expect(flight.start('c', async () => 'c')).toBeUndefined();
    hold.resolve('b');
  });
});
