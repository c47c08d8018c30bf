// The words a blocked PR's comment uses for a block only an operator's accept-head lifts.
import { describe, expect, it } from 'vitest';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { blockCommentText } from '../../src/history-guard/messages.js';
import { parseSettings } from '../../src/history-guard/settings.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const settings = parseSettings(inputsFromRecord({ 'github-token': 't' }), 'pull_request');

describe('blockCommentText', () => {
  it('an altered record: says so, and offers only accept-head', () => {
    const text = blockCommentText(
      { status: 'blocked', accepted: B, observed: B, rewrite: B, cause: { kind: 'record-altered' } },
      'first',
      7,
      settings,
    );
    expect(text).toContain("mergexo's record of this PR's accepted history was altered by someone else");
    expect(text).toContain(`Current head: \`${B}\``);
    expect(text).toContain(
      `gh workflow run mergexo-operator.yml -f mode=unblock -f pull-request=7 -f accept-head=${B}`,
    );
    expect(text).not.toContain('Restore history');
  });

  it('a witnessed rewrite whose overwritten head is gone: says so, and offers only accept-head', () => {
    const text = blockCommentText(
      {
        status: 'blocked',
        accepted: A,
        observed: B,
        rewrite: B,
        overwritten: [],
        cause: { kind: 'overwritten-head-gone', rewrites: [{ source: 'timeline', by: 'x', at: '' }] },
      },
      'diverged',
      7,
      settings,
    );
    expect(text).toContain("GitHub recorded a rewrite of this PR's branch (force-push by @x)");
    expect(text).not.toContain('was altered by someone else');
    expect(text).toContain(`-f accept-head=${B}`);
    expect(text).not.toContain('Restore history');
  });

  it('heads no backup ref keeps: never claimed kept; says why (a workflow change) and how to keep them', () => {
    const C = 'c'.repeat(40);
    const state = { status: 'blocked' as const, accepted: A, observed: B, rewrite: B, backupRefs: [`refs/x/${C}`] };
    const row = (text: string) => text.split('\n').find((l) => l.startsWith('| Overwritten commits kept at |'))!;
    const both = row(blockCommentText({ ...state, unkept: [A, B] }, 'diverged', 7, settings));
    expect(both).toContain(`\`refs/x/${C}\`; _(not kept: \`${A}\`, \`${B}\` change a file under`);
    expect(both).toContain('No ref holds them now');
    expect(both.split('|')).toHaveLength(4);
    const one = row(blockCommentText({ ...state, backupRefs: [], unkept: [A] }, 'diverged', 7, settings));
    expect(one).toContain(`| _(not kept: \`${A}\` changes a file under`);
    expect(one).toContain('No ref holds it now');
    expect(row(blockCommentText({ ...state, backupRefs: [] }, 'diverged', 7, settings))).toContain(
      '_(could not be created; see the workflow log.',
    );
  });
});
