// The port as a whole: one per client, observe mode read through it, and the requests made through it counted.
import { describe, expect, it } from 'vitest';
import { observedTitle } from '../../../src/core/enforcement.js';
import { guardObserving } from '../../../src/core/github/observe-guard.js';
import type { GitHubPort } from '../../../src/core/github/port.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import { writeVerdict } from '../../../src/core/pr/checks.js';
import { clientFor, newWorld, useGitHub } from '../pr/world.js';

const gh = useGitHub();

describe('the Octokit port', () => {
  it('is one per client', async () => {
    const client = clientFor(gh);
    // The Octokit implementation is the port the interface declares, every method of it (checked by tsc).
    const port: GitHubPort = octokitGitHub(client);
    expect(port).toBe(octokitGitHub(client));
    expect(octokitGitHub(clientFor(gh))).not.toBe(octokitGitHub(client));
  });

  it("observes once its client does, and core's verdict writer then writes the observed form", async () => {
    const w = await newWorld(gh);
    expect(w.github.observing).toBe(false);
    guardObserving(w.client);
    expect(w.github.observing).toBe(true);
    await writeVerdict(w.github, w.ref, {
      name: 'mergexo/demo',
      headSha: w.head,
      conclusion: 'failure',
      title: 'Refused',
      summary: 'why',
    });
    const [run] = await w.github.listCheckRunsNamed(w.ref, w.head, 'mergexo/demo');
    expect(run?.conclusion).toBe('neutral');
    const title = w.repo.checkRuns(w.head).find((r) => r.name === 'mergexo/demo')?.output.title;
    expect(title).toBe(observedTitle('failure', 'Refused'));
  });

  it('counts the reads (GETs and queries) and the writes made through it', async () => {
    const w = await newWorld(gh);
    const before = { ...w.github.requests };
    await w.github.listLabels(w.ref, w.pr);
    await w.github.query('pull.read', 'query { viewer { login } }', {});
    await w.github.addLabel(w.ref, w.pr, 'x');
    expect(w.github.requests).toEqual({ reads: before.reads + 2, writes: before.writes + 1 });
  });
});
