import type { ESTree } from 'vite';
import type { PandaRuntime } from './panda-runtime.ts';
import { type Evaluated, NOT_STATIC, PandaFunction, type StaticValue, containsFunction, isPlainObject } from './static-value.ts';
import { type Binding, type Export, readTopLevelNames } from './top-level-names.ts';

export interface ModuleLoader {
  runtime: PandaRuntime;
  /** The module `source` names when `importer` imports it, or null for what the build cannot read (a package). */
  load(source: string, importer: string): StaticModule | null;
}

/**
 * Evaluates, at build time, the expressions of a module that only depend on literals, on top-level
 * `const`s (of this module or of modules it imports from the app) and on Panda's `css`, `css.raw`,
 * `cx`, `cva`, recipes and `recipe.raw`. Anything else (a parameter, a `let`, a function call, a
 * package other than styled-system) makes the expression NOT_STATIC, and the caller leaves it to run
 * in the browser as written. Panda's own functions are called for real (panda-runtime.ts), so the
 * only thing this module must get right is the arguments: literals, objects (spreads included, keys
 * in source order), arrays and template strings.
 */
export class StaticModule {
  private readonly bindings: ReadonlyMap<string, Binding>;
  private readonly exportsByName: ReadonlyMap<string, Export>;
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
    const names = readTopLevelNames(program);
    this.bindings = names.bindings;
    this.exportsByName = names.exports;
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
}

const NO_NAMES: ReadonlySet<string> = new Set();

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
