import type { Recipe } from './panda-runtime.ts';

/** What an expression the build cannot evaluate is worth: the caller leaves it to run in the browser. */
export const NOT_STATIC = Symbol('not static');

/** A Panda runtime function met while evaluating. */
export class PandaFunction {
  readonly kind: 'css' | 'css.raw' | 'cx' | 'cva' | 'recipe' | 'recipe.raw';
  readonly recipe: Recipe | undefined;
  constructor(kind: PandaFunction['kind'], recipe?: Recipe) {
    this.kind = kind;
    this.recipe = recipe;
  }
}

export type StaticValue = string | number | boolean | null | undefined | PandaFunction | StaticValue[] | { [key: string]: StaticValue };
export type Evaluated = StaticValue | typeof NOT_STATIC;

export function isPlainObject(value: Evaluated): value is { [key: string]: StaticValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof PandaFunction);
}

/** Panda functions are only ever called, never passed to one another. */
export function containsFunction(value: StaticValue): boolean {
  if (value instanceof PandaFunction) return true;
  if (Array.isArray(value)) return value.some(containsFunction);
  if (isPlainObject(value)) return Object.values(value).some(containsFunction);
  return false;
}
