// Webhook payloads keep the shape of GitHub's examples while carrying the fake's live data.
import { describe, expect, it } from 'vitest';
import { webhookExample } from '../../fake-github/index.js';
import { useSetup } from './helpers.js';
import type { Loose } from './helpers.js';

const s = useSetup();

const keys = (o: object): string[] => Object.keys(o).sort();

describe('events', () => {
  it('pull_request synchronize keeps the example keys and carries live heads', async () => {
    const { gh, repo, pr, c1, wt } = s;
    const c2 = await wt.commit({ 'x.txt': 'x\n' }, 'more');
    await wt.push('feature');
    const ev = gh.events.pullRequest(repo, pr.number, 'synchronize', { before: c1, after: c2 });
    const ex = webhookExample('pull_request', 'synchronize');
    expect(keys(ev)).toEqual(expect.arrayContaining(keys(ex)));
    expect(keys(ev.pull_request)).toEqual(expect.arrayContaining(keys(ex.pull_request)));
    expect(ev).toMatchObject({ action: 'synchronize', number: pr.number, before: c1, after: c2 });
    expect(ev.pull_request.head.sha).toBe(c2);
    expect(ev.pull_request.base.ref).toBe('main');
    expect(ev.repository.full_name).toBe('acme/widgets');
    expect(ev.sender.login).toBe('agent-1');
    const opened = gh.events.pullRequest(repo, pr.number, 'opened');
    expect(keys(opened)).toEqual(expect.arrayContaining(keys(webhookExample('pull_request', 'opened'))));
    repo.addLabel(pr.number, 'mergexo:quarantined');
    expect(gh.events.pullRequest(repo, pr.number, 'labeled').label.name).toBe('mergexo:quarantined');
  });

  it('other events keep their example keys', async () => {
    const { gh, repo, c1 } = s;
    const main = repo.branchSha('main')!;
    const cases: Array<[string, Record<string, unknown>]> = [
      ['workflow_dispatch', gh.events.workflowDispatch(repo, { inputs: { mode: 'list' }, sender: 'alice' })],
      ['push', gh.events.push(repo, { ref: 'refs/heads/feature', before: main, after: c1, forced: true })],
      ['merge_group', gh.events.mergeGroup(repo, { headSha: c1 })],
      ['check_suite', gh.events.checkSuite(repo, { headSha: c1, conclusion: 'failure' })],
      ['workflow_run', gh.events.workflowRun(repo, { headSha: c1 })],
      ['status', gh.events.status(repo, { sha: c1, context: 'ci', state: 'success' })],
    ];
    for (const [name, ev] of cases) {
      expect({ name, keys: keys(ev) }).toEqual({ name, keys: expect.arrayContaining(keys(webhookExample(name))) });
      expect((ev.repository as Loose).full_name).toBe('acme/widgets');
    }
    const push = cases[1]![1] as Loose;
    expect(push).toMatchObject({ forced: true, before: main, after: c1 });
    expect(push.head_commit.id).toBe(c1);
    expect((cases[0]![1] as Loose).inputs).toEqual({ mode: 'list' });
  });
});
