import { ESLint } from 'eslint';
import { resolve } from 'node:path';

/**
 * The project's own ESLint (eslint.config.js), as the rule tests (eslint-layers.test.ts,
 * eslint-display-rules.test.ts) lint code written for the occasion. One instance for both files: the Node
 * test files share their worker's modules, so the toolchain loads once.
 */
// The project's root, without a trailing slash: the layer rule's zones do not match under `/work/main/`.
export const projectEslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });

/** The warm-up's own budget: 60 s, against 2 s idle and 6–9 s with a second `npm test` beside this one. */
export const WARM_UP_BUDGET_MS = 60_000;

let warmed: Promise<unknown> | undefined;

/**
 * The first lint loads the whole toolchain (typescript-eslint, the React Compiler's hook rules, the import
 * resolver's TypeScript projects). Done once, from a `beforeAll`, so that each test measures one lint.
 */
export function warmUpProjectEslint(): Promise<unknown> {
  warmed ??= projectEslint.lintText("import { formatPrice } from '@/lib/format/numbers';\nexport const a = formatPrice(1);", { filePath: 'src/components/warm-up.tsx' });
  return warmed;
}

/** The messages of the given rules when the project's ESLint lints `code` as the file `filePath` (which need not exist). */
export async function ruleMessages(filePath: string, code: string, ruleIds: readonly string[]): Promise<string[]> {
  const [result] = await projectEslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && ruleIds.includes(m.ruleId)).map((m) => m.message);
}
