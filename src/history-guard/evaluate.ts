import * as core from '../core/runner.js';
import { openPullsWithCommit, type OpenPullHead } from '../core/pr/commit-verdict.js';
import { ancestryFromPullCommits, compareCommits, type Ancestry } from '../core/compare.js';
import { ConfigurationError, UndecidableError, errorMessage } from '../core/errors.js';
import type { GitHubClient } from '../core/github/client.js';
import { callGitHub } from '../core/github/errors.js';
import type { WitnessedPull, RepoRef } from '../core/pr/view.js';
import { readPull } from '../core/pr/read.js';
import type { RunContext } from '../core/run-context.js';
import { decideGuard, type GuardDecision, type GuardState } from './decide.js';
import type { HistoryGuardSettings } from './settings.js';
import { readGuardState } from './state.js';
import { readWitness } from './witness.js';

/** One PR judged: what was read, and the decision on the head that stood still. */
export interface Evaluation {
  snapshot: WitnessedPull;
  state: GuardState | undefined;
  decision: GuardDecision;
  head: string;
  /** The open PRs containing the head, as GitHub listed them once the head stood still. */
  onCommit: OpenPullHead[];
}

const MAX_HEAD_MOVES = 3;

async function currentHead(client: GitHubClient, repo: RepoRef, number: number): Promise<string> {
  const { data } = await callGitHub('read the pull request', 'pull-requests: read', () =>
    client.rest.pulls.get({ ...repo, pull_number: number }),
  );
  return data.head.sha;
}

/** When the accepted commit is gone from GitHub, the way forward is an operator's accept-head. */
export async function compareWithAccepted(
  client: GitHubClient,
  repo: RepoRef,
  accepted: string,
  head: string,
  number: number,
): Promise<Ancestry> {
  try {
    return (await compareCommits(client, repo, accepted, head)).status;
  } catch (e) {
    if (!(e instanceof UndecidableError)) throw e;
    throw new UndecidableError(
      `${e.message} To judge pushes from the current head on, a maintainer can accept it: run the operator ` +
        `workflow with mode=unblock, pull-request=${number}, accept-head=${head}.`,
    );
  }
}

/**
 * Evaluates the PR head against the stored last accepted head and GitHub's witnesses, re-reading
 * the head before writing anything so a push that lands mid-run is judged instead of the stale one.
 */
async function evaluate(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
): Promise<Evaluation> {
  const snapshot = await readPull(client, repo, number);
  const state = readGuardState(snapshot);
  let head = snapshot.headSha;
  for (let move = 0; ; move++) {
    let ancestry: Ancestry | undefined;
    if (state) {
      ancestry =
        ancestryFromPullCommits(state.accepted, head, snapshot.recentCommits ?? []) ??
        (await compareWithAccepted(client, repo, state.accepted, head, number));
    }
    const witness = await readWitness(client, repo, ctx, settings, snapshot, state, head, ancestry);
    const decision = decideGuard(state, head, ancestry, snapshot.tamperEvidence, witness);
    // The PRs on this commit, listed for the per-commit rule, also say where this PR's head is
    // now; only when GitHub's answer leaves it out is the PR read again.
    const onCommit = await openPullsWithCommit(client, repo, head);
    const reread = onCommit.find((p) => p.number === number)?.headSha ?? (await currentHead(client, repo, number));
    if (reread === head) return { snapshot, state, decision, head, onCommit };
    if (move + 1 >= MAX_HEAD_MOVES) {
      throw new UndecidableError(
        `the PR head kept moving while it was evaluated (${MAX_HEAD_MOVES} times); the next push event will judge it.`,
      );
    }
    core.info(`The head moved from ${head} to ${reread} during evaluation; evaluating the new head.`);
    head = reread;
  }
}

/** API failures while judging become undecidable: the gate refuses instead of guessing. */
export async function evaluateOrRefuse(
  client: GitHubClient,
  repo: RepoRef,
  ctx: RunContext,
  settings: HistoryGuardSettings,
  number: number,
): Promise<Evaluation> {
  try {
    return await evaluate(client, repo, ctx, settings, number);
  } catch (e) {
    if (e instanceof ConfigurationError || e instanceof UndecidableError) throw e;
    throw new UndecidableError(
      `GitHub did not answer while history was being checked (${errorMessage(e)}), even after retries. ` +
        'Nothing was changed; re-run the job once GitHub is healthy.',
    );
  }
}
