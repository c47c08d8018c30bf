import { ConfigurationError } from '../core/errors.js';
import type { Ancestry } from '../core/compare.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub, httpStatus } from '../core/github/errors.js';
import { readPullRequest, type PullRequestSnapshot, type RepoRef } from '../core/pull-request.js';
import { decideGuard, type HiddenRewrite, type Transition } from '../history-guard/decide.js';
import { readGuardState } from '../history-guard/state.js';
import { isSymlinkWrite, writtenPaths, type ChangedEntry } from '../write-root-gate/changes.js';
import { decideWriteRoots, type Violation } from '../write-root-gate/decide.js';
import { resolveLease } from '../write-root-gate/lease-config.js';
import { readLeaseConfig } from '../write-root-gate/lease-file.js';
import { ProtectedPaths, RootSet, normalizePath } from '../write-root-gate/roots.js';
import { resolveSymlink } from '../write-root-gate/symlinks.js';
import type { Checkout } from './local-git.js';
import * as text from './messages.js';

/**
 * `mergexo check`: read (the PR and mergexo's record of it from GitHub, the commits from the
 * local checkout), decide with the gates' own pure rules (`decideGuard`, `decideWriteRoots`),
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

export interface Finding {
  gate: Gate;
  /** history-guard: `blocked` or the transition; write-root-gate: the rule (`outside-roots`, ...). */
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
    violations: Violation[];
  };
  findings: Finding[];
  notes: string[];
}

interface PullFacts {
  number: number;
  url: string;
  state: string;
  baseRef: string;
  baseSha: string;
  headSha: string;
  headRef: string;
  author: string;
  labels: string[];
  isCrossRepository: boolean;
}

/** The open PR whose head is `owner:branch` (REST `pulls?head=`), or a ConfigurationError. */
export async function findPullRequest(client: GitHubClient, repo: RepoRef, branch: string): Promise<number> {
  const { data } = await callGitHub('list pull requests', 'pull-requests: read', () =>
    client.rest.pulls.list({ ...repo, head: `${repo.owner}:${branch}`, state: 'open', per_page: 10 }),
  );
  const found = data[0];
  if (!found) throw new ConfigurationError(text.noPullRequest(`${repo.owner}/${repo.repo}`, repo.owner, branch));
  return found.number;
}

async function readPull(client: GitHubClient, repo: RepoRef, number: number): Promise<PullFacts> {
  try {
    const { data } = await callGitHub('read the pull request', 'pull-requests: read', () =>
      client.rest.pulls.get({ ...repo, pull_number: number }),
    );
    return {
      number,
      url: data.html_url,
      state: data.merged_at ? 'MERGED' : data.state.toUpperCase(),
      baseRef: data.base.ref,
      baseSha: data.base.sha,
      headSha: data.head.sha,
      headRef: data.head.ref,
      author: data.user?.login ?? 'ghost',
      labels: data.labels.map((l) => l.name),
      isCrossRepository:
        !data.head.repo || data.head.repo.full_name.toLowerCase() !== data.base.repo.full_name.toLowerCase(),
    };
  } catch (e) {
    if (httpStatus(e) === 404)
      throw new ConfigurationError(text.unknownPullRequest(`${repo.owner}/${repo.repo}`, number));
    throw e;
  }
}

/**
 * `readPullRequest` trusts the comments of the token's own identity. Here the token is the
 * agent's, and the record to trust is the one mergexo's workflow wrote: the same rule, applied
 * as `login` (the identity mergexo runs as) instead of the viewer.
 */
export function readingAs(client: GitHubClient, login: string): GitHubClient {
  const graphql = (async (query: string, vars?: Record<string, unknown>) => {
    const answer = await client.graphql<Record<string, unknown>>(query, vars);
    return answer && typeof answer === 'object' && 'viewer' in answer ? { ...answer, viewer: { login } } : answer;
  }) as unknown as GitHubClient['graphql'];
  return Object.assign(Object.create(client) as GitHubClient, { graphql });
}

async function ancestryOf(checkout: Checkout, accepted: string, head: string): Promise<Ancestry> {
  if (accepted === head) return 'identical';
  await checkout.ensure(accepted, 'the last accepted head');
  if (await checkout.isAncestor(accepted, head)) return 'ahead';
  return (await checkout.isAncestor(head, accepted)) ? 'behind' : 'diverged';
}

/** Whether `head` contains `commit`; false when the commit cannot be had (history-guard's rule too). */
async function contains(checkout: Checkout, head: string, commit: string): Promise<boolean> {
  try {
    await checkout.ensure(commit, 'an overwritten head');
    return await checkout.isAncestor(commit, head);
  } catch {
    return false;
  }
}

async function judgeHistory(
  checkout: Checkout,
  snapshot: PullRequestSnapshot,
  head: string,
): Promise<{ history: CheckResult['history']; findings: Finding[]; notes: string[] }> {
  const state = readGuardState(snapshot);
  const ancestry = state ? await ancestryOf(checkout, state.accepted, head) : undefined;
  // GitHub's timeline is a witness beside the record, as in the guard: a force-push it shows
  // since the record was written, whose overwritten head this commit does not contain, blocks.
  const hiddenRewrites: HiddenRewrite[] = [];
  if (state?.status !== 'blocked') {
    for (const push of snapshot.forcePushes.slice(state?.forcePushesSeen ?? 0)) {
      if (push.before && (await contains(checkout, head, push.before))) continue;
      hiddenRewrites.push({ before: push.before, at: push.at, by: push.by, source: 'timeline' });
    }
  }
  const decision = decideGuard(state, head, ancestry, snapshot.tamperEvidence, {
    forcePushes: snapshot.forcePushes.length,
    hiddenRewrites,
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
    findings: [{ gate: 'history-guard', rule: alreadyBlocked ? 'blocked' : decision.transition, ...f }],
    notes: [],
  };
}

type Tracked = ChangedEntry & { newSha?: string; tree: string };

const sameChange = (e: ChangedEntry) =>
  [e.status, e.previousPath ?? '', e.path, e.oldMode ?? '', e.newMode ?? ''].join('\0');

/**
 * What pushing `head` would write into the base, read like write-root-gate reads it, with the
 * local git: the PR's own diff against the merge base, what `git merge-tree` writes into the
 * base tip, and on a conflict the conflicted paths and the diffs against every merge base.
 */
export async function localChanges(
  checkout: Checkout,
  base: string,
  head: string,
  roots: RootSet,
): Promise<ChangedEntry[]> {
  const mergeBases = await checkout.mergeBases(base, head);
  const mergeBase = mergeBases[0];
  if (mergeBase === undefined) {
    throw new ConfigurationError(text.noSharedHistory(head, base));
  }
  const merge = await checkout.mergeTree(base, head);
  const entries: Tracked[] = (await checkout.diff(mergeBase, head)).map((e) => ({ ...e, tree: head }));
  const known = new Set(entries.flatMap(writtenPaths));
  if (merge.conflicts.length > 0) {
    for (const path of merge.conflicts) entries.push({ path, status: 'modified', via: 'conflict', tree: merge.tree });
    for (const other of mergeBases.slice(1)) {
      for (const e of await checkout.diff(other, head)) entries.push({ ...e, tree: head });
    }
  }
  const own = new Set(entries.map(sameChange));
  const sameTree = merge.tree === (await checkout.treeOf(head));
  for (const e of await checkout.diff(base, merge.tree)) {
    if (own.has(sameChange(e)) && (sameTree || !isSymlinkWrite(e))) continue;
    const hidden = writtenPaths(e).some((p) => !known.has(p));
    entries.push({ ...e, tree: merge.tree, ...(hidden ? { via: 'merge' as const } : {}) });
  }
  for (const e of entries) {
    if (!isSymlinkWrite(e) || !e.newSha || !roots.covers(normalizePath(e.path))) continue;
    const sha = e.newSha;
    const tree = e.tree;
    const target = await checkout.blob(sha).catch(() => undefined);
    e.symlink =
      target === undefined
        ? { target: '(unreadable)', escapes: 'unreadable' }
        : await resolveSymlink(
            e.path,
            target,
            (path) => checkout.entry(tree, path),
            (blob) => checkout.blob(blob),
          ).catch(() => ({ target, escapes: 'unreadable' as const }));
  }
  return entries.map(({ newSha: _n, tree: _t, ...rest }) => {
    const { oldSha: _o, ...entry } = rest as ChangedEntry & { oldSha?: string };
    return entry;
  });
}

function notesFor(pull: PullFacts, head: string, headKnown: boolean, historyPasses: boolean): string[] {
  const notes: string[] = [];
  if (pull.state !== 'OPEN') notes.push(text.noteClosed(pull.number, pull.state));
  // A rewrite is reported as such; a remote head merely missing here is someone else's push.
  if (historyPasses && !headKnown && pull.headSha !== head) notes.push(text.noteRemoteAhead(pull.headSha));
  if (pull.labels.includes('mergexo:quarantined')) notes.push(text.NOTE_QUARANTINED);
  if (pull.labels.includes('mergexo:behind')) notes.push(text.noteBehind(pull.baseRef));
  if (pull.labels.includes('mergexo:conflict')) notes.push(text.noteConflict(pull.baseRef));
  return notes;
}

/**
 * Would pushing `options.head` to the PR pass history-guard and write-root-gate? `client` reads
 * GitHub with the agent's token; `mergexoLogin` is the identity whose record is trusted.
 */
export async function check(
  client: GitHubClient,
  checkout: Checkout,
  options: CheckOptions,
  mergexoLogin: string,
): Promise<CheckResult> {
  const { repo, head } = options;
  const pull = await readPull(client, repo, options.pr);
  const snapshot = await readPullRequest(readingAs(client, mergexoLogin), repo, options.pr);

  const history = await judgeHistory(checkout, snapshot, head);

  const config = await readLeaseConfig(client, repo, options.leaseFile, pull.baseSha);
  const lease = resolveLease(
    options.writeRoots,
    config,
    { headRef: pull.headRef, author: pull.author, labels: pull.labels, isCrossRepository: pull.isCrossRepository },
    options.leaseFile,
  );
  const rootSet = new RootSet(lease.roots);
  await checkout.ensure(pull.baseSha, "the PR's base commit");
  const entries = await localChanges(checkout, pull.baseSha, head, rootSet);
  const decision = decideWriteRoots({
    lease,
    entries,
    leaseFile: options.leaseFile,
    rootSet,
    protectedPaths: new ProtectedPaths(options.protectedPaths),
  });
  const rootFindings: Finding[] = decision.violations.map((v) => ({
    gate: 'write-root-gate',
    rule: v.rule,
    path: v.path,
    ...text.writeRootFinding(v, lease),
  }));

  const headKnown = await checkout.has(pull.headSha).then((has) => has && checkout.isAncestor(pull.headSha, head));
  const findings = [...history.findings, ...rootFindings];
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
      remoteHead: pull.headSha,
    },
    head,
    history: history.history,
    writeRoots: {
      status: decision.verdict === 'pass' ? 'pass' : 'fail',
      lease: lease.name,
      reason: lease.reason,
      roots: decision.roots,
      written: decision.written,
      violations: decision.violations,
    },
    findings,
    notes: [...history.notes, ...notesFor(pull, head, headKnown, history.findings.length === 0)],
  };
}
