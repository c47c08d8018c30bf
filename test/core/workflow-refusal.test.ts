import { describe, expect, it } from 'vitest';
import { isWorkflowRefusal, workflowRefusal, workflowRefusalFix } from '../../src/core/workflow-refusal.js';

const APP =
  'refusing to allow a GitHub App to create or update workflow .github/workflows/ci.yml without workflows permission';
const OAUTH =
  'refusing to allow an OAuth App to create or update workflow `.github/workflows/ci.yml` without `workflow` scope';
const answer = (status: number, message: string) =>
  Object.assign(new Error(`${message} - https://docs.github.com/rest`), { status, response: { data: { message } } });

describe("GitHub's refusal to write a workflow file", () => {
  it("is recognised in a 403 answer, in GitHub's own words", () => {
    expect(workflowRefusal(answer(403, APP))).toBe(APP);
    expect(workflowRefusal(answer(403, OAUTH))).toBe(OAUTH);
    expect(isWorkflowRefusal(APP)).toBe(true);
  });

  it('is not confused with other refusals', () => {
    expect(workflowRefusal(answer(403, 'Resource not accessible by integration'))).toBeUndefined();
    expect(workflowRefusal(answer(422, APP))).toBeUndefined();
    expect(workflowRefusal(new Error(APP))).toBeUndefined();
    expect(isWorkflowRefusal('merge conflict between base and head')).toBe(false);
    expect(isWorkflowRefusal(undefined)).toBe(false);
  });

  it('names the fix: the workflows permission, which GITHUB_TOKEN never has; a PAT only where no check is written', () => {
    const withPat = workflowRefusalFix('main', false);
    expect(withPat).toContain('`main` changed a workflow file');
    expect(withPat).toContain('`GITHUB_TOKEN` can never have it');
    expect(withPat).toContain('`permission-workflows: write`');
    expect(withPat).toContain('or a personal access token with the `workflow` scope.');
    expect(workflowRefusalFix('main', true)).toContain('cannot write check runs');
  });
});
