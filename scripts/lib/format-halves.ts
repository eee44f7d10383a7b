/**
 * `npm test` checks the format in two parts, one in each of its first stage's lanes (scripts/test.ts):
 * src/ and everything else. Together they are exactly `prettier --check .` (.prettierignore applies to
 * both); format-halves.test.ts proves that no file is in both or in neither.
 */
export const PRETTIER_SRC: readonly string[] = ['src'];
export const PRETTIER_REST: readonly string[] = ['.', '!src/**'];
