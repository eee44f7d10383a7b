import { isDeepStrictEqual } from 'node:util';
import MagicString, { type SourceMap } from 'magic-string';
import type { ESTree } from 'vite';
import type { AppModuleLoader } from './module-loader.ts';
import type { Recipe } from './panda-runtime.ts';
import type { StaticModule } from './static-module.ts';
import { NOT_STATIC, PandaFunction, type StaticValue, isPlainObject } from './static-value.ts';
import { STYLED_SYSTEM_CSS } from './top-level-names.ts';
import { type AnyNode, forEachChild, namesDeclaredInInnerScopes, opensScope, positionOf } from './syntax.ts';
import { OTHER_VALUE, UNSET_VALUE, tableKey } from './pick-recipe-class.ts';

/** A call of Panda's runtime left in the module, with why. */
export interface RuntimeCall {
  line: number;
  column: number;
  name: string;
}

export interface RewriteResult {
  code: string;
  map: SourceMap;
  /** css/cva calls that still run in the browser (each keeps Panda's css runtime in the bundle); recipe definitions are not counted, tree-shaking drops those nothing calls. */
  runtimeCalls: RuntimeCall[];
}

/** Beyond this many variant combinations a dynamic recipe call stays a runtime call. */
const MAX_TABLE_SIZE = 256;
const PICK = '__pandaPickRecipeClass';

/**
 * Replaces Panda calls whose result is known at build time with that result:
 *
 *   css({ display: 'flex' })                 → "d_flex"
 *   css(pill.raw({ tone: 'solid' }), {...})  → "bdr_full bg_brand …"        (recipes from other modules too)
 *   css.raw(...)                             → ({ … })                       (a plain style object)
 *   badge({ session: status.session })       → __pandaPickRecipeClass({ … }, [[…]], [status.session])
 *   cva({...})                               → /* @__PURE__ *\/ cva({…})    (plain data; dropped when nothing calls it)
 *
 * The last two let a recipe chosen at run time (a direction, a session) read its class from a table
 * of every variant value computed here, so the browser never needs `cva`. Then the import of
 * styled-system/css is trimmed to what is still used: nothing, or `cx` alone (a 130-byte function),
 * so Panda's css runtime (≈6 KiB gzip) leaves the client bundle. Returns null when the module does
 * not use Panda.
 */
export function rewritePandaCalls(id: string, code: string, loader: AppModuleLoader, pickHelperPath: string): RewriteResult | null {
  if (!code.includes(STYLED_SYSTEM_CSS)) return null;
  const module = loader.fromSource(id, code);
  const pandaImports = module.program.body.filter(
    (statement): statement is ESTree.ImportDeclaration => statement.type === 'ImportDeclaration' && statement.source.value === STYLED_SYSTEM_CSS && statement.importKind !== 'type',
  );
  if (pandaImports.length === 0) return null;

  const output = new MagicString(code);
  const innerNames = namesDeclaredInInnerScopes(module.program);
  const replaced: [number, number][] = [];
  /** Recipe definitions: kept (and importing cva) only if something still calls them at run time. */
  const definitions: [number, number][] = [];
  let usesPick = false;

  const visit = (node: AnyNode, nested: boolean) => {
    const inner = nested || opensScope(node);
    if (node.type === 'CallExpression') {
      const shadowed = inner ? innerNames : EMPTY;
      const callee = module.evaluate(node.callee, shadowed);
      if (callee instanceof PandaFunction) {
        const replacement = staticReplacement(module, node, shadowed, code);
        if (replacement?.kind === 'definition') {
          output.appendLeft(node.start, '/* @__PURE__ */ ');
          if (replacement.config !== null) output.overwrite((node.arguments[0] as AnyNode).start, (node.arguments[0] as AnyNode).end, replacement.config);
          definitions.push([node.start, node.end]);
          return;
        }
        if (replacement) {
          output.overwrite(node.start, node.end, replacement.text);
          replaced.push([node.start, node.end]);
          usesPick ||= replacement.kind === 'table';
          return;
        }
      }
    }
    forEachChild(node, (child) => visit(child, inner));
  };
  for (const statement of module.program.body) if (statement.type !== 'ImportDeclaration') visit(statement as AnyNode, false);

  // What still refers to css / cva / cx after the replacements.
  const localNames = new Map<string, string>();
  for (const declaration of pandaImports) {
    for (const specifier of declaration.specifiers) {
      if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') localNames.set(specifier.local.name, moduleName(specifier.imported));
    }
  }
  const remaining = new Map<string, number[]>();
  const findReferences = (node: AnyNode) => {
    if (replaced.some(([start, end]) => node.start >= start && node.end <= end)) return;
    if (node.type === 'Identifier' && localNames.has(node.name)) remaining.set(node.name, [...(remaining.get(node.name) ?? []), node.start]);
    forEachChild(node, findReferences);
  };
  for (const statement of module.program.body) if (statement.type !== 'ImportDeclaration') findReferences(statement as AnyNode);

  for (const declaration of pandaImports) output.overwrite(declaration.start, declaration.end, importOf(declaration, remaining));
  if (usesPick) {
    const directives = module.program.body.filter((statement) => statement.type === 'ExpressionStatement' && 'directive' in statement && statement.directive);
    const at = directives.length > 0 ? (directives[directives.length - 1] as AnyNode).end : 0;
    output.appendRight(at, `\nimport { pickRecipeClass as ${PICK} } from ${JSON.stringify(pickHelperPath)};\n`);
  }

  const runtimeCalls: RuntimeCall[] = [];
  for (const [local, offsets] of remaining) {
    const name = localNames.get(local) ?? local;
    if (name === 'cx') continue;
    for (const offset of offsets) {
      if (!definitions.some(([start, end]) => offset >= start && offset < end)) runtimeCalls.push({ ...positionOf(code, offset), name });
    }
  }
  runtimeCalls.sort((a, b) => a.line - b.line || a.column - b.column);
  return { code: output.toString(), map: output.generateMap({ source: id, hires: 'boundary', includeContent: true }), runtimeCalls };
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * A recipe definition is marked pure, and its configuration written out as plain data (a spread of
 * another constant would count as a side effect and keep the definition, and with it Panda's runtime,
 * even when nothing calls the recipe any more).
 */
type Replacement = { kind: 'value' | 'table'; text: string } | { kind: 'definition'; config: string | null };

function staticReplacement(module: StaticModule, node: ESTree.CallExpression, shadowed: ReadonlySet<string>, code: string): Replacement | null {
  const value = module.evaluate(node, shadowed);
  if (typeof value === 'string') return { kind: 'value', text: JSON.stringify(value) };
  if (isPlainObject(value) && isJsonSafe(value)) return { kind: 'value', text: `(${JSON.stringify(value)})` };
  if (value instanceof PandaFunction && value.kind === 'recipe') {
    const [config] = node.arguments;
    const configValue = node.arguments.length === 1 && config && config.type !== 'SpreadElement' ? module.evaluate(config, shadowed) : NOT_STATIC;
    return { kind: 'definition', config: configValue !== NOT_STATIC && isPlainObject(configValue) && isJsonSafe(configValue) ? `(${JSON.stringify(configValue)})` : null };
  }
  if (value !== NOT_STATIC) return null;
  const callee = module.evaluate(node.callee, shadowed);
  if (callee instanceof PandaFunction && callee.kind === 'recipe' && callee.recipe) {
    const table = recipeTable(module, callee.recipe, node, shadowed, code);
    if (table) return { kind: 'table', text: table };
  }
  return null;
}

/**
 * `recipe({ a: <run time>, b: 'x' })` as a lookup: the class for every value `a` can take (each of
 * its variant's values, unset, or anything else), computed with the recipe itself, keys in the call's
 * order so defaults and merges come out as at run time. The run-time expressions are evaluated once,
 * in their order. Compound variants compare raw values (true is not 'true'), so recipes with them
 * stay at run time.
 */
function recipeTable(module: StaticModule, recipe: Recipe, node: ESTree.CallExpression, shadowed: ReadonlySet<string>, code: string): string | null {
  const [argument] = node.arguments;
  if (node.arguments.length !== 1 || argument?.type !== 'ObjectExpression' || (recipe.config.compoundVariants?.length ?? 0) > 0) return null;
  const entries: ({ key: string; value: StaticValue } | { key: string; slot: number })[] = [];
  const slots: { known: string[]; source: string }[] = [];
  for (const property of argument.properties) {
    if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.computed) return null;
    const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
    if (key === null) return null;
    const value = module.evaluate(property.value, shadowed);
    if (value === NOT_STATIC) {
      const known = recipe.variantMap[key] ?? [];
      if (known.includes(OTHER_VALUE) || known.includes(UNSET_VALUE)) return null;
      slots.push({ known, source: code.slice((property.value as AnyNode).start, (property.value as AnyNode).end) });
      entries.push({ key, slot: slots.length - 1 });
    } else entries.push({ key, value });
  }
  let combinations: string[][] = [[]];
  for (const slot of slots) {
    combinations = combinations.flatMap((combination) => [...slot.known, UNSET_VALUE, OTHER_VALUE].map((value) => [...combination, value]));
    if (combinations.length > MAX_TABLE_SIZE) return null;
  }
  const classes: Record<string, string> = {};
  for (const combination of combinations) {
    const props: Record<string, unknown> = {};
    for (const entry of entries) {
      if ('slot' in entry) {
        const value = combination[entry.slot];
        props[entry.key] = value === UNSET_VALUE ? undefined : value;
      } else props[entry.key] = structuredClone(entry.value);
    }
    classes[tableKey(combination)] = recipe(props);
  }
  const known = JSON.stringify(slots.map((slot) => slot.known));
  return `${PICK}(${JSON.stringify(classes)}, ${known}, [${slots.map((slot) => slot.source).join(', ')}])`;
}

/** The import of styled-system/css keeping only what is still referred to (cx alone: its own tiny module). */
function importOf(declaration: ESTree.ImportDeclaration, remaining: ReadonlyMap<string, number[]>): string {
  const kept = declaration.specifiers.filter((specifier) => specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type' && remaining.has(specifier.local.name));
  if (kept.length === 0) return '';
  const names = kept.map((specifier) => {
    const imported = specifier.type === 'ImportSpecifier' ? moduleName(specifier.imported) : 'default';
    return imported === specifier.local.name ? imported : `${imported} as ${specifier.local.name}`;
  });
  const onlyCx = kept.every((specifier) => specifier.type === 'ImportSpecifier' && moduleName(specifier.imported) === 'cx');
  return `import { ${names.join(', ')} } from '${onlyCx ? `${STYLED_SYSTEM_CSS}/cx.mjs` : STYLED_SYSTEM_CSS}';`;
}

function moduleName(node: ESTree.IdentifierName | ESTree.StringLiteral): string {
  return node.type === 'Literal' ? String(node.value) : node.name;
}

/** Written as JSON, read back the same (no undefined, no functions). */
function isJsonSafe(value: StaticValue): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(value)), value);
}
