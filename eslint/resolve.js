// Where an import specifier leads, resolved the way the typecheck resolves it: TypeScript's own module
// resolution with the project's tsconfig.json (NodeNext: `./x.js` names `./x.ts`, `./x.mjs` names `./x.mts`;
// absolute paths, `paths` aliases, `baseUrl` and package.json `imports` such as `#gate/x.js`). A wall that
// skipped what it could not resolve would be a door: a specifier that names no package and resolves to no
// file is `unresolved`, and the rules report it.
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// Without a tsconfig.json (a scratch tree in a test), resolve as the repository does.
const DEFAULTS = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };

function compilerOptions(cwd) {
  const file = path.join(cwd, 'tsconfig.json');
  if (!existsSync(file)) return DEFAULTS;
  const { config } = ts.readConfigFile(file, (name) => readFileSync(name, 'utf8'));
  const { options } = ts.parseJsonConfigFileContent(config ?? {}, ts.sys, cwd);
  return { ...DEFAULTS, ...options };
}

/** The package a bare specifier names: `@scope/name`, `name`, or a builtin as `node:name`. */
export function packageName(specifier) {
  if (isBuiltin(specifier)) return specifier.startsWith('node:') ? specifier : `node:${specifier}`;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const resolvers = new Map();

/**
 * The resolver for a working directory (its tsconfig.json), cached for the lint run. It returns
 * `{ kind: 'file', file }` (an absolute path outside node_modules), `{ kind: 'package', name }`, or
 * `{ kind: 'unresolved' }`.
 */
export function resolverFor(cwd) {
  let resolve = resolvers.get(cwd);
  if (resolve) return resolve;
  // JavaScript and JSON resolve too: a wall holds for every file a bundle can take in. Symlinks are kept as
  // written, so a resolved path compares with the linted file's own.
  const options = { ...compilerOptions(cwd), allowJs: true, resolveJsonModule: true, preserveSymlinks: true };
  const cache = ts.createModuleResolutionCache(cwd, (name) => name, options);
  const aliases = Object.keys(options.paths ?? {})
    .map((key) => key.split('*')[0])
    .filter((prefix) => prefix !== '');
  resolve = (fromFile, specifier) => {
    const mode = /\.c[jt]s$/.test(fromFile) ? ts.ModuleKind.CommonJS : ts.ModuleKind.ESNext;
    const found = ts.resolveModuleName(specifier, fromFile, options, ts.sys, cache, undefined, mode).resolvedModule;
    const file = found?.resolvedFileName;
    if (file && !found.isExternalLibraryImport && !file.split(/[\\/]/).includes('node_modules')) {
      return { kind: 'file', file: path.resolve(file) };
    }
    if (file || isBuiltin(specifier)) return { kind: 'package', name: packageName(specifier) };
    const local =
      specifier.startsWith('.') ||
      specifier.startsWith('#') ||
      path.isAbsolute(specifier) ||
      aliases.some((prefix) => specifier.startsWith(prefix)) ||
      (options.baseUrl !== undefined && existsSync(path.join(options.baseUrl, packageName(specifier))));
    return local ? { kind: 'unresolved' } : { kind: 'package', name: packageName(specifier) };
  };
  resolvers.set(cwd, resolve);
  return resolve;
}
