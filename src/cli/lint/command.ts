import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { errorMessage } from '../../core/pure/errors.js';
import { git } from '../../core/git.js';
import { normalizePath } from '../../core/pure/paths/normalize.js';
import { DEFAULT_LEASE_FILE } from '../../write-root-gate/index.js';
import { parseCodeowners } from '../codeowners.js';
import { botRoots, updateBots, type TrackedFile } from '../init-bots.js';
import { CODEOWNERS_FILES, readWorkTree, trackedFiles } from '../init.js';
import { readLease } from './explain.js';
import * as text from './messages.js';
import { authorsWithoutRoots, hiddenLeases, type ExpectedAuthor, type Warning } from './warnings.js';

/**
 * `mergexo lint`: read (the lease file, and in a clone its tracked files, bot configs and CODEOWNERS), judge with
 * write-root-gate's own parser and `evaluate`, print one line per finding. Exit 0 when the gate reads the file,
 * 1 when it would refuse it (or, with --strict, on a warning), 2 on bad usage. Offline: nothing reaches GitHub.
 */

export interface LintIo {
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

const OPTIONS = {
  'lease-file': { type: 'string' },
  'write-root': { type: 'string', multiple: true },
  strict: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** The top of the clone `cwd` is in, or undefined outside one (lint then reads the file alone). */
async function cloneRoot(cwd: string): Promise<string | undefined> {
  const r = await git(['rev-parse', '--show-toplevel'], { cwd, okCodes: [0, 128], setup: 'user' }).catch(
    () => undefined,
  );
  return r && r.code === 0 ? r.stdout.trim() : undefined;
}

/** The pull requests the repository's bots and CODEOWNERS users will open, as the gate will be asked about them. */
function expectedAuthors(files: readonly TrackedFile[], read: (file: string) => string | undefined): ExpectedAuthor[] {
  const out: ExpectedAuthor[] = [];
  for (const bot of updateBots(files, read)) {
    const roots = botRoots(bot);
    const paths = roots.flatMap((r) => {
      const under = files.filter((f) => f.path === r || f.path.startsWith(`${r}/`)).map((f) => f.path);
      return under.length > 0 ? under : [r];
    });
    out.push({ login: bot.login, source: bot.configFile, headRef: bot.sampleBranch, labels: bot.labels, paths, roots });
  }
  const codeowners = CODEOWNERS_FILES.find((f) => files.some((t) => t.path === f));
  const owners = codeowners ? read(codeowners) : undefined;
  if (codeowners && owners !== undefined) {
    const seen = new Set(out.map((a) => a.login.toLowerCase()));
    for (const rule of parseCodeowners(owners)) {
      for (const login of rule.users) {
        if (seen.has(login.toLowerCase())) continue;
        seen.add(login.toLowerCase());
        // A person's own branch: the gate must give them some lease (the paths are theirs to fit).
        out.push({ login, source: codeowners, headRef: 'patch-1', labels: [], paths: [], roots: [] });
      }
    }
  }
  return out;
}

export async function lintCommand(argv: string[], io: LintIo): Promise<number> {
  let values: { 'lease-file'?: string; 'write-root'?: string[]; strict?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true }));
  } catch (e) {
    io.err(text.lintUsageError(errorMessage(e).split('. ')[0]?.replace(/\.$/, '') ?? 'invalid arguments'));
    return 2;
  }
  if (values.help) {
    io.out(text.LINT_USAGE);
    return 0;
  }
  if (positionals.length > 1 || (positionals.length === 1 && values['lease-file'] !== undefined)) {
    io.err(text.lintUsageError('give one lease file'));
    return 2;
  }
  const root = await cloneRoot(io.cwd);
  const given = positionals[0] ?? values['lease-file'];
  const target = given !== undefined ? path.resolve(io.cwd, given) : path.join(root ?? io.cwd, DEFAULT_LEASE_FILE);
  // Named as the gate names it: relative to the top of the clone.
  const file = normalizePath(
    path
      .relative(root ?? io.cwd, target)
      .split(path.sep)
      .join('/'),
  );
  if (!existsSync(target) || !statSync(target).isFile()) {
    io.out(text.noFile(file));
    return 1;
  }
  const read = readLease(readFileSync(target, 'utf8'), file);
  if (!read.ok) {
    io.out(text.errorLine(file, read.error));
    io.out(text.summary(file, undefined, 0));
    return 1;
  }
  const warnings: Warning[] = [...hiddenLeases(read.config)];
  if (root !== undefined) {
    const authors = expectedAuthors(await trackedFiles(root), readWorkTree(root));
    warnings.push(...(await authorsWithoutRoots(read.config, authors, values['write-root'] ?? [])));
  }
  warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  for (const w of warnings) io.out(text.warningLine(file, w));
  io.out(text.summary(file, read.config.leases.length, warnings.length));
  return values.strict && warnings.length > 0 ? 1 : 0;
}
