import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/core/errors.js';
import { inputsFromRecord } from '../../src/core/inputs.js';
import { parseSettings } from '../../src/history-guard/settings.js';

const parse = (inputs: Record<string, string>, event = 'pull_request') =>
  parseSettings(inputsFromRecord({ 'github-token': 't', ...inputs }), event);

describe('history-guard settings', () => {
  it('guards by default on pull request events, with the contract defaults', () => {
    expect(parse({})).toMatchObject({
      mode: 'guard',
      all: false,
      unblockPermission: 'maintain',
      blockedLabel: 'mergexo:blocked',
      checkName: 'mergexo/history-guard',
    });
  });

  it('requires a mode on workflow_dispatch', () => {
    expect(() => parse({}, 'workflow_dispatch')).toThrow(/'mode' is required/);
  });

  it('refuses operator modes on pull request events', () => {
    expect(() => parse({ mode: 'unblock', 'pull-request': '3' })).toThrow(ConfigurationError);
  });

  it('needs a PR or all for unblock, not both', () => {
    expect(() => parse({ mode: 'unblock' }, 'workflow_dispatch')).toThrow(/needs 'pull-request/);
    expect(() => parse({ mode: 'unblock', all: 'true', 'pull-request': '2' }, 'workflow_dispatch')).toThrow(/not both/);
    expect(parse({ mode: 'unblock', 'pull-request': '#12' }, 'workflow_dispatch').pullRequest).toBe(12);
  });

  it('rejects an abbreviated or malformed accept-head with the fix', () => {
    expect(() => parse({ mode: 'unblock', 'pull-request': '2', 'accept-head': 'abc123' }, 'workflow_dispatch')).toThrow(
      /full 40-character commit SHA/,
    );
  });

  it('rejects an unknown permission and a bad backup ref prefix', () => {
    expect(() => parse({ 'unblock-permission': 'owner' })).toThrow(
      /must be one of read, triage, write, maintain, admin/,
    );
    expect(() => parse({ 'backup-ref-prefix': 'backups' })).toThrow(/ref namespace/);
  });

  it('requires a token', () => {
    expect(() => parseSettings(inputsFromRecord({}), 'pull_request')).toThrow(/'github-token' is required/);
  });
});
