// The shell in-process against the fake GitHub: read through the gateway, decide, write through it,
// with a ShellContext (its log kept, so what a run says is read here, never the runner's).
import { octokitGitHub } from '../../src/core/github/octokit/index.js';
import { describe, expect, it } from 'vitest';
import { scaledClock } from '../../src/core/clock.js';
import { createGitHubClient, type GitHubClient } from '../../src/core/github/client.js';
import type { Logger, ShellContext } from '../../src/core/shell.js';
import { judgePullRequest, parseSettings, type GateJob } from '../../src/write-root-gate/shell.js';
import { CHECK, LABEL, TOKEN, openPr, prState, useGitHub, type World } from './world.js';

const gh = useGitHub();

interface Said {
  level: keyof Logger;
  message: string;
}

function shellFor(world: World, said: Said[], client?: GitHubClient): ShellContext {
  const [owner, repo] = world.repo.fullName.split('/') as [string, string];
  return {
    github: octokitGitHub(
      client ??
        createGitHubClient({ token: TOKEN, apiUrl: gh.apiUrl, userAgent: 'mergexo/shell-test', timeScale: 0.001 }),
    ),
    repo: { owner, repo },
    log: {
      info: (message) => said.push({ level: 'info', message }),
      warning: (message) => said.push({ level: 'warning', message }),
      debug: (message) => said.push({ level: 'debug', message }),
    },
    clock: scaledClock(0.001),
  };
}

function jobFor(inputs: Record<string, string> = {}): GateJob {
  const all: Record<string, string> = { 'github-token': TOKEN, ...inputs };
  return {
    settings: parseSettings((name) => all[name] ?? ''),
    env: { serverUrl: gh.serverUrl },
    detailsUrl: 'https://github.example/acme/ledger/actions/runs/7',
  };
}

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
    const plain = createGitHubClient({
      token: TOKEN,
      apiUrl: gh.apiUrl,
      userAgent: 'mergexo/shell-test',
      timeScale: 0.001,
    });
    // The first look at where the head is now (after the first evaluation) finds a new push.
    let looks = 0;
    const client = Object.create(plain) as GitHubClient;
    const get = plain.rest.pulls.get;
    client.rest = {
      ...plain.rest,
      pulls: {
        ...plain.rest.pulls,
        get: (async (params: Parameters<typeof get>[0]) => {
          if (looks++ === 0) {
            await world.wt.commit({ 'services/billing/tax.ts': 'export const tax = 0.3;\n' }, 'second');
            await world.wt.push(world.branch);
          }
          return get(params);
        }) as typeof get,
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
    expect(looks).toBe(2);
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
