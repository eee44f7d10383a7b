import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A reader of the code has neither the product spec nor the issue tracker, so no comment or doc may send
 * him to one by number ("issue 45", "spec §7"): it says the rule itself. A public standard cited by its
 * section (RFC 8030 §7.3, OIDC Core §3.1.3.7) is fine: anyone can open it.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ISSUE_NUMBER = /\bissues? #?\d+/gi;
const SECTION = /§\s?\d/g;
/** What may stand just before a section sign: the name of a public standard. */
const PUBLIC_STANDARD = /(RFC ?\d+|OpenID|OIDC|Core|Management 1\.0|HTML|WHATWG|ECMA-?\d*|W3C|ISO ?\d+)[^§\n]{0,12}$/;
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|md|toml|json|html|txt|yml|yaml|sh)$|(^|\/)(\.npmrc|_headers|_redirects|\.dev\.vars\.example)$/;

/** The citations of issues or of the spec by number in a text, as written. */
export function citations(text: string): string[] {
  const issues = [...text.matchAll(ISSUE_NUMBER)].map(([written]) => written);
  const sections = [...text.matchAll(SECTION)].filter((match) => !PUBLIC_STANDARD.test(text.slice(Math.max(0, match.index - 40), match.index))).map(([written]) => written);
  return [...issues, ...sections];
}

function trackedTextFiles(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  // This file's own examples are citations on purpose.
  return files.filter((file) => TEXT_FILE.test(file) && file !== 'package-lock.json' && file !== 'tests/docs/citations.test.ts');
}

describe('citations by number', () => {
  it('finds an issue or the spec cited by number, and passes a public standard by its section', () => {
    expect(citations('// 設定通知 (issue 45): the bell')).toEqual(['issue 45']);
    expect(citations('# Quiet installs (Issue #27 §13): npm')).toEqual(['Issue #27', '§1']);
    expect(citations('# requested through this proxy (spec §7, §9).')).toEqual(['§7', '§9']);
    expect(citations('expired (RFC 8030 §7.3); the ID token (OIDC Core §3.1.3.7, step 4)')).toEqual([]);
    expect(citations('an issue with the feed; 12 issues')).toEqual([]);
  });

  it('no tracked file cites an issue or the product spec by number', () => {
    const found = trackedTextFiles().flatMap((file) => citations(readFileSync(join(ROOT, file), 'utf8')).map((written) => `${file}: ${written}`));
    expect(found).toEqual([]);
  });
});
