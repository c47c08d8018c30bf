// The port's pull request calls against the fake GitHub: each typed outcome a caller acts on, as GitHub answers it.
import { describe, expect, it } from 'vitest';
import { pullsOn } from '../../../../src/core/github/octokit/pulls.js';
import { TokenRefusedError } from '../../../../src/core/github/errors.js';
import { botToken } from '../../../support/fake-world.js';
import { newWorld, openAnother, portFor, useGitHub, type World } from '../../pr/world.js';

const NO_WRITE = 'ghs_port_read_only';
const PRS_ONLY = 'ghs_port_prs_only';
const gh = useGitHub(
  botToken(NO_WRITE, { 'pull-requests': 'read', contents: 'read', metadata: 'read' }),
  botToken(PRS_ONLY, { 'pull-requests': 'write', metadata: 'read' }),
);

/** Moves `main` on with a commit of its own, so the PR's branch is behind it. */
async function advanceMain(w: World, files: Record<string, string> = { 'src/main.ts': 'export const m = 1;\n' }) {
  await w.wt.checkout('main');
  await w.wt.commit(files, 'main moves on');
  await w.wt.push('main');
}

describe('updateBranch', () => {
  it('updated: the base is merged into the head', async () => {
    const w = await newWorld(gh);
    await advanceMain(w);
    expect(await pullsOn(w.client).updateBranch(w.ref, w.pr, w.head)).toEqual({ kind: 'updated' });
    const { data } = await pullsOn(w.client).getPull(w.ref, w.pr);
    expect(data.head.sha).not.toBe(w.head);
  });

  it('head-moved: the head is not the one judged, and nothing is written', async () => {
    const w = await newWorld(gh);
    await advanceMain(w);
    const answer = await pullsOn(w.client).updateBranch(w.ref, w.pr, 'f'.repeat(40));
    expect(answer).toMatchObject({ kind: 'head-moved' });
    expect((await pullsOn(w.client).getPull(w.ref, w.pr)).data.head.sha).toBe(w.head);
  });

  it("refused, unprocessable: nothing to merge, in GitHub's words", async () => {
    const w = await newWorld(gh);
    expect(await pullsOn(w.client).updateBranch(w.ref, w.pr, w.head)).toEqual({
      kind: 'refused',
      reason: 'unprocessable',
      said: 'There are no new commits on the base branch.',
    });
  });

  it('refused, workflows: the merge would change a workflow file the token may not write', async () => {
    const w = await newWorld(gh);
    await advanceMain(w, { '.github/workflows/ci.yml': 'on: push\n' });
    const answer = await pullsOn(w.client).updateBranch(w.ref, w.pr, w.head);
    expect(answer).toMatchObject({ kind: 'refused', reason: 'workflows' });
    expect(answer.kind === 'refused' && answer.said).toContain('.github/workflows/ci.yml');
  });

  it('a token that may not write is a TokenRefusedError naming the permission, not an outcome', async () => {
    const w = await newWorld(gh);
    await advanceMain(w);
    const refused = portFor(gh, NO_WRITE).updateBranch(w.ref, w.pr, w.head);
    await expect(refused).rejects.toBeInstanceOf(TokenRefusedError);
    await expect(refused).rejects.toMatchObject({ permission: 'pull-requests: write' });
  });
});

describe('merge', () => {
  it('merged: the head it was given', async () => {
    const w = await newWorld(gh);
    const answer = await pullsOn(w.client).merge(w.ref, w.pr, w.head, 'merge');
    expect(answer).toMatchObject({ kind: 'merged', merged: true });
    expect((await pullsOn(w.client).getPull(w.ref, w.pr)).data.merged).toBe(true);
  });

  it("refused: a head that moved is GitHub's 409, with its words", async () => {
    const w = await newWorld(gh);
    expect(await pullsOn(w.client).merge(w.ref, w.pr, 'e'.repeat(40), 'squash')).toEqual({
      kind: 'refused',
      status: 409,
      said: 'Head branch was modified. Review and try the merge again.',
    });
    expect((await pullsOn(w.client).getPull(w.ref, w.pr)).data.state).toBe('open');
  });
});

describe('drafts and auto-merge', () => {
  it('setDraft converts and marks ready; without contents: write it answers forbidden', async () => {
    const w = await newWorld(gh);
    const { data } = await pullsOn(w.client).getPull(w.ref, w.pr);
    const nodeId = data.node_id as string;
    expect(await pullsOn(w.client).setDraft(nodeId, true)).toBe('done');
    expect((await pullsOn(w.client).getPull(w.ref, w.pr)).data.draft).toBe(true);
    expect(await portFor(gh, PRS_ONLY).setDraft(nodeId, false)).toBe('forbidden');
    expect((await pullsOn(w.client).getPull(w.ref, w.pr)).data.draft).toBe(true);
    expect(await pullsOn(w.client).setDraft(nodeId, false)).toBe('done');
    expect((await pullsOn(w.client).getPull(w.ref, w.pr)).data.draft).toBe(false);
  });

  it('disableAutoMerge turns it off; without contents: write it answers forbidden', async () => {
    const w = await newWorld(gh);
    w.repo.enableAutoMerge(w.pr, 'agent-1');
    const nodeId = (await pullsOn(w.client).getPull(w.ref, w.pr)).data.node_id as string;
    expect(await portFor(gh, PRS_ONLY).disableAutoMerge(nodeId)).toBe('forbidden');
    expect(w.repo.getPull(w.pr).autoMerge).not.toBeNull();
    expect(await pullsOn(w.client).disableAutoMerge(nodeId)).toBe('done');
    expect(w.repo.getPull(w.pr).autoMerge).toBeNull();
  });
});

describe('listings', () => {
  it('lists open PRs (narrowed to a head), the PRs of a commit, files and labelled PRs', async () => {
    const w = await newWorld(gh);
    const other = await openAnother(w, 'other');
    const all = await pullsOn(w.client).listOpenPulls(w.ref);
    expect(all.map((p) => p.number).sort()).toEqual([w.pr, other.pr].sort());
    expect(await pullsOn(w.client).listOpenPulls(w.ref, { head: 'acme:other' })).toEqual([
      { number: other.pr, headSha: other.head, baseRef: 'main' },
    ]);
    expect(await pullsOn(w.client).listPullsOfCommit(w.ref, w.head)).toEqual([
      { number: w.pr, headSha: w.head, baseRef: 'main' },
    ]);
    expect(await pullsOn(w.client).listFiles(w.ref, w.pr)).toEqual([{ filename: 'src/feature.ts', status: 'added' }]);
    w.repo.addLabel(other.pr, 'mergexo:blocked');
    expect(await pullsOn(w.client).listLabelledPulls(w.ref, 'mergexo:blocked')).toEqual([other.pr]);
  });

  it('lists labelled PRs with `pull-requests: read` alone, which GitHub does not let list issues', async () => {
    const w = await newWorld(gh);
    const other = await openAnother(w, 'other');
    w.repo.addLabel(other.pr, 'Mergexo:Blocked');
    const readOnly = portFor(gh, NO_WRITE);
    expect(await readOnly.listLabelledPulls(w.ref, 'mergexo:blocked')).toEqual([other.pr]);
    expect(await readOnly.listLabelledPulls(w.ref, 'mergexo:quarantined')).toEqual([]);
    // The issues listing the port no longer uses is refused to this token, as GitHub's table says.
    const refused = await fetch(`${gh.apiUrl}/repos/${w.ref.owner}/${w.ref.repo}/issues?labels=mergexo:blocked`, {
      headers: { authorization: `token ${NO_WRITE}` },
    });
    expect(refused.status).toBe(403);
  });
});
