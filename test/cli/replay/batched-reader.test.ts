// The clone read in batches: many diffs asked at once come back from one `git diff-tree --stdin`, each equal to
// what the checkout reads alone (renames, odd file names), a bad commit fails only its own diff, and no more git
// processes run at once than the slots allow.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Slots } from '../../../src/core/pure/slots.js';
import { batchedCheckout, BatchedReader, splitAnswers } from '../../../src/cli/replay/batched-reader.js';
import { Checkout } from '../../../src/cli/local-git.js';

function git(dir: string, args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) env[k] = v;
  Object.assign(env, {
    GIT_AUTHOR_NAME: 'a',
    GIT_AUTHOR_EMAIL: 'a@example.test',
    GIT_COMMITTER_NAME: 'a',
    GIT_COMMITTER_EMAIL: 'a@example.test',
  });
  return new Promise((resolve, reject) =>
    execFile('git', args, { cwd: dir, env, encoding: 'utf8' }, (err, stdout, stderr) =>
      err ? reject(new Error(stderr || err.message)) : resolve(stdout.trim()),
    ),
  );
}

async function commit(dir: string, files: Record<string, string | null>, message: string): Promise<string> {
  for (const [file, content] of Object.entries(files)) {
    const abs = path.join(dir, file);
    if (content === null) rmSync(abs);
    else {
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, content);
    }
  }
  await git(dir, ['add', '-A']);
  await git(dir, ['commit', '-q', '--allow-empty', '-m', message]);
  return git(dir, ['rev-parse', 'HEAD']);
}

describe('BatchedReader', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replay-batched-'));
  const commits: string[] = [];
  let checkout: Checkout;

  beforeAll(async () => {
    await git(dir, ['init', '-q', '-b', 'main']);
    const long = Array.from({ length: 40 }, (_, i) => `line ${i}\n`).join('');
    commits.push(await commit(dir, { 'src/a.ts': long, 'docs/guide.md': '# guide\n' }, 'one'));
    // A rename, and names a parser could mistake for a pair's line or an entry.
    commits.push(
      await commit(
        dir,
        {
          'src/a.ts': null,
          'src/b.ts': long,
          [`${'0'.repeat(40)} ${'1'.repeat(40)}`]: 'pair\n',
          ':000000 100644 x': 'entry\n',
          'new\nline.ts': 'odd\n',
        },
        'two',
      ),
    );
    commits.push(await commit(dir, {}, 'three: nothing changed'));
    commits.push(await commit(dir, { 'docs/guide.md': '# guide\n\nmore\n', 'migrations/0002_x.sql': '--\n' }, 'four'));
    checkout = await Checkout.open(dir, 'origin');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers many diffs asked at once as the checkout answers each alone', async () => {
    const slots = new Slots(1);
    const reader = new BatchedReader(checkout, slots);
    const pairs: [string, string][] = [];
    for (const from of commits) for (const to of commits) pairs.push([from, to]);
    const batched = await Promise.all(pairs.map(([from, to]) => reader.diff(from, to)));
    const alone = await Promise.all(pairs.map(([from, to]) => checkout.diff(from, to)));
    expect(batched).toEqual(alone);
    const two = batched[1] ?? [];
    expect(two.map((e) => e.path).sort()).toEqual(
      [`${'0'.repeat(40)} ${'1'.repeat(40)}`, ':000000 100644 x', 'new\nline.ts', 'src/b.ts'].sort(),
    );
    expect(two.find((e) => e.path === 'src/b.ts')).toMatchObject({ status: 'renamed', previousPath: 'src/a.ts' });
  });

  it('fails only the diff of a commit git does not have', async () => {
    const reader = new BatchedReader(checkout, new Slots(1));
    const missing = 'f'.repeat(40);
    const [good, bad, also] = await Promise.allSettled([
      reader.diff(commits[0] as string, commits[3] as string),
      reader.diff(commits[0] as string, missing),
      reader.diff(commits[2] as string, commits[3] as string),
    ]);
    expect(good).toMatchObject({ status: 'fulfilled' });
    expect(bad).toMatchObject({ status: 'rejected' });
    expect(also.status === 'fulfilled' ? also.value.map((e) => e.path).sort() : also).toEqual([
      'docs/guide.md',
      'migrations/0002_x.sql',
    ]);
  });

  it("reads trees once, and keeps the checkout's other reads (the merge the gate's union asks)", async () => {
    const reader = batchedCheckout(checkout, new Slots(2));
    expect(await reader.treeOf(commits[1] as string)).toBe(await checkout.treeOf(commits[1] as string));
    expect(await reader.mergeTree(commits[0] as string, commits[3] as string)).toEqual(
      await checkout.mergeTree(commits[0] as string, commits[3] as string),
    );
    expect(reader.dir).toBe(dir);
  });
});

describe('splitAnswers', () => {
  const a = 'a'.repeat(40);
  const b = 'b'.repeat(40);
  const entry = (status: string, ...paths: string[]) =>
    `:100644 100644 ${'1'.repeat(40)} ${'2'.repeat(40)} ${status}\0${paths.map((p) => `${p}\0`).join('')}`;

  it('splits at each pair line, reading two paths for a rename or copy and one otherwise', () => {
    const out = `${a} ${b}\n${entry('R100', 'x', `${a} ${b}`)}${entry('M', ':y')}${b} ${a}\n${a} ${a}\n${entry('C75', 'p', 'q')}`;
    expect(splitAnswers(out)).toEqual([
      `${entry('R100', 'x', `${a} ${b}`)}${entry('M', ':y')}`,
      '',
      entry('C75', 'p', 'q'),
    ]);
  });

  it('refuses output it cannot read rather than guess', () => {
    expect(() => splitAnswers('not a pair\n')).toThrow(/unexpected at byte 0/);
    expect(() => splitAnswers(`${a} ${b}\n:100644 100644 x y M`)).toThrow(/truncated entry/);
    expect(() => splitAnswers(`${a} ${b}\n${entry('R100', 'only-one')}`)).toThrow(/truncated path/);
  });
});
