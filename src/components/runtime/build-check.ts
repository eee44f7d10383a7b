/**
 * New-build detection (decision 024). The build writes BUILD_MANIFEST_PATH ({"buildId"}) next
 * to the client code; a page compares it with the id it was built with. No React here: the clock, the
 * fetch and the online flag are passed in, so the rules are unit-tested.
 *
 * - Every BUILD_CHECK_INTERVAL_MS while the page is open, and when a hidden tab becomes visible again
 *   if the last check is older than BUILD_CHECK_MIN_GAP_MS. Never at load (the page was just served
 *   by the current build), so a crawler's render costs nothing.
 * - Never while offline, and never two at once.
 * - Once a different id was seen, checking stops: the answer cannot change back.
 */

export const BUILD_MANIFEST_PATH = '/build-id.json';
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
export const BUILD_CHECK_MIN_GAP_MS = 60_000;

export interface BuildCheckDeps {
  currentBuildId: string;
  /** The deployed build's id, or null when the manifest cannot be read (offline, 404, bad JSON). */
  fetchBuildId(): Promise<string | null>;
  isOnline(): boolean;
  now(): number;
  onNewBuild(deployedId: string): void;
}

export interface BuildChecker {
  /** Checks now (the interval's tick). */
  check(): Promise<void>;
  /** Checks if the last check is older than the minimum gap (a tab shown again). */
  checkIfStale(): Promise<void>;
  readonly newBuild: boolean;
}

export function createBuildChecker(deps: BuildCheckDeps): BuildChecker {
  let lastCheck = deps.now();
  let inFlight = false;
  let newBuild = false;

  async function check() {
    if (newBuild || inFlight || !deps.isOnline()) return;
    inFlight = true;
    lastCheck = deps.now();
    try {
      const deployed = await deps.fetchBuildId();
      if (deployed && deployed !== deps.currentBuildId && !newBuild) {
        newBuild = true;
        deps.onNewBuild(deployed);
      }
    } finally {
      inFlight = false;
    }
  }

  return {
    check,
    async checkIfStale() {
      if (deps.now() - lastCheck >= BUILD_CHECK_MIN_GAP_MS) await check();
    },
    get newBuild() {
      return newBuild;
    },
  };
}

/** Reads the manifest, bypassing every cache; null for anything but a 200 with a usable id. */
export async function fetchDeployedBuildId(fetchFn: typeof fetch, path = BUILD_MANIFEST_PATH): Promise<string | null> {
  try {
    const res = await fetchFn(path, { cache: 'no-store', credentials: 'omit' });
    if (!res.ok) return null;
    const body = (await res.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' && /^[\w-]{1,64}$/.test(body.buildId) ? body.buildId : null;
  } catch {
    return null;
  }
}
