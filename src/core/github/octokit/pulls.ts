/** The port's pull request reads and writes on Octokit (`../port.ts`: `PullReads`, `PullWrites`). */
import { ConfigurationError } from '../../pure/errors.js';
import type { GitHubClient } from '../client.js';
import { answerMessage, httpStatus, isGraphQLForbidden } from '../errors.js';
import { githubWords, type ClosedPullRow, type PullReads, type PullWrites, type RestPull } from '../port.js';
import { workflowRefusal } from '../../workflow-refusal.js';
import { call } from './call.js';
import { CONVERT_TO_DRAFT, DISABLE_AUTO_MERGE, MARK_READY_FOR_REVIEW } from './mutations.js';

/**
 * GitHub's 422 when the head is not the expected one ("expected head sha didn't match current head ref"), or
 * moved while it merged ("head branch was modified").
 */
const HEAD_MOVED = /expected head sha|head ref|head branch was modified/i;

/** A mutation GitHub refused the token (a GraphQL FORBIDDEN in a 200 answer): the caller names the fix. */
async function forbiddenOr(fn: () => Promise<unknown>): Promise<'done' | 'forbidden'> {
  try {
    await fn();
    return 'done';
  } catch (e) {
    if (isGraphQLForbidden(e)) return 'forbidden';
    throw e;
  }
}

export function pullsOn(client: GitHubClient): PullReads & PullWrites {
  return {
    async getPull(repo, number, headers) {
      const answer = await call('getPull', () =>
        client.rest.pulls.get({ ...repo, pull_number: number, ...(headers ? { headers } : {}) }),
      );
      return { data: answer.data as unknown as RestPull, headers: answer.headers };
    },

    async listOpenPulls(repo, options = {}) {
      const open = await call('listOpenPulls', () =>
        client.paginate(client.rest.pulls.list, {
          ...repo,
          state: 'open',
          per_page: 100,
          ...(options.head ? { head: options.head } : {}),
        }),
      );
      return open.map((p) => ({ number: p.number, headSha: p.head.sha, baseRef: p.base.ref }));
    },

    async listPullsOfCommit(repo, sha) {
      const associated = await call('listPullsOfCommit', () =>
        client.paginate(client.rest.repos.listPullRequestsAssociatedWithCommit, {
          ...repo,
          commit_sha: sha,
          per_page: 100,
        }),
      );
      return associated
        .filter((p) => p.state === 'open')
        .map((p) => ({ number: p.number, headSha: p.head.sha, baseRef: p.base.ref }));
    },

    async listFiles(repo, number) {
      const rows = await call('listFiles', () =>
        client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 }),
      );
      return rows.map((r) => ({
        filename: r.filename,
        ...(r.previous_filename !== undefined ? { previous_filename: r.previous_filename } : {}),
        status: r.status,
      }));
    },

    async listLabelledPulls(repo, label) {
      // The open PRs, filtered here: GitHub lists labelled issues only to `issues: read`, a permission the
      // history-guard job does not grant; the PR listing needs `pull-requests: read`, which it does.
      const want = label.toLowerCase();
      const open = await call('listLabelledPulls', () =>
        client.paginate(client.rest.pulls.list, { ...repo, state: 'open', per_page: 100 }),
      );
      return open.filter((p) => p.labels.some((l) => l.name?.toLowerCase() === want)).map((p) => p.number);
    },

    async listClosedPulls(repo, base, enough) {
      return call('listClosedPulls', () =>
        client.paginate(
          client.rest.pulls.list,
          { ...repo, state: 'closed', base, sort: 'updated', direction: 'desc', per_page: 100 },
          (response, done) => {
            const rows = response.data.map((p): ClosedPullRow => ({
              number: p.number,
              title: p.title,
              author: p.user?.login ?? null,
              headRef: p.head.ref,
              headSha: p.head.sha,
              headRepository: p.head.repo?.full_name ?? null,
              labels: p.labels.flatMap((l) => (l.name ? [l.name] : [])),
              createdAt: p.created_at,
              updatedAt: p.updated_at,
              mergedAt: p.merged_at,
              mergeCommitSha: p.merge_commit_sha,
            }));
            if (enough(rows)) done();
            return rows;
          },
        ),
      );
    },

    async updateBranch(repo, number, expectedHead) {
      try {
        await call('updateBranch', () =>
          client.rest.pulls.updateBranch({ ...repo, pull_number: number, expected_head_sha: expectedHead }),
        );
        return { kind: 'updated' };
      } catch (e) {
        // The base changed a workflow file and the token may not write workflows (403): an answer about this PR.
        const workflows = workflowRefusal(e);
        if (workflows !== undefined) return { kind: 'refused', reason: 'workflows', said: githubWords(workflows) };
        if (httpStatus(e) !== 422) throw e;
        const said = githubWords(answerMessage(e));
        return HEAD_MOVED.test(said)
          ? { kind: 'head-moved', said }
          : { kind: 'refused', reason: 'unprocessable', said };
      }
    },

    async merge(repo, number, head, method) {
      try {
        const { data } = await call('merge', () =>
          client.rest.pulls.merge({
            ...repo,
            pull_number: number,
            sha: head,
            merge_method: method,
            // GitHub's refusals (405, 409) are answers, not outages; the caller retries a 5xx after looking at
            // whether the merge happened anyway.
            request: { retries: 0 },
          } as Parameters<GitHubClient['rest']['pulls']['merge']>[0]),
        );
        return { kind: 'merged', merged: data.merged === true, said: githubWords(data.message) };
      } catch (e) {
        // A refused token names its fix; every other answer is about the PR, and the caller looks at the PR.
        if (e instanceof ConfigurationError) throw e;
        return { kind: 'refused', status: httpStatus(e), said: githubWords(answerMessage(e)) };
      }
    },

    setDraft(nodeId, draft) {
      const what = draft ? 'convert the pull request to a draft' : 'mark the pull request ready for review';
      return forbiddenOr(() =>
        call('setDraft', () => client.graphql(draft ? CONVERT_TO_DRAFT : MARK_READY_FOR_REVIEW, { id: nodeId }), what),
      );
    },

    disableAutoMerge(nodeId) {
      return forbiddenOr(() =>
        call('disableAutoMerge', () => client.graphql(DISABLE_AUTO_MERGE, { pullRequestId: nodeId })),
      );
    },

    async requestReviewers(repo, number, users, teams) {
      await call('requestReviewers', () =>
        client.rest.pulls.requestReviewers({ ...repo, pull_number: number, reviewers: users, team_reviewers: teams }),
      );
    },

    async removeReviewers(repo, number, users, teams) {
      await call('removeReviewers', () =>
        client.rest.pulls.removeRequestedReviewers({
          ...repo,
          pull_number: number,
          reviewers: users,
          team_reviewers: teams,
        }),
      );
    },
  };
}
