import type { ESTree } from 'vite';
import type { PandaRuntime, Recipe } from './panda-runtime.ts';

/**
 * Evaluates, at build time, the expressions of a module that only depend on literals, on top-level
 * `const`s (of this module or of modules it imports from the app) and on Panda's `css`, `css.raw`,
 * `cx`, `cva`, recipes and `recipe.raw`. Anything else (a parameter, a `let`, a function call, a
 * package other than styled-system) makes the expression NOT_STATIC, and the caller leaves it to run
 * in the browser as written. Panda's own functions are called for real (panda-runtime.ts), so the
 * only thing this module must get right is the arguments: literals, objects (spreads included, keys
 * in source order), arrays and template strings.
 */

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

/** Where a module's top-level name comes from. */
type Binding =
  | { kind: 'const'; init: ESTree.Expression }
  | { kind: 'import'; source: string; imported: string }
  | { kind: 'panda'; fn: PandaFunction }
  | { kind: 'unknown' };

/** What a module exports under a name. */
type Export = { kind: 'local'; local: string } | { kind: 'reexport'; source: string; imported: string };

export interface ModuleLoader {
  runtime: PandaRuntime;
  /** The module `source` names when `importer` imports it, or null for what the build cannot read (a package). */
  load(source: string, importer: string): StaticModule | null;
}

export const STYLED_SYSTEM_CSS = 'styled-system/css';

export class StaticModule {
  readonly bindings = new Map<string, Binding>();
  private readonly exportsByName = new Map<string, Export>();
  private readonly values = new Map<string, Evaluated>();
  /** Names being evaluated right now (a const that refers to itself is not static). */
  private readonly evaluating = new Set<string>();

  readonly id: string;
  readonly program: ESTree.Program;
  private readonly loader: ModuleLoader;

  constructor(id: string, program: ESTree.Program, loader: ModuleLoader) {
    this.id = id;
    this.program = program;
    this.loader = loader;
    for (const statement of program.body) this.collect(statement);
  }

  /** The value of a top-level name, when known at build time. */
  binding(name: string): Evaluated {
    if (this.values.has(name)) return this.values.get(name) as Evaluated;
    if (this.evaluating.has(name)) return NOT_STATIC;
    const binding = this.bindings.get(name);
    if (!binding) return name === 'undefined' ? undefined : NOT_STATIC;
    this.evaluating.add(name);
    let value: Evaluated = NOT_STATIC;
    try {
      if (binding.kind === 'const') value = this.evaluate(binding.init);
      else if (binding.kind === 'panda') value = binding.fn;
      else if (binding.kind === 'import') value = this.loader.load(binding.source, this.id)?.exported(binding.imported) ?? NOT_STATIC;
    } finally {
      this.evaluating.delete(name);
    }
    this.values.set(name, value);
    return value;
  }

  /** The value this module exports as `name`, when known at build time. */
  exported(name: string): Evaluated {
    const entry = this.exportsByName.get(name);
    if (!entry) return NOT_STATIC;
    if (entry.kind === 'local') return this.binding(entry.local);
    return this.loader.load(entry.source, this.id)?.exported(entry.imported) ?? NOT_STATIC;
  }

  /**
   * The value of `node`, or NOT_STATIC. `shadowed` holds names declared in an inner scope: where the
   * expression sits inside a function or block, such a name may not be the top-level one.
   */
  evaluate(node: ESTree.Node, shadowed: ReadonlySet<string> = NO_NAMES): Evaluated {
    switch (node.type) {
      case 'Literal':
        return 'regex' in node || 'bigint' in node ? NOT_STATIC : (node.value as string | number | boolean | null);
      case 'TemplateLiteral': {
        let text = node.quasis[0]?.value.cooked ?? '';
        for (let i = 0; i < node.expressions.length; i++) {
          const part = this.evaluate(node.expressions[i] as ESTree.Expression, shadowed);
          if (typeof part !== 'string' && typeof part !== 'number') return NOT_STATIC;
          text += String(part) + (node.quasis[i + 1]?.value.cooked ?? '');
        }
        return text;
      }
      case 'UnaryExpression': {
        const argument = this.evaluate(node.argument, shadowed);
        if (typeof argument !== 'number') return NOT_STATIC;
        return node.operator === '-' ? -argument : node.operator === '+' ? argument : NOT_STATIC;
      }
      case 'BinaryExpression': {
        // Arithmetic on constants (`${PAGER_HEIGHT - 12}px`) and joined strings.
        const left = node.left.type === 'PrivateIdentifier' ? NOT_STATIC : this.evaluate(node.left, shadowed);
        const right = this.evaluate(node.right, shadowed);
        if (typeof left === 'number' && typeof right === 'number') return arithmetic(node.operator, left, right);
        if (node.operator === '+' && (typeof left === 'string' || typeof left === 'number') && (typeof right === 'string' || typeof right === 'number')) return `${left}${right}`;
        return NOT_STATIC;
      }
      case 'Identifier':
        return shadowed.has(node.name) ? NOT_STATIC : this.binding(node.name);
      case 'ObjectExpression':
        return this.evaluateObject(node, shadowed);
      case 'ArrayExpression': {
        const items: StaticValue[] = [];
        for (const element of node.elements) {
          if (!element || element.type === 'SpreadElement') return NOT_STATIC;
          const item = this.evaluate(element, shadowed);
          if (item === NOT_STATIC) return NOT_STATIC;
          items.push(item);
        }
        return items;
      }
      case 'MemberExpression':
        return this.evaluateMember(node, shadowed);
      case 'CallExpression':
        return this.evaluateCall(node, shadowed);
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
        return this.evaluate(node.expression, shadowed);
      default:
        return NOT_STATIC;
    }
  }

  private evaluateObject(node: ESTree.ObjectExpression, shadowed: ReadonlySet<string>): Evaluated {
    const result: { [key: string]: StaticValue } = {};
    for (const property of node.properties) {
      if (property.type === 'SpreadElement') {
        const spread = this.evaluate(property.argument, shadowed);
        if (!isPlainObject(spread)) return NOT_STATIC;
        Object.assign(result, spread);
        continue;
      }
      if (property.kind !== 'init' || property.method) return NOT_STATIC;
      const key = this.propertyKey(property.key, property.computed, shadowed);
      if (key === null || key === '__proto__') return NOT_STATIC;
      const value = this.evaluate(property.value, shadowed);
      if (value === NOT_STATIC) return NOT_STATIC;
      result[key] = value;
    }
    return result;
  }

  private propertyKey(key: ESTree.Node, computed: boolean, shadowed: ReadonlySet<string>): string | null {
    if (!computed && key.type === 'Identifier') return key.name;
    const value = key.type === 'Literal' || computed ? this.evaluate(key, shadowed) : NOT_STATIC;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }

  private evaluateMember(node: ESTree.MemberExpression, shadowed: ReadonlySet<string>): Evaluated {
    if (node.optional) return NOT_STATIC;
    const object = this.evaluate(node.object, shadowed);
    const key = this.propertyKey(node.property, node.computed, shadowed);
    if (object === NOT_STATIC || key === null) return NOT_STATIC;
    if (object instanceof PandaFunction) {
      if (key !== 'raw') return NOT_STATIC;
      if (object.kind === 'css') return new PandaFunction('css.raw');
      if (object.kind === 'recipe') return new PandaFunction('recipe.raw', object.recipe);
      return NOT_STATIC;
    }
    if ((isPlainObject(object) || Array.isArray(object)) && Object.hasOwn(object, key)) return (object as Record<string, StaticValue>)[key];
    return NOT_STATIC;
  }

  private evaluateCall(node: ESTree.CallExpression, shadowed: ReadonlySet<string>): Evaluated {
    if (node.optional) return NOT_STATIC;
    const callee = this.evaluate(node.callee, shadowed);
    if (!(callee instanceof PandaFunction)) return NOT_STATIC;
    const args: StaticValue[] = [];
    for (const argument of node.arguments) {
      if (argument.type === 'SpreadElement') return NOT_STATIC;
      const value = this.evaluate(argument, shadowed);
      if (value === NOT_STATIC || containsFunction(value)) return NOT_STATIC;
      // Panda memoises and may hand back (or keep) the objects it is given: each call gets its own copy.
      args.push(structuredClone(value));
    }
    return callPanda(this.loader.runtime, callee, args);
  }

  private collect(statement: ESTree.Statement | ESTree.Directive | ESTree.ModuleDeclaration): void {
    switch (statement.type) {
      case 'ImportDeclaration':
        if (statement.importKind === 'type') return;
        for (const specifier of statement.specifiers) {
          if (specifier.type !== 'ImportSpecifier') {
            this.bindings.set(specifier.local.name, { kind: 'unknown' });
            continue;
          }
          if (specifier.importKind === 'type') continue;
          const imported = moduleExportName(specifier.imported);
          const source = String(statement.source.value);
          this.bindings.set(specifier.local.name, source === STYLED_SYSTEM_CSS ? pandaBinding(imported) : { kind: 'import', source, imported });
        }
        return;
      case 'VariableDeclaration':
        this.collectVariables(statement);
        return;
      case 'ExportNamedDeclaration':
        if (statement.exportKind === 'type') return;
        if (statement.declaration) {
          if (statement.declaration.type === 'VariableDeclaration') this.collectVariables(statement.declaration, true);
          else if ('id' in statement.declaration && statement.declaration.id && 'name' in statement.declaration.id) this.declareUnknown(statement.declaration.id.name, true);
          return;
        }
        for (const specifier of statement.specifiers) {
          if (specifier.exportKind === 'type') continue;
          const exported = moduleExportName(specifier.exported);
          const local = moduleExportName(specifier.local);
          this.exportsByName.set(exported, statement.source ? { kind: 'reexport', source: String(statement.source.value), imported: local } : { kind: 'local', local });
        }
        return;
      case 'FunctionDeclaration':
      case 'ClassDeclaration':
        if (statement.id) this.declareUnknown(statement.id.name, false);
        return;
      default:
        return;
    }
  }

  private collectVariables(declaration: ESTree.VariableDeclaration, exported = false): void {
    for (const declarator of declaration.declarations) {
      if (declarator.id.type !== 'Identifier') continue;
      const name = declarator.id.name;
      // Only a const keeps the value it was declared with.
      this.bindings.set(name, declaration.kind === 'const' && declarator.init ? { kind: 'const', init: declarator.init } : { kind: 'unknown' });
      if (exported) this.exportsByName.set(name, { kind: 'local', local: name });
    }
  }

  private declareUnknown(name: string, exported: boolean): void {
    this.bindings.set(name, { kind: 'unknown' });
    if (exported) this.exportsByName.set(name, { kind: 'local', local: name });
  }
}

const NO_NAMES: ReadonlySet<string> = new Set();

function pandaBinding(imported: string): Binding {
  if (imported === 'css' || imported === 'cx' || imported === 'cva') return { kind: 'panda', fn: new PandaFunction(imported) };
  return { kind: 'unknown' };
}

function moduleExportName(node: ESTree.ModuleExportName | ESTree.TSQualifiedName): string {
  if (node.type === 'Literal') return String(node.value);
  return 'name' in node ? node.name : '';
}

function callPanda(runtime: PandaRuntime, fn: PandaFunction, args: StaticValue[]): Evaluated {
  switch (fn.kind) {
    case 'css':
      return runtime.css(...args);
    case 'css.raw':
      return runtime.css.raw(...args) as StaticValue;
    case 'cx':
      return runtime.cx(...args);
    case 'cva':
      return new PandaFunction('recipe', runtime.cva(args[0]));
    case 'recipe':
      return fn.recipe ? fn.recipe(args[0] as Record<string, unknown> | undefined) : NOT_STATIC;
    case 'recipe.raw':
      return fn.recipe ? (fn.recipe.raw(args[0] as Record<string, unknown> | undefined) as StaticValue) : NOT_STATIC;
  }
}

function arithmetic(operator: string, left: number, right: number): Evaluated {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    default:
      return NOT_STATIC;
  }
}

export function isPlainObject(value: Evaluated): value is { [key: string]: StaticValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof PandaFunction);
}

/** Panda functions are only ever called, never passed to one another. */
function containsFunction(value: StaticValue): boolean {
  if (value instanceof PandaFunction) return true;
  if (Array.isArray(value)) return value.some(containsFunction);
  if (isPlainObject(value)) return Object.values(value).some(containsFunction);
  return false;
}
