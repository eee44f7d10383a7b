import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` runs knip over the project (knip.json; the step in scripts/test.ts), so an
 * export or a file nothing uses fails the run. This proves the check can fail: a project of two
 * files, one export used and one deliberately not, and a file nothing imports. (That it passes on a
 * project whose exports are all used is what the npm test step shows on this one.)
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function knip(directory: string) {
  return spawnSync(process.execPath, [join(ROOT, 'node_modules', 'knip', 'bin', 'knip.js'), '--directory', directory, '--no-progress'], { encoding: 'utf8' });
}

function project(files: Record<string, string>): string {
  const directory = mkdtempSync(join(tmpdir(), 'knip-'));
  files['package.json'] = JSON.stringify({ name: 'fixture', private: true, type: 'module' });
  files['knip.json'] = JSON.stringify({ entry: ['index.ts'], project: ['*.ts'] });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(directory, name), text);
  return directory;
}

describe('the unused-code check', () => {
  it('fails on a deliberately unused export and an unused file, naming them', () => {
    const result = knip(
      project({
        'index.ts': "import { used } from './a.ts';\nconsole.log(used);\n",
        'a.ts': 'export const used = 1;\nexport const deliberatelyUnused = 2;\n',
        'orphan.ts': 'export const nobody = 3;\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/deliberatelyUnused\s+a\.ts/);
    expect(result.stdout).toMatch(/orphan\.ts/);
    // knip starts a TypeScript program: a few seconds on a busy 2-core machine.
  }, 20_000);
});
