import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/core/pure/errors.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { mergeGroupFromPayload, mergeGroupPullNumber } from '../../src/write-root-gate/merge-group.js';
import { parseRootLines, parseSettings } from '../../src/write-root-gate/settings.js';

const settings = (record: Record<string, string>) =>
  parseSettings(inputsFromRecord({ 'github-token': 't', ...record }));

describe('parseSettings', () => {
  it('has the contract’s defaults', () => {
    expect(settings({})).toEqual({
      token: 't',
      enforcement: 'enforce',
      writeRoots: [],
      leaseFile: '.github/mergexo.yml',
      protectedPaths: ['.github/workflows/**', 'CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS'],
      quarantineLabel: 'mergexo:quarantined',
      checkName: 'mergexo/write-root-gate',
      ready: { modes: [], label: 'mergexo:ready', reviewers: [] },
    });
  });

  it('reads protected paths one per line; a value replaces the default list', () => {
    expect(
      settings({ 'protected-paths': '.github/workflows/\n# and\n.github/dependabot.yml\n' }).protectedPaths,
    ).toEqual(['.github/workflows', '.github/dependabot.yml']);
    expect(() => settings({ 'protected-paths': 'ok\n../secrets' })).toThrow(
      "Input 'protected-paths' line 2: Write root '../secrets' contains '..'",
    );
  });

  it('reads one root per line, keeping commas for brace globs', () => {
    expect(
      settings({ 'write-roots': 'services/billing/\n\n# tests too\n./tests/{unit,e2e}/**\nservices/billing' })
        .writeRoots,
    ).toEqual(['services/billing', 'tests/{unit,e2e}/**']);
  });

  it('names the input line of a bad root', () => {
    expect(() => parseRootLines('ok\nx/../y', 'write-roots')).toThrow(
      "Input 'write-roots' line 2: Write root 'x/../y' contains '..': roots are paths inside the repository.",
    );
    expect(() => settings({ 'write-roots': '/' })).toThrow(ConfigurationError);
  });

  it('refuses a lease file outside the repository or a glob', () => {
    expect(settings({ 'lease-file': './config/leases.yml' }).leaseFile).toBe('config/leases.yml');
    expect(() => settings({ 'lease-file': '../x.yml' })).toThrow(
      "Input 'lease-file' must be a file path inside the repository",
    );
    expect(() => settings({ 'lease-file': '*.yml' })).toThrow(ConfigurationError);
  });

  it('requires a token and a usable label', () => {
    expect(() => parseSettings(inputsFromRecord({}))).toThrow("Input 'github-token' is required");
    expect(() => settings({ 'quarantine-label': 'a,b' })).toThrow("Input 'quarantine-label'");
    expect(settings({ 'quarantine-label': 'quarantine', 'check-name': 'gate' })).toMatchObject({
      quarantineLabel: 'quarantine',
      checkName: 'gate',
    });
  });
});

describe('merge groups', () => {
  it('reads the PR number from the merge group ref', () => {
    expect(mergeGroupPullNumber(`refs/heads/gh-readonly-queue/main/pr-104-${'9'.repeat(40)}`)).toBe(104);
    expect(mergeGroupPullNumber('refs/heads/gh-readonly-queue/release/v1/pr-7-abcdef1')).toBe(7);
    expect(mergeGroupPullNumber('refs/heads/gh-readonly-queue/main/other')).toBeUndefined();
    expect(mergeGroupPullNumber('refs/heads/pr-0-abcdef1')).toBeUndefined();
  });

  it('reads the merge group from the payload', () => {
    expect(mergeGroupFromPayload({ merge_group: { head_sha: 'a', head_ref: 'r', base_ref: 'b' } })).toEqual({
      headSha: 'a',
      headRef: 'r',
      baseRef: 'b',
    });
    expect(mergeGroupFromPayload({})).toBeUndefined();
  });
});
