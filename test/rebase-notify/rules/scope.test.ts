import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import { scopeSkipText } from '../../../src/rebase-notify/messages.js';
import { LISTING_PAGES, listedInScope, scopeOf as scopeFacts } from '../../../src/rebase-notify/rules/scope.js';

/** The scope with a skip's reason as the log says it. */
const scopeOf = (...args: Parameters<typeof scopeFacts>) => {
  const scope = scopeFacts(...args);
  return scope.kind === 'skip' ? { ...scope, reason: scopeSkipText(scope.reason) } : scope;
};

const event = (eventName: string, payload: Record<string, unknown> = {}, ref = '') => ({ eventName, payload, ref });
const SHA = '1'.repeat(40);

describe('what a run looks at', () => {
  it('a push to a branch sweeps the PRs on that branch', () => {
    expect(scopeOf(event('push', { ref: 'refs/heads/main', after: SHA }), undefined)).toEqual({
      kind: 'sweep',
      base: 'main',
    });
    expect(scopeOf(event('push', { ref: 'refs/heads/main', after: SHA }), 'main')).toEqual({
      kind: 'sweep',
      base: 'main',
    });
  });

  it('skips pushes it should not act on, saying why', () => {
    expect(scopeOf(event('push', { ref: 'refs/tags/v1', after: SHA }), undefined)).toMatchObject({
      kind: 'skip',
      reason: /not to a branch/,
    });
    expect(
      scopeOf(event('push', { ref: 'refs/heads/old', after: '0'.repeat(40), deleted: true }), undefined),
    ).toMatchObject({
      kind: 'skip',
      reason: /deleted old/,
    });
    expect(scopeOf(event('push', { ref: 'refs/heads/dev', after: SHA }), 'main')).toMatchObject({
      kind: 'skip',
      reason: /watches the base 'main'/,
    });
  });

  it('falls back to GITHUB_REF when the payload has no ref', () => {
    expect(scopeOf(event('push', {}, 'refs/heads/trunk'), undefined)).toEqual({ kind: 'sweep', base: 'trunk' });
  });

  it('schedule and workflow_dispatch sweep every base, or the named one', () => {
    expect(scopeOf(event('schedule'), undefined)).toEqual({ kind: 'sweep' });
    expect(scopeOf(event('workflow_dispatch'), 'release')).toEqual({ kind: 'sweep', base: 'release' });
  });

  it('pull request events look at that PR only', () => {
    const pr = { number: 7, base: { ref: 'main' } };
    expect(scopeOf(event('pull_request', { action: 'synchronize', pull_request: pr }), undefined)).toEqual({
      kind: 'pull',
      number: 7,
    });
    expect(scopeOf(event('pull_request_target', { action: 'opened', pull_request: pr }), 'main')).toEqual({
      kind: 'pull',
      number: 7,
    });
    expect(scopeOf(event('pull_request', { action: 'closed', pull_request: pr }), undefined)).toMatchObject({
      kind: 'skip',
    });
    expect(scopeOf(event('pull_request', { action: 'opened', pull_request: pr }), 'release')).toMatchObject({
      kind: 'skip',
    });
    expect(() => scopeOf(event('pull_request', { action: 'opened' }), undefined)).toThrow(ConfigurationError);
  });

  it("a push to the PR names the head it replaced (its claims' record is carried from there)", () => {
    const pr = { number: 7, base: { ref: 'main' } };
    const before = 'a'.repeat(40);
    expect(scopeOf(event('pull_request', { action: 'synchronize', before, pull_request: pr }), undefined)).toEqual({
      kind: 'pull',
      number: 7,
      before,
    });
    for (const odd of ['0'.repeat(40), 'main', 42])
      expect(
        scopeOf(event('pull_request', { action: 'synchronize', before: odd, pull_request: pr }), undefined),
      ).toEqual({ kind: 'pull', number: 7 });
    expect(scopeOf(event('pull_request', { action: 'opened', before, pull_request: pr }), undefined)).toEqual({
      kind: 'pull',
      number: 7,
    });
  });

  it('refuses other events with the list of events to use', () => {
    expect(() => scopeOf(event('issues'), undefined)).toThrow(
      /does not handle the 'issues' event.*push.*schedule.*workflow_dispatch/,
    );
  });
});

describe('what a run looks at, with collisions between PRs configured', () => {
  const pr = (action: string, base = 'main', extra: Record<string, unknown> = {}) =>
    event('pull_request', { action, pull_request: { number: 7, base: { ref: base } }, ...extra });

  it('a closed PR is a collisions-only sweep of its base (without collisions: skipped)', () => {
    expect(scopeOf(pr('closed'), undefined, true)).toEqual({ kind: 'sweep', base: 'main', collisionsOnly: true });
    expect(scopeOf(pr('closed'), undefined, false)).toMatchObject({ kind: 'skip' });
    expect(scopeOf(pr('closed', 'release'), 'main', true)).toMatchObject({ kind: 'skip' });
  });

  it('a PR moved to another base is compared there, and the base it left is cleared', () => {
    const moved = { changes: { base: { ref: { from: 'main' }, sha: { from: SHA } } } };
    expect(scopeOf(pr('edited', 'release', moved), undefined, true)).toEqual({
      kind: 'pull',
      number: 7,
      previousBase: 'main',
    });
    expect(scopeOf(pr('edited', 'release', moved), undefined, false)).toEqual({ kind: 'pull', number: 7 });
    // A step that watches main only: the PR left it, so main's PRs are compared again without it.
    expect(scopeOf(pr('edited', 'release', moved), 'main', true)).toEqual({
      kind: 'sweep',
      base: 'main',
      collisionsOnly: true,
    });
    // A title edit is no move.
    expect(scopeOf(pr('edited', 'main', { changes: { title: { from: 'x' } } }), undefined, true)).toEqual({
      kind: 'pull',
      number: 7,
    });
  });
});

describe('listedInScope', () => {
  it('keeps an open PR, on the watched base when the run watches one', () => {
    expect(listedInScope({ state: 'OPEN', baseRefName: 'main' })).toBe(true);
    expect(listedInScope({ state: 'OPEN', baseRefName: 'main' }, 'main')).toBe(true);
    expect(listedInScope({ state: 'OPEN', baseRefName: 'release' }, 'main')).toBe(false);
    expect(listedInScope({ state: 'CLOSED', baseRefName: 'main' })).toBe(false);
    expect(listedInScope({ state: 'MERGED', baseRefName: 'main' }, 'main')).toBe(false);
  });

  it('stops the listing after 10,000 PRs', () => {
    expect(LISTING_PAGES * 100).toBe(10_000);
  });
});
