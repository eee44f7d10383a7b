import { readFile } from 'node:fs/promises';

/**
 * SANDBOX_FIXTURES: a JSON file `{ "stocks": [...], "articles": [...], "authors": [...] }` whose
 * entries have the same shapes as the built-in seed data (see sandbox/catalogue and sandbox/content,
 * which validate their part and name the offending entry).
 *
 * An article's `body` may also be a list of parts, each a string or `{ "repeat": "<div>", "times":
 * 40000 }`, joined in order: hostile bodies of 200,000 characters stay a line in the file.
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
    fixtures[key] = key === 'articles' ? value.map((article) => withExpandedBody(article, path)) : value;
  }
  return fixtures;
}

const MAX_EXPANDED_BODY = 5_000_000;

function withExpandedBody(article: unknown, path: string): unknown {
  if (!article || typeof article !== 'object' || !('body' in article) || !Array.isArray(article.body)) return article;
  const parts = article.body.map((part: unknown) => {
    if (typeof part === 'string') return part;
    const { repeat, times } = (part ?? {}) as { repeat?: unknown; times?: unknown };
    if (typeof repeat !== 'string' || !Number.isInteger(times) || (times as number) < 0 || repeat.length * (times as number) > MAX_EXPANDED_BODY) {
      throw new FixtureError(`SANDBOX_FIXTURES: a body part in ${path} must be a string or { "repeat": string, "times": integer } (at most ${MAX_EXPANDED_BODY} characters)`);
    }
    return repeat.repeat(times as number);
  });
  return { ...article, body: parts.join('') };
}
