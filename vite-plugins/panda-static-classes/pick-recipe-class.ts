/**
 * Runs in the browser in place of a Panda recipe called with a value known only at run time
 * (rewrite.ts writes the table at build time). Panda's cva looks a variant up by property key
 * (`variants[name][value]`), so a value matches a variant when String(value) is one of its keys;
 * `undefined` means unset (the recipe's default applies) and anything else selects no variant.
 */

/** Table key part of a variant left unset. */
export const UNSET_VALUE = '\u0000unset';
/** Table key part of a value that is none of the variant's. */
export const OTHER_VALUE = '\u0000other';

export function tableKey(parts: readonly string[]): string {
  return parts.join('\u0001');
}

export function pickRecipeClass(classes: Readonly<Record<string, string>>, known: readonly (readonly string[])[], values: readonly unknown[]): string {
  const parts = values.map((value, i) => {
    if (value === undefined) return UNSET_VALUE;
    const name = String(value);
    return known[i]?.includes(name) ? name : OTHER_VALUE;
  });
  return classes[tableKey(parts)] ?? '';
}
