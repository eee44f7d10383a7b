import { readFile } from 'node:fs/promises';

/**
 * SANDBOX_FIXTURES: a JSON file `{ "stocks": [...], "articles": [...], "authors": [...] }` whose
 * entries have the same shapes as the built-in seed data (see sandbox/catalogue and sandbox/content,
 * which validate their part and name the offending entry).
 */
export interface Fixtures {
  stocks?: unknown[];
  articles?: unknown[];
  authors?: unknown[];
}

export class FixtureError extends Error {
  override name = 'FixtureError';
}

export async function readFixtures(path: string): Promise<Fixtures> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (cause) {
    throw new FixtureError(`SANDBOX_FIXTURES: cannot read ${path}`, { cause });
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (cause) {
    throw new FixtureError(`SANDBOX_FIXTURES: ${path} is not valid JSON`, { cause });
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new FixtureError(`SANDBOX_FIXTURES: ${path} must hold an object with stocks, articles and/or authors`);
  }
  const fixtures: Fixtures = {};
  for (const key of ['stocks', 'articles', 'authors'] as const) {
    const value = (data as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (!Array.isArray(value)) throw new FixtureError(`SANDBOX_FIXTURES: "${key}" in ${path} must be an array`);
    fixtures[key] = value;
  }
  return fixtures;
}
