import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path the README and docs/ name must exist: a reader who follows one to a file that
 * was moved or deleted learns to distrust the rest. Two kinds of reference are read:
 *
 * - a path starting at one of the repository's top folders (`src/…`, `functions/…`, `docs/…`, see
 *   TOP_FOLDERS), anywhere in the text, backticked or not; a path ending in `/` names a folder;
 * - the target of a relative markdown link, `[text](../README.md#anchor)`, resolved from the file that
 *   holds it (web addresses and in-page anchors aside; the anchor itself is not checked).
 *
 * Exceptions, by rule rather than by list:
 * - a pattern with `*` (a glob) must match at least one file: it names a set, not a file;
 * - `{a,b}` alternatives are expanded, and each alternative must exist;
 * - a placeholder makes the text a shape, not a path, and is skipped: `<service>`, `{id}`, `…` or `...`.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOP_FOLDERS = ['src', 'functions', 'live', 'sandbox', 'scripts', 'tests', 'docs', 'vite-plugins'];
/** Not the text of a URL (`http://host/src/x`), a route (`/live/quotes`) or a longer word (`my-tests/`). */
const FOLDER_PATH = new RegExp(`(?<![\\w./@:~-])(?:${TOP_FOLDERS.join('|')})/[^\\s\`'";|]*`, 'g');
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
const PLACEHOLDER = /<[^>]*>|\{[^,}]*\}|…|\.\.\./;

function markdownFiles(): string[] {
  return ['README.md', ...globSync('docs/**/*.md', { cwd: ROOT })].sort();
}

/** Every path-like reference in a markdown text, as written, relative to the repository root. */
function referencedPaths(markdown: string, file: string): string[] {
  const fromFolders = [...markdown.matchAll(FOLDER_PATH)].map(([path]) => withoutProse(path));
  const fromLinks = [...markdown.matchAll(MARKDOWN_LINK)]
    .map(([, target]) => target!)
    .filter((target) => !/^([a-z][a-z+.-]*:|#|\/)/i.test(target))
    .map((target) => relative(ROOT, join(ROOT, dirname(file), decodeURI(target.replace(/#.*$/, '')))));
  return [...new Set([...fromFolders, ...fromLinks])];
}

/**
 * A path as written in a sentence, without what the sentence put after it: the end of a markdown link
 * whose text is the path (`[x.md](x.md)`), closing punctuation, and a closing parenthesis the path did
 * not open (`(see src/a.ts)`; `src/pages/(default)/` keeps its own).
 */
function withoutProse(written: string): string {
  let path = written.split('](')[0]!.replace(/[.:,]+$/, '');
  while (path.endsWith(')') && path.split(')').length > path.split('(').length) path = path.slice(0, -1).replace(/[.:,]+$/, '');
  return path;
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (nested and repeated groups too). */
function expandAlternatives(path: string): string[] {
  const group = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!group) return [path];
  return group[1]!.split(',').flatMap((choice) => expandAlternatives(path.slice(0, group.index) + choice + path.slice(group.index + group[0].length)));
}

/** Why a written path names nothing, or undefined when it names something. */
function missing(path: string): string | undefined {
  if (PLACEHOLDER.test(path)) return undefined;
  const absent = expandAlternatives(path).filter((candidate) =>
    candidate.includes('*') ? globSync(candidate, { cwd: ROOT, exclude: ['node_modules/**'] }).length === 0 : !existsSync(join(ROOT, candidate)),
  );
  return absent.length === 0 ? undefined : absent.join(', ');
}

describe('paths named in the README and docs/', () => {
  it.each(markdownFiles())('%s names only paths that exist', (file) => {
    const absent = referencedPaths(readFileSync(join(ROOT, file), 'utf8'), file).filter((path) => missing(path) !== undefined);
    expect(absent, `${file} names paths that do not exist`).toEqual([]);
  });

  it('reads the references it is meant to, and knows a wrong one', () => {
    const text = 'See `src/lib/config.ts`, functions/index.ts. and [the guide](../testing.md#x) (or src/pages/(default)/404.tsx); not /live/quotes or https://x.dev/src/y.';
    expect(referencedPaths(text, 'docs/decisions/001.md')).toEqual(['src/lib/config.ts', 'functions/index.ts', 'src/pages/(default)/404.tsx', 'docs/testing.md']);
    expect(missing('src/lib/config.ts')).toBeUndefined();
    expect(missing('src/lib/no-such-file.ts')).toBe('src/lib/no-such-file.ts');
    expect(missing('src/lib/{config,no-such-file}.ts')).toBe('src/lib/no-such-file.ts');
    expect(missing('docs/decisions/*.md')).toBeUndefined();
    expect(missing('docs/decisions/*.nothing')).toBe('docs/decisions/*.nothing');
    expect(missing('src/lib/upstream/<service>/client.ts')).toBeUndefined();
  });
});
