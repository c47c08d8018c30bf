// The pure rules of `init --app`: the environment's plan, where an earlier run left the App, the checks the ruleset
// requires and whether GitHub's ruleset already holds them.
import { describe, expect, it } from 'vitest';
import {
  appProgress,
  desiredRuleset,
  environmentHolds,
  planEnvironment,
  requiredChecks,
  rulesetHolds,
} from '../../../src/cli/app/decide.js';
import { renderCaller } from '../../../src/cli/init-files.js';

const facts = { defaultBranch: 'main', folders: [], maintainers: ['acme'], uses: 'OWNER/mergexo@v1' };

describe('planEnvironment', () => {
  it('creates, limits or narrows the environment to the default branch alone', () => {
    expect(planEnvironment('absent', [], 'main')).toEqual({
      was: 'absent',
      setPolicy: true,
      addDefault: true,
      remove: [],
    });
    expect(planEnvironment({ branchPolicy: null }, [], 'main').was).toBe('every branch');
    expect(
      planEnvironment({ branchPolicy: { protected_branches: true, custom_branch_policies: false } }, [], 'main'),
    ).toMatchObject({ was: 'protected branches', setPolicy: true, addDefault: true });
    const custom = { branchPolicy: { protected_branches: false, custom_branch_policies: true } };
    const main = { id: 1, name: 'main', type: 'branch' as const };
    const agents = { id: 2, name: 'agent/*', type: 'branch' as const };
    const tag = { id: 3, name: 'main', type: 'tag' as const };
    expect(environmentHolds(planEnvironment(custom, [main], 'main'))).toBe(true);
    expect(planEnvironment(custom, [main, agents, tag], 'main')).toEqual({
      was: 'selected branches',
      setPolicy: false,
      addDefault: false,
      remove: [agents, tag],
    });
    expect(planEnvironment(custom, [tag], 'main')).toMatchObject({ addDefault: true, remove: [tag] });
  });
});

describe('appProgress', () => {
  it('is done only with an App id recorded and the key stored; an id without a key is a keyless App', () => {
    expect(appProgress('123', true)).toBe('done');
    expect(appProgress('123', false)).toBe('keyless');
    expect(appProgress('pending', true)).toBe('none');
    expect(appProgress(undefined, true)).toBe('none');
    expect(appProgress('0', true)).toBe('none');
  });
});

describe('requiredChecks', () => {
  it('reads the checks the caller workflow turns on', () => {
    const caller = renderCaller({ ...facts, app: { environment: 'mergexo' } });
    expect(requiredChecks(caller)).toEqual(['mergexo/history-guard', 'mergexo/write-root-gate']);
    const on = caller
      .replace('# wait-for-ci: true', 'wait-for-ci: true')
      .replace('# urgency: blocking', 'urgency: blocking')
      .replace('# allocated-names: |', 'allocated-names: |')
      .replace('#   migrations/*_*.sql', '  migrations/*_*.sql');
    expect(requiredChecks(on)).toEqual([
      'mergexo/history-guard',
      'mergexo/write-root-gate',
      'mergexo/ci-wait',
      'mergexo/rebase',
      'mergexo/collision',
    ]);
    expect(requiredChecks(undefined)).toEqual(['mergexo/history-guard', 'mergexo/write-root-gate']);
    expect(requiredChecks('jobs: [')).toEqual(['mergexo/history-guard', 'mergexo/write-root-gate']);
  });
});

describe('desiredRuleset and rulesetHolds', () => {
  const checks = ['mergexo/history-guard', 'mergexo/write-root-gate'];
  it("pins every check to the App on the default branch, keeping a ruleset owner's other rules and bypass list", () => {
    const desired = desiredRuleset(77, checks);
    expect(desired.conditions).toEqual({ ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] } });
    expect(desired.rules[0]!.parameters!.required_status_checks).toEqual([
      { context: 'mergexo/history-guard', integration_id: 77 },
      { context: 'mergexo/write-root-gate', integration_id: 77 },
    ]);
    expect(rulesetHolds(desired, desired)).toBe(true);
    const edited = {
      ...desired,
      bypass_actors: [{ actor_id: 5, actor_type: 'RepositoryRole', bypass_mode: 'always' }],
      rules: [{ type: 'deletion' }, ...desired.rules],
    };
    const kept = desiredRuleset(77, checks, edited);
    expect(kept.bypass_actors).toEqual(edited.bypass_actors);
    expect(kept.rules.map((r) => r.type)).toEqual(['deletion', 'required_status_checks']);
    expect(rulesetHolds(edited, kept)).toBe(true);
  });

  it('does not hold when a check is unpinned, pinned elsewhere, missing, or the ruleset is off or narrowed', () => {
    const desired = desiredRuleset(77, checks);
    const other = desiredRuleset(78, checks);
    expect(rulesetHolds(other, desired)).toBe(false);
    expect(rulesetHolds(desiredRuleset(77, checks.slice(0, 1)), desired)).toBe(false);
    expect(rulesetHolds({ ...desired, enforcement: 'evaluate' }, desired)).toBe(false);
    expect(
      rulesetHolds(
        { ...desired, conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: ['refs/heads/main'] } } },
        desired,
      ),
    ).toBe(false);
    const unpinned = JSON.parse(JSON.stringify(desired));
    delete unpinned.rules[0].parameters.required_status_checks[0].integration_id;
    expect(rulesetHolds(unpinned, desired)).toBe(false);
  });
});
