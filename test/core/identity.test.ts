import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  isSharedIdentity,
  recordVerdictApp,
  resetVerdictApps,
  SHARED_IDENTITY_NOTE,
  sharedIdentityNote,
  verdictAppsOfRun,
} from '../../src/core/identity.js';
import { writeSummary } from '../../src/core/report.js';

beforeEach(() => resetVerdictApps());

describe('isSharedIdentity', () => {
  it("is GitHub Actions' app, whatever the case, and nothing else", () => {
    expect(isSharedIdentity('github-actions')).toBe(true);
    expect(isSharedIdentity('GitHub-Actions')).toBe(true);
    expect(isSharedIdentity('mergexo-app')).toBe(false);
    expect(isSharedIdentity('github-actions-bot')).toBe(false);
    expect(isSharedIdentity('')).toBe(false);
  });

  it('an app GitHub did not name is not called shared', () => {
    expect(isSharedIdentity(null)).toBe(false);
    expect(isSharedIdentity(undefined)).toBe(false);
  });
});

describe('the record of a run', () => {
  it('says nothing before any verdict was written', () => {
    expect(verdictAppsOfRun()).toEqual([]);
    expect(sharedIdentityNote()).toBeUndefined();
  });

  it('one verdict under the shared identity is enough for the line, among verdicts of other apps', () => {
    recordVerdictApp('mergexo-app');
    expect(sharedIdentityNote()).toBeUndefined();
    recordVerdictApp('github-actions');
    expect(sharedIdentityNote()).toBe(SHARED_IDENTITY_NOTE);
    expect(verdictAppsOfRun()).toEqual(['github-actions', 'mergexo-app']);
  });

  it('an unnamed app is recorded as such and says nothing', () => {
    recordVerdictApp(undefined);
    expect(verdictAppsOfRun()).toEqual(['']);
    expect(sharedIdentityNote()).toBeUndefined();
  });

  it('reset forgets everything', () => {
    recordVerdictApp('github-actions');
    resetVerdictApps();
    expect(verdictAppsOfRun()).toEqual([]);
    expect(sharedIdentityNote()).toBeUndefined();
  });
});

describe('the line', () => {
  it('says what any workflow can forge, what closes it, and where to read more, in one line of HTML', () => {
    expect(SHARED_IDENTITY_NOTE).not.toContain('\n');
    expect(SHARED_IDENTITY_NOTE).toContain('<code>GITHUB_TOKEN</code>');
    expect(SHARED_IDENTITY_NOTE).toContain('any workflow of this repository can write checks and comments');
    // A verdict deleted with the workflow run GitHub filed it under: why, and how it comes back.
    expect(SHARED_IDENTITY_NOTE).toContain('deleting that run deletes the verdict');
    expect(SHARED_IDENTITY_NOTE).toContain('re-run this job, push, or close and reopen the pull request');
    expect(SHARED_IDENTITY_NOTE).toContain('<code>mergexo/*</code> checks are only as strong as');
    expect(SHARED_IDENTITY_NOTE).toContain('pinned as the source of each required check');
    expect(SHARED_IDENTITY_NOTE).toContain('no <code>workflows</code> permission for agents');
    expect(SHARED_IDENTITY_NOTE).toContain('docs/security.md');
    // mergexo's own text: no link, mention or markup beyond <code>.
    expect(SHARED_IDENTITY_NOTE.replace(/<\/?code>/g, '')).not.toMatch(/[<>@]|https?:/);
  });
});

describe('writeSummary', () => {
  // @actions/core resolves GITHUB_STEP_SUMMARY once per process: one file, emptied before each test.
  let dir: string;
  let file: string;
  const saved = process.env.GITHUB_STEP_SUMMARY;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mergexo-identity-'));
    file = path.join(dir, 'summary.md');
    process.env.GITHUB_STEP_SUMMARY = file;
  });
  beforeEach(() => writeFileSync(file, ''));
  afterAll(() => {
    if (saved === undefined) delete process.env.GITHUB_STEP_SUMMARY;
    else process.env.GITHUB_STEP_SUMMARY = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const table = { heading: 'mergexo/demo', header: ['a'], rows: [['1']], footer: 'the footer' };

  it('ends with the line after a verdict written under the shared identity', async () => {
    recordVerdictApp('github-actions');
    await writeSummary(table);
    const text = readFileSync(file, 'utf8');
    expect(text.trimEnd().endsWith(SHARED_IDENTITY_NOTE)).toBe(true);
    expect(text.indexOf('the footer')).toBeLessThan(text.indexOf(SHARED_IDENTITY_NOTE));
  });

  it('has no such line under an App of its own, or when the run wrote no verdict', async () => {
    recordVerdictApp('mergexo-app');
    await writeSummary(table);
    resetVerdictApps();
    await writeSummary(table);
    expect(readFileSync(file, 'utf8')).not.toContain('GITHUB_TOKEN');
  });
});
