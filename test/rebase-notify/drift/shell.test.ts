// The drift phase in-process on a fake GitHub: every listed PR gets an outcome, the plans are served within
// max-writes (oldest first within a rank), and a draft is listed but not written to.
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../../src/core/clock.js';
import type { ShellContext } from '../../../src/core/shell.js';
import { driftPhase } from '../../../src/rebase-notify/drift/shell.js';
import { stepText } from '../../../src/rebase-notify/messages.js';
import type { RunInput } from '../../../src/rebase-notify/run-input.js';
import { parseSettings } from '../../../src/rebase-notify/settings.js';
import { newWorld, openAnother, useGitHub, type World } from '../../core/pr/world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import { REBASE_COMMENT_WINDOW } from '../../../src/rebase-notify/documents.js';

const gh = useGitHub();
const quiet = { info: () => undefined, warning: () => undefined, debug: () => undefined };

function context(world: World): ShellContext {
  return { github: octokitGitHub(world.client), repo: world.ref, log: quiet, clock: scaledClock(0.001) };
}

function run(inputs: Record<string, string>): RunInput {
  const settings = parseSettings((name) => ({ 'github-token': 'x', 'drift-source': 'api', ...inputs })[name] ?? '');
  return { settings, scope: { kind: 'sweep' }, serverUrl: gh.apiUrl, tempDir: os.tmpdir(), now: new Date() };
}

async function advanceMain(world: World): Promise<void> {
  await world.wt.checkout('main');
  await world.wt.commit({ 'docs/a.md': 'a\n' }, 'main: a');
  await world.wt.push('main');
}

describe('driftPhase', () => {
  it('serves the plans within max-writes, oldest first, and defers the rest to the next run', async () => {
    const world = await newWorld(gh);
    const other = await openAnother(world, 'second');
    await advanceMain(world);
    const phase = await driftPhase(context(world), run({ urgency: 'helpful', 'max-writes': '1' }), {});
    expect(phase.writes).toBe(1);
    expect(phase.source).toBe('api');
    const byNumber = new Map(phase.outcomes.map((o) => [o.number, o]));
    expect(byNumber.get(world.pr)?.steps.map(stepText)).toEqual(['comment created']);
    expect(byNumber.get(other.pr)).toMatchObject({ deferred: true, notified: false });
    expect(byNumber.get(other.pr)?.steps.map(stepText)).toEqual(['deferred: the write budget (max-writes 1) is spent']);
    expect((await world.repo.pull(other.pr)).comments).toHaveLength(0);
  });

  it('a draft is listed and left alone unless include-drafts', async () => {
    const world = await newWorld(gh);
    await world.wt.checkout('draft', { create: true, from: 'main' });
    await world.wt.commit({ 'src/draft.ts': 'export const d = 1;\n' }, 'draft: work');
    await world.wt.push('draft');
    const draft = await world.repo.openPullRequest({
      head: 'draft',
      base: 'main',
      author: 'agent-1',
      title: 'wip',
      draft: true,
    });
    await advanceMain(world);
    const phase = await driftPhase(context(world), run({ urgency: 'fyi' }), {});
    expect(phase.evaluated.map((p) => p.view.number)).toEqual([world.pr]);
    const outcome = phase.outcomes.find((o) => o.number === draft.number);
    expect(outcome?.steps.map(stepText)).toEqual(['skipped: draft']);
    expect((await world.repo.pull(draft.number)).labels).toEqual([]);
    expect((await world.repo.pull(world.pr)).labels).toEqual(['mergexo:behind']);
  });
});

describe('driftPhase: a PR whose older comments GitHub does not answer', () => {
  it('is undecidable on its own: its check fails closed, the other PRs are handled', async () => {
    const world = await newWorld(gh);
    const other = await openAnother(world, 'second');
    // More comments than the listing's window holds: a status comment could hide among the older ones.
    for (let i = 0; i < REBASE_COMMENT_WINDOW + 5; i++) world.repo.addComment(world.pr, 'agent-1', `note ${i}`);
    // Labelled behind by an earlier run: its status comment is looked for among every older comment.
    world.repo.addLabel(world.pr, 'mergexo:behind');
    await advanceMain(world);
    gh.faults.next({ kind: '502', match: { operation: 'mergexoPullRequestComments' }, times: 1000 });
    let phase;
    try {
      phase = await driftPhase(context(world), run({ urgency: 'blocking' }), {});
    } finally {
      gh.faults.clear();
    }
    const byNumber = new Map(phase.outcomes.map((o) => [o.number, o]));
    expect(byNumber.get(world.pr)?.steps.map(stepText)).toEqual([
      'check failure',
      'skipped: GitHub did not answer for its older comments',
    ]);
    expect(world.repo.checkRuns(world.head)).toMatchObject([
      {
        conclusion: 'failure',
        output: { title: 'Could not tell whether the branch is up to date with main' },
      },
    ]);
    expect((await world.repo.pull(world.pr)).comments.filter((c) => c.user.login !== 'agent-1')).toHaveLength(0);
    expect(byNumber.get(other.pr)?.steps.map(stepText)).toEqual(['check failure']);
    expect(world.repo.checkRuns(other.head)).toMatchObject([{ conclusion: 'failure' }]);
  });
});
