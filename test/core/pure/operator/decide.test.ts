import { describe, expect, it } from 'vitest';
import { decideOperator, type DispatchFacts } from '../../../../src/core/pure/operator/decide.js';
import { operatorRefusalText } from '../../../../src/core/operator/messages.js';

const onMain: DispatchFacts = { ref: 'refs/heads/main', defaultBranch: 'main', actor: 'maya', role: 'maintain' };
const repo = { owner: 'acme', repo: 'app' };
const unblock = { name: 'unblock', permissionInput: 'unblock-permission' };

describe('decideOperator', () => {
  it('lets a dispatcher holding the role run the mode from the default branch', () => {
    expect(decideOperator(onMain, 'maintain')).toBeUndefined();
    expect(decideOperator({ ...onMain, role: 'admin' }, 'write')).toBeUndefined();
  });

  it('refuses every other branch, even one named like the default, whatever the role', () => {
    for (const ref of ['refs/heads/feature', 'refs/heads/main-2', 'refs/tags/main', 'refs/pull/1/merge', '']) {
      expect(decideOperator({ ...onMain, ref, role: 'admin' }, 'read')).toEqual({
        kind: 'not-default-branch',
        defaultBranch: 'main',
        ref,
      });
    }
  });

  it('asks no role of a mode that only reads, but still the default branch', () => {
    expect(decideOperator({ ...onMain, actor: '', role: undefined }, undefined)).toBeUndefined();
    expect(decideOperator({ ...onMain, ref: 'refs/heads/x' }, undefined)?.kind).toBe('not-default-branch');
  });

  it('fails closed without an actor, below the role, and when the role was not read', () => {
    expect(decideOperator({ ...onMain, actor: '' }, 'write')).toEqual({ kind: 'no-actor' });
    expect(decideOperator({ ...onMain, role: 'write' }, 'maintain')).toEqual({
      kind: 'role-too-low',
      actor: 'maya',
      role: 'write',
      needed: 'maintain',
    });
    expect(decideOperator({ ...onMain, role: undefined }, 'read')).toEqual({
      kind: 'role-too-low',
      actor: 'maya',
      role: 'none',
      needed: 'read',
    });
  });
});

describe('operatorRefusalText', () => {
  it('names the mode, the branch to dispatch on, and the input that sets the role', () => {
    expect(
      operatorRefusalText({ kind: 'not-default-branch', defaultBranch: 'main', ref: 'refs/heads/x' }, unblock, repo),
    ).toBe(
      "The unblock runs only from the default branch (main), not from 'refs/heads/x': a workflow file on another " +
        'branch could be altered by anyone who can push there. Dispatch the workflow on main.',
    );
    expect(
      operatorRefusalText({ kind: 'role-too-low', actor: 'wes', role: 'write', needed: 'maintain' }, unblock, repo),
    ).toBe(
      "@wes has 'write' permission on acme/app; the unblock needs 'maintain' or higher " +
        "(input 'unblock-permission'). Ask a maintainer to run it.",
    );
    expect(operatorRefusalText({ kind: 'no-actor' }, unblock, repo)).toMatch(/^GITHUB_ACTOR is empty.*the unblock/);
    expect(
      operatorRefusalText({ kind: 'not-default-branch', defaultBranch: 'main', ref: '' }, unblock, repo),
    ).toContain("not from 'an unknown ref'");
  });
});
