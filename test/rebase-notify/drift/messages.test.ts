// The drift phase's words, rendered from what decide.ts decided: a refusal says GitHub's words (or observe
// mode's) and names the fix only for a workflow refusal; a check says what its plan says it says.
import { describe, expect, it } from 'vitest';
import type { Drift, NoticeFacts, Policy } from '../../../src/rebase-notify/drift/decide.js';
import {
  checkText,
  driftUnknownText,
  sharedHeadCheckOutput,
  skipText,
  statusText,
} from '../../../src/rebase-notify/drift/messages.js';
import type { DriftUnknown } from '../../../src/rebase-notify/drift/unknown.js';
import { githubWords } from '../../../src/core/pure/words.js';

const policy: Policy = {
  urgency: 'helpful',
  updateBranch: 'merge',
  cooldownMinutes: 60,
  behindLabel: 'mergexo:behind',
  conflictLabel: 'mergexo:conflict',
  checkName: 'mergexo/rebase',
};

const drift: Drift = {
  base: 'main',
  baseSha: 'b'.repeat(40),
  headSha: 'a'.repeat(40),
  behind: 2,
  ahead: 1,
  conflict: false,
  missing: [{ sha: 'c'.repeat(40), subject: 'base change 2' }],
};

const behind = (over: Partial<NoticeFacts> = {}): NoticeFacts => ({
  cls: 'behind',
  drift,
  policy,
  updatedByMergexo: false,
  ...over,
});

describe('a refused update, in the status comment', () => {
  it('GitHub refused for a workflow file: its words, then the token that fixes it', () => {
    const message = 'refusing to allow a GitHub App to create or update workflow .github/workflows/ci.yml';
    const text = statusText(behind({ updateRefusal: { kind: 'workflows', message: githubWords(message) } }));
    expect(text).toContain(`mergexo tried to merge \`main\` into this branch and GitHub refused: ${message}.`);
    expect(text).toContain('**Workflows: Read and write**');
  });

  it('another refusal: its words only, no token advice', () => {
    const text = statusText(behind({ updateRefusal: { kind: 'github', message: githubWords('merge conflict.') } }));
    expect(text).toContain('GitHub refused: merge conflict.');
    expect(text).not.toContain('Workflows');
  });

  it('observe mode: says that enforcement would have merged the base', () => {
    const text = statusText(behind({ updateRefusal: { kind: 'observing' } }));
    expect(text).toContain('observe mode: enforcement would have merged the base into the branch here');
  });
});

describe('what a check says', () => {
  it('drift facts give the title of the state', () => {
    expect(checkText({ kind: 'drift', facts: behind() }).title).toBe(
      '2 commits behind main (not blocking: urgency is helpful)',
    );
  });

  it('undecidable drift fails closed and quotes the reason', () => {
    const reason = { kind: 'unanswered', said: githubWords('GitHub is still computing') } as const;
    const out = checkText({ kind: 'undecidable', base: 'main', reason });
    expect(out.title).toBe('Could not tell whether the branch is up to date with main');
    expect(out.summary).toContain('GitHub did not answer (GitHub is still computing).');
  });
});

describe('why drift is unknown', () => {
  // The words these facts had when the readers wrote them as strings: a log line or check a user knows stays as it was.
  const sha = 'a'.repeat(40);
  it.each<[DriftUnknown, string]>([
    [{ kind: 'cannot-compare', headSha: sha, base: 'main' }, `GitHub cannot compare ${sha} with main`],
    [
      { kind: 'mergeable-pending' },
      'GitHub has not finished computing whether the PR conflicts; the next run asks again',
    ],
    [{ kind: 'head-moved' }, 'the PR head moved while this run evaluated it'],
    [{ kind: 'unanswered', said: githubWords('Server Error') }, 'GitHub did not answer (Server Error)'],
    [{ kind: 'comments-unanswered' }, 'GitHub did not answer for its older comments'],
    [{ kind: 'not-measured' }, 'not measured'],
    [{ kind: 'base-not-fetched', base: 'dev' }, 'the base branch dev could not be fetched'],
    [{ kind: 'unfetched', miss: { kind: 'pull-ref-unserved', number: 7 } }, 'GitHub does not serve refs/pull/7/head'],
    [{ kind: 'unfetched', miss: { kind: 'base-unfetched', base: 'dev' } }, 'the base branch dev could not be fetched'],
    [{ kind: 'unfetched', miss: { kind: 'head-unfetched', headSha: sha } }, `head commit ${sha} could not be fetched`],
    [{ kind: 'uncounted', said: githubWords('fatal: bad object') }, 'git could not count commits: fatal: bad object'],
    [
      { kind: 'unmerged', base: 'main', said: githubWords('fatal: refusing') },
      'git could not test-merge main into the head: fatal: refusing',
    ],
  ])('%o reads as the words it always had', (why, words) => {
    expect(driftUnknownText(why)).toBe(words);
    expect(skipText({ kind: 'unmeasured', reason: why })).toBe(words);
  });
});

describe('why nothing was written', () => {
  it("a moved head, or the reader's reason", () => {
    expect(skipText({ kind: 'head-moved' })).toMatch(/head moved/);
    expect(skipText({ kind: 'unmeasured', reason: { kind: 'not-measured' } })).toBe('not measured');
  });
});

describe('a shared head', () => {
  it('the shared-head refusal names the PRs that fail the commit', () => {
    const out = sharedHeadCheckOutput(
      { summary: 'own summary' },
      [
        { number: 12, pass: false, reason: 'behind its base' },
        { number: 14, pass: false, reason: 'conflicts with its base' },
      ],
      'line',
    );
    expect(out.title).toBe('This commit also heads #12, #14, which is not up to date with its base');
    expect(out.summary).toBe('line\n\nThis PR on its own:\n\nown summary');
  });
});
