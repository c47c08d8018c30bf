// Attack class 4: a namesake of mergexo's identity. GraphQL names an App's bot `github-actions` where REST
// says `github-actions[bot]`, and a user may hold the bare login. An agent's accomplice with write access
// and such a login edits history-guard's record (the block comment an operator's unblock turned into the
// record of the accepted head) to accept the head the agent is about to force-push, accounting for the
// force-push too, so that the forged record alone would judge the rewrite "identical". The trust rule tells the user
// from the bot by type: the edited comment is no longer mergexo's, the copy of the record in mergexo's verdict check
// (which no one can edit) stands in for it, and the rewrite is blocked on it.
// Judged in-process on the fake GitHub and real git (test/support/in-process/history-guard.ts): the attack fails on what a
// user sees, the PR's labels, comments and checks; the runner adds nothing to it.
import { describe, expect, it } from 'vitest';
import {
  BOT,
  FULL_PERMISSIONS,
  TOKEN,
  blockComments,
  openWorld,
  prState,
  pushCommit,
  useGitHub,
  type World,
} from '../e2e/support/history-guard-world.js';
import { guardIn, operatorIn } from '../support/in-process/history-guard.js';
import { appToken } from '../support/fake-world.js';
import { newestCheck } from './support.js';

/** An installation token of mergexo's own App, whose bot is `mergexo-app[bot]`. */
const APP_TOKEN = 'ghs_namesake_app_token';
const APP_BOT = 'mergexo-app[bot]';
const CHECK = 'mergexo/history-guard';

const gh = useGitHub(appToken(APP_TOKEN, 'mergexo-app', FULL_PERMISSIONS));

function recordComments(world: World, author: string) {
  return world.repo.comments(world.pr).filter((c) => c.user.login === author && c.body.includes('"kind":"block"'));
}

/** The namesake's own token: a user, with write access to the repository. */
function namesakeToken(world: World, login: string): string {
  const token = `ghp_namesake_${login.replace(/\W/g, '_')}`;
  gh.addToken(token, { login, type: 'User' });
  world.repo.setRole(login, 'write');
  return token;
}

describe('attack: a user named like mergexo edits its record (the resolved block comment) to accept a rewrite', () => {
  it.each([
    ['GITHUB_TOKEN', TOKEN, BOT],
    ["mergexo's own App", APP_TOKEN, APP_BOT],
  ])('under %s: the edited record is not trusted, and the rewrite is blocked', async (_, token, bot) => {
    const namesake = bot.replace(/\[bot\]$/, '');
    const world = await openWorld(gh);
    expect((await guardIn(world, 'opened', {}, { token })).verdict).toBe('accepted');
    await pushCommit(world, 2);
    expect((await guardIn(world, 'synchronize', {}, { token })).verdict).toBe('accepted');
    // An accepted PR carries no comment; a rewrite blocks it, and an operator accepts the new head:
    // the block comment becomes the record of that head.
    expect(recordComments(world, bot)).toHaveLength(0);
    await world.wt.git('commit', '--amend', '-m', 'first rewrite');
    await world.wt.push(world.branch, { force: true });
    const accepted = await world.wt.head();
    expect((await guardIn(world, 'synchronize', {}, { token })).verdict).toBe('blocked');
    const unblock = await operatorIn(
      world,
      { mode: 'unblock', 'pull-request': String(world.pr), 'accept-head': accepted },
      { token },
    );
    expect(unblock.outcomes?.every((o) => o.unblocked)).toBe(true);
    const [state] = recordComments(world, bot);
    expect(state?.body).toContain(`"accepted":"${accepted}"`);
    expect(state?.body).toContain('"status":"accepted"');

    // The agent rewrites its branch locally; the namesake points mergexo's record at the rewritten
    // head (and counts the force-push as seen) before the agent pushes it.
    await world.wt.git('commit', '--amend', '-m', 'rewritten');
    const rewritten = await world.wt.head();
    const forged = (state?.body ?? '')
      .replace(`"accepted":"${accepted}"`, `"accepted":"${rewritten}"`)
      .replace(/"forcePushesSeen":\d+/, '"forcePushesSeen":2');
    expect(forged).not.toBe(state?.body);
    const res = await fetch(`${gh.apiUrl}/repos/${world.repo.fullName}/issues/comments/${state?.id}`, {
      method: 'PATCH',
      headers: { authorization: `token ${namesakeToken(world, namesake)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: forged }),
    });
    expect(res.status).toBe(200);
    const edited = world.repo.comments(world.pr).find((c) => c.id === state?.id);
    expect(edited).toMatchObject({ body: forged, user: { login: bot } });
    await world.wt.push(world.branch, { force: true });
    expect((await world.repo.pull(world.pr)).headSha).toBe(rewritten);

    // No `before` in the event: the forged record is all that speaks of the head this push replaced.
    const result = await guardIn(world, 'synchronize', { before: '' }, { token });
    // Judged on the copy the unblock left in its check (not "identical" to the forged record).
    expect(result).toMatchObject({
      verdict: 'blocked',
      transition: 'diverged',
      expectedHead: accepted,
      observedHead: rewritten,
    });
    expect(newestCheck(world.repo, rewritten, CHECK)).toMatchObject({ conclusion: 'failure' });
    const seen = await prState(world);
    expect(seen.labels).toContain('mergexo:blocked');
    const block = blockComments(seen).at(-1);
    expect(block?.user).toBe(bot);
    expect(block?.body).toContain(accepted);
    expect(block?.body).toContain(`accept-head=${rewritten}`);

    // mergexo left the forged comment as it found it and keeps its record in a comment of its own.
    expect(world.repo.comments(world.pr).find((c) => c.id === state?.id)?.body).toBe(forged);
    const own = recordComments(world, bot).filter((c) => c.id !== state?.id);
    expect(own).toHaveLength(1);
    expect(own[0]?.body).toContain('"status":"blocked"');

    // A rerun reads mergexo's own blocked record: the block stands.
    const rerun = await guardIn(world, 'synchronize', { before: '' }, { token });
    expect(rerun.verdict).toBe('blocked');
    expect(newestCheck(world.repo, rewritten, CHECK)).toMatchObject({ conclusion: 'failure' });
  });
});
