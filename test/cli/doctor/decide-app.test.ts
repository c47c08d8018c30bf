// doctor's rules about mergexo's own identity: the App the caller names, its installation and what it grants against
// what the reusable workflow's tokens ask for, the environment keeping the key to the default branch, and the key's
// secret there and nowhere else.
import { describe, expect, it } from 'vitest';
import { decideApp, queuePattern } from '../../../src/cli/doctor/decide-app.js';
import { decideCallers } from '../../../src/cli/doctor/decide-callers.js';
import type { DoctorFacts, EnvironmentFacts, InstallationFacts } from '../../../src/cli/doctor/facts.js';
import type { Check } from '../../../src/cli/doctor/findings.js';
import { APP_ID, caller, hardened, refused } from './hardened-facts.js';

function appLines(facts: DoctorFacts): Check[] {
  const { setup } = decideCallers(facts);
  if (!setup) throw new Error('no setup');
  return decideApp(facts, setup).checks;
}
const failing = (facts: DoctorFacts) => appLines(facts).filter((c) => !c.ok);
const installed = (over: Partial<InstallationFacts>): DoctorFacts => {
  const base = hardened().installation;
  if (base?.kind !== 'read' || base.value === 'absent') throw new Error('fixture');
  return hardened({ installation: { kind: 'read', value: { ...base.value, ...over } } });
};
const environment = (over: Partial<EnvironmentFacts>, more: Partial<DoctorFacts> = {}): DoctorFacts =>
  hardened({
    environment: {
      kind: 'read',
      value: {
        name: 'mergexo',
        branchPolicy: { protectedBranches: false, customBranchPolicies: true },
        patterns: { kind: 'read', value: [{ name: 'main', type: 'branch' }] },
        ...over,
      },
    },
    ...more,
  });

describe('the App', () => {
  it('holds with the id from the repository variable, and gives that id to the pinning rule', () => {
    const facts = hardened();
    const { setup } = decideCallers(facts);
    const { checks, appId } = decideApp(facts, setup!);
    expect(appId).toBe(APP_ID);
    expect(checks.map((c) => [c.id, c.ok])).toEqual([
      ['app', true],
      ['app-installation', true],
      ['app-permissions', true],
      ['environment', true],
      ['environment-secret', true],
      ['repository-secret', true],
    ]);
  });

  it('fails alone under GITHUB_TOKEN (mergexo.yml): nothing can be pinned to mergexo', () => {
    const token = caller({
      calls: {
        kind: 'token',
        uses: 'mergexo-dev/mergexo/.github/workflows/mergexo.yml@v1',
        from: { owner: 'mergexo-dev', repo: 'mergexo' },
        path: '.github/workflows/mergexo.yml',
        ref: 'v1',
      },
    });
    const facts = hardened({ callers: { kind: 'read', value: { jobs: [token], broken: [] } }, appId: undefined });
    expect(appLines(facts)).toEqual([
      { id: 'app', ok: false, finding: { kind: 'no-app', file: '.github/workflows/mergexo.yml' } },
    ]);
  });

  it.each([
    [{ kind: 'variable', name: 'MERGEXO_APP_ID', value: { kind: 'read', value: undefined } }, 'app-variable-missing'],
    [{ kind: 'variable', name: 'MERGEXO_APP_ID', value: { kind: 'read', value: 'acme-mergexo' } }, 'app-id-invalid'],
    [{ kind: 'variable', name: 'MERGEXO_APP_ID', value: refused('Variables: read') }, 'unreadable'],
    [{ kind: 'expression', text: '${{ secrets.APP }}' }, 'app-id-expression'],
    [{ kind: 'empty' }, 'app-id-invalid'],
  ] as const)('fails when its id is not known (%j), and judges no installation', (appId, kind) => {
    const checks = appLines(hardened({ appId }));
    expect(checks[0]).toMatchObject({ id: 'app', ok: false, finding: { kind } });
    expect(checks.some((c) => c.id.startsWith('app-'))).toBe(false);
  });

  it('takes a literal id as it is', () => {
    const { setup } = decideCallers(hardened());
    expect(decideApp(hardened({ appId: { kind: 'literal', value: '9' }, installation: undefined }), setup!).appId).toBe(
      9,
    );
  });
});

describe('the installation', () => {
  it.each([
    [{ repositories: { selected: true, includes: false } as const }, 'installation-excludes'],
    [{ repositories: { selected: true, includes: 'unknown' } as const }, 'installation-selection-unknown'],
    [{ suspended: true }, 'installation-suspended'],
  ])('fails when it cannot mint tokens for this repository (%j)', (over, kind) => {
    expect(failing(installed(over)).map((c) => [c.id, c.finding.kind])).toEqual([['app-installation', kind]]);
  });

  it('fails when there is none, or the token may not list them', () => {
    expect(failing(hardened({ installation: { kind: 'read', value: 'absent' } }))).toEqual([
      { id: 'app-installation', ok: false, finding: { kind: 'not-installed', app: String(APP_ID) } },
    ]);
    expect(failing(hardened({ installation: refused('a token of a person') }))[0]).toMatchObject({
      id: 'app-installation',
      finding: { kind: 'unreadable', subject: { what: 'installation' } },
    });
  });

  it("names each permission a job's token asks for that the installation does not grant, or grants lower", () => {
    const facts = installed({
      permissions: { checks: 'write', pull_requests: 'read', contents: 'write', statuses: 'read' },
    });
    expect(failing(facts)).toEqual([
      {
        id: 'app-permissions',
        ok: false,
        finding: {
          kind: 'permissions-missing',
          slug: 'acme-mergexo',
          missing: [
            { name: 'merge_queues', needed: 'read', granted: undefined, when: "github.event_name == 'merge_group'" },
            { name: 'pull_requests', needed: 'write', granted: 'read' },
          ],
        },
      },
    ]);
  });

  it('asks for a permission a job asks only under a condition when the setup meets it', () => {
    const base = hardened().installation;
    if (base?.kind !== 'read' || base.value === 'absent') throw new Error('fixture');
    const { merge_queues: _mq, ...rest } = base.value.permissions;
    const noQueueRead = { kind: 'read', value: { ...base.value, permissions: rest } } as const;
    const noMergeGroup = caller({
      triggers: { events: ['pull_request_target'], pullRequestTarget: ['opened', 'reopened', 'synchronize'] },
    });
    const facts = (jobs: ReturnType<typeof caller>[]) =>
      hardened({ installation: noQueueRead, callers: { kind: 'read', value: { jobs, broken: [] } } });
    expect(failing(facts([caller()])).map((c) => c.id)).toEqual(['app-permissions']);
    expect(failing(facts([noMergeGroup]))).toEqual([]);
    // A Client ID names the App as well as its id; the installation's id then pins the checks.
    const clientId = hardened({ appId: { kind: 'literal', value: 'Iv23liAbCdEf0123' } });
    const { setup } = decideCallers(clientId);
    expect(decideApp(clientId, setup!).appId).toBe(APP_ID);
  });

  it('does not hold an installation to more than the jobs ask for', () => {
    expect(
      failing(
        installed({
          permissions: {
            checks: 'write',
            pull_requests: 'write',
            contents: 'write',
            statuses: 'write',
            merge_queues: 'write',
            issues: 'write',
          },
        }),
      ),
    ).toEqual([]);
  });
});

describe('the environment', () => {
  it.each([
    [{ branchPolicy: null }, { kind: 'environment-open', env: 'mergexo' }],
    [
      { branchPolicy: { protectedBranches: true, customBranchPolicies: false } },
      { kind: 'environment-protected-branches', env: 'mergexo', branch: 'main' },
    ],
    [
      {
        patterns: {
          kind: 'read',
          value: [
            { name: 'main', type: 'branch' },
            { name: 'agent/*', type: 'branch' },
          ],
        },
      },
      { kind: 'environment-other-branches', env: 'mergexo', patterns: ['agent/*'] },
    ],
    [
      {
        patterns: {
          kind: 'read',
          value: [
            { name: 'main', type: 'branch' },
            { name: 'main', type: 'tag' },
          ],
        },
      },
      { kind: 'environment-other-branches', env: 'mergexo', patterns: ['main'] },
    ],
    [
      { patterns: { kind: 'read', value: [{ name: 'release', type: 'branch' }] } },
      { kind: 'environment-other-branches', env: 'mergexo', patterns: ['release'] },
    ],
    [
      { patterns: { kind: 'read', value: [] } },
      { kind: 'environment-without-default', env: 'mergexo', branch: 'main' },
    ],
  ] as const)('fails when it gives the key to other branches or not to the default one (%j)', (over, finding) => {
    expect(failing(environment(over as Partial<EnvironmentFacts>))).toEqual([
      { id: 'environment', ok: false, finding },
    ]);
  });

  it("allows the merge queue's branches, and requires them when a queue is required", () => {
    const queue = { name: queuePattern('main'), type: 'branch' };
    const withQueue = environment({ patterns: { kind: 'read', value: [{ name: 'main', type: 'branch' }, queue] } });
    expect(appLines(withQueue).find((c) => c.id === 'environment')).toEqual({
      id: 'environment',
      ok: true,
      finding: { kind: 'environment-limited', env: 'mergexo', branch: 'main', queue: true },
    });
    const requirements = { kind: 'read', checks: [], mergeQueue: true } as const;
    expect(failing(environment({}, { requirements }))).toEqual([
      {
        id: 'environment',
        ok: false,
        finding: { kind: 'environment-without-queue', env: 'mergexo', pattern: 'gh-readonly-queue/main/*' },
      },
    ]);
  });

  it('fails when the caller names none, or it does not exist (GitHub would create it open)', () => {
    const none = hardened({
      callers: {
        kind: 'read',
        value: { jobs: [caller({ with: { 'app-id': '${{ vars.MERGEXO_APP_ID }}' } })], broken: [] },
      },
    });
    expect(failing(none).map((c) => c.finding.kind)).toEqual(['no-environment']);
    const missing = hardened({ environment: { kind: 'read', value: 'absent' } });
    expect(failing(missing).map((c) => [c.id, c.finding.kind])).toEqual([['environment', 'environment-missing']]);
  });

  it('says what could not be read: the environment, its patterns, its secret', () => {
    const unread = failing(
      hardened({ environment: refused('Actions: read'), environmentSecret: refused('Environments: read') }),
    );
    expect(unread.map((c) => [c.id, c.finding.kind])).toEqual([
      ['environment', 'unreadable'],
      ['environment-secret', 'unreadable'],
    ]);
    const patterns = failing(environment({ patterns: refused('Actions: read') }));
    expect(patterns[0]).toMatchObject({
      finding: { kind: 'unreadable', subject: { what: 'branch-policies', env: 'mergexo' } },
    });
  });
});

describe("the key's secret", () => {
  it('fails when the environment lacks it, or the repository has it where every workflow reads it', () => {
    expect(failing(hardened({ environmentSecret: { kind: 'read', value: false } }))).toEqual([
      {
        id: 'environment-secret',
        ok: false,
        finding: { kind: 'secret-missing', env: 'mergexo', name: 'MERGEXO_APP_PRIVATE_KEY' },
      },
    ]);
    expect(failing(hardened({ repositorySecret: { kind: 'read', value: true } }))).toEqual([
      { id: 'repository-secret', ok: false, finding: { kind: 'repository-secret', name: 'MERGEXO_APP_PRIVATE_KEY' } },
    ]);
    expect(failing(hardened({ repositorySecret: refused('Secrets: read') }))[0]?.finding.kind).toBe('unreadable');
  });
});
