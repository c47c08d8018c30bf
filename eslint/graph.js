// The import graph of `src/`, read from disk once per lint run and shared by the rules.
// Plain ESM JavaScript so ESLint loads it without a build step.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { resolverFor } from './resolve.js';

/** Every source file a bundle can take in: TypeScript and JavaScript, in each module flavour. */
export const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

/**
 * The specifiers a file imports statically: imports and re-exports (type-only ones count), `import x =
 * require()`, and `import('./x.js').T` in a type. A value `import()` does not: it is how a bundle defers a module.
 */
export function staticSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const specifiers = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      specifiers.push(node.moduleReference.expression.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

// One graph per source root: a lint run lints every file against the same graph instead of
// re-reading the tree per file. Editors re-lint the open file from its live text (see no-cycle).
const graphs = new Map();

/** Map from absolute file path to the absolute paths it imports statically, within `root`. */
export function importGraph(cwd, root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  const resolve = resolverFor(cwd);
  if (existsSync(root)) {
    for (const file of sourceFiles(root)) {
      const targets = staticSpecifiers(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolve(file, specifier))
        .filter((found) => found.kind === 'file' && isInside(root, found.file))
        .map((found) => found.file);
      graph.set(file, [...new Set(targets)]);
    }
  }
  graphs.set(root, graph);
  return graph;
}

export function isInside(dir, file) {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The project-relative path with forward slashes, as messages and the allowlist spell it. */
export function projectPath(cwd, file) {
  return path.relative(cwd, file).split(path.sep).join('/');
}

/**
 * The module specifier of an import-like AST node (an import, a re-export, `import()`, `import x =
 * require()`, or an `import('./x.js').T` type), or undefined when it has none or it is computed. A template
 * without placeholders is a plain string; a computed `import()` is refused by eslint.config.js on its own.
 */
export function specifierOf(node) {
  let source = node.source;
  if (node.type === 'TSImportEqualsDeclaration') {
    source = node.moduleReference.type === 'TSExternalModuleReference' && node.moduleReference.expression;
  } else if (node.type === 'TSImportType') {
    source = node.source ?? node.argument?.literal;
  }
  if (!source) return undefined;
  if (source.type === 'Literal' && typeof source.value === 'string') return source.value;
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0) return source.quasis[0].value.cooked;
  return undefined;
}

/** The AST visitors of every import-like node, each calling `check(node)`. */
export function importVisitors(check) {
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    TSImportEqualsDeclaration: check,
    TSImportType: check,
    ImportExpression: check,
  };
}
