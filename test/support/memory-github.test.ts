// The contract that keeps the in-memory GitHub honest: each scenario runs once on the Octokit port against the fake
// GitHub (real REST and GraphQL over real git) and once on `MemoryGitHub`, and both must give the same observable
// answers, with commit ids and comment ids put in the order each side made them. A shell test on the memory port
// is only as good as this file: a method the shells use and this file does not cover can lie.
import { describe, expect, it } from 'vitest';
import type { GitHubPort } from '../../src/core/github/port.js';
import { withMarker } from '../../src/core/pure/markers.js';
import { compareCommits } from '../../src/core/compare.js';
import { pullsAheadInQueue } from '../../src/core/merge-group.js';
import { ownCheckRuns } from '../../src/core/pr/commit-verdict.js';
import { addLabel, removeLabel } from '../../src/core/pr/labels.js';
import { PullPoller } from '../../src/core/pr/poll.js';
import { readPull } from '../../src/core/pr/read.js';
import { readPullAlong } from '../../src/core/pr/read-along.js';
import type { RepoRef, WitnessedPull } from '../../src/core/pure/view.js';
import { CommitChecks } from '../../src/ci-wait/commit-checks.js';
import { REVIEW_REQUESTS_READ } from '../../src/core/pr/documents.js';
import { listOnePull, listOpenPullsWithChecks, readComments, type Listed } from '../../src/rebase-notify/listing.js';
import { BOT, PERMISSIONS, newWorld, portFor, useGitHub } from '../core/pr/world.js';
import { botToken } from './fake-world.js';
import { MEMORY_BOT, MemoryGitHub, sha } from './memory-github.js';

/** The workflow's bot, with `statuses: read` (ci-wait) and `actions: read` (workflow runs) beside core's permissions. */
const TOKEN = 'ghs_memory_contract';
const gh = useGitHub(botToken(TOKEN, { ...PERMISSIONS, statuses: 'read', actions: 'read' }, 'github-actions'));

/** One side of the contract: a port, its repository and one open PR, and what a test does on GitHub beside it. */
interface Side {
  github: GitHubPort;
  ref: RepoRef;
  pr: number;
  head: string;
  /** A comment written by `login` (not through the port). */
  commentAs(login: string, body: string): number;
  editAs(id: number, login: string, body: string): void;
  deleteAs(id: number, login: string): void;
  /** A commit pushed on top of the head; returns the new head. */
  push(): Promise<string>;
  /** The head's last commit rewritten and force-pushed by the PR's author; returns the new head. */
  forcePush(): Promise<string>;
  /** A commit lands on the base branch. */
  advanceBase(): Promise<void>;
  close(): Promise<void>;
  /** A commit status set by a CI service. */
  status(commit: string, context: string, state: 'success' | 'failure' | 'pending'): void;
  /** A check run a CI service's App sets (null: still running). */
  ciCheck(commit: string, name: string, conclusion: 'success' | 'failure' | null): void;
  /** A commit on the base branch that adds `path`; returns the commit. */
  commitToBase(path: string, text: string): Promise<string>;
  /** The PR's author turns auto-merge on. */
  enableAutoMerge(): void;
}

async function fakeSide(): Promise<Side> {
  const w = await newWorld(gh);
  let n = 0;
  return {
    github: portFor(gh, TOKEN),
    ref: w.ref,
    pr: w.pr,
    head: w.head,
    commentAs: (login, body) => w.repo.addComment(w.pr, login, body).id,
    editAs: (id, login, body) => w.repo.editComment(id, login, body),
    deleteAs: (id, login) => w.repo.deleteComment(id, login),
    async push() {
      const head = await w.wt.commit({ 'src/more.ts': `export const n = ${++n};\n` }, 'feature: more');
      await w.wt.push('feature');
      return head;
    },
    async forcePush() {
      await w.wt.git('reset', '-q', '--hard', 'HEAD~1');
      const head = await w.wt.commit({ 'src/feature.ts': `export const v = ${++n + 100};\n` }, 'feature: rewritten');
      await w.wt.push('feature', { force: true });
      return head;
    },
    async advanceBase() {
      await w.repo.commitDirect('main', { [`docs/${++n}.md`]: 'more\n' }, 'main: more');
    },
    close: () => w.repo.closePullRequest(w.pr),
    status: (commit, context, state) => void w.repo.addStatus(commit, { context, state }),
    ciCheck: (commit, name, conclusion) =>
      void w.repo.addCheckRun(commit, {
        name,
        ...(conclusion === null ? { status: 'in_progress' as const } : { conclusion }),
        title: name,
        summary: '',
      }),
    commitToBase: (path, text) => w.repo.commitDirect('main', { [path]: text }, `main: add ${path}`),
    enableAutoMerge: () => w.repo.enableAutoMerge(w.pr, 'agent-1'),
  };
}

async function memorySide(): Promise<Side> {
  const world = new MemoryGitHub();
  const head = sha('feature: first');
  const pr = world.openPull({
    head,
    headRef: 'feature',
    author: 'agent-1',
    title: 'Add the feature',
    files: [{ filename: 'src/feature.ts', status: 'added' }],
  }).number;
  // As in core's world: maya maintains the repository, mallory may write to it.
  world.roles.set('maya', 'maintain');
  world.roles.set('mallory', 'write');
  let n = 0;
  return {
    github: world,
    ref: world.repo,
    pr,
    head,
    commentAs: (login, body) => world.comment(pr, body, { as: login }).id,
    editAs: (id, login, body) => world.edit(id, body, { as: login }),
    deleteAs: (id, login) => world.remove(id, { as: login }),
    async push() {
      const next = sha(`more ${++n}`);
      world.push(pr, next);
      return next;
    },
    async forcePush() {
      const next = sha(`rewritten ${++n}`);
      world.push(pr, next, { force: true });
      return next;
    },
    async advanceBase() {
      world.advanceBase('main', sha(`main ${++n}`));
    },
    async close() {
      world.pull(pr).state = 'closed';
    },
    status: (commit, context, state) => world.status(commit, context, state),
    ciCheck: (commit, name, conclusion) => void world.checkRun(commit, name, conclusion),
    async commitToBase(path, text) {
      const commit = sha(`main: add ${path}`);
      world.advanceBase('main', commit);
      world.file(commit, path, text);
      return commit;
    },
    enableAutoMerge: () => void (world.pull(pr).autoMerge = true),
  };
}

/** Names for the ids a side made, in the order it made them: `sha0` is the PR's first head. */
class Names {
  private readonly names = new Map<string, string>();
  constructor(private readonly prefix: string) {}
  of(id: string | number | null | undefined): string {
    if (id === null || id === undefined) return String(id);
    const key = String(id);
    if (!this.names.has(key)) this.names.set(key, `${this.prefix}${this.names.size}`);
    return this.names.get(key) as string;
  }
}

const marker = (key: string) => ({ action: 'contract', kind: 'note', key });

/** What a shell reads of a PR, with the ids put in the order the side made them. */
function seen(view: WitnessedPull, shas: Names, ids: Names) {
  return {
    number: view.number,
    title: view.title,
    state: view.state,
    headSha: shas.of(view.headSha),
    headRef: view.headRef,
    baseRef: view.baseRef,
    author: view.author,
    viewer: view.viewer,
    labels: view.labels,
    trusted: view.trusted.map((c) => ({ id: ids.of(c.id), body: c.body, markers: c.markers })),
    duplicates: view.duplicates.map((c) => ids.of(c.id)),
    // Each side has its own repository name and comment ids: the URL is GitHub's, not what the evidence says.
    tamperEvidence: view.tamperEvidence.map((t) => t.replace(/ at \S+$/, '').replace(/ \(https:[^)]*\)$/, '')),
    tamperedIds: (view.tamperedIds ?? []).map((id) => ids.of(id)),
    recentCommits: view.recentCommits.map((s) => shas.of(s)),
    forcePushes: view.forcePushes.map((p) => ({ by: p.by, before: shas.of(p.before), after: shas.of(p.after) })),
    unnamedDeletions: view.unnamedDeletions,
  };
}

const sides = { fake: fakeSide, memory: memorySide };

/** Runs `scenario` on both sides and expects the same answer; returns it for assertions of its own. */
async function agreed<T>(scenario: (side: Side) => Promise<T>): Promise<T> {
  const fake = await scenario(await sides.fake());
  const memory = await scenario(await sides.memory());
  expect(memory).toEqual(fake);
  return fake;
}

describe('MemoryGitHub answers as the Octokit port on the fake GitHub does', () => {
  it('reads a PR: trusted comments, duplicates, forged and tampered ones', async () => {
    const view = await agreed(async (s) => {
      const shas = new Names('sha');
      const ids = new Names('c');
      shas.of(s.head);
      const mine = (await s.github.createComment(s.ref, s.pr, withMarker('mine', marker('a')))).id;
      const twin = (await s.github.createComment(s.ref, s.pr, withMarker('twin', marker('a')))).id;
      const edited = (await s.github.createComment(s.ref, s.pr, withMarker('edited', marker('b')))).id;
      const forged = s.commentAs('mallory', withMarker('forged', marker('c')));
      // The PR's author edits one of ours: it is no longer ours, and counts as tampering.
      s.editAs(edited, 'agent-1', withMarker('edited by the author', marker('b')));
      for (const id of [mine, twin, edited, forged]) ids.of(id);
      return seen(await readPull(s.github, s.ref, s.pr), shas, ids);
    });
    expect(view.viewer).toBe(BOT);
    expect(view.trusted.map((c) => c.id)).toEqual(['c0']);
    expect(view.duplicates).toEqual(['c1']);
    expect(view.tamperedIds).toEqual(['c2']);
    expect(view.tamperEvidence).toHaveLength(1);
  });

  it('reads pushes on top as commits of the PR, and a force-push as GitHub records it', async () => {
    const view = await agreed(async (s) => {
      const shas = new Names('sha');
      shas.of(s.head);
      shas.of(await s.push());
      shas.of(await s.forcePush());
      return seen(await readPull(s.github, s.ref, s.pr), shas, new Names('c'));
    });
    expect(view.headSha).toBe('sha2');
    expect(view.recentCommits).toEqual(['sha0', 'sha2']);
    expect(view.forcePushes).toEqual([{ by: 'agent-1', before: 'sha1', after: 'sha2' }]);
  });

  it('reads a deletion of our comment by the PR author as tampering, and our own deletion as nothing', async () => {
    const view = await agreed(async (s) => {
      const ids = new Names('c');
      const ours = (await s.github.createComment(s.ref, s.pr, withMarker('ours', marker('a')))).id;
      const second = (await s.github.createComment(s.ref, s.pr, withMarker('second', marker('b')))).id;
      s.deleteAs(ours, 'agent-1');
      expect(await s.github.deleteComment(s.ref, second)).toBe('deleted');
      return seen(await readPull(s.github, s.ref, s.pr), new Names('sha'), ids);
    });
    expect(view.trusted).toEqual([]);
    expect(view.tamperEvidence).toEqual([`a comment written by ${BOT} was deleted by @agent-1`]);
  });

  it('adds and removes labels, and says when a label to remove is gone', async () => {
    const answers = await agreed(async (s) => {
      await s.github.addLabel(s.ref, s.pr, 'blocked');
      await s.github.addLabel(s.ref, s.pr, 'blocked');
      await s.github.addLabel(s.ref, s.pr, 'other');
      const listed = await s.github.listLabels(s.ref, s.pr);
      const labelled = await s.github.listLabelledPulls(s.ref, 'blocked');
      const removed = await s.github.removeLabel(s.ref, s.pr, 'blocked');
      const again = await s.github.removeLabel(s.ref, s.pr, 'blocked');
      // core's writers, given the view a read made: the label is not added twice nor removed when absent.
      const view = await readPull(s.github, s.ref, s.pr);
      const wrote = [await addLabel(s.github, s.ref, view, 'other'), await removeLabel(s.github, s.ref, view, 'x')];
      return { listed, labelled: labelled.length, removed, again, after: view.labels, wrote };
    });
    expect(answers).toEqual({
      listed: ['blocked', 'other'],
      labelled: 1,
      removed: 'removed',
      again: 'gone',
      after: ['other'],
      wrote: [false, false],
    });
  });

  it("creates repository labels once, and a label added to a PR is one of the repository's", async () => {
    const answers = await agreed(async (s) => {
      const label = { name: 'mergexo:blocked', color: 'b60205', description: 'blocked' };
      const created = await s.github.createLabel(s.ref, label);
      const again = await s.github.createLabel(s.ref, { ...label, name: 'MERGEXO:BLOCKED' });
      await s.github.addLabel(s.ref, s.pr, 'added-on-the-way');
      await s.github.addLabel(s.ref, s.pr, 'Mergexo:Blocked');
      const names = (await s.github.listRepoLabels(s.ref)).sort();
      return { created, again, names, onPull: await s.github.listLabels(s.ref, s.pr) };
    });
    expect(answers).toEqual({
      created: 'created',
      again: 'exists',
      names: ['added-on-the-way', 'mergexo:blocked'],
      onPull: ['added-on-the-way', 'mergexo:blocked'],
    });
  });

  it('creates, updates, lists and deletes comments, and says when one is gone', async () => {
    const answers = await agreed(async (s) => {
      const created = await s.github.createComment(s.ref, s.pr, 'first');
      await s.github.updateComment(s.ref, created.id, 'first, edited');
      const other = s.commentAs('mallory', 'hello');
      const listed = await s.github.listCommentsSince(s.ref, s.pr, '2000-01-01T00:00:00Z');
      const deleted = await s.github.deleteComment(s.ref, created.id);
      const gone = await s.github.deleteComment(s.ref, created.id);
      const ids = new Names('c');
      return {
        created: { author: created.user?.login, body: created.body, url: created.html_url.includes('#issuecomment-') },
        listed: listed.map((c) => ({ id: ids.of(c.id), author: c.user?.login, body: c.body })),
        other: ids.of(other),
        deleted,
        gone,
      };
    });
    expect(answers.listed).toEqual([
      { id: 'c0', author: BOT, body: 'first, edited' },
      { id: 'c1', author: 'mallory', body: 'hello' },
    ]);
    expect([answers.deleted, answers.gone]).toEqual(['deleted', 'gone']);
  });

  it('creates check runs and lists them as ours, newest first', async () => {
    const answers = await agreed(async (s) => {
      const output = { title: 'Accepted', summary: 'why', text: 'state' };
      const first = await s.github.createCheckRun(s.ref, {
        name: 'mergexo/contract',
        headSha: s.head,
        status: 'completed',
        conclusion: 'failure',
        output,
      });
      await s.github.createCheckRun(s.ref, {
        name: 'mergexo/contract',
        headSha: s.head,
        status: 'completed',
        conclusion: 'success',
        output: { ...output, text: 'newer' },
      });
      const rows = await s.github.listCheckRunsNamed(s.ref, s.head, 'mergexo/contract');
      const own = await ownCheckRuns(s.github, s.ref, s.head, 'mergexo/contract', BOT);
      return {
        appSlug: first.appSlug,
        rows: rows.map((r) => ({ conclusion: r.conclusion, text: r.output.text, slug: r.app?.slug })).sort(),
        own: own.map((r) => ({ conclusion: r.conclusion, text: r.text })),
        none: (await s.github.listCheckRunsNamed(s.ref, s.head, 'mergexo/other')).length,
      };
    });
    expect(answers.own).toEqual([
      { conclusion: 'success', text: 'newer' },
      { conclusion: 'failure', text: 'state' },
    ]);
  });

  it('updates a branch only from the head it was given, behind its base, while open', async () => {
    const answers = await agreed(async (s) => {
      const level = await s.github.updateBranch(s.ref, s.pr, s.head);
      await s.advanceBase();
      const moved = await s.github.updateBranch(s.ref, s.pr, sha('not the head'));
      const updated = await s.github.updateBranch(s.ref, s.pr, s.head);
      const commits = (await readPull(s.github, s.ref, s.pr)).recentCommits.length;
      await s.close();
      const closed = await s.github.updateBranch(s.ref, s.pr, s.head);
      return { level, moved: moved.kind, updated, commits, closed: closed.kind };
    });
    expect(answers).toEqual({
      level: { kind: 'refused', reason: 'unprocessable', said: 'There are no new commits on the base branch.' },
      moved: 'head-moved',
      updated: { kind: 'updated' },
      commits: 2,
      closed: 'refused',
    });
  });

  it('creates refs once, reads their target, and lists the open PRs of a commit', async () => {
    const answers = await agreed(async (s) => {
      const ref = 'refs/mergexo/contract/backup';
      const created = await s.github.createRef(s.ref, ref, s.head);
      const exists = await s.github.createRef(s.ref, ref, s.head);
      const target = (await s.github.refTarget(s.ref, 'mergexo/contract/backup')) === s.head;
      const onHead = await s.github.listPullsOfCommit(s.ref, s.head);
      const open = await s.github.listOpenPulls(s.ref);
      return {
        created,
        exists,
        target,
        onHead: onHead.map((p) => [p.number, p.headSha === s.head]),
        open: open.map((p) => p.number),
      };
    });
    expect(answers).toEqual({ created: 'created', exists: 'exists', target: true, onHead: [[1, true]], open: [1] });
  });

  it('merges only the head it was given, and refuses a closed PR', async () => {
    const answers = await agreed(async (s) => {
      const moved = await s.github.merge(s.ref, s.pr, sha('not the head'), 'merge');
      const merged = await s.github.merge(s.ref, s.pr, s.head, 'merge');
      const again = await s.github.merge(s.ref, s.pr, s.head, 'merge');
      return { moved, merged: merged.kind === 'merged' && merged.merged, again };
    });
    expect(answers).toEqual({
      moved: { kind: 'refused', status: 409, said: 'Head branch was modified. Review and try the merge again.' },
      merged: true,
      again: { kind: 'refused', status: 405, said: 'Pull Request is not mergeable' },
    });
  });

  it('lists closed PRs on a base as replay does: none while open, then the merged one with its facts', async () => {
    const answers = await agreed(async (s) => {
      const pages: number[] = [];
      const enough = (page: unknown[]) => {
        pages.push(page.length);
        return false;
      };
      const before = await s.github.listClosedPulls(s.ref, 'main', enough);
      await s.github.merge(s.ref, s.pr, s.head, 'merge');
      const after = await s.github.listClosedPulls(s.ref, 'main', enough);
      const other = await s.github.listClosedPulls(s.ref, 'elsewhere', () => true);
      return {
        before: before.length,
        pages,
        after: after.map((p) => ({
          number: p.number,
          author: p.author,
          headRef: p.headRef,
          headIsTheHead: p.headSha === s.head,
          ownRepository: p.headRepository === `${s.ref.owner}/${s.ref.repo}`,
          labels: p.labels,
          merged: p.mergedAt !== null && p.mergeCommitSha !== null,
          openedFirst: p.createdAt <= (p.mergedAt ?? ''),
        })),
        other: other.length,
      };
    });
    expect(answers).toEqual({
      before: 0,
      pages: [0, 1],
      after: [
        {
          number: 1,
          author: 'agent-1',
          headRef: 'feature',
          headIsTheHead: true,
          ownRepository: true,
          labels: [],
          merged: true,
          openedFirst: true,
        },
      ],
      other: 0,
    });
  });

  it('answers a conditional read of an unchanged PR with a free 304, and a changed one anew', async () => {
    const answers = await agreed(async (s) => {
      const poller = new PullPoller(s.github, s.ref);
      const first = await poller.pull(s.pr);
      const same = await poller.pull(s.pr);
      await s.github.addLabel(s.ref, s.pr, 'seen');
      const labelled = await poller.pull(s.pr);
      return {
        changed: [first.changed, same.changed, labelled.changed],
        labels: labelled.labels,
        state: labelled.state,
        author: labelled.author,
      };
    });
    expect(answers.changed).toEqual([true, false, true]);
  });

  it("lists open PRs as rebase-notify does: labels, comment windows and mergexo's check on each head", async () => {
    const options = { checkName: 'mergexo/contract', behindLabel: 'behind', conflictLabel: 'conflict' };
    const shown = (p: Listed | undefined) =>
      p && {
        number: p.view.number,
        labels: p.view.labels,
        trusted: p.view.trusted.map((c) => c.body),
        check: typeof p.check === 'string' ? p.check : { ...p.check, completedAt: p.check.completedAt !== null },
        commentsRead: p.commentsRead,
        commentsComplete: p.commentsComplete,
      };
    const answers = await agreed(async (s) => {
      await s.github.addLabel(s.ref, s.pr, 'behind');
      await s.github.createComment(s.ref, s.pr, withMarker('status', marker('a')));
      s.commentAs('mallory', withMarker('forged', marker('a')));
      await s.github.createCheckRun(s.ref, {
        name: 'mergexo/contract',
        headSha: s.head,
        status: 'completed',
        conclusion: 'failure',
        externalId: 'facts-1',
        output: { title: 't', summary: 's' },
      });
      const windows = await listOpenPullsWithChecks(s.github, s.ref, {
        ...options,
        withMergeable: false,
        withChecks: false,
      });
      const checked = await listOpenPullsWithChecks(s.github, s.ref, {
        ...options,
        withMergeable: false,
        withChecks: true,
      });
      const beforeComments = checked.map(shown);
      await readComments(s.github, checked);
      const one = await listOnePull(s.github, s.ref, s.pr, { ...options, withMergeable: false, withChecks: true });
      return { windows: windows.map(shown), beforeComments, checked: checked.map(shown), one: shown(one) };
    });
    expect(answers.windows).toEqual([
      {
        number: 1,
        labels: ['behind'],
        trusted: [withMarker('status', marker('a'))],
        check: 'unknown',
        commentsRead: true,
        commentsComplete: true,
      },
    ]);
    expect(answers.beforeComments[0]?.check).toEqual({
      conclusion: 'failure',
      fingerprint: 'facts-1',
      completedAt: true,
    });
    expect(answers.beforeComments[0]?.commentsRead).toBe(false);
    expect(answers.checked[0]?.trusted).toEqual([withMarker('status', marker('a'))]);
    expect(answers.one).toEqual(answers.checked[0]);
  });

  it("reads a commit's checks and statuses as ci-wait does: the newest run of each name, the newest status", async () => {
    const answers = await agreed(async (s) => {
      const run = (name: string, conclusion: 'success' | 'failure', annotations = false) =>
        s.github.createCheckRun(s.ref, {
          name,
          headSha: s.head,
          status: 'completed',
          conclusion,
          output: {
            title: `${name} ${conclusion}`,
            summary: 'summary',
            ...(annotations
              ? {
                  annotations: [
                    { path: 'src/a.ts', start_line: 3, end_line: 3, annotation_level: 'failure', message: 'boom' },
                  ],
                }
              : {}),
          },
        });
      await run('build', 'failure');
      await run('build', 'success');
      const lint = await run('lint', 'failure', true);
      s.status(s.head, 'ci/legacy', 'pending');
      s.status(s.head, 'ci/legacy', 'success');
      s.status(s.head, 'ci/other', 'failure');
      const checks = new CommitChecks(s.github, s.ref);
      const runs = await checks.checkRuns(s.head);
      const statuses = await checks.statuses(s.head);
      return {
        runs: runs
          .map((r) => ({
            name: r.name,
            status: r.status,
            conclusion: r.conclusion,
            title: r.title,
            n: r.annotationsCount,
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        statuses: statuses
          .map((st) => ({ context: st.context, state: st.state }))
          .sort((a, b) => a.context.localeCompare(b.context)),
        annotations: await checks.annotations(lint.id, 5),
        required: await checks.requiredChecks('main'),
      };
    });
    expect(answers.runs.map((r) => [r.name, r.conclusion])).toEqual([
      ['build', 'success'],
      ['lint', 'failure'],
    ]);
    expect(answers.statuses).toEqual([
      { context: 'ci/legacy', state: 'success' },
      { context: 'ci/other', state: 'failure' },
    ]);
    expect(answers.annotations).toEqual(['src/a.ts:3: boom']);
  });

  it("reads the checks of another App as CI's, not ours, and the default branch as there from the start", async () => {
    const answers = await agreed(async (s) => {
      s.ciCheck(s.head, 'build', 'success');
      s.ciCheck(s.head, 'test', 'failure');
      s.ciCheck(s.head, 'e2e', null);
      const runs = await new CommitChecks(s.github, s.ref).checkRuns(s.head);
      const main = (await s.github.branch(s.ref, 'main')) as { name: string; protected: boolean };
      return {
        runs: runs
          .map((r) => ({
            name: r.name,
            status: r.status,
            conclusion: r.conclusion,
            app: r.app,
            title: r.title,
            summary: r.summary,
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        own: (await ownCheckRuns(s.github, s.ref, s.head, 'build', BOT)).length,
        main: { name: main.name, protected: main.protected },
      };
    });
    expect(answers.runs.map((r) => [r.name, r.status, r.conclusion, r.app])).toEqual([
      ['build', 'completed', 'success', 'ci-app'],
      ['e2e', 'in_progress', null, 'ci-app'],
      ['test', 'completed', 'failure', 'ci-app'],
    ]);
    expect(answers.own).toBe(0);
    expect(answers.main).toEqual({ name: 'main', protected: false });
  });

  it("reads a gate's extras with the PR in one query: its check's runs, the base's file, the files", async () => {
    const answers = await agreed(async (s) => {
      const output = { title: 'Accepted', summary: 'why', text: 'state' };
      const run = (text: string) =>
        s.github.createCheckRun(s.ref, {
          name: 'mergexo/contract',
          headSha: s.head,
          status: 'completed',
          conclusion: 'success',
          output: { ...output, text },
        });
      await run('older');
      await run('newer');
      s.ciCheck(s.head, 'mergexo/contract', 'failure');
      const base = await s.commitToBase('.github/mergexo.yml', 'version: 1\n');
      const before = { ...s.github.requests };
      const { pull, along } = await readPullAlong(s.github, s.ref, s.pr, {
        checks: { name: 'mergexo/contract', commits: [s.head, base] },
        baseFile: '.github/mergexo.yml',
        files: true,
      });
      const reads = s.github.requests.reads - before.reads;
      const absent = await readPullAlong(s.github, s.ref, s.pr, { baseFile: '.github/other.yml' });
      const file = along.baseFile?.file;
      return {
        reads,
        baseIsPulls: along.baseFile?.baseSha === pull.baseSha,
        runs: [...along.checkRuns.entries()].map(([commit, rows]) => ({
          head: commit === s.head,
          rows: rows
            .map((r) => ({ conclusion: r.conclusion, text: r.output.text, ours: r.app?.slug === 'github-actions' }))
            .sort((a, b) => `${a.conclusion}${a.text}`.localeCompare(`${b.conclusion}${b.text}`)),
        })),
        file: file?.kind === 'entry' ? Buffer.from(file.content ?? '', 'base64').toString() : file,
        absent: absent.along.baseFile?.file,
        files: along.files,
      };
    });
    expect(answers).toEqual({
      reads: 1,
      baseIsPulls: true,
      runs: [
        {
          head: true,
          rows: [
            { conclusion: 'failure', text: null, ours: false },
            { conclusion: 'success', text: 'newer', ours: true },
            { conclusion: 'success', text: 'older', ours: true },
          ],
        },
        { head: false, rows: [] },
      ],
      file: 'version: 1\n',
      absent: { kind: 'absent' },
      files: [{ filename: 'src/feature.ts', status: 'added' }],
    });
  });

  it('reads a file at a commit as the contents API does, and turns auto-merge off', async () => {
    const answers = await agreed(async (s) => {
      const base = await s.commitToBase('.github/mergexo.yml', 'version: 1\n');
      const file = await s.github.getContent(s.ref, '.github/mergexo.yml', base);
      s.enableAutoMerge();
      const before = (await readPull(s.github, s.ref, s.pr)).autoMerge;
      const off = await s.github.disableAutoMerge((await readPull(s.github, s.ref, s.pr)).nodeId);
      return {
        file:
          file.kind === 'entry'
            ? { type: file.type, encoding: file.encoding, text: Buffer.from(file.content ?? '', 'base64').toString() }
            : file,
        absent: await s.github.getContent(s.ref, '.github/other.yml', base),
        before,
        off,
        after: (await readPull(s.github, s.ref, s.pr)).autoMerge,
      };
    });
    expect(answers).toEqual({
      file: { type: 'file', encoding: 'base64', text: 'version: 1\n' },
      absent: { kind: 'absent' },
      before: true,
      off: 'done',
      after: false,
    });
  });

  it('requests reviewers and takes them back, as the PR read and the review-request read show', async () => {
    const answers = await agreed(async (s) => {
      await s.github.requestReviewers(s.ref, s.pr, ['maya'], []);
      const requested = (await readPull(s.github, s.ref, s.pr)).reviewRequests;
      await s.github.removeReviewers(s.ref, s.pr, ['maya'], []);
      const after = (await readPull(s.github, s.ref, s.pr)).reviewRequests;
      const vars = { owner: s.ref.owner, repo: s.ref.repo, number: s.pr };
      const events = await s.github.query<{
        repository: { pullRequest: { timelineItems: { nodes: { __typename: string; actor: unknown }[] } } };
      }>('pull.reviewRequests', REVIEW_REQUESTS_READ, vars);
      return {
        requested,
        after,
        events: events.repository.pullRequest.timelineItems.nodes.map((e) => [e.__typename, e.actor]),
      };
    });
    expect(answers.requested).toEqual([{ kind: 'user', login: 'maya' }]);
    expect(answers.after).toEqual([]);
    expect(answers.events.map(([type]) => type)).toEqual(['ReviewRequestedEvent', 'ReviewRequestRemovedEvent']);
  });

  it('answers facts of the repository, its people and runs, the PR files, and draft marks', async () => {
    const answers = await agreed(async (s) => {
      const view = await readPull(s.github, s.ref, s.pr);
      const drafted = await s.github.setDraft(view.nodeId, true);
      const draft = (await readPull(s.github, s.ref, s.pr)).isDraft;
      await s.github.setDraft(view.nodeId, false);
      return {
        repository: await s.github.repository(s.ref),
        roles: await Promise.all(['maya', 'mallory', 'stranger'].map((l) => s.github.collaboratorRole(s.ref, l))),
        files: await s.github.listFiles(s.ref, s.pr),
        changedFiles: view.changedFiles,
        drafted,
        draft,
        ready: (await readPull(s.github, s.ref, s.pr)).isDraft,
        run: await s.github.workflowRun(s.ref, 424242),
      };
    });
    expect(answers).toMatchObject({
      repository: { defaultBranch: 'main' },
      drafted: 'done',
      draft: true,
      ready: false,
    });
    expect(answers.roles).toEqual(['maintain', 'write', 'read']);
    expect(answers.run).toBe('absent');
  });

  it("lists a branch's pushes newest first, as GitHub's repository activity does", async () => {
    const answers = await agreed(async (s) => {
      const shas = new Names('sha');
      shas.of(s.head);
      await s.push();
      await s.forcePush();
      const activity = await s.github.refActivity(s.ref, 'refs/heads/feature', 2);
      return {
        rows:
          activity === 'unreadable'
            ? activity
            : activity.rows.map((r) => ({ type: r.type, before: shas.of(r.before), after: shas.of(r.after) })),
        none: await s.github.refActivity(s.ref, 'refs/heads/no-such-branch', 100),
      };
    });
    expect(answers.rows).toEqual([
      { type: 'force_push', before: 'sha1', after: 'sha2' },
      { type: 'push', before: 'sha0', after: 'sha1' },
    ]);
    expect(answers.none).toEqual({ rows: [], complete: true });
  });

  it('counts the requests a run makes as the Octokit port does: a read per page or query, a write per call', async () => {
    const counts = await agreed(async (s) => {
      const before = { ...s.github.requests };
      const view = await readPull(s.github, s.ref, s.pr);
      await addLabel(s.github, s.ref, view, 'counted');
      await s.github.listLabels(s.ref, s.pr);
      const c = await s.github.createComment(s.ref, s.pr, 'counted');
      await s.github.deleteComment(s.ref, c.id);
      await s.github.deleteComment(s.ref, c.id);
      await s.github.listCheckRunsNamed(s.ref, s.head, 'mergexo/contract');
      await s.github.listPullsOfCommit(s.ref, s.head);
      await s.github.updateBranch(s.ref, s.pr, s.head);
      return { reads: s.github.requests.reads - before.reads, writes: s.github.requests.writes - before.writes };
    });
    expect(counts).toEqual({ reads: 4, writes: 5 });
  });
});

describe('MemoryGitHub as a world', () => {
  it('counts a read per page and a write per call, as the Octokit port counts requests', async () => {
    const world = new MemoryGitHub();
    const pr = world.openPull({ head: sha('a') }).number;
    await world.listLabels(world.repo, pr);
    await world.query('pull.read', '', { owner: 'acme', repo: 'widgets', number: pr, withMergeable: false });
    await world.addLabel(world.repo, pr, 'x');
    expect(world.requests).toEqual({ reads: 2, writes: 1 });
  });

  it('refuses, while observing, every write but a neutral check', async () => {
    const world = new MemoryGitHub();
    const pr = world.openPull({ head: sha('a') }).number;
    world.observing = true;
    await expect(world.addLabel(world.repo, pr, 'x')).rejects.toThrow(/observing/);
    const output = { title: 't', summary: 's' };
    const check = { name: 'mergexo/x', headSha: sha('a'), status: 'completed' as const, output };
    await expect(world.createCheckRun(world.repo, { ...check, conclusion: 'failure' })).rejects.toThrow(/observing/);
    await world.createCheckRun(world.repo, { ...check, conclusion: 'neutral' });
    expect(world.checksOn(sha('a')).map((r) => r.conclusion)).toEqual(['neutral']);
  });

  it('has the workflow bot as its identity unless told otherwise, and trusts only what that identity wrote', async () => {
    expect(new MemoryGitHub().viewer).toBe(MEMORY_BOT);
    const world = new MemoryGitHub({ viewer: 'mergexo-app[bot]' });
    const pr = world.openPull({ head: sha('a') }).number;
    world.comment(pr, withMarker('ours', marker('a')));
    world.comment(pr, withMarker('a user named like the app', marker('b')), { as: 'mergexo-app' });
    const view = await readPull(world, world.repo, pr);
    expect(view.viewer).toBe('mergexo-app[bot]');
    expect(view.trusted.map((c) => c.body)).toEqual([withMarker('ours', marker('a'))]);
  });

  it('answers history as declared: pushes on top are ahead, forced pushes diverged, unrelated heads too', async () => {
    const world = new MemoryGitHub();
    const pr = world.openPull({ head: sha('a') }).number;
    world.push(pr, sha('b'));
    world.push(pr, sha('c'), { force: true });
    world.declareCompare(sha('x'), sha('c'), 'unrelated');
    const status = async (base: string) => (await compareCommits(world, world.repo, base, sha('c'))).status;
    expect(await status(sha('b'))).toBe('diverged');
    expect(await status(sha('x'))).toBe('diverged');
    expect((await compareCommits(world, world.repo, sha('a'), sha('b'))).status).toBe('ahead');
    await expect(compareCommits(world, world.repo, sha('never'), sha('c'))).rejects.toThrow(/no longer has commit/);
  });

  it('refuses an update-branch as declared, once', async () => {
    const world = new MemoryGitHub();
    const pr = world.openPull({ head: sha('a') }).number;
    world.advanceBase('main', sha('main 2'));
    world.refuseUpdate(pr, 'workflows', 'refusing to allow a GitHub App to create or update workflow');
    expect(await world.updateBranch(world.repo, pr, sha('a'))).toMatchObject({ kind: 'refused', reason: 'workflows' });
    expect(await world.updateBranch(world.repo, pr, sha('a'))).toEqual({ kind: 'updated' });
    expect(world.pull(pr).commits).toHaveLength(2);
  });

  it('lists the merge queue of its default branch: the PRs ahead of one, first in line first', async () => {
    const world = new MemoryGitHub();
    for (const name of ['a', 'b', 'c']) world.openPull({ head: sha(name) });
    world.mergeQueue.push(2, 1, 3);
    expect(await pullsAheadInQueue(world, world.repo, 'main', 3)).toEqual([2, 1]);
    expect(await pullsAheadInQueue(world, world.repo, 'main', 2)).toEqual([]);
  });
});
