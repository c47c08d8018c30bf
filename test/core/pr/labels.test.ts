// Labels against the fake GitHub: written only when they change, and a label gone already is no failure.
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { addLabel, labelRefusalLine, readLabels, removeLabel, takeLabelRefusals } from '../../../src/core/pr/labels.js';
import { readPull } from '../../../src/core/pr/read.js';
import { botToken } from '../../support/fake-world.js';
import { newWorld, useGitHub, portFor } from './world.js';

/** A job's GITHUB_TOKEN granted `pull-requests: write` without `issues: write`. */
const PR_ONLY = 'ghs_pull_requests_only';

const gh = useGitHub(
  {
    token: 'ghs_read_only',
    login: 'reader[bot]',
    type: 'Bot',
    permissions: { 'pull-requests': 'read' },
  },
  botToken(PR_ONLY, { 'pull-requests': 'write', checks: 'write', contents: 'write' }),
);

const labelWrites = () => gh.requests.filter((r) => r.kind === 'write' && /\/labels/.test(r.path)).length;

describe('addLabel', () => {
  it('adds a missing label (creating it in the repository) and updates the view', async () => {
    const w = await newWorld(gh);
    const view = await readPull(w.github, w.ref, w.pr);
    expect(await addLabel(w.github, w.ref, view, 'needs-rebase')).toBe(true);
    expect(w.repo.labelsOf(w.pr)).toEqual(['needs-rebase']);
    expect(view.labels).toEqual(['needs-rebase']);
  });

  it('writes nothing when the view already has it', async () => {
    const w = await newWorld(gh);
    w.repo.addLabel(w.pr, 'needs-rebase');
    const view = await readPull(w.github, w.ref, w.pr);
    const before = labelWrites();
    expect(await addLabel(w.github, w.ref, view, 'needs-rebase')).toBe(false);
    expect(labelWrites()).toBe(before);
    expect(w.repo.labelsOf(w.pr)).toEqual(['needs-rebase']);
  });

  it('a token without the permission gets the permissions: entry to add', async () => {
    const w = await newWorld(gh);
    const view = await readPull(w.github, w.ref, w.pr);
    const add = addLabel(portFor(gh, 'ghs_read_only'), w.ref, view, 'x');
    await expect(add).rejects.toBeInstanceOf(ConfigurationError);
    await expect(add).rejects.toThrow('pull-requests: write');
    expect(view.labels).toEqual([]);
  });
});

describe('addLabel with a token that may not create labels', () => {
  it('adds a label the repository has', async () => {
    const w = await newWorld(gh);
    w.repo.ensureLabel('mergexo:blocked');
    const view = await readPull(w.github, w.ref, w.pr);
    expect(await addLabel(portFor(gh, PR_ONLY), w.ref, view, 'mergexo:blocked')).toBe(true);
    expect(w.repo.labelsOf(w.pr)).toEqual(['mergexo:blocked']);
    expect(takeLabelRefusals()).toEqual([]);
  });

  it('notes a label GitHub will not create and carries on, for the run to say so once it is done', async () => {
    const w = await newWorld(gh);
    const view = await readPull(w.github, w.ref, w.pr);
    expect(await addLabel(portFor(gh, PR_ONLY), w.ref, view, 'mergexo:blocked')).toBe(false);
    expect(view.labels).toEqual([]);
    expect(w.repo.labelsOf(w.pr)).toEqual([]);
    expect(w.repo.labels.has('mergexo:blocked')).toBe(false);
    const refusals = takeLabelRefusals();
    expect(refusals).toEqual([
      {
        number: w.pr,
        label: 'mergexo:blocked',
        permission: 'issues: write',
        said: 'You do not have permission to create labels on this repository.',
      },
    ]);
    // Taken once.
    expect(takeLabelRefusals()).toEqual([]);
    const line = labelRefusalLine(refusals);
    expect(line).toContain(`Could not label #${w.pr} with 'mergexo:blocked'`);
    expect(line).toContain("Add `issues: write` to the job's `permissions:` block");
    expect(line).toContain('The verdict check was written as decided.');
    expect(line).not.toContain('\n');
  });
});

describe('removeLabel', () => {
  it('removes a label the PR has and updates the view', async () => {
    const w = await newWorld(gh);
    w.repo.addLabel(w.pr, 'needs-rebase');
    w.repo.addLabel(w.pr, 'keep');
    const view = await readPull(w.github, w.ref, w.pr);
    expect(await removeLabel(w.github, w.ref, view, 'needs-rebase')).toBe(true);
    expect(w.repo.labelsOf(w.pr)).toEqual(['keep']);
    expect(view.labels).toEqual(['keep']);
  });

  it('writes nothing for a label the view does not have', async () => {
    const w = await newWorld(gh);
    const view = await readPull(w.github, w.ref, w.pr);
    const before = labelWrites();
    expect(await removeLabel(w.github, w.ref, view, 'absent')).toBe(false);
    expect(labelWrites()).toBe(before);
  });

  it('tolerates a label someone removed since the read (404)', async () => {
    const w = await newWorld(gh);
    w.repo.addLabel(w.pr, 'needs-rebase');
    const view = await readPull(w.github, w.ref, w.pr);
    await removeLabel(w.github, w.ref, await readPull(w.github, w.ref, w.pr), 'needs-rebase');
    expect(await removeLabel(w.github, w.ref, view, 'needs-rebase')).toBe(true);
    expect(gh.requests.at(-1)).toMatchObject({ method: 'DELETE', status: 404 });
    expect(view.labels).toEqual([]);
    expect(w.repo.labelsOf(w.pr)).toEqual([]);
  });

  // Core bug: label names are case-insensitive on GitHub, and adding `needs-rebase` where the repository
  // has `Needs-Rebase` attaches `Needs-Rebase`. removeLabel compares names exactly, so it finds nothing
  // to remove and the label stays on the PR for good.
  it('removes the label GitHub attached under the repository spelling of its name', async () => {
    const w = await newWorld(gh);
    w.repo.ensureLabel('Needs-Rebase');
    const first = await readPull(w.github, w.ref, w.pr);
    await addLabel(w.github, w.ref, first, 'needs-rebase');
    expect(w.repo.labelsOf(w.pr)).toEqual(['Needs-Rebase']);
    const view = await readPull(w.github, w.ref, w.pr);
    await removeLabel(w.github, w.ref, view, 'needs-rebase');
    expect(w.repo.labelsOf(w.pr)).toEqual([]);
  });
});

describe('readLabels', () => {
  it('reads every label on the PR, past one page of GitHub', async () => {
    const w = await newWorld(gh);
    const names = Array.from({ length: 120 }, (_, i) => `label-${String(i).padStart(3, '0')}`);
    for (const n of names) w.repo.addLabel(w.pr, n);
    expect((await readLabels(w.github, w.ref, w.pr)).sort()).toEqual(names);
  });
});
