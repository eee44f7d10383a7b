import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The POST paths of the site's server functions (`/RSC/F/<module>/<name>.txt`), found by their ids in
 * the built client bundle (dist/public), as a browser would call them. Fails the test when one of
 * `names` is missing from the build.
 */
export function builtActionPaths<Name extends string>(names: readonly Name[]): Record<Name, string> {
  const found = new Map<string, string>();
  const dir = join('dist', 'public', 'assets');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/[`"']([0-9a-f]{12})#(\w+)[`"']/g)) {
      found.set(match[2] as string, `/RSC/F/${match[1]}/${match[2]}.txt`);
    }
  }
  const paths = Object.fromEntries(names.map((name) => [name, found.get(name)]));
  for (const name of names) expect(paths[name], `server function ${name} in the built client`).toBeTruthy();
  return paths as Record<Name, string>;
}
