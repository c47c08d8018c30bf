// Lints a small tree laid out like the repository (src/<room>/...) in a fresh directory, as `npm run lint`
// would: each test writes its own tree, so the plugin's per-run graph cache never sees an older one. `<root>` in
// a file's text stands for the tree's own absolute path (to write an absolute import).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll } from 'vitest';
import mergexo from '../../eslint/plugin.js';

export interface Problem {
  /** The linted file, project-relative. */
  file: string;
  rule: string | null;
  id: string | undefined;
  line: number;
  message: string;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` into a fresh directory (removed after the test file) and returns its path. */
export function writeTree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mergexo-eslint-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text.replaceAll('<root>', dir));
  }
  return dir;
}

/** TypeScript in each module flavour, as the repository lints it. */
const SOURCES = '**/*.{ts,mts,cts}';

async function problems(eslint: ESLint, dir: string, only: string[] = [SOURCES]): Promise<Problem[]> {
  const results = await eslint.lintFiles(only);
  return results.flatMap((result) =>
    result.messages.map((m) => ({
      file: path.relative(dir, result.filePath).split(path.sep).join('/'),
      rule: m.ruleId,
      id: m.messageId,
      line: m.line,
      message: m.message,
    })),
  );
}

/** The problems the `mergexo` plugin's rules, configured as given, find in `files`. */
export async function lintTree(files: Record<string, string>, rules: Linter.RulesRecord): Promise<Problem[]> {
  const dir = writeTree(files);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{ files: [SOURCES], languageOptions: { parser: tseslint.parser }, plugins: { mergexo }, rules }],
  });
  return problems(eslint, dir);
}

/**
 * The problems the repository's own eslint.config.js (what `npm run lint` runs) finds in `files`: in every one of
 * them, or in those `only` names (the rest of the tree is still there to import).
 */
export async function lintTreeAsRepository(files: Record<string, string>, only?: string[]): Promise<Problem[]> {
  const dir = writeTree(files);
  const config = path.resolve(import.meta.dirname, '../../eslint.config.js');
  return problems(new ESLint({ cwd: dir, overrideConfigFile: config }), dir, only);
}
