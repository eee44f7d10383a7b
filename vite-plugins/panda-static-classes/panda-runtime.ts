// The folder, not index.mjs: TypeScript finds index.d.ts beside it, Vite and Vitest find index.mjs.
import { css, cva, cx } from '../../styled-system/css';

/** A recipe made by Panda's `cva()`: call it for a class name, `.raw()` for its style object. */
export interface Recipe {
  (props?: Record<string, unknown>): string;
  raw(props?: Record<string, unknown>): Record<string, unknown>;
  config: { compoundVariants?: readonly unknown[] };
  /** The values each variant accepts, by variant name. */
  variantMap: Record<string, string[]>;
}

/** The part of `styled-system/css` the app uses, typed for values that are only known while building. */
export interface PandaRuntime {
  css: ((...styles: unknown[]) => string) & { raw: (...styles: unknown[]) => Record<string, unknown> };
  cx: (...classNames: unknown[]) => string;
  cva: (config: unknown) => Recipe;
}

/**
 * Panda's generated runtime (`panda codegen` writes styled-system/ before every build), run in Node:
 * a class name the build computes is, by construction, the one the browser's copy of the same
 * functions would compute from the same arguments. (A static import: Vite loads its config through
 * a module runner that is closed by the time a plugin could import anything itself.)
 */
export const pandaRuntime = { css, cx, cva } as unknown as PandaRuntime;
