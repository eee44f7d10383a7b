import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` (what CI runs) refuses a lock file that lacks an entry for any optional dependency a
 * locked package declares ("Missing: X from lock file"). `npm install` writes such a lock without a
 * word when a platform binary is not published yet (workerd and unrs-resolver both did this), so the
 * break only showed on a fresh CI machine. This checks the same thing here, before anything lands.
 */
type LockEntry = { optionalDependencies?: Record<string, string>; dependencies?: Record<string, string> };

const lock = JSON.parse(readFileSync(new URL('./package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockEntry> };

/** Node's lookup: the dependency's folder nested under the dependent, then each ancestor's, then the root. */
function resolvesInLock(fromPath: string, name: string): boolean {
  let base = fromPath;
  for (;;) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (lock.packages[candidate]) return true;
    if (base === '') return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

function missingOptionalDependencies(): string[] {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolvesInLock(path, name)) missing.push(`${path || '(root)'} → ${name}`);
    }
  }
  return missing;
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency of every locked package (npm ci accepts it)', () => {
    expect(missingOptionalDependencies()).toEqual([]);
  });

  it('the check sees a missing platform binary', () => {
    const saved = lock.packages['node_modules/@unrs/resolver-binding-darwin-arm64'];
    expect(saved).toBeDefined();
    delete lock.packages['node_modules/@unrs/resolver-binding-darwin-arm64'];
    try {
      expect(missingOptionalDependencies()).toContain('node_modules/unrs-resolver → @unrs/resolver-binding-darwin-arm64');
    } finally {
      lock.packages['node_modules/@unrs/resolver-binding-darwin-arm64'] = saved;
    }
  });
});

describe('quiet installs', () => {
  const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { allowScripts: Record<string, boolean> };
  const withInstallScripts = Object.entries(lock.packages as Record<string, LockEntry & { hasInstallScript?: boolean }>)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));

  it('lists every locked package with an install script in allowScripts, allowed or refused (npm 11 warns about the rest)', () => {
    expect(withInstallScripts.length).toBeGreaterThan(0);
    expect(withInstallScripts.filter((name) => !(name in manifest.allowScripts))).toEqual([]);
  });

  it('keeps npm to errors: the EBADENGINE warnings of Node 20 (Node 22 runs the scripts) are not shown', () => {
    const settings = readFileSync(new URL('./.npmrc', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('#'));
    expect(settings).toContain('loglevel=error');
  });
});
