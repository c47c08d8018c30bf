// The example workflows a reader copies: the operator workflow passes exactly the caller's settings.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { callerPermissions } from '../support/workflow-permissions.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const OPERATOR_INPUTS = ['mode', 'pull-request', 'accept-head', 'all'];

/** The lines of a job's `with:` block, comments included, up to the operator's own request. */
function settingsBlock(text: string): string {
  const start = text.indexOf('    with:\n');
  const rest = text.slice(start);
  const end = rest.search(/\n {6}#\n {6}# The operator's request\.|\n {4}# secrets:|\n\n/);
  return rest.slice(0, end < 0 ? undefined : end);
}

type Workflow = { on: { workflow_call: { inputs: Record<string, unknown> } }; jobs: Record<string, { with: object }> };

describe('examples/caller.yml and examples/operator.yml', () => {
  it('carry the same settings block, comments and all, and the operator adds only its request', () => {
    const caller = read('examples/caller.yml');
    const operator = read('examples/operator.yml');
    expect(settingsBlock(operator)).toBe(
      settingsBlock(caller).replace('(examples/operator.yml)', '(examples/caller.yml)'),
    );
    const callerWith = (parse(caller) as Workflow).jobs.mergexo?.with ?? {};
    const operatorWith = (parse(operator) as Workflow).jobs.operate?.with ?? {};
    expect(callerWith).toEqual({ enforcement: 'observe' });
    expect(Object.fromEntries(Object.entries(operatorWith).filter(([k]) => !OPERATOR_INPUTS.includes(k)))).toEqual(
      callerWith,
    );
    const inputs = Object.keys((parse(read('.github/workflows/mergexo.yml')) as Workflow).on.workflow_call.inputs);
    expect(inputs).toEqual(expect.arrayContaining([...Object.keys(operatorWith), 'enforced-since']));
  });

  it('docs/root-action.md names every input the root action and the reusable workflow do not share', () => {
    const root = Object.keys((parse(read('action.yml')) as { inputs: object }).inputs);
    const reusable = parse(read('.github/workflows/mergexo.yml')) as Workflow & {
      on: { workflow_call: { secrets: object } };
    };
    const called = Object.keys(reusable.on.workflow_call.inputs);
    const onlyReusable = called.filter((i) => !root.includes(i));
    const onlyRoot = root.filter((i) => !called.includes(i));
    expect(onlyRoot.filter((i) => !Object.keys(reusable.on.workflow_call.secrets).includes(i))).toEqual([
      'job-check-run-id',
      'job-name',
    ]);
    const doc = read('docs/root-action.md');
    for (const input of [...onlyReusable.filter((i) => !i.endsWith('-check-name')), ...onlyRoot]) {
      expect(doc, input).toContain(`\`${input}\``);
    }
    expect(onlyReusable.filter((i) => i.endsWith('-check-name')).length).toBeGreaterThan(0);
    expect(doc).toContain('`<action>-check-name`');
  });
});

/** The first `permissions:` block of a YAML text (a workflow, or a markdown file's first yaml fence holding one). */
function firstGrant(text: string): Record<string, string> {
  const yaml = text.includes('```yaml\n') ? (text.split('```yaml\n')[1] ?? '').split('```')[0]! : text;
  const jobs = (parse(yaml) as { jobs: Record<string, { permissions?: Record<string, string> }> }).jobs;
  return Object.values(jobs)[0]?.permissions ?? {};
}

describe('the grants a reader copies', () => {
  // GitHub refuses to start a called workflow whose job asks for more than its caller grants: every grant the docs
  // show must cover what the reusable workflow's jobs ask (a permission added to a job and forgotten here would
  // stop every run of a copied caller). The root action's job holds the same union.
  it.each(['examples/caller.yml', 'examples/operator.yml', 'README.md', 'docs/root-action.md'])(
    '%s grants what the reusable workflow’s jobs ask for, no more',
    (file) => {
      expect(firstGrant(read(file))).toEqual(callerPermissions());
    },
  );
});
