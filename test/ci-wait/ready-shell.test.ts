// The ready mark and a head that moves around it, in process: a push that lands between the verdict and the
// mark gets no mark written, and one that lands while the mark is written has it taken back at once.
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/ci-wait/settings.js';
import { runPulls } from '../../src/ci-wait/shell.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { clientOf, drivenClock, eventOf, shellOf } from './in-process.js';
import { TOKEN, head, openWorld, pushCommit, useGitHub, type World } from './world.js';

const gh = useGitHub();

/** The shell context of a run whose client pushes a new head right after the request `when` picks. */
function pushingShell(world: World, when: (method: string, url: string) => boolean) {
  const client = clientOf(gh);
  let pushed = false;
  client.hook.after('request', async (_response, options) => {
    if (pushed || !when(options.method, options.url)) return;
    pushed = true;
    await pushCommit(world, 9);
  });
  return shellOf(gh, world, drivenClock(), client);
}

const settings = parseSettings(inputsFromRecord({ 'github-token': TOKEN, 'ready-mark': 'label' }), { job: 'ci-wait' });
const labelWrites = (from: number) =>
  gh.requests.slice(from).filter((r) => r.operation === 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels');

describe('ci-wait ready mark: the head it belongs to', () => {
  it('a push between the verdict and the mark: no mark is written', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    const ctx = pushingShell(world, (method, url) => method === 'POST' && url.endsWith('/check-runs'));
    const from = gh.requests.length;
    const { reports } = await runPulls(ctx, settings, eventOf(gh, world), 0, undefined);
    expect(reports).toMatchObject([{ outcome: 'success', ready: { marked: false, blocks: [{ kind: 'head-moved' }] } }]);
    expect(labelWrites(from)).toEqual([]);
    expect(world.repo.labelsOf(world.pr)).toEqual([]);
    expect(ctx.lines.some((l) => l.includes('the head moved to'))).toBe(true);
  });

  it('a push while the mark is written: it is taken back at once', async () => {
    const world = await openWorld(gh);
    world.repo.addCheckRun(await head(world), { name: 'build', conclusion: 'success' });
    const ctx = pushingShell(world, (method, url) => method === 'POST' && url.endsWith('/labels'));
    const from = gh.requests.length;
    const { reports } = await runPulls(ctx, settings, eventOf(gh, world), 0, undefined);
    expect(reports).toMatchObject([{ outcome: 'success', ready: { marked: false, blocks: [{ kind: 'head-moved' }] } }]);
    expect(labelWrites(from)).toHaveLength(1);
    expect(world.repo.labelsOf(world.pr)).toEqual([]);
  });
});
