// The GraphQL answers of the in-memory GitHub (`memory-github.ts`): each `QueryName` answered in the shape its
// document asks for (`src/core/pr/documents.ts`, `src/rebase-notify/documents.ts`,
// `src/core/github/graphql-documents.ts`), from the same maps the REST methods read and write, so core's
// `readPull`, the ready mark and rebase-notify's listing run on it unchanged. Cursors are positions in a list.
import type { QueryName } from '../../src/core/github/port.js';
import type { MemoryComment, MemoryEvent, MemoryGitHub, MemoryPull } from './memory-github.js';

type Vars = Record<string, unknown>;

const WITNESSES = new Set(['HeadRefForcePushedEvent', 'CommentDeletedEvent']);
const REVIEW_EVENTS = new Set(['ReviewRequestedEvent', 'ReviewRequestRemovedEvent']);
/** rebase-notify's comments window (`REBASE_COMMENT_WINDOW`). */
const WINDOW = 20;

/** The page of `items` after the cursor `after` (a position), `first` long, with GraphQL's forward page info. */
function forward<T>(items: readonly T[], first: number, after: unknown) {
  const start = typeof after === 'string' ? Number(after) : 0;
  const nodes = items.slice(start, start + first);
  const end = start + nodes.length;
  return { nodes, pageInfo: { hasNextPage: end < items.length, endCursor: nodes.length ? String(end) : null } };
}

/** The `last` items before the cursor `before` (a position), with GraphQL's backward page info. */
function backward<T>(items: readonly T[], last: number, before: unknown) {
  const end = typeof before === 'string' ? Number(before) : items.length;
  const start = Math.max(0, end - last);
  return {
    nodes: items.slice(start, end),
    pageInfo: { hasPreviousPage: start > 0, startCursor: end > start ? String(start) : null },
  };
}

function commentNode(world: MemoryGitHub, c: MemoryComment) {
  return {
    databaseId: c.id,
    body: c.body,
    url: world.commentUrl(c),
    author: world.actor(c.author),
    editor: world.actor(c.editor),
  };
}

function eventNode(world: MemoryGitHub, e: MemoryEvent) {
  switch (e.type) {
    case 'HeadRefForcePushedEvent':
      return {
        __typename: e.type,
        createdAt: e.at,
        actor: world.actor(e.actor),
        beforeCommit: { oid: e.before },
        afterCommit: { oid: e.after },
      };
    case 'CommentDeletedEvent':
      return {
        __typename: e.type,
        createdAt: e.at,
        actor: world.actor(e.actor),
        deletedCommentAuthor: world.actor(e.commentAuthor),
      };
    default:
      return { __typename: e.type, actor: world.actor(e.actor), requestedReviewer: world.actor(e.reviewer) };
  }
}

/** core's `mergexoPullFields` fragment. */
function pullFields(world: MemoryGitHub, p: MemoryPull) {
  return {
    id: p.nodeId,
    number: p.number,
    title: p.title,
    url: `https://github.com/${world.repo.owner}/${world.repo.repo}/pull/${p.number}`,
    state: p.state.toUpperCase(),
    isDraft: p.draft,
    headRefOid: p.headSha,
    headRefName: p.headRef,
    baseRefName: p.baseRef,
    baseRefOid: p.baseSha,
    isCrossRepository: p.crossRepository,
    author: world.actor(p.author),
  };
}

const reviewRequests = (world: MemoryGitHub, p: MemoryPull) => ({
  nodes: p.reviewRequests.map((r) => ({ requestedReviewer: world.actor(r.login) })),
});

const labelsOf = (p: MemoryPull) => ({ totalCount: p.labels.length, nodes: p.labels.map((name) => ({ name })) });

/** The PR `variables` name, or null as GraphQL answers for a number it does not know. */
function pullNamed(world: MemoryGitHub, variables: Vars): MemoryPull | null {
  return world.pulls.get(variables.number as number) ?? null;
}

/** `PULL_REQUEST_READ`: the PR, its labels, newest 100 comments, first 100 witnesses and who we are. */
export function answerPullRead(world: MemoryGitHub, variables: Vars) {
  const p = pullNamed(world, variables);
  return {
    viewer: { login: world.viewer },
    repository: {
      pullRequest: p && {
        ...pullFields(world, p),
        headRepository: { nameWithOwner: `${world.repo.owner}/${world.repo.repo}` },
        changedFiles: p.files.length,
        ...(variables.withMergeable === true ? { mergeable: p.mergeable } : {}),
        autoMergeRequest: p.autoMerge ? { enabledAt: p.timeline[0]?.at ?? null } : null,
        reviewRequests: reviewRequests(world, p),
        labels: labelsOf(p),
        commits: { nodes: p.commits.slice(-100).map((oid) => ({ commit: { oid } })) },
        timelineItems: witnesses(world, p, undefined),
        comments: comments(world, p, undefined),
      },
    },
  };
}

/** `mergexoNamedCheckRuns`: a commit's runs of one check, one suite per app, oldest first as GitHub lists them. */
function namedRuns(world: MemoryGitHub, commit: string, name: unknown) {
  const runs = world.checksOn(commit, typeof name === 'string' ? name : undefined).reverse();
  const apps = [...new Set(runs.map((r) => r.appSlug))];
  return {
    oid: commit,
    checkSuites: {
      pageInfo: { hasNextPage: false },
      nodes: apps.map((slug) => ({
        app: { slug },
        checkRuns: {
          pageInfo: { hasNextPage: false },
          nodes: runs
            .filter((r) => r.appSlug === slug)
            .map((r) => ({
              databaseId: r.id,
              conclusion: r.conclusion?.toUpperCase() ?? null,
              completedAt: r.completedAt,
              text: r.output.text,
              url: world.checkUrl(r.id),
            })),
        },
      })),
    },
  };
}

/** `Commit.file` at the base branch's tip, from the contents the test declared there. */
function baseRefFile(world: MemoryGitHub, p: MemoryPull, path: string) {
  const oid = world.refs.get(`heads/${p.baseRef}`) ?? p.baseSha;
  const entry = world.contents.get(`${oid}:${path}`) ?? { kind: 'absent' };
  if (entry.kind === 'absent') return { target: { oid, file: null } };
  if (entry.kind === 'directory') return { target: { oid, file: { type: 'tree', mode: 0o40000, object: {} } } };
  const text = entry.content === undefined ? null : Buffer.from(entry.content, 'base64').toString('utf8');
  const blob = { byteSize: entry.size ?? 0, isBinary: text === null, isTruncated: false, text };
  const mode = entry.type === 'symlink' ? 0o120000 : 0o100644;
  return { target: { oid, file: { type: 'blob', mode, object: blob } } };
}

const CHANGE_TYPES: Record<string, string> = {
  added: 'ADDED',
  removed: 'DELETED',
  modified: 'MODIFIED',
  renamed: 'RENAMED',
  copied: 'COPIED',
  changed: 'CHANGED',
};

/** `PULL_REQUEST_GATE_READ`: the PR read, with a check's runs on two commits, the base's file and the files. */
export function answerPullGate(world: MemoryGitHub, variables: Vars) {
  const read = answerPullRead(world, variables);
  const p = pullNamed(world, variables);
  const files = p?.files ?? [];
  const page = files.slice(0, 100);
  return {
    viewer: read.viewer,
    repository: {
      pullRequest: p && {
        ...read.repository.pullRequest,
        ...(variables.withBaseFile === true ? { baseRef: baseRefFile(world, p, variables.baseFile as string) } : {}),
        ...(variables.withFiles === true
          ? {
              files: {
                totalCount: files.length,
                pageInfo: { hasNextPage: files.length > page.length },
                nodes: page.map((f) => ({ path: f.filename, changeType: CHANGE_TYPES[f.status] ?? 'MODIFIED' })),
              },
            }
          : {}),
      },
      ...(variables.withCommitA === true
        ? { commitA: namedRuns(world, variables.commitA as string, variables.checkName) }
        : {}),
      ...(variables.withCommitB === true
        ? { commitB: namedRuns(world, variables.commitB as string, variables.checkName) }
        : {}),
    },
  };
}

function witnesses(world: MemoryGitHub, p: MemoryPull, after: unknown) {
  const events = p.timeline.filter((e) => WITNESSES.has(e.type)).map((e) => eventNode(world, e));
  return forward(events, 100, after);
}

function comments(world: MemoryGitHub, p: MemoryPull, before: unknown) {
  return backward(
    world.commentsOn(p.number).map((c) => commentNode(world, c)),
    100,
    before,
  );
}

/** rebase-notify's window: the 20 comments updated last, in the order they were updated. */
function commentWindow(world: MemoryGitHub, p: MemoryPull) {
  const all = world.commentsOn(p.number).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id);
  return { totalCount: all.length, nodes: all.slice(-WINDOW).map((c) => commentNode(world, c)) };
}

/** The rollup of the PR's head: its check runs, as rebase-notify's `mergexoRebaseRollup` reads them. */
function rollup(world: MemoryGitHub, p: MemoryPull) {
  const runs = world.checksOn(p.headSha);
  if (runs.length === 0 && !(world.statuses.get(p.headSha)?.length ?? 0)) return null;
  return {
    commit: { oid: p.headSha },
    contexts: {
      pageInfo: { hasNextPage: runs.length > 100 },
      nodes: runs.slice(0, 100).map((r) => ({
        __typename: 'CheckRun',
        name: r.name,
        databaseId: r.id,
        conclusion: r.conclusion?.toUpperCase() ?? null,
        externalId: r.externalId,
        completedAt: r.completedAt,
        checkSuite: { app: { slug: r.appSlug } },
      })),
    },
  };
}

function listedPull(world: MemoryGitHub, p: MemoryPull, variables: Vars, withWindow: boolean) {
  return {
    ...pullFields(world, p),
    totalCommentsCount: world.commentsOn(p.number).length,
    ...(variables.withMergeable === true ? { mergeable: p.mergeable } : {}),
    ...(withWindow ? { comments: commentWindow(world, p) } : {}),
    ...(variables.withChecks === true ? { statusCheckRollup: rollup(world, p) } : {}),
  };
}

/** A label's open PRs; only the conflict label's listing asks for their comments (with the checks). */
function labelListing(
  world: MemoryGitHub,
  label: string,
  variables: Vars,
  page: { first: number; after: unknown; withComments: boolean },
) {
  const carrying = world
    .open()
    .filter((p) => (!variables.base || p.baseRef === variables.base) && p.labels.some((l) => l === label));
  if (![...world.pulls.values()].some((p) => p.labels.includes(label))) return null;
  const listed = forward(carrying, page.first, page.after);
  return {
    name: label,
    pullRequests: {
      pageInfo: listed.pageInfo,
      nodes: listed.nodes.map((p) => ({
        number: p.number,
        ...(page.withComments && variables.withChecks === true ? { comments: commentWindow(world, p) } : {}),
      })),
    },
  };
}

function openPulls(world: MemoryGitHub, variables: Vars) {
  const onBase = world.open().filter((p) => !variables.base || p.baseRef === variables.base);
  const page = forward(onBase, 100, variables.after);
  const withWindow = variables.withChecks !== true;
  return {
    viewer: { login: world.viewer },
    repository: {
      ...(variables.withPulls === true
        ? {
            pullRequests: {
              totalCount: onBase.length,
              pageInfo: page.pageInfo,
              nodes: page.nodes.map((p) => listedPull(world, p, variables, withWindow)),
            },
          }
        : {}),
      ...(variables.withBehind === true
        ? {
            behindLabel: labelListing(world, variables.behindLabel as string, variables, {
              first: 100,
              after: variables.behindAfter,
              withComments: false,
            }),
          }
        : {}),
      ...(variables.withConflict === true
        ? {
            conflictLabel: labelListing(world, variables.conflictLabel as string, variables, {
              first: variables.conflictPage as number,
              after: variables.conflictAfter,
              withComments: true,
            }),
          }
        : {}),
    },
  };
}

/** Every query but `pull.read` (`answerPullRead`). */
export function answerQuery(world: MemoryGitHub, name: QueryName, variables: Vars): unknown {
  switch (name) {
    case 'pull.read':
      return answerPullRead(world, variables);
    case 'pull.gate':
      return answerPullGate(world, variables);
    case 'pull.timeline': {
      const p = pullNamed(world, variables);
      return { repository: { pullRequest: p && { timelineItems: witnesses(world, p, variables.after) } } };
    }
    case 'pull.comments': {
      const p = pullNamed(world, variables);
      return { repository: { pullRequest: p && { comments: comments(world, p, variables.before) } } };
    }
    case 'pull.reviewRequests': {
      const p = pullNamed(world, variables);
      const events = p ? p.timeline.filter((e) => REVIEW_EVENTS.has(e.type)).slice(-100) : [];
      return {
        repository: {
          pullRequest: p && {
            reviewRequests: reviewRequests(world, p),
            timelineItems: { nodes: events.map((e) => eventNode(world, e)) },
          },
        },
      };
    }
    case 'pull.mergeable': {
      const p = pullNamed(world, variables);
      return { repository: { pullRequest: p && { headRefOid: p.headSha, mergeable: p.mergeable } } };
    }
    case 'pulls.open':
      return openPulls(world, variables);
    case 'pulls.one': {
      const p = pullNamed(world, variables);
      return {
        viewer: { login: world.viewer },
        repository: { pullRequest: p && { ...listedPull(world, p, variables, true), labels: labelsOf(p) } },
      };
    }
    case 'pulls.comments': {
      const ids = variables.ids as string[];
      const nodes = ids.map((id) => {
        const p = [...world.pulls.values()].find((q) => q.nodeId === id);
        return p ? { number: p.number, comments: commentWindow(world, p) } : null;
      });
      return { nodes };
    }
    case 'pulls.claims': {
      // The memory world keeps no creation times, reopenings or retargets: every PR began at its epoch.
      const ids = variables.ids as string[];
      const nodes = ids.map((id) => {
        const p = [...world.pulls.values()].find((q) => q.nodeId === id);
        return p
          ? {
              number: p.number,
              createdAt: '2026-01-01T00:00:00Z',
              headRefName: p.headRef,
              headRepository: { nameWithOwner: `${world.repo.owner}/${world.repo.repo}` },
              timelineItems: { nodes: [] },
            }
          : null;
      });
      return { nodes };
    }
    case 'mergeQueue.entries': {
      const queued = variables.branch === world.defaultBranch ? world.mergeQueue : [];
      const page = forward(
        queued.map((number, i) => ({ position: i + 1, pullRequest: { number } })),
        100,
        variables.cursor,
      );
      return { repository: { mergeQueue: { entries: page } } };
    }
  }
}
