import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../src/core/pure/errors.js';
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

describe('history-guard settings: enforcement, enforced-since, rewrite-allowed-actors', () => {
  const parse = (inputs: Record<string, string>) =>
    parseSettings(inputsFromRecord({ 'github-token': 't', ...inputs }), 'pull_request');

  it('reads enforcement, defaulting to enforce, and refuses anything else', () => {
    expect(parse({}).enforcement).toBe('enforce');
    expect(parse({ enforcement: 'observe' }).enforcement).toBe('observe');
    expect(() => parse({ enforcement: 'watch' })).toThrow(/'enforcement' must be one of enforce, observe/);
  });

  it('reads enforced-since as an instant, and says how to write one', () => {
    expect(parse({}).enforcedSince).toBeUndefined();
    expect(parse({ 'enforced-since': '2026-11-28T09:00:00Z' }).enforcedSince).toBe(Date.parse('2026-11-28T09:00:00Z'));
    expect(parse({ 'enforced-since': '2026-11-28T10:00+01:00' }).enforcedSince).toBe(Date.parse('2026-11-28T09:00Z'));
    for (const bad of ['2026-11-28', '2026-11-28T09:00:00', 'yesterday', '2026-13-40T99:00:00Z']) {
      expect(() => parse({ 'enforced-since': bad })).toThrow(ConfigurationError);
      expect(() => parse({ 'enforced-since': bad })).toThrow(/ISO 8601 date and time with a time zone/);
    }
  });

  it('reads rewrite-allowed-actors as a list; empty is none', () => {
    expect(parse({ 'rewrite-allowed-actors': 'dependabot[bot], renovate[bot]' }).rewriteAllowedActors).toEqual([
      'dependabot[bot]',
      'renovate[bot]',
    ]);
    expect(parse({ 'rewrite-allowed-actors': '' }).rewriteAllowedActors).toEqual([]);
  });
});
