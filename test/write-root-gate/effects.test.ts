// The gate's writes against the fake GitHub: each attempted and reported, a failed one never hiding the others.
import { describe, expect, it } from 'vitest';
import { readPull } from '../../src/core/pr/read.js';
import {
  disableAutoMerge,
  quarantine,
  release,
  writeChecks,
  writePendingCheck,
} from '../../src/write-root-gate/effects.js';
import type { Effect } from '../../src/write-root-gate/job.js';
import { shellFor, type Said } from '../support/in-process/write-root-gate.js';
import { CHECK, LABEL, openPr, prState, useGitHub } from './world.js';

const gh = useGitHub();

async function refusedPr() {
  const world = await openPr(gh, { 'services/payments/charge.ts': 'export const charge = 2;\n' });
  const said: Said[] = [];
  const ctx = shellFor(gh, world, said);
  const read = () => readPull(ctx.github, ctx.repo, world.pr);
  return { world, said, ctx, read };
}

const target = (headSha: string | undefined, extra: { headSha: string; note: string }[] = []) => ({
  checkName: CHECK,
  headSha,
  extra,
});

describe('write-root-gate effects', () => {
  it('quarantines once: auto-merge off, the label, one comment; a second run finds them there', async () => {
    const { world, ctx, read } = await refusedPr();
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    const first: Effect[] = [];
    await quarantine(ctx, first, await read(), LABEL, 'out of bounds');
    expect(first.map((e) => [e.what, e.ok, e.detail])).toEqual([
      ['disable auto-merge', true, 'auto-merge disabled'],
      [`add the label '${LABEL}'`, true, 'label added'],
      ['comment on the pull request', true, 'comment created'],
    ]);
    const again: Effect[] = [];
    await quarantine(ctx, again, await read(), LABEL, 'out of bounds');
    expect(again.map((e) => e.detail)).toEqual(['label already there', 'comment already up to date']);
    const state = await prState(world);
    expect(state).toMatchObject({ autoMerge: false, labels: [LABEL] });
    expect(state.comments).toHaveLength(1);
    expect(state.comments[0]?.body).toContain('out of bounds');
  });

  it('releases: the label off and the quarantine comment rewritten; nothing to do without them', async () => {
    const { world, ctx, read } = await refusedPr();
    await quarantine(ctx, [], await read(), LABEL, 'out of bounds');
    const released: Effect[] = [];
    await release(ctx, released, await read(), LABEL, 'back inside', true);
    expect(released.map((e) => [e.what, e.detail])).toEqual([
      [`remove the label '${LABEL}'`, 'label removed'],
      ['update the quarantine comment', 'comment updated'],
    ]);
    const state = await prState(world);
    expect(state.labels).toEqual([]);
    expect(state.comments.map((c) => c.body)).toEqual([expect.stringContaining('back inside') as string]);
    const nothing: Effect[] = [];
    await release(ctx, nothing, await read(), LABEL, 'back inside', false);
    expect(nothing).toEqual([]);
  });

  it("releases a label the repository spells in other case: GitHub's names ignore case", async () => {
    const { world, ctx, read } = await refusedPr();
    // A maintainer made the label first, capitalised: GitHub puts the repository's spelling on the PR.
    world.repo.ensureLabel(LABEL.toUpperCase());
    await quarantine(ctx, [], await read(), LABEL, 'out of bounds');
    expect((await prState(world)).labels).toEqual([LABEL.toUpperCase()]);
    const released: Effect[] = [];
    await release(ctx, released, await read(), LABEL, 'back inside', true);
    expect(released.map((e) => e.detail)).toEqual(['label removed', 'comment updated']);
    expect((await prState(world)).labels).toEqual([]);
  });

  it('writes the verdict on the head and on every extra commit, the note above the summary', async () => {
    const { world, ctx } = await refusedPr();
    const head = (await prState(world)).head;
    const base = world.repo.branchSha('main') as string;
    const effects: Effect[] = [];
    await writeChecks(ctx, target(head, [{ headSha: base, note: 'the merge group' }]), effects, 'failure', {
      title: 'refused',
      summary: 'one path outside',
    });
    expect(effects.map((e) => [e.what, e.ok, e.verdict])).toEqual([
      [`write the failure check on ${head.slice(0, 7)}`, true, true],
      [`write the failure check on ${base.slice(0, 7)}`, true, true],
    ]);
    expect((await prState(world)).check).toMatchObject({ conclusion: 'failure', summary: 'one path outside' });
    const onExtra = world.repo.checkRuns(base).filter((c) => c.name === CHECK);
    expect(onExtra.map((c) => c.output.summary)).toEqual(['the merge group\n\none path outside']);
  });

  it('sets the check back to pending while a retargeted PR is judged again', async () => {
    const { world, ctx } = await refusedPr();
    const head = (await prState(world)).head;
    const effects: Effect[] = [];
    await writePendingCheck(ctx, { ...target(head), headSha: head }, effects, { title: 'base changed', summary: 's' });
    expect(effects.map((e) => [e.what, e.ok])).toEqual([
      [`set the check on ${head.slice(0, 7)} back to pending (the base changed)`, true],
    ]);
    const run = world.repo.checkRuns(head).find((c) => c.name === CHECK);
    expect(run?.status).toBe('in_progress');
  });

  it('reports a write GitHub keeps refusing, warns through the log, and leaves auto-merge alone when off', async () => {
    const { ctx, said, read } = await refusedPr();
    gh.faults.next({ kind: '500', match: { method: 'POST', path: /\/labels$/ }, times: 20 });
    const effects: Effect[] = [];
    try {
      await quarantine(ctx, effects, await read(), LABEL, 'out of bounds');
    } finally {
      gh.faults.clear();
    }
    expect(effects.map((e) => [e.what, e.ok])).toEqual([
      [`add the label '${LABEL}'`, false],
      ['comment on the pull request', true],
    ]);
    expect(said.some((s) => s.level === 'warning' && s.message.includes('could not add the label'))).toBe(true);
    const none: Effect[] = [];
    await disableAutoMerge(ctx, none, await read());
    expect(none).toEqual([]);
  });
});
