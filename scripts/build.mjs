// Builds every action into dist/<name>/ with ncc.
//
// An action folder is a top-level directory whose action.yml has `runs.main: ../dist/<name>/index.js`;
// the root action.yml may point at `dist/<name>/index.js`. Each <name> is built from src/<name>/main.ts
// into dist/<name>/index.js, with ncc's package.json ({"type":"module"}) and a licenses.txt beside it,
// and one `<id>.index.js` chunk per group of modules the sources load with `await import()` (Octokit,
// yaml, ...: loaded only when a run gets that far, so a refused run starts fast). ncc numbers chunks by
// a hash of their modules: the same sources give the same files. All of them are committed.
//
// The whole output directory is replaced, so files of removed actions do not linger, and the output is
// deterministic (no cache, no source maps, no minification): building twice gives identical bytes.
//
// ncc type-checks with the tsconfig.json nearest to the entry point, and the project's one also covers the
// tests: a type error in a test would fail the build. So src/ is staged in a scratch folder under .tmp/
// with a tsconfig that extends the project's but includes src/ only (`npm run typecheck` covers the rest).
//
// Usage: node scripts/build.mjs [--out DIR]   (default DIR: dist)
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ncc from '@vercel/ncc';
import { parse } from 'yaml';

const ROOT_MAIN = /^(?:\.\/)?dist\/([A-Za-z0-9._-]+)\/index\.js$/;
const FOLDER_MAIN = /^\.\.\/dist\/([A-Za-z0-9._-]+)\/index\.js$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'src', 'test', 'scripts', 'coverage']);

function readMain(file) {
  let doc;
  try {
    doc = parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: not valid YAML: ${err instanceof Error ? err.message : String(err)}`);
  }
  const runs = doc && typeof doc === 'object' ? doc.runs : undefined;
  if (!runs || typeof runs !== 'object') return { using: undefined, main: undefined };
  return {
    using: typeof runs.using === 'string' ? runs.using : undefined,
    main: typeof runs.main === 'string' ? runs.main : undefined,
  };
}

/**
 * The actions to build, sorted by name: [{ name, entry, usedBy: [action.yml paths relative to root] }].
 * Throws when an action.yml points into dist/ but its entry point src/<name>/main.ts is missing.
 */
export function findActions(root) {
  const found = new Map();
  const add = (name, actionFile) => {
    const entry = path.join(root, 'src', name, 'main.ts');
    const rel = path.relative(root, actionFile);
    if (!existsSync(entry)) {
      throw new Error(`${rel}: runs.main points at dist/${name}/index.js, but src/${name}/main.ts does not exist`);
    }
    const item = found.get(name) ?? { name, entry, usedBy: [] };
    item.usedBy.push(rel);
    found.set(name, item);
  };
  const warnings = [];

  const rootFile = path.join(root, 'action.yml');
  if (existsSync(rootFile)) {
    const { using, main } = readMain(rootFile);
    const m = main === undefined ? null : ROOT_MAIN.exec(main);
    if (m) add(m[1], rootFile);
    else if (using?.startsWith('node')) warnings.push(`action.yml: runs.main ${main} is not dist/<name>/index.js`);
  }

  const dirs = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && !SKIP_DIRS.has(d.name))
    .map((d) => d.name)
    .sort();
  for (const dir of dirs) {
    const file = path.join(root, dir, 'action.yml');
    if (!existsSync(file)) continue;
    const { using, main } = readMain(file);
    const m = main === undefined ? null : FOLDER_MAIN.exec(main);
    if (m) add(m[1], file);
    else if (using?.startsWith('node'))
      warnings.push(`${dir}/action.yml: runs.main ${main} is not ../dist/<name>/index.js`);
  }

  return { actions: [...found.values()].sort((a, b) => a.name.localeCompare(b.name)), warnings };
}

/**
 * Entry points built beside the actions although no action.yml names them: the `mergexo` command
 * (package.json `bin`: dist/cli/index.js, from src/cli/main.ts). Skipped where the source is absent.
 * A command's index.js is executable (mode 755), so that git records it so when dist/ is committed and a clone
 * can run it as it is; check-dist compares the mode too.
 */
const EXTRA_ENTRIES = ['cli'];

function extraEntries(root) {
  return EXTRA_ENTRIES.map((name) => ({
    name,
    entry: path.join(root, 'src', name, 'main.ts'),
    usedBy: [],
    executable: true,
  })).filter((e) => existsSync(e.entry));
}

function formatSize(bytes) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} kB`;
}

/**
 * Builds every action into `outDir` (replaced as a whole once all builds succeeded).
 * Returns the list of files written, relative to outDir.
 */
export async function buildActions({ root, outDir, log = console.log }) {
  const found = findActions(root);
  const actions = [...found.actions, ...extraEntries(root)];
  for (const w of found.warnings) log(`build: warning: ${w}`);

  const outputs = [];
  const stage = actions.length > 0 ? stageSources(root) : undefined;
  const cwd = process.cwd();
  try {
    // webpack names modules by their path relative to the working directory: building from inside the
    // stage gives names (./src/..., ../../node_modules/...) that do not depend on where the clone is.
    if (stage) process.chdir(stage);
    for (const action of actions) {
      outputs.push(await buildOne(root, stage, action, outDir, log));
    }
  } finally {
    process.chdir(cwd);
    if (stage) rmSync(stage, { recursive: true, force: true });
  }

  rmSync(outDir, { recursive: true, force: true });
  const written = [];
  for (const { action, files } of outputs) {
    for (const [name, source] of files) {
      const target = path.join(outDir, action.name, name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, source);
      // chmod, not writeFileSync's mode: that one is masked by the umask.
      if (action.executable && name === 'index.js') chmodSync(target, 0o755);
      written.push(path.join(action.name, name));
    }
  }
  if (actions.length === 0) log('build: no action.yml points into dist/: nothing to build');
  return written.sort();
}

/** Copies src/ into a scratch folder under <root>/.tmp/ (so node_modules still resolves) with its own tsconfig. */
function stageSources(root) {
  const scratch = path.join(root, '.tmp');
  mkdirSync(scratch, { recursive: true });
  const stage = mkdtempSync(path.join(scratch, 'build-'));
  cpSync(path.join(root, 'src'), path.join(stage, 'src'), { recursive: true });
  writeFileSync(path.join(stage, 'package.json'), JSON.stringify({ type: 'module', private: true }) + '\n');
  const tsconfig = {
    extends: path.relative(stage, path.join(root, 'tsconfig.json')).split(path.sep).join('/'),
    include: ['src'],
  };
  writeFileSync(path.join(stage, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2) + '\n');
  return stage;
}

async function buildOne(root, stage, action, outDir, log) {
  const started = Date.now();
  const entry = path.join(stage, 'src', action.name, 'main.ts');
  let result;
  try {
    result = await ncc(entry, {
      cache: false,
      minify: false,
      sourceMap: false,
      license: 'licenses.txt',
      filterAssetBase: root,
      quiet: true,
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`ncc failed to build src/${action.name}/main.ts:\n${message}`);
  }
  if (result.symlinks && Object.keys(result.symlinks).length > 0) {
    throw new Error(`ncc emitted symlinks for src/${action.name}/main.ts, which dist/ cannot hold`);
  }
  const files = [['index.js', result.code]];
  for (const [name, asset] of Object.entries(result.assets ?? {})) files.push([name, asset.source]);
  if (!files.some(([name]) => name === 'package.json')) {
    // ncc writes it when the project is ESM; without it the bundle would be loaded as CommonJS and fail.
    throw new Error(`ncc built src/${action.name}/main.ts as CommonJS: is "type": "module" missing from package.json?`);
  }
  const shown = path.relative(root, path.join(outDir, action.name, 'index.js'));
  const chunks = files.filter(([name]) => /^\d+\.index\.js$/.test(name));
  const loaded = chunks.reduce((n, [, source]) => n + Buffer.byteLength(source), 0);
  log(
    `build: ${action.name} -> ${shown.startsWith('..') ? path.join(outDir, action.name, 'index.js') : shown} ` +
      `(${formatSize(Buffer.byteLength(result.code))}` +
      `${chunks.length ? `, ${chunks.length} chunks loaded on demand: ${formatSize(loaded)}` : ''}, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return { action, files };
}

async function main() {
  const args = process.argv.slice(2);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  let outDir = path.join(root, 'dist');
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out' && args[i + 1]) outDir = path.resolve(args[++i]);
    else {
      console.error(`usage: node scripts/build.mjs [--out DIR]  (unknown argument: ${args[i]})`);
      process.exit(2);
    }
  }
  try {
    await buildActions({ root, outDir });
  } catch (err) {
    console.error(`build: FAILED: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
