// What doctor reads of a repository set up the hardened way, as plain facts, for the rules' unit tests: each test
// changes one fact and looks at the lines.
import type { CallerJob } from '../../../src/cli/doctor/callers.js';
import type { DoctorFacts } from '../../../src/cli/doctor/facts.js';
import { githubWords } from '../../../src/core/pure/words.js';

export const APP_ID = 4242;
export const NOW = Date.parse('2026-12-01T00:00:00Z');

export const DEFAULTS: Readonly<Record<string, string>> = {
  'history-guard': 'true',
  'write-root-gate': 'true',
  'wait-for-ci': 'false',
  'rebase-notify': 'true',
  enforcement: 'enforce',
  'enforced-since': '',
  'blocked-label': 'mergexo:blocked',
  'history-guard-check-name': 'mergexo/history-guard',
  'quarantine-label': 'mergexo:quarantined',
  'write-root-gate-check-name': 'mergexo/write-root-gate',
  'ci-wait-check-name': 'mergexo/ci-wait',
  'failed-label': 'mergexo:ci-failed',
  'conflict-label': 'mergexo:conflict',
  urgency: 'helpful',
  'behind-label': 'mergexo:behind',
  'rebase-notify-check-name': 'mergexo/rebase',
  'allocated-names': '',
  'collision-check-name': 'mergexo/collision',
};

const SETTINGS = {
  enforcement: 'enforce',
  'enforced-since': '2026-11-28T09:00:00Z',
  'app-id': '${{ vars.MERGEXO_APP_ID }}',
  environment: 'mergexo',
};

export function caller(over: Partial<CallerJob> = {}): CallerJob {
  return {
    file: '.github/workflows/mergexo.yml',
    job: 'mergexo',
    triggers: {
      events: ['pull_request_target', 'merge_group', 'push'],
      pullRequestTarget: ['opened', 'reopened', 'synchronize', 'edited'],
    },
    calls: {
      kind: 'app',
      uses: 'mergexo-dev/mergexo/.github/workflows/mergexo-app.yml@v1',
      from: { owner: 'mergexo-dev', repo: 'mergexo' },
      path: '.github/workflows/mergexo-app.yml',
      ref: 'v1',
    },
    with: SETTINGS,
    ...over,
  };
}

export function operator(over: Partial<CallerJob> = {}): CallerJob {
  return caller({
    file: '.github/workflows/mergexo-operator.yml',
    job: 'operate',
    triggers: { events: ['workflow_dispatch'] },
    with: { ...SETTINGS, mode: '${{ inputs.mode }}' },
    ...over,
  });
}

export const refused = (needs: string) =>
  ({
    kind: 'unreadable',
    status: 403,
    needs,
    said: githubWords('Resource not accessible by personal access token'),
  }) as const;

/** Every fact of the hardened setup; `over` replaces whole facts. */
export function hardened(over: Partial<DoctorFacts> = {}): DoctorFacts {
  return {
    repo: { owner: 'acme', repo: 'widgets' },
    branch: 'main',
    defaultBranch: 'main',
    now: NOW,
    callers: { kind: 'read', value: { jobs: [caller(), operator()], broken: [] } },
    called: {
      kind: 'read',
      value: {
        defaults: DEFAULTS,
        mints: {
          checks: { level: 'write' },
          pull_requests: { level: 'write' },
          contents: { level: 'write' },
          statuses: { level: 'read' },
          merge_queues: { level: 'read', when: "github.event_name == 'merge_group'" },
        },
      },
    },
    requirements: {
      kind: 'read',
      checks: [
        { name: 'mergexo/history-guard', appId: APP_ID },
        { name: 'mergexo/write-root-gate', appId: APP_ID },
        { name: 'ci' },
      ],
      mergeQueue: false,
    },
    appId: { kind: 'variable', name: 'MERGEXO_APP_ID', value: { kind: 'read', value: String(APP_ID) } },
    installation: {
      kind: 'read',
      value: {
        id: 7,
        appId: APP_ID,
        appSlug: 'acme-mergexo',
        permissions: {
          checks: 'write',
          pull_requests: 'write',
          contents: 'write',
          statuses: 'read',
          merge_queues: 'read',
          metadata: 'read',
        },
        suspended: false,
        repositories: { selected: true, includes: true },
      },
    },
    environment: {
      kind: 'read',
      value: {
        name: 'mergexo',
        branchPolicy: { protectedBranches: false, customBranchPolicies: true },
        patterns: { kind: 'read', value: [{ name: 'main', type: 'branch' }] },
      },
    },
    environmentSecret: { kind: 'read', value: true },
    repositorySecret: { kind: 'read', value: false },
    labels: {
      kind: 'read',
      value: [
        'bug',
        'mergexo:blocked',
        'mergexo:quarantined',
        'mergexo:ci-failed',
        'mergexo:conflict',
        'mergexo:behind',
      ],
    },
    workflowPermissions: { kind: 'read', value: { defaultPermissions: 'read', canApprovePullRequestReviews: false } },
    ...over,
  };
}
