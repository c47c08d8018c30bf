// Checks that dist/ is exactly a fresh build of src/: builds into a temporary directory and compares
// every file, including files that a fresh build would add or no longer produce.
//
// Usage: node scripts/check-dist.mjs [--root DIR]   (exit 1 when dist/ is out of date)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildActions } from './build.mjs';

function listFiles(dir, base = dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, base));
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

const executable = (file) => (statSync(file).mode & 0o100) !== 0;

/** Returns the differences between two directory trees as human-readable lines (empty when equal). */
export function compareTrees(expectedDir, actualDir) {
  const expected = new Set(listFiles(expectedDir));
  const actual = new Set(listFiles(actualDir));
  const problems = [];
  for (const file of expected) {
    if (!actual.has(file)) problems.push(`missing (a fresh build writes it): dist/${file}`);
    else if (!readFileSync(path.join(expectedDir, file)).equals(readFileSync(path.join(actualDir, file)))) {
      problems.push(`differs from a fresh build: dist/${file}`);
    } else if (executable(path.join(expectedDir, file)) !== executable(path.join(actualDir, file))) {
      // A clean clone has the mode git recorded: the mergexo command must run as `dist/cli/index.js`.
      const fix = executable(path.join(expectedDir, file)) ? '+x' : '-x';
      problems.push(`executable bit differs from a fresh build: dist/${file} (git update-index --chmod=${fix})`);
    }
  }
  for (const file of actual) {
    if (!expected.has(file)) problems.push(`not produced by a fresh build (stale): dist/${file}`);
  }
  return problems;
}

async function main() {
  const args = process.argv.slice(2);
  let root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (args[0] === '--root' && args[1]) root = path.resolve(args[1]);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mergexo-check-dist-'));
  try {
    const fresh = path.join(tmp, 'dist');
    await buildActions({ root, outDir: fresh, log: (line) => console.log(line.replace(fresh, '<fresh build>')) });
    const problems = compareTrees(fresh, path.join(root, 'dist'));
    if (problems.length > 0) {
      console.error('check-dist: FAILED: the committed dist/ is not a fresh build of src/:');
      for (const p of problems) console.error(`  ${p}`);
      console.error('Fix: run `npm run build` and commit dist/ (every file in it, including deletions).');
      process.exit(1);
    }
    // The comparison above reads the working tree; in a clean clone (CI) that is what is committed.
    const git = spawnSync('git', ['status', '--porcelain', '--', 'dist'], { cwd: root, encoding: 'utf8' });
    if (git.status === 0 && git.stdout.trim() !== '') {
      console.warn('check-dist: warning: dist/ matches a fresh build but has uncommitted changes: commit them.');
    }
    console.log(`check-dist: ok: dist/ equals a fresh build (${listFiles(fresh).length} files)`);
  } catch (err) {
    console.error(`check-dist: FAILED: could not build: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
