// The import graph of `src/`, read from disk once per lint run and shared by the rules.
// Plain ESM JavaScript so ESLint loads it without a build step.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Resolves a relative specifier the way the TypeScript sources write it (`./x.js` names `./x.ts`).
 * Returns an absolute path, or undefined for a package or a file that does not exist.
 */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [];
  if (/\.[cm]?js$/.test(base))
    candidates.push(base.replace(/\.([cm]?)js$/, '.$1ts'), base.replace(/\.([cm]?)js$/, '.$1tsx'));
  candidates.push(base, `${base}.ts`, path.join(base, 'index.ts'));
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** The specifiers a file imports statically (type-only and re-exports count; `import()` does not). */
export function staticSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const specifiers = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  return specifiers;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.[cm]?tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

// One graph per source root: a lint run lints every file against the same graph instead of
// re-reading the tree per file. Editors re-lint the open file from its live text (see no-cycle).
const graphs = new Map();

/** Map from absolute file path to the absolute paths it imports statically, within `root`. */
export function importGraph(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  if (existsSync(root)) {
    for (const file of sourceFiles(root)) {
      const targets = staticSpecifiers(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((target) => target !== undefined && isInside(root, target));
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

/** The module specifier of an import-like AST node, or undefined when it has none (or is computed). */
export function specifierOf(node) {
  const source =
    node.type === 'TSImportEqualsDeclaration'
      ? node.moduleReference.type === 'TSExternalModuleReference' && node.moduleReference.expression
      : node.source;
  return source && source.type === 'Literal' && typeof source.value === 'string' ? source.value : undefined;
}
