// Attack: a broad lease writes what runs with the repository's secrets or decides who reviews.
// An agent (or anyone who can push to its branch) holding a lease of `**` or `.github/` edits a
// workflow, a CODEOWNERS file or the lease file itself. Those paths are protected: only a lease
// whose roots name them (a root equal to the path, or one inside the protected area such as
// `.github/workflows/`) may write them. Crafted paths (`..` segments, other letter case) get no
// way around that.
// Judged in-process on the fake GitHub and real git (test/support/in-process/write-root-gate.ts): the attack fails on what
// a user sees, the PR's labels, comments and checks; the runner adds nothing to it.
import { describe, expect, it } from 'vitest';
import type { FileSpec } from '../../fake-github/index.js';
import { BOT, LABEL, gitAt, newRepo, openPr, prState, useGitHub, type World } from '../write-root-gate/world.js';
import { gateIn } from '../support/in-process/write-root-gate.js';

const gh = useGitHub();

const LEASES = `write-root-gate:
  leases:
    - name: everything
      match: { branch: agent/all/** }
      roots: ['**']
    - name: dot-github
      match: { branch: agent/dotgithub/** }
      roots: [.github/]
    - name: ci-and-owners
      match: { branch: agent/ci/** }
      roots:
        - .github/workflows/
        - CODEOWNERS
        - .github/CODEOWNERS
        - docs/CODEOWNERS
        - .github/mergexo.yml
`;

const BASE: Record<string, FileSpec> = {
  '.github/workflows/ci.yml': 'on: push\n',
  '.github/CODEOWNERS': '* @acme/maintainers\n',
  '.github/dependabot.yml': 'version: 2\n',
};

const PROTECTED_WRITES: Record<string, FileSpec> = {
  '.github/workflows/x.yml': 'on: pull_request_target\njobs: {}\n',
  '.github/workflows/ci.yml': 'on: push\njobs: { leak: {} }\n',
  CODEOWNERS: '* @agent-1\n',
  '.github/CODEOWNERS': '* @agent-1\n',
  'docs/CODEOWNERS': '* @agent-1\n',
  '.github/mergexo.yml': "write-root-gate:\n  leases:\n    - name: mine\n      roots: ['**']\n",
};

const open = (branch: string, files: Record<string, FileSpec>, leases = LEASES) =>
  openPr(gh, files, { branch, leases, baseFiles: BASE });

async function expectRefused(world: World, paths: string[]) {
  const result = await gateIn(world);
  expect(result.verdict).toBe('refused');
  expect([...(result.decision?.paths ?? [])].sort()).toEqual([...paths].sort());
  const state = await prState(world);
  expect(state.check?.conclusion).toBe('failure');
  for (const p of paths) {
    expect(state.check?.text).toContain(p);
    expect(state.comments[0]?.body).toContain(p);
  }
  expect(state.labels).toContain(LABEL);
  expect(state.comments).toHaveLength(1);
  expect(state.comments[0]?.user).toBe(BOT);
  return { result, state };
}

/**
 * Commits a tree git itself would never write: `.github/workflows/../x` as a real tree entry
 * (a tree named `..`), built with `git mktree` on top of the branch head.
 */
async function commitDotDot(world: World): Promise<void> {
  const wt = world.wt;
  const blob = (await gitAt(wt, ['hash-object', '-w', '--stdin'], { input: 'on: push\n' })).trim();
  const dotdot = (await gitAt(wt, ['mktree'], { input: `100644 blob ${blob}\tx\n` })).trim();
  const existing = (await wt.git('ls-tree', 'HEAD:.github/workflows')).split('\n').filter(Boolean);
  const workflows = (
    await gitAt(wt, ['mktree'], { input: [...existing, `040000 tree ${dotdot}\t..`].join('\n') + '\n' })
  ).trim();
  const github = (await wt.git('ls-tree', 'HEAD:.github')).split('\n').filter((l) => l && !/\tworkflows$/.test(l));
  const dotGithub = (
    await gitAt(wt, ['mktree'], { input: [...github, `040000 tree ${workflows}\tworkflows`].join('\n') + '\n' })
  ).trim();
  const top = (await wt.git('ls-tree', 'HEAD')).split('\n').filter((l) => l && !/\t\.github$/.test(l));
  const root = (
    await gitAt(wt, ['mktree'], { input: [...top, `040000 tree ${dotGithub}\t.github`].join('\n') + '\n' })
  ).trim();
  const commit = (await gitAt(wt, ['commit-tree', root, '-p', 'HEAD', '-m', 'crafted tree'])).trim();
  await wt.git('update-ref', `refs/heads/${world.branch}`, commit);
  await wt.push(world.branch);
}

describe('attack: a broad lease writes workflows, CODEOWNERS and the lease file', () => {
  it("refuses them under a lease of '**', but lets the rest through", async () => {
    const world = await open('agent/all/x', { ...PROTECTED_WRITES, 'services/new.ts': 'export {};\n' });
    const { state } = await expectRefused(world, Object.keys(PROTECTED_WRITES));
    expect(state.check?.text).toContain('protected path');
  });

  it("refuses them under a lease of '.github/'", async () => {
    const world = await open('agent/dotgithub/x', {
      '.github/workflows/x.yml': 'on: push\n',
      '.github/CODEOWNERS': '* @agent-1\n',
      '.github/mergexo.yml': 'write-root-gate: {}\n',
      '.github/dependabot.yml': 'version: 2\nupdates: []\n',
    });
    await expectRefused(world, ['.github/workflows/x.yml', '.github/CODEOWNERS', '.github/mergexo.yml']);
  });

  it("refuses a lease of '/' as a configuration error", async () => {
    const leases = "write-root-gate:\n  leases:\n    - name: root\n      roots: ['/']\n";
    const world = await open('agent/any/x', { '.github/workflows/x.yml': 'on: push\n' }, leases);
    await expect(gateIn(world)).rejects.toThrow('names the whole repository');
    expect((await prState(world)).check).toMatchObject({
      conclusion: 'failure',
      title: 'Refused: configuration error',
    });
  });

  it('passes them under a lease that names them exactly', async () => {
    const world = await open('agent/ci/x', PROTECTED_WRITES);
    const result = await gateIn(world);
    expect(result).toMatchObject({ verdict: 'pass', decision: { paths: [] } });
    expect((await prState(world)).check?.conclusion).toBe('success');
  });

  it('extends the protected list with the protected-paths input', async () => {
    const world = await open('agent/dotgithub/y', { '.github/dependabot.yml': 'version: 2\nupdates: []\n' });
    const result = await gateIn(world, { 'protected-paths': '.github/workflows/**\n.github/dependabot.yml' });
    expect(result.verdict).toBe('refused');
    expect(result.decision?.paths ?? []).toEqual(['.github/dependabot.yml']);
  });

  it("refuses a crafted '.github/workflows/../x' tree entry, a path git refuses to check out", async () => {
    for (const branch of ['agent/all/dotdot', 'agent/dotgithub/dotdot']) {
      const world = await open(branch, { '.github/dependabot.yml': 'version: 2\nupdates: []\n' });
      await commitDotDot(world);
      const { state } = await expectRefused(world, ['.github/workflows/../x']);
      expect(state.check?.text).toContain('git refuses');
    }
  });

  it("treats '.GITHUB/workflows' (another letter case) as a protected path", async () => {
    const world = await open('agent/all/case', { '.GITHUB/workflows/x.yml': 'on: push\n', codeowners: '*\n' });
    await expectRefused(world, ['.GITHUB/workflows/x.yml', 'codeowners']);
    // Under the exact lease it is simply outside the roots: roots match case-sensitively, like git.
    const exact = await open('agent/ci/case', { '.GITHUB/workflows/x.yml': 'on: push\n' });
    const { state } = await expectRefused(exact, ['.GITHUB/workflows/x.yml']);
    expect(state.check?.text).toContain('outside the write roots');
  });

  it('refuses turning .github/workflows into a symlink, even under a lease that grants workflows', async () => {
    // The lease may write workflows and tools/, so each file alone passes; the symlink would make
    // every later change under tools/wf a workflow change that no protected path names.
    const leases = 'write-root-gate:\n  leases:\n    - name: ci-and-tools\n      roots: [.github/workflows/, tools/]\n';
    const world = await open(
      'agent/any/link',
      {
        '.github/workflows/ci.yml': null,
        '.github/workflows': { symlink: '../tools/wf' },
        'tools/wf/release.yml': 'on: pull_request_target\njobs: { leak: {} }\n',
      },
      leases,
    );
    const { state } = await expectRefused(world, ['.github/workflows']);
    expect(state.check?.text).toContain('symlink added; it holds the protected');
  });

  it('refuses moving a workflow out under a broad lease', async () => {
    const { repo, main } = await newRepo(gh, { leases: LEASES, files: BASE });
    const world = await openPr(
      gh,
      { '.github/workflows/ci.yml': null, 'services/ci.yml': 'on: push\n' },
      { branch: 'agent/all/move', inRepo: { repo, main } },
    );
    const { state } = await expectRefused(world, ['.github/workflows/ci.yml']);
    expect(state.check?.text).toContain('renamed to services/ci.yml');
  });
});
