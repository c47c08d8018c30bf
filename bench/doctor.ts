// What `mergexo doctor` costs: the built CLI run once against a repository set up the hardened way on the fake
// GitHub, every request it makes named with why it is needed. A person runs it by hand, with their own token (5,000
// requests an hour), so it is counted, not budgeted; a request the table below does not explain fails the bench.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoggedRequest } from '../fake-github/index.js';
import { doctor, hardenedRepo, startDoctorGitHub } from '../test/cli/doctor/world.js';
import { REPO_ROOT } from '../test/support/run-action.js';
import type { BenchRow } from './row.js';

/** Each route doctor calls: what the note calls it, and why it is needed (in the order of the report's lines). */
const WHY: Readonly<Record<string, string>> = {
  'GET /repos/{owner}/{repo}': 'repository (default branch)',
  'GET /repos/{owner}/{repo}/contents/{path}':
    'contents (the workflows listed, then read; the reusable workflow at its ref)',
  'GET /repos/{owner}/{repo}/rules/branches/{branch}': "branch's rules (required checks, integration_id, merge queue)",
  'GET /repos/{owner}/{repo}/branches/{branch}': 'branch (classic protection, app_id)',
  'GET /repos/{owner}/{repo}/labels': "labels (mergexo's)",
  'GET /repos/{owner}/{repo}/actions/permissions/workflow': "GITHUB_TOKEN's default permissions",
  'GET /repos/{owner}/{repo}/actions/variables/{name}': "variable (the App's id)",
  'GET /user/installations': "the person's installations (the App's, what it grants)",
  'GET /user/installations/{installation_id}/repositories': 'its repositories (when selected)',
  'GET /repos/{owner}/{repo}/environments/{environment_name}': 'environment (branch policy)',
  'GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies': 'its branch patterns',
  'GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}': "its secret (the App's key)",
  'GET /repos/{owner}/{repo}/actions/secrets/{secret_name}': 'repository secret (the key must be none)',
  // Only with --branch (not in this row): that the branch exists.
  'GET /repos/{owner}/{repo}/git/ref/{ref}': 'the branch --branch names',
};

function explained(entries: readonly LoggedRequest[]): string {
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.operation, (counts.get(e.operation) ?? 0) + 1);
  return [...counts]
    .map(([operation, n]) => {
      const why = WHY[operation];
      if (!why) throw new Error(`bench: doctor made ${operation}, which bench/doctor.ts does not explain`);
      return `${n > 1 ? `${n} ` : ''}${why}`;
    })
    .join('; ');
}

export async function benchDoctor(): Promise<BenchRow[]> {
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'cli', 'index.js'))) {
    throw new Error('dist/cli/index.js is missing: run `npm run build` first.');
  }
  const gh = await startDoctorGitHub();
  try {
    const h = await hardenedRepo(gh);
    const from = gh.requests.length;
    const started = Date.now();
    const r = await doctor(h);
    const wallMs = Date.now() - started;
    if (r.code !== 0)
      throw new Error(`bench: doctor exited ${r.code} on the hardened repository: ${r.stdout}${r.stderr}`);
    const entries = gh.requests.slice(from);
    const counted = entries.filter((e) => !e.notModified && e.status !== 0);
    return [
      {
        action: 'cli',
        operation: 'doctor, hardened repository (3 workflow files; every check holds)',
        requests: counted.length,
        points: 0,
        reads: counted.filter((e) => e.kind === 'read').length,
        writes: counted.filter((e) => e.kind === 'write').length,
        wallMs,
        note: `a person's token, reads only: ${explained(entries)}`,
      },
    ];
  } finally {
    await gh.stop();
  }
}
