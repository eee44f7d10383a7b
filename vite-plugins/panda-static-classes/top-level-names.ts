import type { ESTree } from 'vite';
import { PandaFunction } from './static-value.ts';

export const STYLED_SYSTEM_CSS = 'styled-system/css';

/** Where a module's top-level name comes from. */
export type Binding = { kind: 'const'; init: ESTree.Expression } | { kind: 'import'; source: string; imported: string } | { kind: 'panda'; fn: PandaFunction } | { kind: 'unknown' };

/** What a module exports under a name. */
export type Export = { kind: 'local'; local: string } | { kind: 'reexport'; source: string; imported: string };

interface TopLevelNames {
  bindings: Map<string, Binding>;
  exports: Map<string, Export>;
}

/**
 * The names a module declares, imports and exports at its top level, read from its statements
 * without evaluating anything: static-module.ts evaluates a name only when an expression needs it.
 */
export function readTopLevelNames(program: ESTree.Program): TopLevelNames {
  const names: TopLevelNames = { bindings: new Map(), exports: new Map() };
  for (const statement of program.body) collect(names, statement);
  return names;
}

function collect(names: TopLevelNames, statement: ESTree.Statement | ESTree.Directive | ESTree.ModuleDeclaration): void {
  switch (statement.type) {
    case 'ImportDeclaration':
      if (statement.importKind === 'type') return;
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ImportSpecifier') {
          names.bindings.set(specifier.local.name, { kind: 'unknown' });
          continue;
        }
        if (specifier.importKind === 'type') continue;
        const imported = moduleExportName(specifier.imported);
        const source = String(statement.source.value);
        names.bindings.set(specifier.local.name, source === STYLED_SYSTEM_CSS ? pandaBinding(imported) : { kind: 'import', source, imported });
      }
      return;
    case 'VariableDeclaration':
      collectVariables(names, statement);
      return;
    case 'ExportNamedDeclaration':
      if (statement.exportKind === 'type') return;
      if (statement.declaration) {
        if (statement.declaration.type === 'VariableDeclaration') collectVariables(names, statement.declaration, true);
        else if ('id' in statement.declaration && statement.declaration.id && 'name' in statement.declaration.id) declareUnknown(names, statement.declaration.id.name, true);
        return;
      }
      for (const specifier of statement.specifiers) {
        if (specifier.exportKind === 'type') continue;
        const exported = moduleExportName(specifier.exported);
        const local = moduleExportName(specifier.local);
        names.exports.set(exported, statement.source ? { kind: 'reexport', source: String(statement.source.value), imported: local } : { kind: 'local', local });
      }
      return;
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      if (statement.id) declareUnknown(names, statement.id.name, false);
      return;
    default:
      return;
  }
}

function collectVariables(names: TopLevelNames, declaration: ESTree.VariableDeclaration, exported = false): void {
  for (const declarator of declaration.declarations) {
    if (declarator.id.type !== 'Identifier') continue;
    const name = declarator.id.name;
    // Only a const keeps the value it was declared with.
    names.bindings.set(name, declaration.kind === 'const' && declarator.init ? { kind: 'const', init: declarator.init } : { kind: 'unknown' });
    if (exported) names.exports.set(name, { kind: 'local', local: name });
  }
}

function declareUnknown(names: TopLevelNames, name: string, exported: boolean): void {
  names.bindings.set(name, { kind: 'unknown' });
  if (exported) names.exports.set(name, { kind: 'local', local: name });
}

function pandaBinding(imported: string): Binding {
  if (imported === 'css' || imported === 'cx' || imported === 'cva') return { kind: 'panda', fn: new PandaFunction(imported) };
  return { kind: 'unknown' };
}

function moduleExportName(node: ESTree.ModuleExportName | ESTree.TSQualifiedName): string {
  if (node.type === 'Literal') return String(node.value);
  return 'name' in node ? node.name : '';
}
