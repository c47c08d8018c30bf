// Whether GitHub's record of a workflow run makes it the hand-over a record cites: the rule alone, on records
// shaped as the REST answer's fields.
import { describe, expect, it } from 'vitest';
import {
  HAND_OVER_RUN_NAME,
  comparedName,
  handOverNamedBy,
  handOverRunFault,
  workflowPath,
  type ExpectedHandOver,
  type RunRecord,
} from '../../../../src/rebase-notify/rules/collisions/decide-handover.js';

const WORKFLOW = '.github/workflows/mergexo-hand-over.yml';
const expected: ExpectedHandOver = {
  name: '42',
  pull: 7,
  workflow: WORKFLOW,
  defaultBranch: 'main',
  dispatcher: 'maya',
};
const run = (over: Partial<RunRecord> = {}): RunRecord => ({
  event: 'workflow_dispatch',
  path: WORKFLOW,
  headBranch: 'main',
  triggeringActor: 'maya',
  title: 'mergexo hand-over 0042 to PR 7',
  ...over,
});

describe('handOverRunFault', () => {
  it("accepts a dispatch of the hand-over workflow on the default branch, titled with this hand-over's inputs", () => {
    expect(handOverRunFault(run(), expected)).toBeUndefined();
    expect(
      handOverRunFault(run({ title: 'mergexo hand-over 42 to PR #7', triggeringActor: 'Maya' }), expected),
    ).toBeUndefined();
  });

  it.each<[string, Partial<RunRecord>, string]>([
    ['a push run', { event: 'push' }, 'not-dispatch'],
    [
      "a maintainer's routine sweep (another workflow's file)",
      { path: '.github/workflows/mergexo-operator.yml' },
      'other-workflow',
    ],
    ['the same file on another branch', { headBranch: 'feature' }, 'other-branch'],
    ['a run GitHub names no branch for', { headBranch: null }, 'other-branch'],
    ['the hand-over of another name', { title: 'mergexo hand-over 43 to PR 7' }, 'other-hand-over'],
    ['the hand-over to another PR', { title: 'mergexo hand-over 42 to PR 8' }, 'other-hand-over'],
    ['a run titled by no run-name', { title: 'mergexo hand-over' }, 'other-hand-over'],
    ['a title with more after it', { title: 'mergexo hand-over 42 to PR 7 and 43 to PR 9' }, 'other-hand-over'],
    ['an attempt triggered by someone else', { triggeringActor: 'mallory' }, 'other-dispatcher'],
  ])('refuses %s', (_name, over, kind) => {
    expect(handOverRunFault(run(over), expected)?.kind).toBe(kind);
  });
});

describe('the title and the file', () => {
  it('reads what a title names, digits compared as numbers', () => {
    expect(handOverNamedBy('mergexo hand-over 0042 to PR 12')).toEqual({ name: '42', pull: 12 });
    expect(handOverNamedBy('mergexo hand-over add-users to PR #3')).toEqual({ name: 'add-users', pull: 3 });
    expect(handOverNamedBy('mergexo hand-over  to PR 3')).toBeUndefined();
    expect(comparedName('000')).toBe('0');
    // A name namespaced by a wildcard folder: its number compared as the index compares it.
    expect(handOverNamedBy('mergexo hand-over orders/migrations/0042 to PR 5')).toEqual({
      name: 'orders/migrations/42',
      pull: 5,
    });
    // The run-name, evaluated on the inputs, is a title the rule reads back.
    const title = HAND_OVER_RUN_NAME.replace('${{ inputs.name }}', '0042').replace('${{ inputs.pull }}', '12');
    expect(handOverNamedBy(title)).toEqual({ name: '42', pull: 12 });
  });

  it('takes a file name or its path under .github/workflows/, nothing else', () => {
    expect(workflowPath('hand-over.yml')).toBe('.github/workflows/hand-over.yml');
    expect(workflowPath('.github/workflows/h.yaml')).toBe('.github/workflows/h.yaml');
    expect(workflowPath('sub/h.yml')).toBeUndefined();
    expect(workflowPath('h.json')).toBeUndefined();
  });
});
