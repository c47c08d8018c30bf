// The operator's hand-over of an allocated name on the fake GitHub: the record `handOver` writes on the PR, the
// runs it refuses (writing nothing), and how `ownershipOf` weighs a record against GitHub's record of its run.
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../../src/core/clock.js';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { inputsFromRecord } from '../../../src/core/inputs.js';
import { renderMarker } from '../../../src/core/pure/markers.js';
import type { RunContext } from '../../../src/core/run-context.js';
import type { Logger, ShellContext } from '../../../src/core/shell.js';
import { parseAllocatedGlob } from '../../../src/rebase-notify/rules/collisions/allocated-names.js';
import { handOver, newLookups, ownershipOf } from '../../../src/rebase-notify/collisions/handover.js';
import { handOverRecords, type HandOverRecord } from '../../../src/rebase-notify/rules/state.js';
import { nameKey } from '../../../src/rebase-notify/rules/collisions/owners.js';
import { listOnePull, type Listed } from '../../../src/rebase-notify/listing.js';
import { parseSettings } from '../../../src/rebase-notify/settings.js';
import { BOT, PERMISSIONS, newWorld, openAnother, portFor, useGitHub, type World } from '../../core/pr/world.js';
import { botToken } from '../../support/fake-world.js';
import { HAND_OVER_WORKFLOW, handOverRun, sweepRun, type HandOverRunOptions } from '../hand-over-run.js';

const ACTIONS_TOKEN = 'ghs_handover_actions_read';
const gh = useGitHub(botToken(ACTIONS_TOKEN, { ...PERMISSIONS, actions: 'read' }, 'github-actions'));

const GLOB = 'migrations/*_*.sql';
const globs = [parseAllocatedGlob(GLOB)];
const key = nameKey(GLOB, '42');
const RULE = { permission: 'maintain' as const, workflow: HAND_OVER_WORKFLOW };

function recorder(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info: () => undefined, warning: (m) => warnings.push(m), debug: () => undefined };
}

/** The run's context under the token that may read workflow runs (or the world's, which may not). */
function context(w: World, readsRuns = true): ShellContext & { log: ReturnType<typeof recorder> } {
  const github = readsRuns ? portFor(gh, ACTIONS_TOKEN) : w.github;
  return { github, repo: w.ref, log: recorder(), clock: scaledClock(0.001) };
}

const settings = (name = '0042') =>
  parseSettings(
    inputsFromRecord({
      'github-token': 't',
      'allocated-names': GLOB,
      'hand-over-to': '1',
      'hand-over-name': name,
    }),
  );

function dispatch(w: World, over: Partial<RunContext> = {}): RunContext {
  return {
    eventName: 'workflow_dispatch',
    payload: { repository: { default_branch: 'main' } },
    owner: w.ref.owner,
    repo: w.ref.repo,
    apiUrl: gh.apiUrl,
    serverUrl: 'https://github.com',
    actor: 'maya',
    ref: 'refs/heads/main',
    runId: '',
    job: 'notify',
    workflow: 'notify',
    ...over,
  };
}

/** The hand-over comments on a PR, as a person sees them. */
async function records(w: World, pr: number): Promise<string[]> {
  const view = await w.repo.pull(pr);
  return view.comments.filter((c) => c.body.includes('"kind":"name-holder"')).map((c) => c.body);
}

const recordBody = (r: HandOverRecord) =>
  `${renderMarker({ action: 'rebase-notify', kind: 'name-holder', key: r.name, data: { ...r } })}\nhanded over`;

async function listed(w: World, ...numbers: number[]): Promise<Map<number, Listed>> {
  const options = { checkName: 'mergexo/rebase-notify', withMergeable: false, withChecks: false };
  const pulls = new Map<number, Listed>();
  for (const n of numbers) {
    const pull = await listOnePull(w.github, w.ref, n, options);
    if (pull) pulls.set(n, pull);
  }
  return pulls;
}

describe('handOver', () => {
  it('writes one record on the PR naming the dispatch, and a second dispatch edits it', async () => {
    const w = await newWorld(gh);
    const run = mayasHandOver(w);
    const ctx = context(w);
    const result = await handOver(ctx, settings(), dispatch(w, { runId: String(run.id) }));
    expect(result).toEqual({ pull: w.pr, base: 'main', name: '42' });
    const [body] = await records(w, w.pr);
    expect(body).toContain('handed the name `42` on `main` to this PR');
    expect(body).toContain(`"run":${run.id}`);

    const again = mayasHandOver(w, { title: `mergexo hand-over 0042 to PR #${w.pr}` });
    await handOver(ctx, settings(), dispatch(w, { runId: String(again.id) }));
    const after = await records(w, w.pr);
    expect(after).toHaveLength(1);
    expect(after[0]).toContain(`"run":${again.id}`);
  });

  it('reads the default branch from GitHub when the event does not carry it', async () => {
    const w = await newWorld(gh);
    const run = mayasHandOver(w);
    await handOver(context(w), settings(), dispatch(w, { payload: {}, runId: String(run.id) }));
    expect(await records(w, w.pr)).toHaveLength(1);
  });

  it.each<[string, (w: World, run: number) => Partial<RunContext>]>([
    ['a run that is not a dispatch', (_w, run) => ({ eventName: 'push', runId: String(run) })],
    ['a dispatch on another branch', (_w, run) => ({ ref: 'refs/heads/feature', runId: String(run) })],
    ['a dispatcher without the permission', (w) => ({ actor: 'mallory', runId: String(mallorysRun(w)) })],
    ['a run GitHub does not know', () => ({ runId: '999999' })],
    ['no run id', () => ({ runId: '' })],
    ['a run GitHub shows as started by someone else', (w) => ({ runId: String(mallorysRun(w)) })],
    ['a run GitHub shows as a push', (w) => ({ runId: String(mayasHandOver(w, { event: 'push' }).id) })],
    ["a run of another workflow's file (a sweep)", (w) => ({ runId: String(sweepRun(w.repo, 'maya').id) })],
    ['a run GitHub shows on another branch', (w) => ({ runId: String(mayasHandOver(w, { headBranch: 'x' }).id) })],
    ['a run titled for another name', (w) => ({ runId: String(mayasHandOver(w, { name: '0043' }).id) })],
    ['a run titled for another PR', (w) => ({ runId: String(mayasHandOver(w, { pull: w.pr + 1 }).id) })],
    ['a run without the hand-over title', (w) => ({ runId: String(mayasHandOver(w, { title: 'mergexo' }).id) })],
    [
      "a maintainer's re-run of a dispatch started without the permission",
      (w) => ({ runId: String(mayasHandOver(w, { actor: 'mallory', triggeringActor: 'maya' }).id) }),
    ],
  ])('refuses %s, and writes nothing', async (_name, over) => {
    const w = await newWorld(gh);
    const run = mayasHandOver(w);
    const writes = gh.requests.length;
    await expect(handOver(context(w), settings(), dispatch(w, over(w, run.id)))).rejects.toThrow(ConfigurationError);
    expect(await records(w, w.pr)).toEqual([]);
    expect(gh.requests.slice(writes).filter((r) => r.kind === 'write')).toEqual([]);
  });

  it('refuses a run whose token cannot check its own dispatch: no reader could check the record', async () => {
    const w = await newWorld(gh);
    const run = mayasHandOver(w);
    await expect(handOver(context(w, false), settings(), dispatch(w, { runId: String(run.id) }))).rejects.toThrow(
      ConfigurationError,
    );
    expect(await records(w, w.pr)).toEqual([]);
  });

  it('refuses a closed PR', async () => {
    const w = await newWorld(gh);
    await w.repo.closePullRequest(w.pr);
    const run = mayasHandOver(w);
    await expect(handOver(context(w), settings(), dispatch(w, { runId: String(run.id) }))).rejects.toThrow(
      ConfigurationError,
    );
    expect(await records(w, w.pr)).toEqual([]);
  });
});

/** Maya's hand-over of 0042 to the world's PR, as GitHub records its run, with `over` changed. */
const mayasHandOver = (w: World, over: Partial<HandOverRunOptions> = {}) =>
  handOverRun(w.repo, { pull: w.pr, name: '0042', actor: 'maya', ...over });
const mallorysRun = (w: World) => mayasHandOver(w, { actor: 'mallory' }).id;

describe('handOverRecords', () => {
  it("reads mergexo's well-formed records only", async () => {
    const w = await newWorld(gh);
    const good = { name: '42', base: 'main', run: 7, actor: 'maya' };
    w.repo.addComment(w.pr, BOT, recordBody(good));
    w.repo.addComment(w.pr, BOT, recordBody({ ...good, run: -1 }));
    w.repo.addComment(w.pr, 'mallory', recordBody({ ...good, run: 8 }));
    const pull = (await listed(w, w.pr)).get(w.pr);
    expect(handOverRecords(pull!.view)).toEqual([good]);
  });
});

describe('ownershipOf', () => {
  it('trusts the first claimant with write access when no one handed the name', async () => {
    const w = await newWorld(gh);
    const { pr: second } = await openAnother(w, 'second');
    const pulls = await listed(w, w.pr, second);
    const contested = new Map([[key, [w.pr, second]]]);
    // agent-1 has no access to the repository: neither claim is trusted, and the first claim holds.
    const none = await ownershipOf(context(w), pulls, contested, globs, RULE, newLookups());
    expect([[...none.trusted], [...none.handed]]).toEqual([[], []]);

    await w.wt.checkout('third', { create: true, from: 'main' });
    await w.wt.commit({ 'src/third.ts': 'export const t = 3;\n' }, 'third');
    await w.wt.push('third');
    const third = (await w.repo.openPullRequest({ head: 'third', base: 'main', author: 'mallory', title: 't' })).number;
    const all = await listed(w, w.pr, second, third);
    const own = await ownershipOf(context(w), all, new Map([[key, [w.pr, second, third]]]), globs, RULE, newLookups());
    expect([[...own.trusted], [...own.handed]]).toEqual([[third], []]);
  });

  it('gives the name to the PR a checked hand-over names, newest run first', async () => {
    const w = await newWorld(gh);
    const { pr: second } = await openAnother(w, 'second');
    const older = handOverRun(w.repo, { pull: second, name: '42', actor: 'maya' }).id;
    const newer = handOverRun(w.repo, { pull: w.pr, name: '42', actor: 'maya' }).id;
    w.repo.addComment(w.pr, BOT, recordBody({ name: '42', base: 'main', run: newer, actor: 'maya' }));
    w.repo.addComment(second, BOT, recordBody({ name: '42', base: 'main', run: older, actor: 'maya' }));
    const pulls = await listed(w, w.pr, second);
    const own = await ownershipOf(context(w), pulls, new Map([[key, [second, w.pr]]]), globs, RULE, newLookups());
    expect(own.handed.get(key)).toBe(w.pr);
  });

  it.each<[string, (w: World, to: number) => HandOverRecord]>([
    ['GitHub has no such run', () => ({ name: '42', base: 'main', run: 999999, actor: 'maya' })],
    [
      'the run was a push',
      (w, to) => ({ name: '42', base: 'main', run: run(w, to, { event: 'push' }), actor: 'maya' }),
    ],
    [
      'someone else started the run',
      (w, to) => ({ name: '42', base: 'main', run: run(w, to, { actor: 'mallory' }), actor: 'maya' }),
    ],
    [
      'the dispatcher lacks the permission',
      (w, to) => ({ name: '42', base: 'main', run: run(w, to, { actor: 'mallory' }), actor: 'mallory' }),
    ],
    ['the record is for another base', (w, to) => ({ name: '42', base: 'release', run: run(w, to), actor: 'maya' })],
    [
      "the run is a maintainer's routine sweep",
      (w) => ({ name: '42', base: 'main', run: sweepRun(w.repo, 'maya').id, actor: 'maya' }),
    ],
    [
      'the run was dispatched on another branch',
      (w, to) => ({ name: '42', base: 'main', run: run(w, to, { headBranch: 'feature' }), actor: 'maya' }),
    ],
    [
      'the run handed over another name',
      (w, to) => ({ name: '42', base: 'main', run: run(w, to, { name: '43' }), actor: 'maya' }),
    ],
    [
      'the run handed the name to another PR',
      (w, to) => ({ name: '42', base: 'main', run: run(w, to + 100), actor: 'maya' }),
    ],
    [
      'the run was re-run by someone without the permission',
      (w, to) => ({ name: '42', base: 'main', run: run(w, to, { triggeringActor: 'mallory' }), actor: 'maya' }),
    ],
    [
      "the run was a maintainer's re-run of a dispatch by someone without the permission",
      (w, to) => ({
        name: '42',
        base: 'main',
        run: run(w, to, { actor: 'mallory', triggeringActor: 'maya' }),
        actor: 'maya',
      }),
    ],
  ])('lets a record count for nothing when %s', async (_name, record) => {
    const w = await newWorld(gh);
    const { pr: second } = await openAnother(w, 'second');
    w.repo.addComment(second, BOT, recordBody(record(w, second)));
    const pulls = await listed(w, w.pr, second);
    const own = await ownershipOf(context(w), pulls, new Map([[key, [w.pr, second]]]), globs, RULE, newLookups());
    expect(own.handed.get(key)).toBeUndefined();
  });

  it('warns, and lets the record count for nothing, when the token cannot read workflow runs', async () => {
    const w = await newWorld(gh);
    const { pr: second } = await openAnother(w, 'second');
    w.repo.addComment(second, BOT, recordBody({ name: '42', base: 'main', run: run(w, second), actor: 'maya' }));
    const ctx = context(w, false);
    const pulls = await listed(w, w.pr, second);
    const own = await ownershipOf(ctx, pulls, new Map([[key, [w.pr, second]]]), globs, RULE, newLookups());
    expect(own.handed.get(key)).toBeUndefined();
    expect(ctx.log.warnings).toEqual([expect.stringContaining(`#${second} carries a hand-over`)]);
  });
});

/** Maya's hand-over of 42 to PR #`to`, as GitHub records its run, with `over` changed: its id. */
const run = (w: World, to: number, over: Partial<HandOverRunOptions> = {}) =>
  handOverRun(w.repo, { pull: to, name: '42', actor: 'maya', ...over }).id;
