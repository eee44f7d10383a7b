import type { ESTree } from 'vite';

/**
 * The few facts about JavaScript scoping and TypeScript syntax the rewrite needs, over the ESTree
 * that Vite's parser (oxc) produces.
 */

export type AnyNode = ESTree.Node & { start: number; end: number };

/** Nodes that open a scope: inside one, a name may be declared again and no longer be the top-level one. */
const SCOPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'BlockStatement',
  'StaticBlock',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'CatchClause',
  'SwitchStatement',
  'ClassBody',
]);

/** TypeScript nodes that hold a runtime expression; every other TS node is a type (erased). */
const TYPE_WRAPPERS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'TSInstantiationExpression']);

/** Keys under which only types live. */
const TYPE_KEYS = new Set(['typeAnnotation', 'returnType', 'typeParameters', 'typeArguments', 'superTypeArguments', 'implements']);

export function opensScope(node: AnyNode): boolean {
  return SCOPES.has(node.type);
}

/**
 * Calls `visit` for each runtime child of `node` (types skipped). Property keys and member names that
 * are not computed are not references, so they are not visited either.
 */
export function forEachChild(node: AnyNode, visit: (child: AnyNode, key: string) => void): void {
  if (TYPE_WRAPPERS.has(node.type)) {
    visit((node as unknown as { expression: AnyNode }).expression, 'expression');
    return;
  }
  if (node.type.startsWith('TS')) return;
  if (node.type === 'ImportDeclaration' && node.importKind === 'type') return;
  for (const [key, value] of Object.entries(node)) {
    if (TYPE_KEYS.has(key) || key === 'type') continue;
    if ((key === 'key' && (node.type === 'Property' || node.type === 'PropertyDefinition' || node.type === 'MethodDefinition')) || (key === 'property' && node.type === 'MemberExpression')) {
      if (!(node as { computed?: boolean }).computed) continue;
    }
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) visit(item, key);
    } else if (isNode(value)) visit(value, key);
  }
}

function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Every name declared below the top level (parameters, inner variables, functions, classes, catch
 * bindings): an expression inside a function or block that uses one of these names is not trusted
 * to mean the top-level binding.
 */
export function namesDeclaredInInnerScopes(program: ESTree.Program): Set<string> {
  const names = new Set<string>();
  const walk = (node: AnyNode, nested: boolean) => {
    const inner = nested || opensScope(node);
    if (inner) {
      if (node.type === 'VariableDeclarator') addPatternNames(node.id as AnyNode, names);
      if ('params' in node && Array.isArray(node.params)) for (const param of node.params) addPatternNames(param as AnyNode, names);
      if (node.type === 'CatchClause' && node.param) addPatternNames(node.param as AnyNode, names);
      if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration' || node.type === 'FunctionExpression' || node.type === 'ClassExpression') && node.id) {
        names.add(node.id.name);
      }
    }
    forEachChild(node, (child) => walk(child, inner));
  };
  for (const statement of program.body) walk(statement as AnyNode, false);
  return names;
}

function addPatternNames(pattern: AnyNode, names: Set<string>): void {
  switch (pattern.type) {
    case 'Identifier':
      names.add(pattern.name);
      return;
    case 'ObjectPattern':
      for (const property of pattern.properties) addPatternNames((property.type === 'RestElement' ? property.argument : property.value) as AnyNode, names);
      return;
    case 'ArrayPattern':
      for (const element of pattern.elements) if (element) addPatternNames(element as AnyNode, names);
      return;
    case 'AssignmentPattern':
      addPatternNames(pattern.left as AnyNode, names);
      return;
    case 'RestElement':
      addPatternNames(pattern.argument as AnyNode, names);
      return;
    case 'TSParameterProperty':
      addPatternNames(pattern.parameter as AnyNode, names);
      return;
    default:
      return;
  }
}

/** 1-based line and column of an offset, for messages. */
export function positionOf(code: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (code.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
