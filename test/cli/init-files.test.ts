// The three files `mergexo init` writes, rendered from what it read: workflows GitHub would run as written, and a
// lease file write-root-gate reads as the leases the facts call for. Pure: the same facts give the same bytes.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  CALLER_FILE,
  LEASE_FILE,
  OPERATOR_FILE,
  parseUses,
  renderCaller,
  renderInitFiles,
  renderOperator,
  type InitFacts,
} from '../../src/cli/init-files.js';
import { ConfigurationError } from '../../src/core/pure/errors.js';
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
    const sha = 'a'.repeat(40);
    expect(parseUses(`acme/mergexo@${sha} # v1.2.0`)).toEqual({
      repository: 'acme/mergexo',
      ref: sha,
      comment: 'v1.2.0',
    });
    for (const bad of ['acme/mergexo', 'mergexo@v1', 'acme/mergexo@v1 extra', '-acme/x@v1', 'acme/x@v1 # a b']) {
      expect(() => parseUses(bad)).toThrow(ConfigurationError);
      expect(() => parseUses(bad)).toThrow(
        `--uses must be OWNER/NAME@REF, the repository mergexo is in and a tag or commit SHA (such as acme/mergexo@v1), got '${bad}'.`,
      );
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

  it('pin a commit SHA with the tag it stands for as a comment, in both workflows (init --pin)', () => {
    const sha = 'b'.repeat(40);
    const pinned = { ...FACTS, uses: `acme/mergexo@${sha} # v1.4.0` };
    for (const text of [renderCaller(pinned), renderOperator(pinned)]) {
      expect(text).toContain(`    uses: acme/mergexo/.github/workflows/mergexo.yml@${sha} # v1.4.0\n`);
      expect(Object.values((parse(text) as Workflow).jobs)[0]?.uses).toBe(
        `acme/mergexo/.github/workflows/mergexo.yml@${sha}`,
      );
    }
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

describe('renderInitFiles', () => {
  it('writes the three files, the same bytes for the same facts', () => {
    const files = renderInitFiles(FACTS);
    expect(files.map((f) => f.path)).toEqual([CALLER_FILE, OPERATOR_FILE, LEASE_FILE]);
    expect(renderInitFiles(structuredClone(FACTS))).toEqual(files);
  });
});
