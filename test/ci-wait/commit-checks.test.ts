// What ci-wait reads of a commit's checks while it waits, against the fake GitHub: the runs and statuses as
// selection wants them, conditional polls that cost nothing when nothing changed, and the base's required checks.
import { octokitGitHub } from '../../src/core/github/octokit/index.js';
import { describe, expect, it } from 'vitest';
import { CommitChecks } from '../../src/ci-wait/commit-checks.js';
import { createGitHubClient } from '../../src/core/github/client.js';
import { TOKEN, head, openWorld, useGitHub, type World } from './world.js';

const gh = useGitHub();

function checksOf(world: World, lines: string[] = []): CommitChecks {
  const [owner, repo] = world.repo.fullName.split('/') as [string, string];
  const client = createGitHubClient({ token: TOKEN, apiUrl: gh.apiUrl, userAgent: 'mergexo/test', timeScale: 0.001 });
  return new CommitChecks(
    octokitGitHub(client),
    { owner, repo },
    { info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined },
  );
}

describe('CommitChecks', () => {
  it('lists check runs and statuses with what selection reads', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, {
      name: 'test',
      conclusion: 'failure',
      title: '1 test failed',
      summary: 'boom',
      detailsUrl: 'https://ci.example.test/1',
    });
    world.repo.addStatus(sha, { context: 'ci/legacy', state: 'pending' });
    const checks = checksOf(world);
    expect(await checks.checkRuns(sha)).toMatchObject([
      {
        name: 'test',
        status: 'completed',
        conclusion: 'failure',
        url: 'https://ci.example.test/1',
        app: expect.any(String),
        title: '1 test failed',
        summary: 'boom',
        annotationsCount: 0,
      },
    ]);
    expect(await checks.statuses(sha)).toMatchObject([{ context: 'ci/legacy', state: 'pending' }]);
  });

  it('polls with ETags: an unchanged commit is answered 304, a new check is seen', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    world.repo.addCheckRun(sha, { name: 'build', status: 'in_progress' });
    const checks = checksOf(world);
    const from = gh.requests.length;
    await checks.checkRuns(sha);
    await checks.checkRuns(sha);
    const polls = gh.requests.slice(from).filter((r) => r.path.endsWith(`/commits/${sha}/check-runs`));
    expect(polls.map((r) => r.notModified)).toEqual([false, true]);
    world.repo.addCheckRun(sha, { name: 'lint', conclusion: 'success' });
    expect((await checks.checkRuns(sha)).map((r) => r.name).sort()).toEqual(['build', 'lint']);
  });

  it("reads the base's required checks once per base, classic protection through the branch itself", async () => {
    const world = await openWorld(gh);
    world.repo.requiredChecks = ['security-scan'];
    const lines: string[] = [];
    const checks = checksOf(world, lines);
    const from = gh.requests.length;
    expect(await checks.requiredChecks('main')).toEqual(['security-scan']);
    expect(await checks.requiredSet('main')).toEqual({ known: true, checks: [{ name: 'security-scan' }] });
    const asked = gh.requests.slice(from).map((r) => r.operation);
    // Rulesets (metadata: read) and the branch's protection summary (contents: read), once each; never the
    // protection endpoint, which needs administration access a workflow token lacks.
    expect(asked).toEqual([
      'GET /repos/{owner}/{repo}/rules/branches/{branch}',
      'GET /repos/{owner}/{repo}/branches/{branch}',
    ]);
    expect(lines).toEqual([]);
  });

  it('says once when the required checks cannot be read, and knows it does not know them', async () => {
    const world = await openWorld(gh);
    const lines: string[] = [];
    const checks = checksOf(world, lines);
    const set = await checks.requiredSet('no-such-branch');
    expect(set.known).toBe(false);
    expect(await checks.requiredChecks('no-such-branch')).toEqual([]);
    expect(lines).toEqual([expect.stringMatching(/branch protection of no-such-branch could not be read \(404/)]);
  });

  it('reads the first annotations of a failed run', async () => {
    const world = await openWorld(gh);
    const sha = await head(world);
    const failed = world.repo.addCheckRun(sha, { name: 'test', conclusion: 'failure' });
    failed.annotations.push({
      path: 'src/feature.ts',
      start_line: 7,
      end_line: 7,
      start_column: null,
      end_column: null,
      annotation_level: 'failure',
      title: null,
      message: 'Expected 3, received 4',
      raw_details: null,
    });
    expect(await checksOf(world).annotations(failed.id, 5)).toEqual(['src/feature.ts:7: Expected 3, received 4']);
  });
});
