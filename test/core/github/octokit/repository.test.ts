// The port's refs, history and repository facts against the fake GitHub: each outcome that is an answer, not an error.
import { describe, expect, it } from 'vitest';
import { botToken } from '../../../support/fake-world.js';
import { newWorld, portFor, useGitHub, USER } from '../../pr/world.js';

const NO_ACTIONS = 'ghs_port_no_actions';
const ACTIONS = 'ghs_port_actions';
const gh = useGitHub(
  botToken(NO_ACTIONS, { contents: 'read', metadata: 'read' }),
  botToken(ACTIONS, { actions: 'read', metadata: 'read' }),
);

describe('refs', () => {
  it('creates a ref, answers "exists" for a second one, reads and moves it', async () => {
    const w = await newWorld(gh);
    const main = await w.github.refTarget(w.ref, 'heads/main');
    expect(await w.github.createRef(w.ref, 'refs/mergexo/backup/x', w.head)).toBe('created');
    expect(await w.github.createRef(w.ref, 'refs/mergexo/backup/x', main)).toBe('exists');
    expect(await w.github.refTarget(w.ref, 'mergexo/backup/x')).toBe(w.head);
    await w.github.forceRef(w.ref, 'mergexo/backup/x', main);
    expect(await w.github.refTarget(w.ref, 'mergexo/backup/x')).toBe(main);
  });
});

describe('compare', () => {
  it('compares two commits, and answers "unknown" with GitHub\'s words for a commit it does not have', async () => {
    const w = await newWorld(gh);
    const main = await w.github.refTarget(w.ref, 'heads/main');
    const answer = await w.github.compare(w.ref, main, w.head, 100);
    expect(answer).toMatchObject({ kind: 'compared', comparison: { status: 'ahead', aheadBy: 1, behindBy: 0 } });
    expect(answer.kind === 'compared' && answer.comparison.commits.map((c) => c.sha)).toEqual([w.head]);
    const unknown = await w.github.compare(w.ref, main, 'd'.repeat(40), 1);
    expect(unknown.kind).toBe('unknown');
  });
});

describe('contents', () => {
  it('a file, a directory, and a path that is absent', async () => {
    const w = await newWorld(gh);
    const file = await w.github.getContent(w.ref, 'src/feature.ts', w.head);
    expect(file).toMatchObject({ kind: 'entry', type: 'file', encoding: 'base64' });
    expect(file.kind === 'entry' && Buffer.from(file.content ?? '', 'base64').toString()).toBe('export const v = 1;\n');
    expect(await w.github.getContent(w.ref, 'src', w.head)).toEqual({ kind: 'directory' });
    expect(await w.github.getContent(w.ref, 'nowhere.yml', w.head)).toEqual({ kind: 'absent' });
  });
});

describe('repository facts', () => {
  it("the default branch and a collaborator's role", async () => {
    const w = await newWorld(gh);
    expect(await w.github.repository(w.ref)).toEqual({ defaultBranch: 'main' });
    expect(await w.github.collaboratorRole(w.ref, USER)).toBe('maintain');
  });

  it('a workflow run, one GitHub does not have, and one the token may not read', async () => {
    const w = await newWorld(gh);
    const run = w.repo.recordWorkflowRun({ actor: USER });
    const reader = portFor(gh, ACTIONS);
    expect(await reader.workflowRun(w.ref, run.id)).toEqual({
      event: 'workflow_dispatch',
      path: '.github/workflows/mergexo.yml',
      headBranch: 'main',
      actor: USER,
      triggeringActor: USER,
      title: 'mergexo',
    });
    // A re-run by someone else, of another file on another branch, under the title its run-name gave it.
    const rerun = w.repo.recordWorkflowRun({
      actor: USER,
      triggeringActor: 'mallory',
      path: '.github/workflows/sweep.yml',
      headBranch: 'feature',
      displayTitle: 'nightly sweep',
    });
    expect(await reader.workflowRun(w.ref, rerun.id)).toEqual({
      event: 'workflow_dispatch',
      path: '.github/workflows/sweep.yml',
      headBranch: 'feature',
      actor: USER,
      triggeringActor: 'mallory',
      title: 'nightly sweep',
    });
    expect(await reader.workflowRun(w.ref, run.id + 1000)).toBe('absent');
    expect(await portFor(gh, NO_ACTIONS).workflowRun(w.ref, run.id)).toBe('unreadable');
  });
});
