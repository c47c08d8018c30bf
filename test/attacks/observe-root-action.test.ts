// Observe mode through the root action (`uses: OWNER/mergexo@v1` with `enforcement: observe`): a PR that both rewrites
// its history and writes outside its lease is refused by both parts as enforcement would, yet only their neutral
// checks are written, the step passes, the outputs carry both verdicts, and the summary says nothing was enforced.
// The root action runs built (its bundle and the runner's contract are the point); history-guard's first judgement of
// the PR, the set-up, runs its main.ts in the test's process.
import { describe, expect, it } from 'vitest';
import { runAction } from '../support/run-action.js';
import { guardInProcess as guard, openWorld, TOKEN, useGitHub } from '../e2e/support/history-guard-world.js';
import { newestCheck, writesBesideChecks } from './support.js';

const gh = useGitHub();

describe('observe mode: the root action', () => {
  it('a rewrite and an escape: neutral "Would fail" checks from both parts, nothing else, the step passes', async () => {
    const w = await openWorld(gh);
    await guard(w, 'opened', {}, { inputs: { enforcement: 'observe' } });
    await w.wt.commit({ 'secrets/key.pem': 'nope\n' }, 'escape');
    await w.wt.git('reset', '--soft', 'HEAD~1');
    await w.wt.git('commit', '--amend', '-m', 'feature, with an escape');
    await w.wt.push(w.branch, { force: true });
    const head = await w.wt.head();
    const from = gh.requests.length;
    const r = await runAction({
      action: '.',
      event: { name: 'pull_request', payload: gh.events.pullRequest(w.repo, w.pr, 'synchronize') },
      inputs: { 'write-roots': 'src/**', enforcement: 'observe' },
      token: TOKEN,
      apiUrl: gh.apiUrl,
      repository: w.repo.fullName,
    });
    expect(r.exitCode, r.stdout).toBe(0);
    expect(r.errorLine).toBeUndefined();
    expect(r.outputs['history-guard-verdict']).toBe('blocked');
    expect(r.outputs['write-root-gate-verdict']).toBe('refused');
    expect(r.summary).toContain('Observe mode');
    expect(writesBesideChecks(gh.requests, from)).toEqual([]);
    for (const name of ['mergexo/history-guard', 'mergexo/write-root-gate']) {
      const check = newestCheck(w.repo, head, name);
      expect(check?.conclusion).toBe('neutral');
      expect(check?.output.title).toMatch(/^Would fail: /);
    }
    const pr = await w.repo.pull(w.pr);
    expect(pr.labels).toEqual([]);
    expect(pr.comments).toEqual([]);
  });

  it('refuses an enforcement that is neither enforce nor observe, in one line, before any part runs', async () => {
    const w = await openWorld(gh);
    const r = await runAction({
      action: '.',
      event: { name: 'pull_request', payload: gh.events.pullRequest(w.repo, w.pr, 'opened') },
      inputs: { enforcement: 'warn' },
      token: TOKEN,
      apiUrl: gh.apiUrl,
      repository: w.repo.fullName,
    });
    expect(r.exitCode).toBe(1);
    expect(r.errorLine).toBe("mergexo/mergexo: Input 'enforcement' must be one of enforce, observe; got 'warn'.");
    expect(w.repo.checkRuns(w.heads[0] ?? '')).toEqual([]);
  });
});
