// `npm run try`: a team's own repository on the embedded fake GitHub, a pull request from each branch it names, the
// built gates' verdicts as each pull request shows them; the clone only read (no ref moves, no hook of it runs).
import { existsSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tryMergexo } from '../../scripts/try.js';
import { git, sampleClone, useScratch, writeFiles } from '../cli/scratch.js';

const scratch = useScratch('try');

/** A clone of the team's repository with two branches: one inside an agent's folder, one outside any lease. */
function teamClone(files: Record<string, string> = {}): string {
  const clone = sampleClone(
    scratch,
    { '.github/CODEOWNERS': '* @maya\n', 'docs/guide.md': '# guide\n', 'app/main.ts': 'export {};\n', ...files },
    'main',
  );
  git(clone, 'checkout', '-q', '-b', 'agent/docs/typo');
  writeFiles(clone, { 'docs/guide.md': '# Guide\n' });
  git(clone, 'commit', '-q', '-am', 'typo');
  git(clone, 'checkout', '-q', '-b', 'feature', 'main');
  writeFiles(clone, { 'app/main.ts': 'export const x = 1;\n', 'docs/new.md': '# new\n' });
  git(clone, 'add', '-A');
  git(clone, 'commit', '-q', '-m', 'feature');
  git(clone, 'checkout', '-q', 'main');
  return clone;
}

async function tryOn(args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await tryMergexo(args, (line) => lines.push(...line.split('\n')));
  return { code, lines };
}

describe('npm run try', () => {
  it("opens a pull request per branch, runs the gates, and prints what each shows, with init's starter lease", async () => {
    const clone = teamClone();
    // A hook of the clone's own, which a push of the clone would run: try must not.
    const marker = path.join(scratch, 'hook-ran');
    writeFileSync(path.join(clone, '.git', 'hooks', 'pre-push'), `#!/bin/sh\ntouch '${marker}'\n`);
    chmodSync(path.join(clone, '.git', 'hooks', 'pre-push'), 0o755);
    const before = git(clone, 'for-each-ref');

    const { code, lines } = await tryOn([clone, 'agent/docs/typo', 'feature']);
    expect(code).toBe(0);
    expect(lines[0]).toBe(`mergexo try: ${clone}, 2 pull request(s) into main, on a fake GitHub on this machine`);
    expect(lines[1]).toBe('  lease file: none on main: the starter lease `npx mergexo init` would write');
    const first = lines.findIndex((l) => l.startsWith('PR #1 agent/docs/typo → main (author contributor, head '));
    expect(lines.slice(first + 1, first + 5)).toEqual([
      '  ✅ mergexo/history-guard: History is append-only (first)',
      '  ✅ mergexo/write-root-gate: Inside the write roots (1 path)',
      '     roots: docs',
      '  labels: none',
    ]);
    const text = lines.join('\n');
    expect(text).toContain(
      [
        '  ❌ mergexo/write-root-gate: Refused: 2 paths outside the write roots',
        '     roots: none',
        '     outside: app/main.ts',
        '     outside: docs/new.md',
        '  labels: mergexo:quarantined',
        '  comment: ⛔ mergexo/write-root-gate quarantined this pull request',
      ].join('\n'),
    );
    expect(git(clone, 'for-each-ref')).toBe(before);
    expect(git(clone, 'status', '--porcelain')).toBe('');
    expect(existsSync(marker)).toBe(false);
  });

  it("judges with the base's own lease file, and an author's lease with --author", async () => {
    const lease =
      'version: 1\nwrite-root-gate:\n  leases:\n    - name: people\n      match:\n        author: dana\n      roots:\n        - app\n        - docs\n';
    const clone = teamClone({ '.github/mergexo.yml': lease });
    const { lines } = await tryOn([clone, 'feature', '--author', 'dana']);
    expect(lines[1]).toBe('  lease file: .github/mergexo.yml of main');
    expect(lines).toContain('  ✅ mergexo/write-root-gate: Inside the write roots (2 paths)');
  });

  it('says which branch is missing, and how to call it', async () => {
    const clone = teamClone();
    await expect(tryOn([clone, 'nope'])).rejects.toThrow(`${clone} has no branch 'nope' (nor origin/nope)`);
    expect((await tryOn([clone])).code).toBe(2);
  });
});
