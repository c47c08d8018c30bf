import { describe, expect, it } from 'vitest';
import { compileGlob } from '../../../src/ci-wait/rules/glob.js';
import {
  ANNOTATED_CHECKS,
  checksToAnnotate,
  jobNamePattern,
  selectChecks,
  type RawCheckRun,
  type RawStatus,
  type SelectionRules,
} from '../../../src/ci-wait/rules/selection.js';

function run(id: number, name: string, status = 'completed', conclusion: string | null = 'success'): RawCheckRun {
  return {
    id,
    name,
    status,
    conclusion,
    url: `https://ci.example.test/${id}`,
    app: 'github-actions',
    title: null,
    summary: null,
    text: null,
    annotationsCount: 0,
  };
}
function status(id: number, context: string, state: string): RawStatus {
  return { id, context, state, url: null, description: null };
}
const rules = (over: Partial<SelectionRules> = {}): SelectionRules => ({
  checkName: 'mergexo/ci-wait',
  jobCheckRunId: undefined,
  jobNames: [],
  checks: [],
  ignoreChecks: [],
  ...over,
});
const counted = (s: ReturnType<typeof selectChecks>) => s.counted.map((c) => `${c.name}=${c.result}`);
const excludedAs = (s: ReturnType<typeof selectChecks>) => s.excluded.map((e) => `${e.item.name}:${e.reason}`);

describe('selectChecks', () => {
  it('judges the newest run per name: a re-run supersedes the failed one', () => {
    const s = selectChecks([run(1, 'build', 'completed', 'failure'), run(5, 'build'), run(3, 'lint')], [], [], rules());
    expect(counted(s)).toEqual(['build=passed', 'lint=passed']);
    expect(excludedAs(s)).toEqual(['build:superseded']);
  });

  it('reads conclusions the way branch protection does', () => {
    const s = selectChecks(
      [
        run(1, 'a', 'completed', 'neutral'),
        run(2, 'b', 'completed', 'skipped'),
        run(3, 'c', 'completed', 'cancelled'),
        run(4, 'd', 'completed', 'timed_out'),
        run(5, 'e', 'completed', 'action_required'),
        run(6, 'f', 'queued', null),
        run(7, 'g', 'in_progress', null),
      ],
      [status(8, 'h', 'pending'), status(9, 'i', 'error'), status(10, 'j', 'failure'), status(11, 'k', 'success')],
      [],
      rules(),
    );
    expect(counted(s)).toEqual([
      'a=passed',
      'b=passed',
      'c=failed',
      'd=failed',
      'e=failed',
      'f=pending',
      'g=pending',
      'h=pending',
      'i=failed',
      'j=failed',
      'k=passed',
    ]);
  });

  it("never counts mergexo's own checks, and names a commit status called like one as someone else's", () => {
    const s = selectChecks(
      [run(1, 'mergexo/history-guard', 'completed', 'failure'), run(2, 'verdict', 'in_progress', null)],
      [status(3, 'mergexo/rebase', 'failure'), status(4, 'verdict', 'pending')],
      [],
      rules({ checkName: 'verdict' }),
    );
    expect(s.counted).toEqual([]);
    expect(excludedAs(s).sort()).toEqual([
      'mergexo/history-guard:mergexo',
      'mergexo/rebase:status-named-mergexo',
      'verdict:mergexo',
      'verdict:status-named-mergexo',
    ]);
  });

  it('excludes the job running ci-wait by its exact check run id, and earlier attempts of it', () => {
    const s = selectChecks(
      [run(7, 'Wait for CI', 'completed', 'failure'), run(9, 'Wait for CI', 'in_progress', null), run(4, 'build')],
      [],
      [],
      rules({ jobCheckRunId: 9, jobNames: ['build'] }),
    );
    expect(counted(s)).toEqual(['build=passed']);
    expect(excludedAs(s).sort()).toEqual(['Wait for CI:self', 'Wait for CI:superseded']);
  });

  it('without an id, excludes a running check named like the job, also under a reusable workflow or a matrix', () => {
    const s = selectChecks(
      [
        run(1, 'mergexo / ci-wait', 'in_progress', null),
        run(2, 'ci-wait (ubuntu)', 'queued', null),
        run(3, 'ci-wait-tests', 'in_progress', null),
        run(4, 'ci-wait', 'completed', 'failure'),
      ],
      [],
      [],
      rules({ jobNames: ['ci-wait'] }),
    );
    // A completed check cannot be the job that is running right now, so it counts.
    expect(counted(s)).toEqual(['ci-wait=failed', 'ci-wait-tests=pending']);
    expect(excludedAs(s)).toEqual(['ci-wait (ubuntu):self', 'mergexo / ci-wait:self']);
  });

  it('narrows with checks and ignore-checks globs', () => {
    const s = selectChecks(
      [run(1, 'CI / build'), run(2, 'CI / lint'), run(3, 'docs')],
      [status(4, 'ci/coverage', 'failure')],
      [],
      rules({ checks: [compileGlob('CI / *'), compileGlob('ci/*')], ignoreChecks: [compileGlob('*coverage')] }),
    );
    expect(counted(s)).toEqual(['CI / build=passed', 'CI / lint=passed']);
    expect(excludedAs(s)).toEqual(['ci/coverage:ignored', 'docs:not-selected']);
  });

  it('reports required checks that have not appeared, within the same filters', () => {
    const s = selectChecks(
      [run(1, 'build')],
      [],
      ['build', 'e2e', 'mergexo/history-guard', 'docs'],
      rules({ ignoreChecks: [compileGlob('docs')] }),
    );
    expect(s.missing).toEqual(['e2e']);
  });
});

describe('globs for check names', () => {
  it('lets * cross slashes and keeps everything else literal', () => {
    expect(compileGlob('*build*').test('CI / build (ubuntu)')).toBe(true);
    expect(compileGlob('CI / ?uild').test('CI / build')).toBe(true);
    expect(compileGlob('a.b').test('axb')).toBe(false);
    expect(compileGlob('test [ab]').test('test b')).toBe(true);
    expect(compileGlob('test [!ab]').test('test b')).toBe(false);
    expect(compileGlob('Build').test('build')).toBe(false);
    expect(() => compileGlob('[oops')).toThrow();
  });

  it('builds the job-name fallback from names with regex characters in them', () => {
    const p = jobNamePattern(['ci.wait (x)']);
    expect(p?.test('caller / ci.wait (x)')).toBe(true);
    expect(p?.test('ci-wait (x)')).toBe(false);
    expect(jobNamePattern([])).toBeUndefined();
  });
});

describe('checksToAnnotate: the failed checks whose annotations the finding quotes', () => {
  const item = (id: number, kind: 'check_run' | 'status', annotationsCount: number) => ({
    kind,
    id,
    name: `c${id}`,
    result: 'failed' as const,
    conclusion: 'failure',
    url: null,
    output: [],
    annotationsCount,
  });

  it('takes check runs that have annotations, in order, up to the bound', () => {
    const failed = [item(1, 'status', 3), item(2, 'check_run', 0), item(3, 'check_run', 2)];
    expect(checksToAnnotate(failed).map((c) => c.id)).toEqual([3]);
    const many = Array.from({ length: ANNOTATED_CHECKS + 2 }, (_, i) => item(i + 10, 'check_run', 1));
    expect(checksToAnnotate(many).map((c) => c.id)).toEqual(many.slice(0, ANNOTATED_CHECKS).map((c) => c.id));
  });
});
