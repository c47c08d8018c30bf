// Attack: a user account named like an App takes the App's lease. GitHub shows an App's bot as
// `billing-bot[bot]` (REST `user.login`), GraphQL as `billing-bot` with `__typename: Bot`, and anyone can
// register the user `billing-bot`. A lease written for the App (`author: billing-bot[bot]`, as the README writes
// it) must match the App's PRs and never the user's; a lease written with the bare name is the user's and never
// the App's, and the App's refusal says how to write the App.
// Judged in-process on the fake GitHub and real git (test/support/in-process/write-root-gate.ts): the attack fails on what
// a user sees, the PR's labels, comments and checks; the runner adds nothing to it.
import { describe, expect, it } from 'vitest';
import { LABEL, newRepo, openPr, prState, useGitHub, type World } from '../write-root-gate/world.js';
import { gateIn } from '../support/in-process/write-root-gate.js';

const gh = useGitHub();

const APP = 'billing-bot[bot]';
const NAMESAKE = 'billing-bot';

/** The README's lease for an App: block style, `name[bot]`. */
const APP_LEASE = `version: 1
write-root-gate:
  leases:
    - name: billing-app
      match:
        author: billing-bot[bot]
      roots:
        - services/billing
`;

/** The same lease with the bare name: a user's login. */
const BARE_LEASE = `version: 1
write-root-gate:
  leases:
    - name: billing-user
      match:
        author: billing-bot
      roots:
        - services/billing
`;

const INSIDE = { 'services/billing/invoice.ts': 'export const invoice = 42;\n' };

async function openAs(author: string, leases: string, branch: string): Promise<World> {
  const { repo, main } = await newRepo(gh, { leases });
  repo.setRole(author, 'write');
  return openPr(gh, INSIDE, { branch, author, inRepo: { repo, main } });
}

async function expectNoLease(world: World) {
  const result = await gateIn(world);
  expect(result.verdict).toBe('refused');
  expect(result.decision?.paths).toEqual(['services/billing/invoice.ts']);
  const state = await prState(world);
  expect(state.check?.conclusion).toBe('failure');
  expect(state.labels).toContain(LABEL);
  return { result, state };
}

describe('attack: a user named like an App takes the App lease', () => {
  it("the App's PR gets the lease written for billing-bot[bot]", async () => {
    const world = await openAs(APP, APP_LEASE, 'bots/billing/1');
    expect((await world.repo.pull(world.pr)).author).toBe(APP);
    const result = await gateIn(world);
    expect(result).toMatchObject({ verdict: 'pass', decision: { paths: [] }, lease: { roots: ['services/billing'] } });
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('success');
    expect(state.check?.summary).toContain('billing-app');
    expect(state.labels).not.toContain(LABEL);
  });

  it('a user named billing-bot does not get the lease written for billing-bot[bot]', async () => {
    const world = await openAs(NAMESAKE, APP_LEASE, 'bots/billing/2');
    expect((await world.repo.pull(world.pr)).author).toBe(NAMESAKE);
    const { state } = await expectNoLease(world);
    expect(state.check?.text).not.toContain('billing-app');
  });

  it('a user named billing-bot opening a PR from a fork (no write access needed) does not get it either', async () => {
    const { repo, main } = await newRepo(gh, { leases: APP_LEASE });
    const fork = await gh.createFork(repo, NAMESAKE);
    const wt = await fork.clone(NAMESAKE);
    await wt.checkout('billing', { create: true, from: 'main' });
    await wt.commit(INSIDE, 'from a fork');
    await wt.push('billing');
    const pr = await repo.openPullRequest({ head: 'billing', base: 'main', author: NAMESAKE, fork });
    await expectNoLease({ gh, repo, main, wt, pr: pr.number, branch: 'billing' });
  });

  it('a lease written with the bare name never matches the App, and its check says how to write the App', async () => {
    const world = await openAs(APP, BARE_LEASE, 'bots/billing/3');
    const { state } = await expectNoLease(world);
    // As a reader sees the markdown: escapes resolved.
    for (const said of [state.check?.summary, state.comments[0]?.body]) {
      expect(said?.replace(/\\(.)/g, '$1')).toContain('write author: billing-bot[bot] for the App');
    }
  });

  it('a lease written with the bare name is the user billing-bot’s', async () => {
    const world = await openAs(NAMESAKE, BARE_LEASE, 'bots/billing/4');
    const result = await gateIn(world);
    expect(result.verdict).toBe('pass');
    expect((await prState(world)).check?.conclusion).toBe('success');
  });

  it("gh's app/billing-bot is a configuration error naming the login to write", async () => {
    const leases = APP_LEASE.replace('author: billing-bot[bot]', 'author: app/billing-bot');
    const world = await openAs(APP, leases, 'bots/billing/5');
    await expect(gateIn(world)).rejects.toThrow("its login is 'billing-bot[bot]': write that");
    expect((await prState(world)).check).toMatchObject({
      conclusion: 'failure',
      title: 'Refused: configuration error',
    });
  });
});
