import { ConfigurationError, UndecidableError } from '../core/pure/errors.js';
import type { GitHubPort } from '../core/github/port.js';
import { httpStatus } from '../core/github/errors.js';
import type { WitnessedPull, RepoRef } from '../core/pure/view.js';
import { listOpenPulls } from '../core/pr/list.js';
import { readPull, UnknownPullRequestError } from '../core/pr/read.js';
import { ownCheckRuns } from '../core/pr/commit-verdict.js';
import {
  evaluate as evaluateHistory,
  recordOn,
  type GuardState,
  type HistoryGit,
  type Transition,
  type VerdictOnCommit,
} from '../history-guard/index.js';
import type { ChangedEntry } from '../core/pure/git-diff.js';
import type { RootSet } from '../core/pure/paths/root-set.js';
import {
  evaluate as evaluateWriteRoots,
  leaseReasonText,
  mergeWrites,
  readLeaseConfig,
} from '../write-root-gate/index.js';
import type { Checkout } from './local-git.js';
import * as text from './messages.js';
import { hasLabel } from '../core/pure/labels.js';

/**
 * `mergexo check`: read (the PR and mergexo's record of it from GitHub, the commits from the
 * local checkout), decide with the gates' own rules (each gate's `evaluate`, through its public surface),
 * report. Nothing is written to GitHub, and no ref of the checkout moves.
 */

export interface CheckOptions {
  repo: RepoRef;
  pr: number;
  /** The commit that would be pushed. */
  head: string;
  leaseFile: string;
  writeRoots: string[];
  protectedPaths: string[];
}

export type Gate = 'history-guard' | 'write-root-gate';

/** history-guard's verdict check (its `check-name` input's default), whose refusals the check reads. */
export const HISTORY_GUARD_CHECK = 'mergexo/history-guard';

export interface Finding {
  gate: Gate;
  /**
   * history-guard: `blocked`, `refused-head`, `tampered`, `not-on-remote-head` or the transition; write-root-gate: the
   * rule the path broke (`outside-roots`, ...).
   */
  rule: string;
  path?: string;
  message: string;
  fix: string;
}

export interface CheckResult {
  verdict: 'pass' | 'fail';
  repository: string;
  pullRequest: {
    number: number;
    url: string;
    state: string;
    base: string;
    baseSha: string;
    headRef: string;
    /** `owner/name` holding the head branch: another repository for a PR from a fork (null: the fork is gone). */
    headRepository: string | null;
    remoteHead: string;
  };
  head: string;
  history: {
    status: 'pass' | 'fail' | 'unseen';
    /** The last head mergexo accepted, as recorded on GitHub (null when it has not seen the PR). */
    accepted: string | null;
    transition: Transition;
    blocked: boolean;
  };
  writeRoots: {
    status: 'pass' | 'fail';
    lease: string;
    reason: string;
    roots: string[];
    written: number;
    violations: text.ReportedViolation[];
  };
  findings: Finding[];
  notes: string[];
}

async function openPullWithHead(github: GitHubPort, repo: RepoRef, head: string): Promise<number | undefined> {
  return (await listOpenPulls(github, repo, { head }))[0]?.number;
}

/** The repository `repo` was forked from, or undefined when it is no fork. */
async function parentOf(github: GitHubPort, repo: RepoRef): Promise<RepoRef | undefined> {
  return (await github.repository(repo)).parent;
}

/**
 * The open PR whose head is `branch` (`OWNER:BRANCH` for a branch of a fork; else a branch of
 * `repo`), by REST `pulls?head=`. When `repo` is a fork (a clone of a fork: its `origin`), its
 * PRs live in the repository it was forked from, which is searched next; the PR's repository is
 * returned with its number. No such PR: a ConfigurationError.
 */
export async function findPullRequest(
  github: GitHubPort,
  repo: RepoRef,
  branch: string,
): Promise<{ repo: RepoRef; number: number }> {
  const colon = branch.indexOf(':');
  const owner = colon > 0 ? branch.slice(0, colon) : repo.owner;
  const name = colon > 0 ? branch.slice(colon + 1) : branch;
  const here = await openPullWithHead(github, repo, `${owner}:${name}`);
  if (here !== undefined) return { repo, number: here };
  const parent = await parentOf(github, repo);
  const there = parent && (await openPullWithHead(github, parent, `${owner}:${name}`));
  if (parent && there !== undefined) return { repo: parent, number: there };
  throw new ConfigurationError(text.noPullRequest(`${repo.owner}/${repo.repo}`, owner, name, parent));
}

/**
 * `readPull` trusts the comments of the token's own identity. Here the token is the
 * agent's, and the record to trust is the one mergexo's workflow wrote: the same rule, applied
 * as `login` (the identity mergexo runs as) instead of the viewer.
 */
export function readingAs(github: GitHubPort, login: string): GitHubPort {
  const query: GitHubPort['query'] = async <T>(...args: Parameters<GitHubPort['query']>) => {
    const answer = await github.query<Record<string, unknown>>(...args);
    return (
      answer && typeof answer === 'object' && 'viewer' in answer ? { ...answer, viewer: { login } } : answer
    ) as T;
  };
  return Object.assign(Object.create(github) as GitHubPort, { query });
}

/**
 * git's questions for history-guard's `evaluate`, answered by the local checkout: ancestry (fetching the
 * accepted head when the checkout lacks it), and containment (false when the commit cannot be had, the
 * guard's rule too).
 */
function localGit(checkout: Checkout): HistoryGit {
  return {
    async ancestry(accepted, head) {
      if (accepted === head) return 'identical';
      await checkout.ensure(accepted, 'the last accepted head');
      if (await checkout.isAncestor(accepted, head)) return 'ahead';
      return (await checkout.isAncestor(head, accepted)) ? 'behind' : 'diverged';
    },
    async contains(commit, head) {
      try {
        await checkout.ensure(commit, 'an overwritten head');
        return await checkout.isAncestor(commit, head);
      } catch {
        return false;
      }
    },
  };
}

/**
 * mergexo's newest history-guard verdict check on `commit` (its copy of the PR's state, or a refusal of the
 * commit), read as the guard reads it. A commit GitHub does not have carries none.
 */
async function newestVerdict(
  github: GitHubPort,
  repo: RepoRef,
  commit: string,
  login: string,
): Promise<VerdictOnCommit | undefined> {
  try {
    return (await ownCheckRuns(github, repo, commit, HISTORY_GUARD_CHECK, login))[0];
  } catch (e) {
    const status = httpStatus(e);
    if (status === 404 || status === 422) return undefined;
    throw e;
  }
}

/** history-guard's rule a finding names: `blocked`, what blocks a first head, or the transition. */
function historyRule(next: GuardState, alreadyBlocked: boolean, transition: Transition): string {
  if (alreadyBlocked) return 'blocked';
  if (next.refusedHead) return 'refused-head';
  return next.cause?.kind === 'record-altered' ? 'tampered' : transition;
}

/**
 * history-guard's own judgement (`evaluate`) of pushing `head`, with the local checkout as git and, from
 * GitHub, the PR already read and mergexo's verdict checks: the one on the PR's head on GitHub says what was
 * last accepted, the one on `head` whether mergexo already refused it. Each check is read once.
 */
async function judgeHistory(
  github: GitHubPort,
  repo: RepoRef,
  checkout: Checkout,
  snapshot: WitnessedPull,
  head: string,
  mergexoLogin: string,
): Promise<{ history: CheckResult['history']; findings: Finding[]; notes: string[] }> {
  const read = new Map<string, Promise<VerdictOnCommit | undefined>>();
  const verdictOn = (commit: string) => {
    const known = read.get(commit) ?? newestVerdict(github, repo, commit, mergexoLogin);
    read.set(commit, known);
    return known;
  };
  const { state, decision } = await evaluateHistory({
    pull: snapshot,
    head,
    ...recordOn(await verdictOn(snapshot.headSha), snapshot.number, snapshot.headSha),
    git: localGit(checkout),
    newestVerdict: verdictOn,
  });
  const accepted = state?.accepted ?? null;
  if (decision.verdict === 'accepted') {
    const unseen = !state;
    return {
      history: { status: unseen ? 'unseen' : 'pass', accepted, transition: decision.transition, blocked: false },
      findings: [],
      notes: unseen ? [text.NOTE_UNSEEN(snapshot.number, head)] : [],
    };
  }
  const alreadyBlocked = !decision.newlyBlocked;
  const f = text.historyFinding(snapshot.number, head, decision.next, decision.transition, alreadyBlocked);
  return {
    history: { status: 'fail', accepted, transition: decision.transition, blocked: alreadyBlocked },
    findings: [{ gate: 'history-guard', rule: historyRule(decision.next, alreadyBlocked, decision.transition), ...f }],
    notes: [],
  };
}

/**
 * What pushing `head` would write into the base: write-root-gate's own `mergeWrites` (the PR's
 * diff against the merge base, what `git merge-tree` writes into the base tip, on a conflict the
 * conflicted paths and the diffs against every merge base, symlinks inside the roots resolved),
 * read from the local checkout instead of the gate's scratch repository, so the two cannot disagree.
 */
export async function localChanges(
  checkout: Checkout,
  base: string,
  head: string,
  roots: RootSet,
): Promise<ChangedEntry[]> {
  const [mergeBase, ...others] = await checkout.mergeBases(base, head);
  if (mergeBase === undefined) {
    // A shallow clone may merely lack the history; a complete one shows what the gate sees, and
    // the gate refuses a head that shares no history with its base.
    if (await checkout.isShallow()) throw new ConfigurationError(text.shallowClone(head, base));
    throw new UndecidableError(text.noSharedHistory(head, base));
  }
  return (await mergeWrites(checkout, base, head, [mergeBase, ...others], [], roots)).entries;
}

/**
 * write-root-gate's ports on the agent's side: the lease file from GitHub at the PR's base (as the gate reads it,
 * with the agent's token), what pushing `head` would write from the local checkout.
 */
function localPorts(
  github: GitHubPort,
  repo: RepoRef,
  checkout: Checkout,
  base: string,
  head: string,
  leaseFile: string,
) {
  return {
    leaseAtBase: () => readLeaseConfig(github, repo, leaseFile, base),
    changes: async (roots: RootSet) => {
      await checkout.ensure(base, "the PR's base commit");
      return { entries: await localChanges(checkout, base, head, roots) };
    },
  };
}

/** Whether `head` descends from (or is) `remote`, fetching `remote` when the checkout lacks it. */
async function descendsFrom(
  checkout: Checkout,
  remote: string,
  head: string,
): Promise<{ held: boolean; why?: string }> {
  if (remote === head) return { held: true };
  try {
    await checkout.ensure(remote, "the PR's head on GitHub");
  } catch (e) {
    if (e instanceof UndecidableError) return { held: false, why: e.message };
    throw e;
  }
  return { held: await checkout.isAncestor(remote, head) };
}

function notesFor(pull: WitnessedPull): string[] {
  const notes: string[] = [];
  if (pull.state !== 'OPEN') notes.push(text.noteClosed(pull.number, pull.state));
  if (pull.isCrossRepository) notes.push(text.noteFork(pull.number, pull.headRepository));
  if (hasLabel(pull.labels, 'mergexo:quarantined')) notes.push(text.NOTE_QUARANTINED);
  if (hasLabel(pull.labels, 'mergexo:behind')) notes.push(text.noteBehind(pull.baseRef));
  if (hasLabel(pull.labels, 'mergexo:conflict')) notes.push(text.noteConflict(pull.baseRef));
  return notes;
}

/**
 * Would pushing `options.head` to the PR pass history-guard and write-root-gate? `github` reads
 * GitHub with the agent's token; `mergexoLogin` is the identity whose record is trusted.
 */
export async function check(
  github: GitHubPort,
  checkout: Checkout,
  options: CheckOptions,
  mergexoLogin: string,
): Promise<CheckResult> {
  const { repo, head } = options;
  const pull = await readPull(readingAs(github, mergexoLogin), repo, options.pr).catch((e: unknown) => {
    if (e instanceof UnknownPullRequestError)
      throw new ConfigurationError(text.unknownPullRequest(`${repo.owner}/${repo.repo}`, options.pr));
    throw e;
  });

  const history = await judgeHistory(github, repo, checkout, pull, head, mergexoLogin);

  const { lease, decision } = await evaluateWriteRoots(
    localPorts(github, repo, checkout, pull.baseSha, head, options.leaseFile),
    {
      pull,
      ...options,
    },
  );
  const rootFindings: Finding[] = decision.violations.map((v) => ({
    gate: 'write-root-gate',
    rule: v.rule,
    path: v.path,
    ...text.writeRootFinding(v, lease),
  }));

  // The record may lag the branch (the run judging the last push has not finished): whatever it says,
  // a push that does not descend from the PR's head on GitHub is a force-push, which the gate blocks.
  const onRemote = await descendsFrom(checkout, pull.headSha, head);
  const remoteFindings: Finding[] =
    onRemote.held || history.findings.length > 0
      ? []
      : [
          {
            gate: 'history-guard',
            rule: 'not-on-remote-head',
            ...text.notOnRemoteHead(pull.number, head, pull.headSha, onRemote.why),
          },
        ];
  const findings = [...history.findings, ...remoteFindings, ...rootFindings];
  return {
    verdict: findings.length === 0 ? 'pass' : 'fail',
    repository: `${repo.owner}/${repo.repo}`,
    pullRequest: {
      number: pull.number,
      url: pull.url,
      state: pull.state,
      base: pull.baseRef,
      baseSha: pull.baseSha,
      headRef: pull.headRef,
      headRepository: pull.headRepository,
      remoteHead: pull.headSha,
    },
    head,
    history: history.history,
    writeRoots: {
      status: decision.verdict === 'pass' ? 'pass' : 'fail',
      lease: lease.name,
      reason: leaseReasonText(lease.why),
      roots: decision.roots,
      written: decision.written,
      violations: decision.violations.map(text.reportedViolation),
    },
    findings,
    notes: [...history.notes, ...notesFor(pull)],
  };
}
