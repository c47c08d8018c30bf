// The ready mark against the fake GitHub: set and taken back in each mode, idempotently, and taking back only
// what mergexo's own identity did where GitHub records who did it (review requests).
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { readPull } from '../../../src/core/pr/read.js';
import { changed, setReadyMark, takeBackReadyMark, type ReadyMarkSettings } from '../../../src/core/ready-mark/mark.js';
import { appToken, botToken } from '../../support/fake-world.js';
import { clientFor, newWorld, PERMISSIONS, useGitHub, USER_TOKEN, portFor } from '../pr/world.js';

/** An App that may see the organization's teams (Members: read), which GitHub needs to request a team. */
const TEAMS_APP = 'ghs_app_with_members';
const gh = useGitHub(
  botToken('ghs_prs_only', { 'pull-requests': 'write', metadata: 'read' }),
  appToken(TEAMS_APP, 'mergexo-app', { ...PERMISSIONS, members: 'read' }),
);

const writes = () => gh.requests.filter((r) => r.kind === 'write').length;
const requested = async (w: Awaited<ReturnType<typeof newWorld>>) => {
  const pr = w.repo.pulls.get(w.pr)!;
  return [...(pr.requestedReviewers ?? []).map((u) => u.login), ...(pr.requestedTeams ?? []).map((t) => `team:${t}`)];
};

const LABEL: ReadyMarkSettings = { modes: ['label'], label: 'mergexo:ready', reviewers: [] };
const DRAFT: ReadyMarkSettings = { modes: ['draft'], label: 'mergexo:ready', reviewers: [] };
const REVIEWERS: ReadyMarkSettings = {
  modes: ['reviewers'],
  label: 'mergexo:ready',
  reviewers: [
    { kind: 'user', login: 'maya' },
    { kind: 'user', login: 'agent-1' },
    { kind: 'team', org: 'acme', slug: 'core' },
  ],
};

describe('label mode', () => {
  it('adds the label once, takes it back once, and a second call writes nothing', async () => {
    const w = await newWorld(gh);
    let view = await readPull(w.github, w.ref, w.pr);
    expect((await setReadyMark(w.github, w.ref, view, LABEL)).labelAdded).toBe(true);
    view = await readPull(w.github, w.ref, w.pr);
    const before = writes();
    expect(changed(await setReadyMark(w.github, w.ref, view, LABEL))).toBe(false);
    expect(writes()).toBe(before);
    expect(w.repo.labelsOf(w.pr)).toEqual(['mergexo:ready']);
    expect((await takeBackReadyMark(w.github, w.ref, view, LABEL)).labelRemoved).toBe(true);
    expect(w.repo.labelsOf(w.pr)).toEqual([]);
    expect(changed(await takeBackReadyMark(w.github, w.ref, view, LABEL))).toBe(false);
  });

  it("takes back a label someone else added: the label is only mergexo's word when mergexo added it", async () => {
    const w = await newWorld(gh);
    w.repo.addLabel(w.pr, 'Mergexo:Ready');
    const view = await readPull(w.github, w.ref, w.pr);
    expect((await takeBackReadyMark(w.github, w.ref, view, LABEL)).labelRemoved).toBe(true);
    expect(w.repo.labelsOf(w.pr)).toEqual([]);
  });
});

describe('draft mode', () => {
  it('makes a draft ready, converts it back, and leaves a PR already so alone', async () => {
    const w = await newWorld(gh);
    w.repo.setDraft(w.pr, true);
    let view = await readPull(w.github, w.ref, w.pr);
    expect((await setReadyMark(w.github, w.ref, view, DRAFT)).madeReady).toBe(true);
    expect((await w.repo.pull(w.pr)).draft).toBe(false);
    view = await readPull(w.github, w.ref, w.pr);
    expect(changed(await setReadyMark(w.github, w.ref, view, DRAFT))).toBe(false);
    expect((await takeBackReadyMark(w.github, w.ref, view, DRAFT)).madeDraft).toBe(true);
    expect((await w.repo.pull(w.pr)).draft).toBe(true);
    view = await readPull(w.github, w.ref, w.pr);
    const before = writes();
    expect(changed(await takeBackReadyMark(w.github, w.ref, view, DRAFT))).toBe(false);
    expect(writes()).toBe(before);
  });

  it('names the missing permission when the token has pull-requests: write without contents: write', async () => {
    const w = await newWorld(gh);
    w.repo.setDraft(w.pr, true);
    const view = await readPull(w.github, w.ref, w.pr);
    const set = setReadyMark(portFor(gh, 'ghs_prs_only'), w.ref, view, DRAFT);
    await expect(set).rejects.toBeInstanceOf(ConfigurationError);
    await expect(set).rejects.toThrow(/contents: write/);
    expect((await w.repo.pull(w.pr)).draft).toBe(true);
  });
});

describe('reviewers mode', () => {
  it('requests users and teams but never the author, and asks each once', async () => {
    const w = { ...(await newWorld(gh)), client: clientFor(gh, TEAMS_APP), github: portFor(gh, TEAMS_APP) };
    w.repo.addTeam('core');
    let view = await readPull(w.github, w.ref, w.pr);
    const set = await setReadyMark(w.github, w.ref, view, REVIEWERS);
    expect(set.requested).toEqual([
      { kind: 'user', login: 'maya' },
      { kind: 'team', slug: 'core' },
    ]);
    expect(set.leftOut).toEqual([{ kind: 'user', login: 'agent-1' }]);
    expect(await requested(w)).toEqual(['maya', 'team:core']);
    view = await readPull(w.github, w.ref, w.pr);
    expect(view.reviewRequests).toEqual([
      { kind: 'user', login: 'maya' },
      { kind: 'team', slug: 'core' },
    ]);
    // Everyone already asked: no read, no write.
    const before = gh.requests.length;
    expect(changed(await setReadyMark(w.github, w.ref, view, REVIEWERS))).toBe(false);
    expect(gh.requests.length).toBe(before);
  });

  it("takes back only mergexo's own pending requests, and does not ask again a reviewer who has answered", async () => {
    const w = { ...(await newWorld(gh)), client: clientFor(gh, TEAMS_APP), github: portFor(gh, TEAMS_APP) };
    w.repo.addTeam('core');
    w.repo.setRole('bob', 'write');
    // A human asks for maya and bob before mergexo does anything.
    const human = clientFor(gh, USER_TOKEN);
    await human.rest.pulls.requestReviewers({ ...w.ref, pull_number: w.pr, reviewers: ['bob'] });
    let view = await readPull(w.github, w.ref, w.pr);
    const withBob: ReadyMarkSettings = {
      ...REVIEWERS,
      reviewers: [...REVIEWERS.reviewers, { kind: 'user', login: 'bob' }],
    };
    expect((await setReadyMark(w.github, w.ref, view, withBob)).requested).toEqual([
      { kind: 'user', login: 'maya' },
      { kind: 'team', slug: 'core' },
    ]);
    view = await readPull(w.github, w.ref, w.pr);
    const back = await takeBackReadyMark(w.github, w.ref, view, withBob);
    expect(back.unrequested).toEqual([
      { kind: 'user', login: 'maya' },
      { kind: 'team', slug: 'core' },
    ]);
    // bob was asked by a human: his request stays.
    expect(await requested(w)).toEqual(['bob']);
    view = await readPull(w.github, w.ref, w.pr);
    expect(changed(await takeBackReadyMark(w.github, w.ref, view, withBob))).toBe(false);

    // Marked again: asked again (mergexo took its request back). Then maya reviews (GitHub drops her
    // request): a re-run does not ask her again.
    view = await readPull(w.github, w.ref, w.pr);
    expect((await setReadyMark(w.github, w.ref, view, withBob)).requested).toHaveLength(2);
    const pr = w.repo.pulls.get(w.pr)!;
    pr.requestedReviewers = pr.requestedReviewers!.filter((u) => u.login !== 'maya');
    view = await readPull(w.github, w.ref, w.pr);
    expect(changed(await setReadyMark(w.github, w.ref, view, withBob))).toBe(false);
    expect(await requested(w)).toEqual(['bob', 'team:core']);
  });

  it("refuses a team of another organization, and a reviewer GitHub refuses, with the input's fix", async () => {
    const w = await newWorld(gh);
    const view = await readPull(w.github, w.ref, w.pr);
    const other = setReadyMark(w.github, w.ref, view, {
      ...REVIEWERS,
      reviewers: [{ kind: 'team', org: 'elsewhere', slug: 'core' }],
    });
    await expect(other).rejects.toBeInstanceOf(ConfigurationError);
    await expect(other).rejects.toThrow(/'acme\/<team>'/);
    const stranger = setReadyMark(w.github, w.ref, view, {
      ...REVIEWERS,
      reviewers: [{ kind: 'user', login: 'stranger' }],
    });
    await expect(stranger).rejects.toThrow(/ready-reviewers/);
    expect(await requested(w)).toEqual([]);
  });

  it('under GITHUB_TOKEN asks the users, and says the team was refused for the token, not the collaborators', async () => {
    const w = await newWorld(gh);
    w.repo.addTeam('core');
    let view = await readPull(w.github, w.ref, w.pr);
    const set = setReadyMark(w.github, w.ref, view, REVIEWERS);
    await expect(set).rejects.toBeInstanceOf(ConfigurationError);
    await expect(set).rejects.toThrow(/GitHub refused to request a review from acme\/core on PR #\d+/);
    await expect(set).rejects.toThrow(/GITHUB_TOKEN never can/);
    await expect(set).rejects.toThrow(/Members: read/);
    await expect(set).rejects.not.toThrow(/must be a collaborator/);
    // maya was asked all the same; the team was not (GitHub refused it).
    expect(await requested(w)).toEqual(['maya']);
    // A re-run asks nobody twice and explains the team again.
    view = await readPull(w.github, w.ref, w.pr);
    await expect(setReadyMark(w.github, w.ref, view, REVIEWERS)).rejects.toThrow(/acme\/core/);
    expect(await requested(w)).toEqual(['maya']);
  });
});
