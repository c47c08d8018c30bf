// The one-line setup (`uses: OWNER/mergexo@v1`) must leave a PR exactly as the actions run one by
// one would: the same checks, labels and comments. Each event runs on two identical worlds: one
// gets the root action, the other the parts that fit the event, each on its own. The root action runs from its
// bundle (it starts each part's bundle); the parts alone and the set-up run main.ts in the test's process.
import { describe, expect, it } from 'vitest';
import { parseMarkers } from '../../src/core/pure/markers.js';
import { runAction, type RunActionOptions, type RunActionResult } from '../support/run-action.js';
import { runInProcess } from '../support/in-process/run.js';
import {
  guardInProcess as guard,
  openWorld,
  pushCommit,
  useGitHub,
  TOKEN,
  type World,
} from './support/history-guard-world.js';

const gh = useGitHub();

const INPUTS = { 'write-roots': 'src/**', 'drift-source': 'api' };

function options(
  world: World,
  action: string,
  event: { name: string; payload: unknown },
  inputs = INPUTS,
  extra: Partial<RunActionOptions> = {},
): RunActionOptions {
  return {
    action,
    event,
    inputs,
    token: TOKEN,
    apiUrl: gh.apiUrl,
    repository: world.repo.fullName,
    actor: 'maya',
    ref: 'refs/heads/main',
    ...extra,
  };
}

/** The root action's bundle. */
const run = (...args: Parameters<typeof options>) => runAction(options(...args));
/** A part alone: its main.ts in the test's process. */
const runPart = (...args: Parameters<typeof options>) => runInProcess(options(...args));

/** Checks, labels and comments on the PR head, with what differs between twin worlds scrubbed. */
async function seen(world: World) {
  const view = await world.repo.pull(world.pr);
  const scrub = (s: string) =>
    s
      .replace(/[0-9a-f]{40}/g, 'SHA')
      .replace(/\b[0-9a-f]{7}\b/g, 'SHORT')
      .replaceAll(world.repo.fullName, 'OWNER/REPO')
      .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIME');
  const latest = new Map<string, string>();
  for (const c of world.repo.checkRuns(view.headSha).sort((a, b) => a.id - b.id)) {
    latest.set(c.name, `${c.conclusion}: ${scrub(c.output.title ?? '')}`);
  }
  return {
    checks: Object.fromEntries([...latest].sort(([a], [b]) => a.localeCompare(b))),
    labels: [...view.labels].sort(),
    comments: view.comments.map((c) => ({
      marker: parseMarkers(c.body).map((m) => `${m.action}/${m.kind}`),
      body: scrub(c.body),
    })),
  };
}

async function twins(prepare: (w: World) => Promise<void>): Promise<[World, World]> {
  const a = await openWorld(gh);
  const b = await openWorld(gh);
  await prepare(a);
  await prepare(b);
  return [a, b];
}

function partsRun(result: RunActionResult): string[] {
  return (JSON.parse(result.outputs.parts ?? '[]') as { part: string }[]).map((p) => p.part);
}

describe('the root action equals its parts', () => {
  it('pull_request: history-guard and write-root-gate', async () => {
    const [root, parts] = await twins(async (w) => {
      await pushCommit(w, 2);
    });
    const event = (w: World) => ({ name: 'pull_request', payload: gh.events.pullRequest(w.repo, w.pr, 'opened') });
    const r = await run(root, '.', event(root));
    expect(partsRun(r)).toEqual(['history-guard', 'write-root-gate']);
    expect(r.exitCode).toBe(0);
    expect(r.outputs['history-guard-verdict']).toBe('accepted');
    expect(r.outputs['write-root-gate-verdict']).toBe('pass');
    await runPart(parts, 'history-guard', event(parts));
    await runPart(parts, 'write-root-gate', event(parts));
    const s = await seen(root);
    expect(Object.keys(s.checks)).toEqual(['mergexo/history-guard', 'mergexo/write-root-gate']);
    expect(s).toEqual(await seen(parts));
  });

  it('pull_request with a rewrite and an escape: both refuse, the step fails, all checks still written', async () => {
    const [root, parts] = await twins(async (w) => {
      await guard(w, 'opened');
      // fold an escape into the accepted commit: a rewrite and a write outside the lease at once
      await w.wt.commit({ 'secrets/key.pem': 'nope\n' }, 'escape');
      await w.wt.git('reset', '--soft', 'HEAD~1');
      await w.wt.git('commit', '--amend', '-m', 'feature, with an escape');
      await w.wt.push(w.branch, { force: true });
    });
    const event = (w: World) => ({ name: 'pull_request', payload: gh.events.pullRequest(w.repo, w.pr, 'synchronize') });
    const r = await run(root, '.', event(root));
    expect(r.exitCode).toBe(1);
    expect(r.errorLine).toContain('history-guard, write-root-gate did not pass');
    await runPart(parts, 'history-guard', event(parts));
    await runPart(parts, 'write-root-gate', event(parts));
    const s = await seen(root);
    expect(s.labels).toEqual(['mergexo:blocked', 'mergexo:quarantined']);
    expect(s).toEqual(await seen(parts));
  });

  it('merge_group: history-guard and write-root-gate', async () => {
    const [root, parts] = await twins(async () => {});
    const event = async (w: World) => {
      w.repo.mergeQueue.readableWithActionsToken = true; // undocumented for GITHUB_TOKEN: the permissive answer
      return {
        name: 'merge_group',
        payload: gh.events.mergeGroup(w.repo, { group: await w.repo.mergeQueue.enqueue(w.pr, { by: 'maya' }) }),
      };
    };
    const r = await run(root, '.', await event(root));
    expect(partsRun(r)).toEqual(['history-guard', 'write-root-gate']);
    const e = await event(parts);
    await runPart(parts, 'history-guard', e);
    await runPart(parts, 'write-root-gate', e);
    expect(await seen(root)).toEqual(await seen(parts));
  });

  it('push to the base: rebase-notify', async () => {
    const [root, parts] = await twins(async (w) => {
      const main = await w.repo.clone('maya');
      await main.checkout('main');
      await main.commit({ 'docs/news.md': 'news\n' }, 'docs: news');
      await main.push('main');
    });
    const event = (w: World) => ({
      name: 'push',
      payload: gh.events.push(w.repo, {
        ref: 'refs/heads/main',
        before: w.heads[0] as string,
        after: w.repo.branchSha('main') as string,
      }),
    });
    const r = await run(root, '.', event(root));
    expect(partsRun(r)).toEqual(['rebase-notify']);
    expect(JSON.parse(r.outputs['rebase-notify-behind'] ?? '[]')).toEqual([root.pr]);
    await runPart(parts, 'rebase-notify', event(parts));
    const s = await seen(root);
    expect(s.comments.some((c) => c.marker.includes('rebase-notify/status'))).toBe(true);
    expect(s).toEqual(await seen(parts));
  });

  it('workflow_dispatch: the history-guard operator modes', async () => {
    const [root, parts] = await twins(async (w) => {
      await guard(w, 'opened');
      await w.wt.git('commit', '--amend', '-m', 'rewritten');
      await w.wt.push(w.branch, { force: true });
      await guard(w);
    });
    const dispatch = async (w: World) => {
      const inputs = {
        mode: 'unblock',
        'pull-request': String(w.pr),
        'accept-head': (await w.repo.pull(w.pr)).headSha,
      };
      return {
        inputs,
        event: {
          name: 'workflow_dispatch',
          payload: gh.events.workflowDispatch(w.repo, { inputs, ref: 'refs/heads/main' }),
        },
      };
    };
    const d1 = await dispatch(root);
    const r = await run(root, '.', d1.event, { ...INPUTS, ...d1.inputs });
    expect(partsRun(r)).toEqual(['history-guard']);
    expect(r.outputs['history-guard-verdict']).toBe('unblocked');
    const d2 = await dispatch(parts);
    await runPart(parts, 'history-guard', d2.event, { ...INPUTS, ...d2.inputs });
    expect(await seen(root)).toEqual(await seen(parts));
  });
});
