// The three files `mergexo init` writes, rendered from what it read: workflows GitHub would run as written, and a
// lease file write-root-gate reads as the leases the facts call for. Pure: the same facts give the same bytes.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  CALLER_FILE,
  DEFAULT_USES,
  LEASE_FILE,
  OPERATOR_FILE,
  parseUses,
  renderCaller,
  renderInitFiles,
  renderLease,
  renderOperator,
  type InitFacts,
} from '../../src/cli/init-files.js';
import { ConfigurationError } from '../../src/core/errors.js';
import { parseLeaseConfig, resolveLease } from '../../src/write-root-gate/lease-config.js';
import { callerPermissions } from '../support/workflow-permissions.js';

const FACTS: InitFacts = {
  defaultBranch: 'trunk',
  codeowners: { file: '.github/CODEOWNERS', text: '* @maya\n/docs/ @dana @acme/writers\n*.sql @erin\n' },
  folders: ['docs', 'services', 'odd[name]', 'with space'],
  maintainers: [],
  uses: 'acme/mergexo@v1.4.0',
};

type Workflow = {
  on: Record<string, { branches?: string[]; inputs?: Record<string, unknown> } | null>;
  jobs: Record<string, { uses: string; permissions: Record<string, string>; with: Record<string, unknown> }>;
};

describe('parseUses', () => {
  it('splits OWNER/NAME@REF, and refuses anything else with the form to use', () => {
    expect(parseUses(' acme/mergexo@release/v2 ')).toEqual({ repository: 'acme/mergexo', ref: 'release/v2' });
    expect(parseUses(DEFAULT_USES)).toEqual({ repository: 'OWNER/mergexo', ref: 'v1' });
    for (const bad of ['acme/mergexo', 'mergexo@v1', 'acme/mergexo@v1 extra', '-acme/x@v1']) {
      expect(() => parseUses(bad)).toThrow(ConfigurationError);
      expect(() => parseUses(bad)).toThrow(`--uses must be OWNER/NAME@REF (such as ${DEFAULT_USES}), got '${bad}'.`);
    }
  });
});

describe('the workflows', () => {
  it('call the reusable workflow of the release named, on every event mergexo answers, in observe mode', () => {
    const caller = parse(renderCaller(FACTS)) as Workflow;
    expect(Object.keys(caller.on)).toEqual(['pull_request_target', 'merge_group', 'push', 'schedule']);
    expect(caller.on.push?.branches).toEqual(['trunk']);
    expect(caller.jobs.mergexo).toMatchObject({
      uses: 'acme/mergexo/.github/workflows/mergexo.yml@v1.4.0',
      permissions: callerPermissions(),
      with: { enforcement: 'observe' },
    });
    expect(caller.jobs.mergexo?.permissions).toMatchObject({ issues: 'write', statuses: 'read' });
  });

  it('quote a default branch YAML would read as a number', () => {
    const caller = parse(renderCaller({ ...FACTS, defaultBranch: '2.0' })) as Workflow;
    expect(caller.on.push?.branches).toEqual(['2.0']);
  });

  it("give the operator the caller's settings plus its own request", () => {
    const operator = parse(renderOperator(FACTS)) as Workflow;
    expect(Object.keys(operator.on.workflow_dispatch?.inputs ?? {})).toEqual([
      'mode',
      'pull-request',
      'accept-head',
      'all',
    ]);
    const caller = parse(renderCaller(FACTS)) as Workflow;
    expect(operator.jobs.operate?.uses).toBe(caller.jobs.mergexo?.uses);
    expect(operator.jobs.operate?.with).toEqual({
      ...caller.jobs.mergexo?.with,
      mode: '${{ inputs.mode }}',
      'pull-request': '${{ inputs.pull-request }}',
      'accept-head': '${{ inputs.accept-head }}',
      all: '${{ inputs.all }}',
    });
  });
});

describe('the lease file', () => {
  const config = parseLeaseConfig(renderLease(FACTS), LEASE_FILE);
  const lease = (author: string, headRef = 'feature') =>
    resolveLease([], config, { headRef, author, labels: [], isCrossRepository: false });

  it('leases everything to the maintainers, what CODEOWNERS says to its owners, and a folder to its agents', () => {
    expect(config.leases.map((l) => l.name)).toEqual([
      'maintainers',
      'owner-dana',
      'owner-erin',
      'agent-docs',
      'agent-services',
    ]);
    expect(lease('Maya')).toMatchObject({ name: 'maintainers' });
    expect(lease('maya').roots).toEqual(expect.arrayContaining(['**', '.github/workflows', LEASE_FILE]));
    expect(lease('dana')).toMatchObject({ name: 'owner-dana', roots: ['docs'] });
    expect(lease('agent-1', 'agent/services/retry')).toMatchObject({ name: 'agent-services', roots: ['services'] });
    // A folder a root cannot name as it is gets no lease: nobody may change it but the maintainers.
    expect(lease('agent-1', 'agent/odd[name]/x').source).toBe('none');
  });

  it('says a team cannot be matched, naming the teams CODEOWNERS lists', () => {
    expect(renderLease(FACTS)).toContain('# .github/CODEOWNERS also names @acme/writers.');
  });

  it('puts --maintainer logins first, and asks for one when no one may change every path', () => {
    const given = parseLeaseConfig(renderLease({ ...FACTS, maintainers: ['noor'] }), LEASE_FILE);
    expect(given.leases[0]?.match?.authors).toEqual(['noor', 'maya']);
    const none = { ...FACTS, codeowners: undefined };
    expect(() => renderLease(none)).toThrow(/the repository has no CODEOWNERS; pass --maintainer LOGIN/);
    expect(() => renderLease({ ...FACTS, maintainers: ['not a login'] })).toThrow(
      "--maintainer must be a GitHub login, got 'not a login'.",
    );
  });
});

describe('renderInitFiles', () => {
  it('writes the three files, the same bytes for the same facts', () => {
    const files = renderInitFiles(FACTS);
    expect(files.map((f) => f.path)).toEqual([CALLER_FILE, OPERATOR_FILE, LEASE_FILE]);
    expect(renderInitFiles(structuredClone(FACTS))).toEqual(files);
  });
});
