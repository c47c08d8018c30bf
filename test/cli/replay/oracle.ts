// Git is the oracle: each merged PR `mergexo replay` judged is opened again on the fake GitHub from its real
// commits (its head pushed, its base pushed with today's lease file on top), and the built gates judge it as they
// would have: dist/write-root-gate/index.js on the PR, dist/rebase-notify/index.js on the PRs that claimed an
// allocated name together. Their verdicts are compared with replay's, PR by PR. Used by the synthetic oracle test
// (test/cli/replay/oracle.test.ts) and, on fetched public repositories, by scripts/replay-oracle.ts.
import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FakeGitHub, FakeRepo } from '../../../fake-github/index.js';
import { botToken, WRITE_PERMISSIONS, type Identity } from '../../support/fake-world.js';
import { runAction, type RunActionOptions, type RunActionResult } from '../../support/run-action.js';
import { commitWithFile, copyObjects } from './copy-objects.js';

export const GATE_TOKEN = 'ghs_replay_oracle_gate';
export const NOTIFY_TOKEN = 'ghs_replay_oracle_notify';
/** Who opens a PR whose author replay did not know (git alone): a collaborator no lease names. */
export const UNKNOWN_AUTHOR = 'replay-oracle';
const LEASE_FILE = '.github/mergexo.yml';
const ORACLE = { name: 'oracle', email: 'oracle@example.test', message: 'oracle: the leases replay read' };
const ZERO = '0'.repeat(40);
/** rebase-notify's failure when it could not determine collisions: failing closed, not a clash. */
const UNDETERMINED = /could not be determined/;
/** A gate judging one PR of a large repository on a busy machine: a kill is no verdict, so it may take long. */
const GATE_TIMEOUT_MS = 600_000;

/** The tokens the gates run with: the workflow's bot, with what their jobs grant. */
export function oracleIdentities(): Identity[] {
  return [
    botToken(GATE_TOKEN, { ...WRITE_PERMISSIONS }, 'github-actions'),
    botToken(NOTIFY_TOKEN, { ...WRITE_PERMISSIONS, actions: 'read' }, 'github-actions'),
  ];
}

/** What the oracle reads of `mergexo replay --json`. */
export interface ReplayedJson {
  branch: string;
  summary: { merged: number; refused: number; collidedNames: string[] };
  pulls: JsonPull[];
}

export interface JsonClash {
  other: number | 'base';
  glob: string;
  name: string;
  paths: string[];
}

export interface JsonPull {
  number: number;
  author: string | null;
  headBranch: string | null;
  isCrossRepository: boolean;
  headOwner?: string | null;
  labels: string[];
  base: string;
  head: string;
  gates: {
    'write-root-gate': { verdict: 'pass' | 'refused' | 'undecidable'; violations: { path: string }[] };
    collision: {
      verdict: 'pass' | 'fail' | 'undecidable' | 'off';
      clashes: JsonClash[];
      earlier: { at: string; base: string; head: string; otherHead?: string; clash: JsonClash }[];
      landing?: { base: string; claimants: { number: number; head: string }[] };
    };
  };
}

export interface Comparison {
  number: number;
  gate: 'write-root-gate' | 'collision';
  /** What was compared: `landing`, or the earlier clash's name and time. */
  what: string;
  replay: string;
  gates: string;
  equal: boolean;
}

function gitIn(dir: string, args: string[], env: NodeJS.ProcessEnv = {}, input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      { cwd: dir, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      (err, stdout, stderr) =>
        err ? reject(new Error(`git ${args.join(' ')}: ${stderr || err.message}`)) : resolve(stdout),
    );
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(input ?? '');
  });
}

const sorted = (paths: readonly string[]) => [...paths].sort();
const gitDirOf = (clone: string) => (existsSync(path.join(clone, '.git')) ? path.join(clone, '.git') : clone);
const same = (a: readonly string[], b: readonly string[]) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/**
 * How a gate is run: the built bundle as a child process (`runAction`, what scripts/replay-oracle.ts uses on real
 * repositories), or main.ts in the caller's process (`runInProcess`, what the test uses: the verdicts are the
 * point there, not the runner's contract, and the bundle is built from the same source).
 */
export type GateRunner = (options: RunActionOptions) => Promise<RunActionResult>;

/** How a branch reaches the fake: `git push` (the script's: fast on a large history) or `copy` (./copy-objects.ts). */
export type BranchSetter = 'push' | 'copy';

/** `base` with today's lease file on top, by clone, leases and base: the same commit for every oracle repository. */
const leaseBases = new Map<string, string>();

/** One fake repository the PRs of one real repository are opened in again, from the clone replay read. */
export class OracleRepo {
  private readonly forks = new Map<string, FakeRepo>();
  private counter = 0;
  /** How many branches were set from the clone's objects rather than pushed. */
  linked = 0;

  private constructor(
    private readonly gh: FakeGitHub,
    readonly repo: FakeRepo,
    private readonly clone: string,
    private readonly leases: string,
    private readonly runGate: GateRunner,
    private readonly branches: BranchSetter,
  ) {}

  /** A fake repository `oracle/<name>` for the PRs of the clone at `clone`, judged under `leases` by `runGate`. */
  static async create(
    gh: FakeGitHub,
    clone: string,
    name: string,
    leases: string,
    runGate: GateRunner = runAction,
    branches: BranchSetter = 'push',
  ): Promise<OracleRepo> {
    const repo = await gh.createRepo(`oracle/${name}`, { defaultBranch: 'main' });
    repo.setRole(UNKNOWN_AUTHOR, 'write');
    return new OracleRepo(gh, repo, clone, leases, runGate, branches);
  }

  /**
   * A real push of the clone's commit `sha` (and its history) to `branch` of `into` (with `copy`, the objects copied
   * and the branch moved, where the clone's objects can be read here). A clone that lacks some of the history's
   * objects (a partial mirror lacks the largest blobs) cannot push it: then the fake repository borrows the clone's
   * objects (git's alternates) and its branch is set to the same commit. The gates fetch without blobs, so they
   * read what they need, and a blob neither side has leaves both undecided.
   */
  private async push(into: FakeRepo, sha: string, branch: string): Promise<void> {
    if (this.branches === 'copy' && copyObjects(gitDirOf(this.clone), into.gitDir, sha)) {
      await into.forcePush(branch, sha, UNKNOWN_AUTHOR);
      return;
    }
    try {
      await gitIn(this.clone, ['push', '--quiet', '--force', into.gitDir, `${sha}:refs/heads/${branch}`], {
        FAKE_GITHUB_PUSHER: UNKNOWN_AUTHOR,
      });
    } catch (e) {
      if (!/unable to read|missing|early EOF/.test(String(e))) throw e;
      const objects = (
        await gitIn(this.clone, ['rev-parse', '--path-format=absolute', '--git-path', 'objects'])
      ).trim();
      const alternates = path.join(into.gitDir, 'objects', 'info', 'alternates');
      const known = existsSync(alternates) ? readFileSync(alternates, 'utf8') : '';
      if (!known.split('\n').includes(objects)) appendFileSync(alternates, `${objects}\n`);
      await gitIn(into.gitDir, ['update-ref', `refs/heads/${branch}`, sha]);
      this.linked++;
    }
  }

  /** `base` with today's lease file on top: what the gate reads the lease from (replay read it from disk). */
  private async leaseBase(base: string): Promise<string> {
    const key = `${this.clone}\n${this.leases}\n${base}`;
    const known = leaseBases.get(key);
    if (known) return known;
    const made =
      this.branches === 'copy' && commitWithFile(gitDirOf(this.clone), base, LEASE_FILE, this.leases, ORACLE);
    if (made) leaseBases.set(key, made);
    if (made) return made;
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'replay-oracle-index-'));
    try {
      const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
      const blob = (await gitIn(this.clone, ['hash-object', '-w', '--stdin'], {}, this.leases)).trim();
      await gitIn(this.clone, ['read-tree', base], env);
      await gitIn(this.clone, ['update-index', '--add', '--cacheinfo', `100644,${blob},${LEASE_FILE}`], env);
      const tree = (await gitIn(this.clone, ['write-tree'], env)).trim();
      const name = { GIT_AUTHOR_NAME: ORACLE.name, GIT_AUTHOR_EMAIL: ORACLE.email };
      const committer = { GIT_COMMITTER_NAME: ORACLE.name, GIT_COMMITTER_EMAIL: ORACLE.email };
      const args = ['commit-tree', tree, '-p', base, '-m', ORACLE.message];
      const commit = (await gitIn(this.clone, args, { ...name, ...committer })).trim();
      leaseBases.set(key, commit);
      return commit;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  private async forkOf(owner: string): Promise<FakeRepo> {
    let fork = this.forks.get(owner.toLowerCase());
    if (!fork) {
      fork = await this.gh.createFork(this.repo, owner);
      this.forks.set(owner.toLowerCase(), fork);
    }
    return fork;
  }

  /** Opens `pull` again on `base` (a branch of the oracle repository) at `head`, as replay saw it. */
  private async open(pull: JsonPull, base: string, head: string, tag: string): Promise<number> {
    const branch = pull.headBranch ?? `oracle/pr-${pull.number}`;
    const author = pull.author ?? UNKNOWN_AUTHOR;
    if (author !== UNKNOWN_AUTHOR && this.repo.roleOf(author) === 'none' && !pull.isCrossRepository)
      this.repo.setRole(author, 'write');
    let fork: FakeRepo | undefined;
    if (pull.isCrossRepository) {
      fork = await this.forkOf(pull.headOwner ?? 'outsider');
      await this.push(fork, head, branch);
    } else await this.push(this.repo, head, branch);
    const opened = await this.repo.openPullRequest({
      head: branch,
      base,
      author: pull.isCrossRepository && author === UNKNOWN_AUTHOR ? (pull.headOwner ?? 'outsider') : author,
      title: `#${pull.number} again (${tag})`,
      ...(fork ? { fork } : {}),
    });
    for (const label of pull.labels) this.repo.addLabel(opened.number, label);
    return opened.number;
  }

  /** write-root-gate on `pull` at its head, on its base with the leases: its verdict and the offending paths. */
  async leaseVerdict(pull: JsonPull): Promise<Comparison> {
    const tag = `wrg-${++this.counter}`;
    const base = `oracle/${tag}`;
    await this.push(this.repo, await this.leaseBase(pull.base), base);
    const number = await this.open(pull, base, pull.head, tag);
    const result = await this.runGate({
      action: 'write-root-gate',
      event: { name: 'pull_request_target', payload: this.gh.events.pullRequest(this.repo, number, 'opened') },
      token: GATE_TOKEN,
      apiUrl: this.gh.apiUrl,
      serverUrl: this.gh.serverUrl,
      repository: this.repo.fullName,
      timeoutMs: GATE_TIMEOUT_MS,
    });
    if (result.timedOut) throw new Error(`the gate ran out of time (${GATE_TIMEOUT_MS} ms): run the oracle again`);
    await this.repo.closePullRequest(number);
    const check = this.repo
      .checkRuns(pull.head)
      .filter((c) => c.name === 'mergexo/write-root-gate')
      .sort((a, b) => b.id - a.id)[0];
    const paths = JSON.parse(result.outputs.violations ?? '[]') as string[];
    const gateVerdict = result.outputs.verdict === 'pass' && check?.conclusion === 'success' ? 'pass' : 'refused';
    const replayed = pull.gates['write-root-gate'];
    const replayVerdict = replayed.verdict === 'pass' ? 'pass' : 'refused';
    const replayPaths = replayed.violations.map((v) => v.path);
    // An undecidable PR is refused with nothing named; otherwise the same paths, the same order of rules.
    const equal = gateVerdict === replayVerdict && (replayed.verdict === 'undecidable' || same(paths, replayPaths));
    return {
      number: pull.number,
      gate: 'write-root-gate',
      what: 'landing',
      replay: `${replayed.verdict} [${sorted(replayPaths).join(', ')}]`,
      gates: `${gateVerdict} [${sorted(paths).join(', ')}] (check ${check?.conclusion ?? 'missing'}; exit ${result.exitCode})`,
      equal,
    };
  }

  /**
   * rebase-notify on `base` with the claimants open at their heads (opened in the order GitHub numbered them):
   * each claimant's collision check conclusion, by its real number.
   */
  async collisionVerdicts(
    base: string,
    claimants: readonly { pull: JsonPull; head: string }[],
    globs: readonly string[],
  ): Promise<Map<number, string>> {
    const tag = `col-${++this.counter}`;
    const branch = `oracle/${tag}`;
    await this.push(this.repo, base, branch);
    const opened = new Map<number, number>();
    for (const c of [...claimants].sort((a, b) => a.pull.number - b.pull.number)) {
      opened.set(
        c.pull.number,
        await this.open({ ...c.pull, headBranch: `${tag}/pr-${c.pull.number}` }, branch, c.head, tag),
      );
    }
    const result = await this.runGate({
      action: 'rebase-notify',
      event: {
        name: 'push',
        payload: this.gh.events.push(this.repo, { ref: `refs/heads/${branch}`, before: ZERO, after: base }),
      },
      inputs: { 'allocated-names': globs.join('\n'), 'max-writes': '1000' },
      token: NOTIFY_TOKEN,
      apiUrl: this.gh.apiUrl,
      serverUrl: this.gh.serverUrl,
      repository: this.repo.fullName,
      timeoutMs: GATE_TIMEOUT_MS,
    });
    if (result.timedOut) throw new Error(`the gate ran out of time (${GATE_TIMEOUT_MS} ms): run the oracle again`);
    if (result.exitCode !== 0)
      throw new Error(`rebase-notify exited ${result.exitCode}: ${result.stderr}${result.stdout}`);
    const verdicts = new Map<number, string>();
    for (const [real, number] of opened) {
      const head = this.repo.headSha(this.repo.getPull(number));
      const check = this.repo
        .checkRuns(head)
        .filter((c) => c.name === 'mergexo/collision')
        .sort((a, b) => b.id - a.id)[0];
      // A failure names its title; one that could not determine names why (the summary's first line).
      const title = check?.conclusion === 'failure' ? `: ${check.output.title}` : '';
      const why = UNDETERMINED.test(title) ? ` (${(check?.output.summary ?? '').split('\n')[0]})` : '';
      verdicts.set(real, `${check?.conclusion ?? 'missing'}${title}${why}`);
      await this.repo.closePullRequest(number);
    }
    return verdicts;
  }
}

/**
 * The PRs to open again: every PR replay found a clash for, then every other PR that claimed an allocated name
 * (replay said it collided with nothing: the gate says so too, or not), then the others spread evenly over the
 * history (refused and passing alike), up to `size`.
 */
export function sample(pulls: readonly JsonPull[], size: number): JsonPull[] {
  const clashing = pulls.filter((p) => p.gates.collision.clashes.length > 0 || p.gates.collision.earlier.length > 0);
  const claiming = pulls.filter(
    (p) => !clashing.includes(p) && p.gates.collision.landing?.claimants.some((k) => k.number === p.number),
  );
  const rest = pulls.filter((p) => !clashing.includes(p) && !claiming.includes(p));
  const picked = [...clashing, ...claiming].slice(0, size);
  const room = size - picked.length;
  for (let i = 0; i < room && rest.length > 0; i++) {
    const p = rest[Math.floor((i * rest.length) / room)] as JsonPull;
    if (!picked.includes(p)) picked.push(p);
  }
  return picked.sort((a, b) => a.number - b.number);
}

/**
 * Every comparison for the sampled PRs: write-root-gate on each; with `globs`, the collision check at its landing
 * (the claimants replay says were open then) and at each earlier clash replay reports (the PR and the holder).
 */
export async function compareWithGates(
  oracle: OracleRepo,
  replayed: ReplayedJson,
  picked: readonly JsonPull[],
  globs: readonly string[],
  log: (line: string) => void = () => undefined,
): Promise<Comparison[]> {
  const byNumber = new Map(replayed.pulls.map((p) => [p.number, p]));
  const out: Comparison[] = [];
  for (const pull of picked) {
    const lease = await oracle.leaseVerdict(pull);
    out.push(lease);
    log(
      `#${pull.number} write-root-gate: replay ${lease.replay}, gate ${lease.gates}${lease.equal ? '' : '  DIFFERENT'}`,
    );
    if (globs.length === 0) continue;
    const c = pull.gates.collision;
    if (c.landing && c.landing.claimants.some((k) => k.number === pull.number)) {
      const claimants = c.landing.claimants.flatMap((k) => {
        const p = byNumber.get(k.number);
        return p ? [{ pull: p, head: k.head }] : [];
      });
      const verdicts = await oracle.collisionVerdicts(c.landing.base, claimants, globs);
      const gate = verdicts.get(pull.number) ?? 'missing';
      // A clash is a failure that names it; "could not be determined" is no clash, but equals replay's undecidable.
      const replay = c.verdict === 'pass' ? 'success' : 'failure';
      const undetermined = UNDETERMINED.test(gate);
      out.push({
        number: pull.number,
        gate: 'collision',
        what: 'landing',
        replay: c.verdict,
        gates: gate,
        equal: gate.startsWith(replay) && undetermined === (c.verdict === 'undecidable'),
      });
      log(`#${pull.number} collision at landing: replay ${c.verdict}, gate ${gate}`);
    }
    for (const e of c.earlier) {
      const holder = e.clash.other === 'base' ? undefined : byNumber.get(e.clash.other);
      const claimants = [
        { pull, head: e.head },
        ...(holder && e.otherHead ? [{ pull: holder, head: e.otherHead }] : []),
      ];
      const verdicts = await oracle.collisionVerdicts(e.base, claimants, globs);
      const gate = verdicts.get(pull.number) ?? 'missing';
      const holderGate = holder ? verdicts.get(holder.number) : 'base';
      out.push({
        number: pull.number,
        gate: 'collision',
        what: `name ${e.clash.name} at ${e.at}`,
        replay: `failure, held by ${e.clash.other}`,
        gates: `${gate}; holder ${holderGate}`,
        equal:
          gate.startsWith('failure') && !UNDETERMINED.test(gate) && (holder === undefined || holderGate === 'success'),
      });
      log(`#${pull.number} collision, name ${e.clash.name} at ${e.at}: gate ${gate}; holder ${holderGate}`);
    }
  }
  return out;
}
