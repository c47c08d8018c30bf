// The scenarios `npm run chaos` puts under faults: each prepares a PR, then names the one action
// run under test, and how to read the PR's final state the way a person sees it.
import type { ChildProcess } from 'node:child_process';
import type { FakeGitHub } from '../fake-github/index.js';
import type { FakeRepo } from '../fake-github/repo.js';
import * as hg from '../test/e2e/support/history-guard-world.js';
import { spawnAction, type RunActionOptions, type RunActionResult } from '../test/support/run-action.js';
import * as cw from '../test/ci-wait/world.js';
import * as rn from '../test/rebase-notify/world.js';
import * as wrg from '../test/write-root-gate/world.js';

export interface Prepared {
  repo: FakeRepo;
  pr: number;
  /** The run under test, as the runner would start it. */
  options: RunActionOptions;
  /** SHAs and names that differ between otherwise identical worlds, scrubbed before comparing. */
  volatile: () => Promise<string[]>;
}

export interface Scenario {
  name: string;
  /** Check names that must end with this conclusion: a missing or different one is a lost verdict. */
  verdict: { check: string; conclusion: 'success' | 'failure' };
  tokens: (gh: FakeGitHub) => void;
  prepare: (gh: FakeGitHub) => Promise<Prepared>;
}

export function spawnRun(p: Prepared): { child: ChildProcess; result: Promise<RunActionResult> } {
  return spawnAction(p.options);
}

const guardOptions = (gh: FakeGitHub, world: hg.World): RunActionOptions => ({
  action: 'history-guard',
  event: { name: 'pull_request', payload: gh.events.pullRequest(world.repo, world.pr, 'synchronize') },
  token: hg.TOKEN,
  apiUrl: gh.apiUrl,
  repository: world.repo.fullName,
});

const hgTokens = (gh: FakeGitHub) => {
  gh.addToken(hg.TOKEN, { login: hg.BOT, type: 'Bot', permissions: { ...hg.FULL_PERMISSIONS } });
};

const cwTokens = (gh: FakeGitHub) => {
  gh.addToken(cw.TOKEN, { login: cw.BOT, type: 'Bot', app: 'github-actions', permissions: { ...cw.PERMISSIONS } });
};

const wrgTokens = (gh: FakeGitHub) => {
  gh.addToken(wrg.TOKEN, { login: wrg.BOT, type: 'Bot', permissions: { ...wrg.PERMISSIONS } });
};

const rnTokens = (gh: FakeGitHub) => {
  gh.addToken(rn.TOKEN, { login: rn.BOT, type: 'Bot', permissions: { ...rn.PERMISSIONS } });
};

/** A PR whose accepted head was amended away and force-pushed, not yet judged. */
async function blockedHistory(gh: FakeGitHub): Promise<hg.World> {
  const world = await hg.openWorld(gh);
  await hg.guard(world, 'opened');
  await hg.pushCommit(world, 2);
  await hg.guard(world);
  await world.wt.git('commit', '--amend', '-m', 'rewritten');
  await world.wt.push(world.branch, { force: true });
  return world;
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'history-guard: append-only push accepted',
    verdict: { check: 'mergexo/history-guard', conclusion: 'success' },
    tokens: hgTokens,
    prepare: async (gh) => {
      const world = await hg.openWorld(gh);
      await hg.guard(world, 'opened');
      await hg.pushCommit(world, 2);
      return { repo: world.repo, pr: world.pr, options: guardOptions(gh, world), volatile: async () => world.heads };
    },
  },
  {
    name: 'history-guard: force-push blocked',
    verdict: { check: 'mergexo/history-guard', conclusion: 'failure' },
    tokens: hgTokens,
    prepare: async (gh) => {
      const world = await blockedHistory(gh);
      return {
        repo: world.repo,
        pr: world.pr,
        options: guardOptions(gh, world),
        volatile: async () => [...world.heads, (await world.repo.pull(world.pr)).headSha],
      };
    },
  },
  {
    // The per-commit rule under faults and overlapping runs: a second PR on a blocked head never
    // turns the commit green, however its runs interleave, fail and are killed.
    name: 'history-guard: second PR on a blocked head stays red',
    verdict: { check: 'mergexo/history-guard', conclusion: 'failure' },
    tokens: hgTokens,
    prepare: async (gh) => {
      const world = await blockedHistory(gh);
      await hg.guard(world);
      await world.wt.push(world.branch, { to: 'feature-again' });
      const second = await world.repo.openPullRequest({ head: 'feature-again', base: 'main', author: 'agent-1' });
      const again: hg.World = { ...world, pr: second.number, branch: 'feature-again' };
      return {
        repo: world.repo,
        pr: again.pr,
        options: {
          ...guardOptions(gh, again),
          event: { name: 'pull_request', payload: gh.events.pullRequest(world.repo, again.pr, 'opened') },
        },
        volatile: async () => [...world.heads, (await world.repo.pull(world.pr)).headSha],
      };
    },
  },
  {
    name: 'write-root-gate: escape refused and quarantined',
    verdict: { check: 'mergexo/write-root-gate', conclusion: 'failure' },
    tokens: wrgTokens,
    prepare: async (gh) => {
      const world = await wrg.openPr(gh, {
        'services/billing/invoice.ts': 'export const invoice = 2;\n',
        'services/auth/token.ts': 'export const leaked = true;\n',
      });
      return {
        repo: world.repo,
        pr: world.pr,
        options: wrg.gateOptions(world),
        volatile: async () => [(await world.repo.pull(world.pr)).headSha],
      };
    },
  },
  {
    name: 'write-root-gate: in-bounds PR passes',
    verdict: { check: 'mergexo/write-root-gate', conclusion: 'success' },
    tokens: wrgTokens,
    prepare: async (gh) => {
      const world = await wrg.openPr(gh, { 'services/billing/invoice.ts': 'export const invoice = 3;\n' });
      return {
        repo: world.repo,
        pr: world.pr,
        options: wrg.gateOptions(world),
        volatile: async () => [(await world.repo.pull(world.pr)).headSha],
      };
    },
  },
  {
    name: 'ci-wait: a failed check reported to the author',
    verdict: { check: 'mergexo/ci-wait', conclusion: 'failure' },
    tokens: cwTokens,
    prepare: async (gh) => {
      const world = await cw.openWorld(gh);
      const sha = await cw.head(world);
      world.repo.addCheckRun(sha, { name: 'build', conclusion: 'success', app: 'ci' });
      world.repo.addCheckRun(sha, { name: 'unit tests', conclusion: 'failure', app: 'ci', summary: '2 tests failed' });
      return {
        repo: world.repo,
        pr: world.pr,
        options: {
          action: 'ci-wait',
          event: { name: 'pull_request', payload: gh.events.pullRequest(world.repo, world.pr, 'synchronize') },
          token: cw.TOKEN,
          apiUrl: gh.apiUrl,
          repository: world.repo.fullName,
          job: 'ci-wait',
        },
        volatile: async () => [sha],
      };
    },
  },
  {
    name: 'history-guard on a PR whose base moved: rebase-notify tells it (blocking)',
    verdict: { check: 'mergexo/rebase', conclusion: 'failure' },
    tokens: hgTokens,
    prepare: async (gh) => {
      const world = await hg.openWorld(gh);
      const main = await world.repo.clone('maya');
      await main.checkout('main');
      const before = world.repo.branchSha('main') as string;
      await main.commit({ 'docs/news.md': 'news\n' }, 'docs: news');
      await main.push('main');
      const after = world.repo.branchSha('main') as string;
      return {
        repo: world.repo,
        pr: world.pr,
        options: {
          action: 'rebase-notify',
          event: { name: 'push', payload: gh.events.push(world.repo, { ref: 'refs/heads/main', before, after }) },
          inputs: { urgency: 'blocking', 'drift-source': 'api' },
          token: hg.TOKEN,
          apiUrl: gh.apiUrl,
          repository: world.repo.fullName,
        },
        volatile: async () => [before, after, ...world.heads],
      };
    },
  },
  {
    // The run writes on a PR other than the one whose event it answers: the later claimant's check and comment
    // (the first claim holds the name), written by the holder's own run.
    name: "rebase-notify: a second PR takes the first one's migration number (collision)",
    verdict: { check: 'mergexo/collision', conclusion: 'failure' },
    tokens: rnTokens,
    prepare: async (gh) => {
      const world = await rn.newWorld({ gh });
      const first = await rn.openPr(world, 'users', {
        files: { 'migrations/0042_users.sql': 'create table users();\n' },
      });
      const second = await rn.openPr(world, 'orders', {
        files: { 'migrations/0042_orders.sql': 'create table orders();\n' },
      });
      const heads = [first, second].map((n) => world.repo.headSha(world.repo.getPull(n)));
      return {
        repo: world.repo,
        pr: second,
        options: rn.notifyOptions(
          world,
          { name: 'pull_request', number: first, action: 'synchronize' },
          { 'allocated-names': 'migrations/*_*.sql' },
        ),
        volatile: async () => [...world.main, ...heads],
      };
    },
  },
];
