// Every line doctor prints: each finding worded, a fix for each one that fails and none for one that holds, what the
// repository controls drawn visibly, the text report and the JSON one.
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/cli/doctor/findings.js';
import { report, reportJson, said } from '../../../src/cli/doctor/messages.js';
import { githubWords } from '../../../src/core/pure/words.js';

const ctx = { repo: { owner: 'acme', repo: 'widgets' } };
const file = '.github/workflows/mergexo.yml';

/** One finding of every kind, and whether a check with it holds (TypeScript refuses a kind left out). */
const SAMPLES: { [K in Finding['kind']]: [Extract<Finding, { kind: K }>, boolean] } = {
  unreadable: [
    { kind: 'unreadable', subject: { what: 'labels' }, status: 403, needs: 'Issues: read', said: githubWords('no') },
    false,
  ],
  callers: [{ kind: 'callers', files: [file] }, true],
  'no-caller': [{ kind: 'no-caller', branch: 'main' }, false],
  'workflow-broken': [{ kind: 'workflow-broken', file, said: githubWords('bad') }, false],
  'trigger-target': [{ kind: 'trigger-target', file }, true],
  'trigger-pull-request': [{ kind: 'trigger-pull-request', file }, false],
  'trigger-types': [{ kind: 'trigger-types', file, missing: ['synchronize'] }, false],
  'calls-actions': [{ kind: 'calls-actions', file, uses: 'acme/mergexo@v1' }, false],
  called: [{ kind: 'called', uses: 'acme/mergexo/.github/workflows/mergexo-app.yml@v1' }, true],
  'called-invalid': [{ kind: 'called-invalid', uses: 'x' }, false],
  enforcing: [{ kind: 'enforcing' }, true],
  observing: [{ kind: 'observing', files: [file] }, true],
  'enforcement-unknown': [{ kind: 'enforcement-unknown', file, value: 'maybe' }, false],
  'enforcement-differs': [{ kind: 'enforcement-differs', values: [{ file, value: 'observe' }] }, false],
  'since-set': [{ kind: 'since-set', at: Date.parse('2026-11-28T09:00:00Z') }, true],
  'since-unset': [{ kind: 'since-unset' }, true],
  'since-invalid': [{ kind: 'since-invalid', file, value: 'monday' }, false],
  'since-future': [{ kind: 'since-future', at: Date.parse('2027-01-01T00:00:00Z') }, false],
  'since-differs': [{ kind: 'since-differs', values: [{ file, value: '' }] }, false],
  'requirements-unknown': [
    { kind: 'requirements-unknown', branch: 'main', why: '403', needs: 'Metadata: read' },
    false,
  ],
  required: [{ kind: 'required', check: 'mergexo/history-guard', branch: 'main' }, true],
  'not-required': [{ kind: 'not-required', check: 'mergexo/history-guard', branch: 'main' }, false],
  pinned: [{ kind: 'pinned', check: 'mergexo/history-guard', appId: 7 }, true],
  unpinned: [{ kind: 'unpinned', check: 'mergexo/history-guard', appId: 7 }, false],
  'pinned-elsewhere': [{ kind: 'pinned-elsewhere', check: 'mergexo/history-guard', appId: 7, others: [15368] }, false],
  'no-queue': [{ kind: 'no-queue', branch: 'main' }, true],
  'queue-subscribed': [{ kind: 'queue-subscribed', branch: 'main' }, true],
  'queue-unsubscribed': [{ kind: 'queue-unsubscribed', branch: 'main', files: [file] }, false],
  app: [{ kind: 'app', app: '7', variable: 'MERGEXO_APP_ID' }, true],
  'no-app': [{ kind: 'no-app', file }, false],
  'app-variable-missing': [{ kind: 'app-variable-missing', name: 'MERGEXO_APP_ID' }, false],
  'app-id-invalid': [{ kind: 'app-id-invalid', value: 'x', variable: 'MERGEXO_APP_ID' }, false],
  'app-id-expression': [{ kind: 'app-id-expression', text: '${{ secrets.X }}' }, false],
  installed: [{ kind: 'installed', appId: 7, slug: 'acme-mergexo', selected: true }, true],
  'not-installed': [{ kind: 'not-installed', app: 'Iv23liAbCdEf0123' }, false],
  'installation-excludes': [{ kind: 'installation-excludes', slug: 'acme-mergexo' }, false],
  'installation-selection-unknown': [{ kind: 'installation-selection-unknown', slug: 'acme-mergexo' }, false],
  'installation-suspended': [{ kind: 'installation-suspended', slug: 'acme-mergexo' }, false],
  'permissions-granted': [{ kind: 'permissions-granted', slug: 'acme-mergexo', needed: { checks: 'write' } }, true],
  'permissions-missing': [
    {
      kind: 'permissions-missing',
      slug: 'acme-mergexo',
      missing: [
        { name: 'pull_requests', needed: 'write', granted: 'read' },
        { name: 'merge_queues', needed: 'read', granted: undefined, when: "github.event_name == 'merge_group'" },
      ],
    },
    false,
  ],
  'no-environment': [{ kind: 'no-environment', file }, false],
  'environment-limited': [{ kind: 'environment-limited', env: 'mergexo', branch: 'main', queue: true }, true],
  'environment-missing': [{ kind: 'environment-missing', env: 'mergexo' }, false],
  'environment-open': [{ kind: 'environment-open', env: 'mergexo' }, false],
  'environment-protected-branches': [{ kind: 'environment-protected-branches', env: 'mergexo', branch: 'main' }, false],
  'environment-other-branches': [{ kind: 'environment-other-branches', env: 'mergexo', patterns: ['*'] }, false],
  'environment-without-default': [{ kind: 'environment-without-default', env: 'mergexo', branch: 'main' }, false],
  'environment-without-queue': [
    { kind: 'environment-without-queue', env: 'mergexo', pattern: 'gh-readonly-queue/main/*' },
    false,
  ],
  'secret-present': [{ kind: 'secret-present', env: 'mergexo', name: 'MERGEXO_APP_PRIVATE_KEY' }, true],
  'secret-missing': [{ kind: 'secret-missing', env: 'mergexo', name: 'MERGEXO_APP_PRIVATE_KEY' }, false],
  'no-repository-secret': [{ kind: 'no-repository-secret', name: 'MERGEXO_APP_PRIVATE_KEY' }, true],
  'repository-secret': [{ kind: 'repository-secret', name: 'MERGEXO_APP_PRIVATE_KEY' }, false],
  label: [{ kind: 'label', name: 'mergexo:blocked' }, true],
  'label-missing': [{ kind: 'label-missing', name: 'mergexo:blocked' }, false],
  'token-read': [{ kind: 'token-read' }, true],
  'token-too-broad': [{ kind: 'token-too-broad', writes: true, approves: true }, false],
};

describe('said', () => {
  it.each(Object.values(SAMPLES))('words %j in one sentence, with a fix exactly when it fails', (finding, holds) => {
    const words = said(finding, ctx);
    expect(words.message).toMatch(/^\S.*\.$/);
    expect(words.message).not.toMatch(/[\n\r]/);
    if (holds) expect(words.fix).toBeNull();
    else expect(words.fix).toMatch(/^\S.*[.`]$/);
  });

  it('names the permission an unreadable line needs, and what GitHub said', () => {
    expect(said(SAMPLES.unreadable[0], ctx)).toEqual({
      message:
        "could not read the repository's labels: GitHub answered 403 (no), so doctor cannot tell whether it holds.",
      fix: 'run doctor with a token that may read it (GH_TOKEN or GITHUB_TOKEN): Issues: read.',
    });
  });

  it('draws what the repository controls visibly, and quotes it in a command', () => {
    const evil = said({ kind: 'label-missing', name: 'x\n::error::forged $(id)' }, ctx);
    expect(evil.message).toBe(
      "the label 'x⏎::error::forged $(id)' does not exist: the run that first adds it must create it, which GitHub " +
        'refuses to a token without issues: write.',
    );
    expect(evil.fix).toBe(
      "`gh label create 'x⏎::error::forged $(id)' --repo acme/widgets` (or `npx mergexo init --app`).",
    );
  });
});

describe('report', () => {
  const checks = [
    { id: 'callers', ok: true, finding: SAMPLES.callers[0] },
    { id: 'label:x\n::warning::y', ok: false, finding: { kind: 'label-missing', name: '::warning::y' } as const },
  ];

  it('prints one line per check, the fix under each that fails, and the count', () => {
    const lines = report(checks, { ...ctx, branch: 'main' }).split('\n');
    expect(lines[0]).toBe('mergexo doctor: acme/widgets, branch main');
    expect(lines[1]).toBe("  ok    callers: mergexo runs from '.github/workflows/mergexo.yml'.");
    expect(lines[2]).toMatch(/^ {2}FAIL {2}label:x⏎::warning::y: the label '::warning::y' does not exist/);
    expect(lines[3]).toMatch(/^ {8}fix: `gh label create/);
    expect(lines[4]).toBe('2 checks: 1 to fix.');
    // No line can be read by the runner as a workflow command.
    for (const l of lines) expect(l).not.toMatch(/^\s*::/);
  });

  it('prints { checks: [{ id, ok, message, fix }] } with --json', () => {
    const json = JSON.parse(reportJson(checks, ctx));
    expect(Object.keys(json)).toEqual(['checks']);
    expect(json.checks[0]).toEqual({ id: 'callers', ok: true, message: expect.any(String), fix: null });
    expect(Object.keys(json.checks[1])).toEqual(['id', 'ok', 'message', 'fix']);
    expect(json.checks[1].id).toBe('label:x\n::warning::y');
  });
});
