// The shell in-process against the fake GitHub: read through the gateway, decide, write through it,
// with a ShellContext (its log kept, so what a run says is read here, never the runner's).
import { describe, expect, it } from 'vitest';
import type { GitHubClient } from '../../src/core/github/client.js';
import { judgePullRequest } from '../../src/write-root-gate/shell.js';
import { clientFor, jobFor as jobOn, shellFor as shellOn, type Said } from '../support/in-process/write-root-gate.js';
import { CHECK, LABEL, openPr, prState, useGitHub, type World } from './world.js';

const gh = useGitHub();

const shellFor = (world: World, said: Said[], client?: GitHubClient) => shellOn(gh, world, said, client);
const jobFor = (inputs: Record<string, string> = {}) => jobOn(gh, inputs);

describe('write-root-gate shell', () => {
  it('passes a PR inside its roots: a success check on the head, nothing else written', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
    const said: Said[] = [];
    const result = await judgePullRequest(shellFor(world, said), jobFor(), world.pr);
    const state = await prState(world);
    expect(result).toMatchObject({ number: world.pr, headSha: state.head, verdict: 'pass', annotations: [] });
    expect(result.effects.map((e) => [e.what, e.ok])).toEqual([
      [`write the success check on ${state.head.slice(0, 7)}`, true],
    ]);
    expect(state.check?.conclusion).toBe('success');
    expect(state.labels).toEqual([]);
    expect(state.comments).toEqual([]);
    expect(said.filter((s) => s.level === 'warning')).toEqual([]);
  });

  it('quarantines a PR outside its roots: auto-merge off, label, one comment, then the failing check', async () => {
    const world = await openPr(gh, { 'services/payments/charge.ts': 'export const charge = 2;\n' });
    world.repo.enableAutoMerge(world.pr, 'agent-1');
    const result = await judgePullRequest(shellFor(world, []), jobFor(), world.pr);
    const state = await prState(world);
    expect(result.verdict).toBe('refused');
    expect(result.effects.map((e) => e.what)).toEqual([
      'disable auto-merge',
      `add the label '${LABEL}'`,
      'comment on the pull request',
      `write the failure check on ${state.head.slice(0, 7)}`,
    ]);
    expect(result.effects.every((e) => e.ok)).toBe(true);
    expect(result.annotations).toEqual([
      {
        message: expect.stringContaining('outside the write roots') as string,
        file: 'services/payments/charge.ts',
        title: CHECK,
      },
    ]);
    expect(state.autoMerge).toBe(false);
    expect(state.labels).toEqual([LABEL]);
    expect(state.comments).toHaveLength(1);
    expect(state.check).toMatchObject({ conclusion: 'failure', annotations: ['services/payments/charge.ts'] });
  });

  it('releases a PR back inside its roots: the label off, the one comment says so, then the passing check', async () => {
    const world = await openPr(gh, { 'services/payments/charge.ts': 'export const charge = 2;\n' });
    await judgePullRequest(shellFor(world, []), jobFor(), world.pr);
    await world.wt.commit({ 'services/payments/charge.ts': 'export const charge = 1;\n' }, 'revert');
    await world.wt.push(world.branch);
    const result = await judgePullRequest(shellFor(world, []), jobFor(), world.pr);
    const state = await prState(world);
    expect(result.verdict).toBe('pass');
    expect(result.effects.map((e) => [e.what, e.ok])).toEqual([
      [`remove the label '${LABEL}'`, true],
      ['update the quarantine comment', true],
      [`write the success check on ${state.head.slice(0, 7)}`, true],
    ]);
    expect(state.labels).toEqual([]);
    expect(state.comments).toHaveLength(1);
    expect(state.comments[0]?.body).toContain('back inside the write roots');
    expect(state.check?.conclusion).toBe('success');
  });

  it('judges the head that stands: a push during the evaluation is judged instead', async () => {
    const world = await openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 2;\n' });
    const first = (await prState(world)).head;
    const plain = clientFor(gh);
    // The first look at where the head is now (the open PRs of the head, after the first evaluation) finds a
    // new push.
    let looks = 0;
    const client = Object.create(plain) as GitHubClient;
    const list = plain.rest.repos.listPullRequestsAssociatedWithCommit;
    client.rest = {
      ...plain.rest,
      repos: {
        ...plain.rest.repos,
        listPullRequestsAssociatedWithCommit: Object.assign(
          async (params: Parameters<typeof list>[0]) => {
            if (looks++ === 0) {
              await world.wt.commit({ 'services/billing/tax.ts': 'export const tax = 0.3;\n' }, 'second');
              await world.wt.push(world.branch);
            }
            return list(params);
          },
          { endpoint: list.endpoint },
        ) as typeof list,
      },
    };
    const said: Said[] = [];
    const result = await judgePullRequest(shellFor(world, said, client), jobFor(), world.pr);
    const state = await prState(world);
    expect(state.head).not.toBe(first);
    expect(result).toMatchObject({ verdict: 'pass', headSha: state.head });
    expect(said.some((s) => s.message.startsWith(`The head moved from ${first} to ${state.head}`))).toBe(true);
    expect(state.check?.conclusion).toBe('success');
    expect(world.repo.checkRuns(first).filter((c) => c.name === CHECK)).toEqual([]);
    // Two looks at the head (the second finds it standing), one more listing after the success (per-commit rule).
    expect(looks).toBe(3);
  });

  it('reports a write it could not make, logs it through the context, and still writes the verdict', async () => {
    const world = await openPr(gh, { 'secrets/key.pem': 'leaked\n' });
    const said: Said[] = [];
    gh.faults.next({ kind: '500', match: { method: 'POST', path: /\/labels$/ }, times: 20 });
    const result = await judgePullRequest(shellFor(world, said), jobFor(), world.pr);
    gh.faults.clear();
    const label = result.effects.find((e) => e.what.startsWith('add the label'));
    expect(label?.ok).toBe(false);
    expect(said.some((s) => s.level === 'warning' && s.message.includes('could not add the label'))).toBe(true);
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.labels).toEqual([]);
  });
});
