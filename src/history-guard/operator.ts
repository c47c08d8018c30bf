import * as core from '../core/runner.js';
import { writeVerdict } from '../core/pr/checks.js';
import { upsertComment } from '../core/pr/comments.js';
import { conjoin } from '../core/pr/commit-verdict.js';
import { compareCommits, type Ancestry } from '../core/compare.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub } from '../core/github/errors.js';
import { removeLabel } from '../core/pr/labels.js';
import { collaboratorRole, roleAtLeast } from '../core/permissions.js';
import type { RepoRef } from '../core/pr/view.js';
import { readPull } from '../core/pr/read.js';
import type { RunContext } from '../core/run-context.js';
import { decideUnblock, type GuardState } from './decide.js';
import { compareWithAccepted } from './evaluate.js';
import { judgeSharedHead } from './guard.js';
import { stateCommentText, unblockCheckText, unblockedCommentText } from './messages.js';
import type { HistoryGuardSettings } from './settings.js';
import { blockMarker, readGuardState, stateMarker } from './state.js';

export interface BlockedEntry {
  number: number;
  title: string;
  url: string;
  expected: string | null;
  observed: string | null;
  backupRefs: string[];
}

export interface UnblockOutcome {
  number: number;
  unblocked: boolean;
  how?: string;
  head?: string;
  reason?: string;
}

/** Operator modes act for a person: only from the default branch, and only for the role asked for. */
export async function authorizeOperator(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
): Promise<void> {
  let defaultBranch = ctx.payload.repository?.default_branch;
  if (!defaultBranch) {
    const { data } = await callGitHub('read the repository', 'metadata: read', () =>
      client.rest.repos.get({ ...repo }),
    );
    defaultBranch = data.default_branch;
  }
  if (ctx.ref !== `refs/heads/${defaultBranch}`) {
    throw new ConfigurationError(
      `Operator modes run only from the default branch (${defaultBranch}), not from '${ctx.ref || 'an unknown ref'}': ` +
        'a workflow file on another branch could be altered by anyone who can push there. ' +
        `Dispatch the workflow on ${defaultBranch}.`,
    );
  }
  if (settings.mode !== 'unblock') return;
  if (!ctx.actor) throw new ConfigurationError('GITHUB_ACTOR is empty: cannot tell who asked for the unblock.');
  const role = await collaboratorRole(client, repo, ctx.actor);
  if (!roleAtLeast(role, settings.unblockPermission)) {
    throw new ConfigurationError(
      `@${ctx.actor} has '${role}' permission on ${repo.owner}/${repo.repo}; unblocking needs ` +
        `'${settings.unblockPermission}' or higher (input 'unblock-permission'). Ask a maintainer to run it.`,
    );
  }
}

async function blockedPullNumbers(client: GitHubClient, repo: RepoRef, label: string): Promise<number[]> {
  const issues = await callGitHub('list labelled pull requests', 'pull-requests: read', () =>
    client.paginate(client.rest.issues.listForRepo, { ...repo, state: 'open', labels: label, per_page: 100 }),
  );
  return issues.filter((i) => i.pull_request).map((i) => i.number);
}

export async function listBlocked(
  client: GitHubClient,
  repo: RepoRef,
  settings: HistoryGuardSettings,
): Promise<BlockedEntry[]> {
  const entries: BlockedEntry[] = [];
  for (const number of await blockedPullNumbers(client, repo, settings.blockedLabel)) {
    const snapshot = await readPull(client, repo, number);
    const state = readGuardState(snapshot);
    entries.push({
      number,
      title: snapshot.title,
      url: snapshot.url,
      expected: state?.accepted ?? null,
      observed: state?.status === 'blocked' ? (state.observed ?? snapshot.headSha) : snapshot.headSha,
      backupRefs: state?.backupRefs ?? [],
    });
  }
  return entries;
}

export async function unblockPullRequest(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
  acceptHead: string | undefined,
): Promise<UnblockOutcome> {
  const snapshot = await readPull(client, repo, number);
  if (snapshot.state !== 'OPEN') {
    return { number, unblocked: false, reason: `PR #${number} is ${snapshot.state.toLowerCase()}.` };
  }
  const state = readGuardState(snapshot);
  const head = snapshot.headSha;
  let ancestry: Ancestry | undefined;
  // accept-head needs no ancestry, so it still works when the old accepted commit is gone.
  if (state && acceptHead === undefined)
    ancestry = await compareWithAccepted(client, repo, state.accepted, head, number);
  let overwrittenRestored = true;
  // A block GitHub's timeline caused names the heads the force-push dropped: restored means they are back too.
  for (const commit of acceptHead === undefined ? (state?.overwritten ?? []) : []) {
    const { status } = await compareCommits(client, repo, commit, head);
    if (status !== 'identical' && status !== 'ahead') overwrittenRestored = false;
  }
  const decision = decideUnblock({
    state,
    head,
    ancestry,
    overwrittenRestored,
    forcePushes: snapshot.forcePushes.length,
    ...(acceptHead ? { acceptHead } : {}),
  });
  if (!decision.ok) return { number, unblocked: false, head, reason: decision.reason };

  const previous = state as GuardState;
  await upsertComment(client, repo, snapshot, stateMarker(decision.next), stateCommentText(decision.next, number));
  await removeLabel(client, repo, snapshot, settings.blockedLabel);
  // The check on the commit still speaks for every open PR it heads: unblocking one does not
  // turn it green while another of them is blocked.
  const parts = [{ number, pass: true }, ...(await judgeSharedHead(client, repo, ctx, settings, head, number, []))];
  await writeVerdict(client, repo, {
    name: settings.checkName,
    headSha: head,
    conclusion: conjoin(parts).pass ? 'success' : 'failure',
    ...unblockCheckText(decision.how, ctx.actor, head, previous, parts, number),
  });
  if (previous.status === 'blocked') {
    await upsertComment(
      client,
      repo,
      snapshot,
      blockMarker(previous),
      unblockedCommentText(decision.next, decision.how, ctx.actor, previous),
    );
  }
  return { number, unblocked: true, how: decision.how, head };
}

export async function unblockAll(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
): Promise<UnblockOutcome[]> {
  const outcomes: UnblockOutcome[] = [];
  for (const number of await blockedPullNumbers(client, repo, settings.blockedLabel)) {
    try {
      outcomes.push(await unblockPullRequest(client, repo, ctx, settings, number, undefined));
    } catch (e) {
      if (e instanceof ConfigurationError) throw e;
      const reason = e instanceof UndecidableError ? e.message : `error: ${errorMessage(e)}`;
      core.warning(`PR #${number}: ${reason}`);
      outcomes.push({ number, unblocked: false, reason });
    }
  }
  return outcomes;
}
