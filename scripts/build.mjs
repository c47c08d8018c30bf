// Builds every action into dist/<name>/ with esbuild.
//
// An action folder is a top-level directory whose action.yml has `runs.main: ../dist/<name>/index.js`;
// the root action.yml may point at `dist/<name>/index.js`. Each <name> is built from src/<name>/main.ts
// into dist/<name>/index.js, an ES module, with a package.json ({"type":"module"}, so Node loads it as one)
// and a licenses.txt beside it, and one `chunk-<hash>.js` per group of modules the sources load with
// `await import()` (Octokit, yaml, ...: loaded only when a run gets that far, so a refused run starts fast).
// Chunks are named by a hash of their content: the same sources give the same files. All are committed.
//
// The whole output directory is replaced, so files of removed actions do not linger, and the output is
// deterministic (no source maps, no minification): building twice gives identical bytes. esbuild does not
// type-check: `npm run typecheck` does, and CI runs it before the dist check.
//
// Usage: node scripts/build.mjs [--out DIR]   (default DIR: dist)
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
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
  for (const action of actions) outputs.push(await buildOne(root, action, outDir, log));

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

// Bundled CommonJS packages (undici, ...) call `require` for Node's built-ins; an ES module has none, so each
// output file gets one made for it.
const REQUIRE_BANNER =
  "import { createRequire as __mergexoCreateRequire } from 'node:module';\n" +
  'const require = __mergexoCreateRequire(import.meta.url);';

/** The npm package a bundled file comes from (`node_modules/<name>/...`, scoped names included), or undefined. */
function packageOf(input) {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input.split(path.sep).join('/'));
  if (!m) return undefined;
  const at = input.split(path.sep).join('/').lastIndexOf(`node_modules/${m[1]}/`);
  return { name: m[1], dir: input.slice(0, at) + `node_modules/${m[1]}` };
}

const LICENSE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

/** Every bundled package's name, version, licence and licence text: what their licences ask a copy to carry. */
function licensesOf(root, inputs) {
  const packages = new Map();
  for (const input of inputs) {
    const pkg = packageOf(input);
    if (pkg && !packages.has(pkg.name)) packages.set(pkg.name, path.join(root, pkg.dir));
  }
  const sections = [];
  for (const [name, dir] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
    const meta = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir)
      .filter((f) => LICENSE_FILE.test(f))
      .sort()[0];
    const text = file ? readFileSync(path.join(dir, file), 'utf8').trim() : '';
    sections.push(`${name}@${meta.version ?? '?'}\n${meta.license ?? 'UNKNOWN'}\n${text}`);
  }
  return sections.join('\n\n') + '\n';
}

async function buildOne(root, action, outDir, log) {
  const started = Date.now();
  let result;
  try {
    result = await build({
      absWorkingDir: root,
      entryPoints: { index: path.relative(root, action.entry) },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node24',
      outdir: 'dist-out',
      write: false,
      metafile: true,
      chunkNames: 'chunk-[hash]',
      banner: { js: REQUIRE_BANNER },
      legalComments: 'none',
      logLevel: 'silent',
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`esbuild failed to build src/${action.name}/main.ts:\n${message}`);
  }
  const files = result.outputFiles
    .map((f) => [path.relative(path.join(root, 'dist-out'), f.path).split(path.sep).join('/'), f.text])
    .sort(([a], [b]) => a.localeCompare(b));
  files.push(['package.json', JSON.stringify({ type: 'module' }) + '\n']);
  files.push(['licenses.txt', licensesOf(root, Object.keys(result.metafile.inputs))]);
  const index = files.find(([name]) => name === 'index.js')[1];
  const shown = path.relative(root, path.join(outDir, action.name, 'index.js'));
  const chunks = files.filter(([name]) => /^chunk-.*\.js$/.test(name));
  const loaded = chunks.reduce((n, [, source]) => n + Buffer.byteLength(source), 0);
  log(
    `build: ${action.name} -> ${shown.startsWith('..') ? path.join(outDir, action.name, 'index.js') : shown} ` +
      `(${formatSize(Buffer.byteLength(index))}` +
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
