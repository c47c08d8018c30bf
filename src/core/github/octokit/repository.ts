/** The port's refs, history, repository facts and GraphQL queries on Octokit (`../port.ts`). */
import type { GitHubClient } from '../client.js';
import { answerMessage, httpStatus, TokenRefusedError } from '../errors.js';
import { githubWords, type QueryPort, type RefActivityRow, type RefsPort, type RepositoryPort } from '../port.js';
import { call, callQuery } from './call.js';

export function repositoryOn(client: GitHubClient): RefsPort & RepositoryPort & QueryPort {
  return {
    async createRef(repo, ref, sha) {
      try {
        await call('createRef', () => client.rest.git.createRef({ ...repo, ref, sha }), ref);
        return 'created';
      } catch (e) {
        // Only this 422 says the name is taken; GitHub answers others too (`Reference update failed`), which are
        // refusals the caller must see, not a ref that is there.
        if (httpStatus(e) !== 422 || !/already exists/i.test(answerMessage(e))) throw e;
        return 'exists';
      }
    },

    async refTarget(repo, ref) {
      const { data } = await call('refTarget', () => client.rest.git.getRef({ ...repo, ref }), ref);
      return data.object.sha;
    },

    async forceRef(repo, ref, sha) {
      await call('forceRef', () => client.rest.git.updateRef({ ...repo, ref, sha, force: true }), ref);
    },

    async compare(repo, base, head, perPage, page) {
      try {
        const { data } = await call('compare', () =>
          client.rest.repos.compareCommitsWithBasehead({
            ...repo,
            basehead: `${base}...${head}`,
            per_page: perPage,
            ...(page !== undefined ? { page } : {}),
          }),
        );
        return {
          kind: 'compared',
          comparison: {
            status: data.status,
            aheadBy: data.ahead_by,
            behindBy: data.behind_by,
            commits: data.commits.map((c) => ({ sha: c.sha, message: c.commit.message })),
          },
        };
      } catch (e) {
        // Unrelated histories ("No common ancestor"), or a commit GitHub no longer has.
        if (httpStatus(e) === 404) return { kind: 'unknown', said: githubWords((e as Error).message) };
        throw e;
      }
    },

    async getContent(repo, path, ref) {
      let data: unknown;
      try {
        ({ data } = await call('getContent', () => client.rest.repos.getContent({ ...repo, path, ref }), path));
      } catch (e) {
        if (httpStatus(e) === 404) return { kind: 'absent' };
        throw e;
      }
      if (Array.isArray(data)) return { kind: 'directory' };
      const file = data as { type?: string; content?: string; encoding?: string; size?: number };
      return {
        kind: 'entry',
        type: file.type,
        ...(typeof file.content === 'string' ? { content: file.content } : {}),
        ...(file.encoding !== undefined ? { encoding: file.encoding } : {}),
        ...(file.size !== undefined ? { size: file.size } : {}),
      };
    },

    async repository(repo) {
      const { data } = await call('repository', () => client.rest.repos.get({ ...repo }));
      const parent = data.parent;
      return {
        defaultBranch: data.default_branch,
        ...(parent ? { parent: { owner: parent.owner.login, repo: parent.name } } : {}),
      };
    },

    async collaboratorRole(repo, login) {
      try {
        const { data } = await call(
          'collaboratorRole',
          () => client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login }),
          login,
        );
        return (data.role_name ?? data.permission) as string;
      } catch (e) {
        if (httpStatus(e) === 404) return undefined;
        throw e;
      }
    },

    async workflowRun(repo, id) {
      try {
        const { data } = await call('workflowRun', () => client.rest.actions.getWorkflowRun({ ...repo, run_id: id }));
        // GitHub's schema does not require `actor` or `triggering_actor`: one it leaves out is nobody, who holds
        // no permission, so a reader that needs them refuses.
        return {
          event: data.event,
          path: data.path,
          headBranch: data.head_branch ?? null,
          actor: data.actor?.login ?? '',
          triggeringActor: data.triggering_actor?.login ?? '',
          title: data.display_title ?? '',
        };
      } catch (e) {
        if (httpStatus(e) === 404) return 'absent';
        if (e instanceof TokenRefusedError && e.status === 403) return 'unreadable';
        throw e;
      }
    },

    // The two reads of what a branch requires are answered as GitHub gave them: their caller
    // (`../../pr/required-checks.ts`) turns a failure into "not known", with GitHub's status and words.
    async branchRules(repo, branch, page) {
      const { data } = await client.request('GET /repos/{owner}/{repo}/rules/branches/{branch}', {
        ...repo,
        branch,
        per_page: 100,
        page,
      });
      return data as unknown[];
    },

    async branch(repo, branch) {
      const { data } = await client.request('GET /repos/{owner}/{repo}/branches/{branch}', { ...repo, branch });
      return data;
    },

    async refActivity(repo, ref, max) {
      const rows: RefActivityRow[] = [];
      try {
        // Newest first, 100 a page, following GitHub's cursors (its Link header) until `max` rows.
        const pages = client.paginate.iterator(client.rest.repos.listActivities, {
          ...repo,
          ref,
          direction: 'desc',
          per_page: Math.min(100, Math.max(1, max)),
        });
        const it = pages[Symbol.asyncIterator]();
        for (;;) {
          const page = await call('refActivity', () => it.next(), ref);
          if (page.done) return { rows, complete: true };
          for (const a of page.value.data)
            rows.push({ type: a.activity_type, before: a.before, after: a.after, at: a.timestamp });
          if (rows.length >= max) return { rows: rows.slice(0, max), complete: false };
        }
      } catch (e) {
        const status = httpStatus(e);
        if (status === 404 || (e instanceof TokenRefusedError && e.status === 403)) return 'unreadable';
        throw e;
      }
    },

    query<T>(name: Parameters<QueryPort['query']>[0], document: string, variables: Record<string, unknown>) {
      return callQuery(name, () => client.graphql<T>(document, variables));
    },
  };
}
