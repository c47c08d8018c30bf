// The checks a base branch requires, read as a job's token reads them (rulesets and classic protection), and
// "could not read" kept apart from "nothing required".
import { describe, expect, it } from 'vitest';
import { readRequiredChecks } from '../../../src/core/pr/required-checks.js';
import { requiredNames } from '../../../src/core/pure/required-checks.js';
import { newWorld, useGitHub } from './world.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';

const gh = useGitHub();

describe('readRequiredChecks', () => {
  it('knows a branch that requires nothing', async () => {
    const world = await newWorld(gh);
    expect(await readRequiredChecks(octokitGitHub(world.client), world.ref, 'main')).toEqual({
      known: true,
      checks: [],
    });
  });

  it('lists each required check once, though the ruleset and the protection both name it', async () => {
    const world = await newWorld(gh);
    world.repo.requiredChecks = ['ci', 'mergexo/history-guard'];
    expect(await readRequiredChecks(octokitGitHub(world.client), world.ref, 'main')).toEqual({
      known: true,
      checks: [{ name: 'ci' }, { name: 'mergexo/history-guard' }],
    });
  });

  it('says why when GitHub does not answer the rules, instead of taking it for nothing required', async () => {
    const world = await newWorld(gh);
    world.repo.requiredChecks = ['ci'];
    gh.faults.next({ kind: '500', match: { path: /\/rules\/branches\/main$/ }, times: 10 });
    const answer = await readRequiredChecks(octokitGitHub(world.client), world.ref, 'main');
    gh.faults.clear();
    expect(answer).toEqual({
      known: false,
      why: expect.stringMatching(/^the rules of main could not be read \(500: /),
    });
    expect(requiredNames(answer)).toEqual([]);
  });

  it('says why when the branch cannot be read', async () => {
    const world = await newWorld(gh);
    gh.faults.next({
      kind: '503',
      match: { path: /^\/repos\/[^/]+\/[^/]+\/branches\/main$/, method: 'GET' },
      times: 10,
    });
    const answer = await readRequiredChecks(octokitGitHub(world.client), world.ref, 'main');
    gh.faults.clear();
    expect(answer).toEqual({
      known: false,
      why: expect.stringMatching(/^the branch protection of main could not be read \(503: /),
    });
  });
});

describe('requiredNames', () => {
  it('gives each name once, whichever App must write it', () => {
    expect(
      requiredNames({ known: true, checks: [{ name: 'ci', appId: 1 }, { name: 'ci', appId: 2 }, { name: 'lint' }] }),
    ).toEqual(['ci', 'lint']);
  });
});
