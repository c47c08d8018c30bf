// The fleet's repository on the fake GitHub: a lease that gives every agent branch the services folder, one open
// pull request per agent, and every commit each agent will push, written before the hour starts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FakeGitHub, FakeRepo } from '../../fake-github/index.js';

export const REPO = 'acme/fleet';
const LEASES =
  'version: 1\nwrite-root-gate:\n  leases:\n    - name: agents\n      match:\n        branch: agent/**\n' +
  '      roots: [services]\n';

export interface FleetWorld {
  repo: FakeRepo;
  /** Each agent's pull request, and one more that no agent pushes to (the warm-up's). */
  prs: number[];
  /** Each agent's branch tip. */
  heads: string[];
  /** Each agent's commits, the n-th its n-th push. */
  commits: string[][];
  /** Where git fetches the repository from directly (`file://`), for write-root-gate's scratch repository. */
  gitServer: string;
}

/**
 * The repository, its lease file, one open pull request per agent, and every commit each agent will push, written
 * up front in one git run: a push then only moves its branch, so an hour of thousands of pushes costs no git.
 */
export async function openPullRequests(gh: FakeGitHub, agents: number, pushes: number): Promise<FleetWorld> {
  const repo = await gh.createRepo(REPO, { defaultBranch: 'main' });
  await repo.commitDirect(
    'main',
    { '.github/mergexo.yml': LEASES, 'services/README.md': 'services\n' },
    'lease the services to the agents',
  );
  const specs = Array.from({ length: agents + 1 }, (_, agent) => ({
    branch: `agent/a${agent}`,
    files: { [`services/a${agent}/index.ts`]: `export const agent = ${agent};\n` },
    message: `a${agent}: start`,
    from: 'main',
    author: `agent-${agent}`,
  }));
  const heads = await repo.commitBranches(specs);
  const prs: number[] = [];
  for (let agent = 0; agent <= agents; agent++) {
    const pr = await repo.openPullRequest({ head: `agent/a${agent}`, base: 'main', author: `agent-${agent}` });
    prs.push(pr.number);
  }
  // What the fake's git server allows a fetch (partial clones, any commit), for fetches straight from the disk.
  for (const [key, value] of [
    ['uploadpack.allowFilter', 'true'],
    ['uploadpack.allowAnySHA1InWant', 'true'],
  ] as const)
    execFileSync('git', ['config', key, value], { cwd: repo.gitDir });
  return {
    repo,
    prs,
    heads: heads.slice(0, agents),
    commits: prebuild(repo.gitDir, heads.slice(0, agents), pushes),
    gitServer: `file://${dirname(dirname(repo.gitDir))}`,
  };
}

/** Each agent's commits, one a push, each on the one before, in one `git fast-import` (under refs/fleet/). */
function prebuild(gitDir: string, heads: string[], pushes: number): string[][] {
  const parts: string[] = [];
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  let mark = 0;
  heads.forEach((head, agent) => {
    for (let n = 0; n < pushes; n++) {
      const who = `agent-${agent} <agent-${agent}@users.noreply.github.com> ${Math.floor(Date.now() / 1000)} +0000`;
      parts.push(
        `commit refs/fleet/scratch\nmark :${++mark}\nauthor ${who}\ncommitter ${who}\n` +
          data(`a${agent}: step ${n}`) +
          `from ${n === 0 ? head : `:${mark - 1}`}\n` +
          `M 100644 inline services/a${agent}/step-${n}.ts\n` +
          data(`export const step = ${n};\n`) +
          '\n',
      );
    }
  });
  const marks = join(gitDir, 'fleet-marks');
  execFileSync('git', ['fast-import', '--quiet', `--export-marks=${marks}`], { cwd: gitDir, input: parts.join('') });
  const sha = new Map(
    readFileSync(marks, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ') as [string, string]),
  );
  return heads.map((_, agent) => Array.from({ length: pushes }, (__, n) => sha.get(`:${agent * pushes + n + 1}`)!));
}

/**
 * Moves a branch to a commit that descends from its tip, as a push does. The fake reads branch tips from the
 * repository and records nothing for a fast-forward (`FakeRepo.recordBranchUpdate`), so writing the ref is enough.
 */
export function moveBranch(gitDir: string, branch: string, sha: string): void {
  const file = join(gitDir, 'refs', 'heads', ...branch.split('/'));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.lock`, `${sha}\n`);
  renameSync(`${file}.lock`, file);
}
