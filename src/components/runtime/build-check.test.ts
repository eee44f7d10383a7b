import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_CHECK_MIN_GAP_MS, createBuildChecker, fetchDeployedBuildId } from './build-check';

function checker(options: { deployed?: (string | null)[]; online?: boolean } = {}) {
  const answers = [...(options.deployed ?? ['A'])];
  const fetchBuildId = vi.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!) ?? null);
  const onNewBuild = vi.fn();
  let online = options.online ?? true;
  const build = createBuildChecker({ currentBuildId: 'A', fetchBuildId, isOnline: () => online, now: () => Date.now(), onNewBuild });
  return { build, fetchBuildId, onNewBuild, setOnline: (value: boolean) => (online = value) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createBuildChecker', () => {
  it('reports a different deployed id once, then stops asking', async () => {
    const { build, fetchBuildId, onNewBuild } = checker({ deployed: ['A', 'B'] });
    await build.check();
    expect(onNewBuild).not.toHaveBeenCalled();
    await build.check();
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('B');
    expect(build.newBuild).toBe(true);
    await build.check();
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });

  it('ignores an unreadable manifest (null) and asks nothing while offline', async () => {
    const { build, fetchBuildId, onNewBuild, setOnline } = checker({ deployed: [null] });
    await build.check();
    expect(onNewBuild).not.toHaveBeenCalled();
    setOnline(false);
    await build.check();
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
  });

  it('a tab shown again asks only when the last check is older than the minimum gap (none at load)', async () => {
    const { build, fetchBuildId } = checker();
    await build.checkIfStale();
    expect(fetchBuildId).not.toHaveBeenCalled(); // the page was just served by the current build
    vi.advanceTimersByTime(BUILD_CHECK_MIN_GAP_MS);
    await build.checkIfStale();
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BUILD_CHECK_MIN_GAP_MS - 1);
    await build.checkIfStale();
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
  });

  it('never runs two checks at once', async () => {
    let release: (id: string) => void = () => {};
    const fetchBuildId = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const build = createBuildChecker({ currentBuildId: 'A', fetchBuildId, isOnline: () => true, now: () => Date.now(), onNewBuild: () => {} });
    const first = build.check();
    await build.check();
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    release('A');
    await first;
  });
});

describe('fetchDeployedBuildId', () => {
  const respond = (body: string, status = 200) => vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

  it('reads the id, asking past every cache', async () => {
    const fetchFn = respond('{"buildId":"bR8dB70g"}');
    expect(await fetchDeployedBuildId(fetchFn as unknown as typeof fetch)).toBe('bR8dB70g');
    expect(fetchFn).toHaveBeenCalledWith('/build-id.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('is null for anything but a 200 with a sane id', async () => {
    for (const [body, status] of [
      ['{"buildId":"x"}', 404],
      ['<html>', 200],
      ['{"buildId":5}', 200],
      ['{"buildId":"<script>"}', 200],
      [`{"buildId":"${'a'.repeat(65)}"}`, 200],
      ['{}', 200],
    ] as const) {
      expect(await fetchDeployedBuildId(respond(body, status) as unknown as typeof fetch)).toBeNull();
    }
    expect(
      await fetchDeployedBuildId((async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch),
    ).toBeNull();
  });
});
