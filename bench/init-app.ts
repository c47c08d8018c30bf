// `mergexo init --app`: every request the built command makes on the fake GitHub, each named with why it is
// needed (a request without a reason here fails the bench), the totals of a first run and of a rerun, and how long
// each step took. The person's clicks (create the App, install it, merge the workflows) are played as HTTP requests
// at once, so the times are the command's own, not a person's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FakeGitHub, type LoggedRequest } from '../fake-github/index.js';
import { install, personEnv, playBrowser, startCli } from '../test/cli/app/world.js';
import type { BenchRow } from './row.js';

const ACTION = 'init --app';

/** Why each request is made. */
const WHY: Readonly<Record<string, string>> = {
  'GET /repos/{owner}/{repo}': 'the default branch, and whether the owner is an organization (who owns the App)',
  'GET /repos/{owner}/{repo}/environments/{environment_name}': "the environment's deployment branch policy",
  'PUT /repos/{owner}/{repo}/environments/{environment_name}': 'create it, or limit it to selected branches',
  'GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies':
    'the patterns an environment with selected branches allows (rerun)',
  'POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies':
    'the default branch as the only pattern',
  'GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key': 'the key the App key is sealed to',
  'GET /repos/{owner}/{repo}/actions/variables/{name}': 'MERGEXO_APP_ID and MERGEXO_APP_SLUG: did a run finish the App',
  'GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}': 'is the key stored',
  'PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}':
    'a placeholder first (the token may store the key, before any App exists), then the sealed key',
  'POST /repos/{owner}/{repo}/actions/variables': "MERGEXO_APP_ID 'pending' (the token may write it), the slug",
  'PATCH /repos/{owner}/{repo}/actions/variables/{name}': "MERGEXO_APP_ID: the App's id, written last",
  'POST /app-manifests/{code}/conversions': "GitHub's one-time code into the App's id, slug and key",
  'GET /repos/{owner}/{repo}/labels': "mergexo's labels that exist",
  'POST /repos/{owner}/{repo}/labels': 'each missing label, before enforcement needs it',
  'GET /repos/{owner}/{repo}/contents/{path}': 'is the App workflow on the default branch (polled while waiting)',
  'GET /repos/{owner}/{repo}/installation': 'is the App installed (its JWT; polled while waiting)',
  'GET /repos/{owner}/{repo}/rulesets': "find mergexo's ruleset",
  'GET /repos/{owner}/{repo}/rulesets/{ruleset_id}': 'what it requires (rerun)',
  'POST /repos/{owner}/{repo}/rulesets': 'require the checks, pinned to the App',
};

function byOperation(entries: readonly LoggedRequest[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of entries) {
    if (!(e.operation in WHY))
      throw new Error(`bench: init --app made ${e.operation}, which bench/init-app.ts does not name`);
    out.set(e.operation, (out.get(e.operation) ?? 0) + 1);
  }
  return out;
}

const total = (gh: FakeGitHub, operation: string, wallMs: number, note: string): BenchRow => {
  const c = gh.counts();
  return { action: ACTION, operation, requests: c.reads + c.writes, reads: c.reads, writes: c.writes, wallMs, note };
};

export async function benchInitApp(): Promise<BenchRow[]> {
  const gh = await FakeGitHub.start();
  try {
    gh.addToken('ghp_bench_admin', { login: 'acme', type: 'User' });
    const repo = await gh.createRepo('acme/widgets');
    const wt = await repo.clone('acme');
    // A clone of mergexo names no repository of its own: the workflows call the one --uses names.
    const uses = 'acme/mergexo@0123456789abcdef0123456789abcdef01234567 # v1.0.0';
    const args = ['init', '--app', '--uses', uses, '--repo', repo.fullName, '--maintainer', 'acme'];
    const rows: BenchRow[] = [];

    gh.resetLog();
    const started = performance.now();
    const cli = startCli(args, wt.dir, personEnv(gh, 'ghp_bench_admin'));
    const [, page] = await cli.waitFor(/open (http:\/\/127\.0\.0\.1:\d+\/) in a browser/);
    await playBrowser(gh, page!, 'acme');
    const [, installUrl] = await cli.waitFor(/install the App on this repository: (\S+)/);
    const files = ['.github/workflows/mergexo.yml', '.github/workflows/mergexo-operator.yml', '.github/mergexo.yml'];
    await wt.commit(Object.fromEntries(files.map((f) => [f, readFileSync(path.join(wt.dir, f), 'utf8')])), 'land');
    await wt.push('main');
    await install(gh, installUrl!, 'acme', repo.fullName);
    const first = await cli.exit;
    if (first.code !== 0) throw new Error(`bench: init --app exited ${first.code}: ${first.stderr}${first.stdout}`);
    const firstMs = performance.now() - started;
    const firstOps = byOperation(gh.requests);
    rows.push(total(gh, 'first run: every step', firstMs, 'the clicks played at once'));
    // Each step's own line (the App's last, the wait's `installation` line); the lines that only ask the person
    // something say 0.0 s.
    const seen = new Set<string>();
    for (const m of first.stdout.matchAll(/^ {2}(\S+) +.*\((\d+\.\d) s\)$/gm)) {
      const step = m[1]!;
      if (seen.has(step) || (m[2] === '0.0' && !/^(workflows|environment|labels|ruleset)$/.test(step))) continue;
      seen.add(step);
      const name = step === 'installation' ? 'wait: installation and landed workflow' : step;
      rows.push({ action: ACTION, operation: `step: ${name}`, wallMs: Number(m[2]) * 1000 });
    }

    gh.resetLog();
    const again = performance.now();
    const rerun = await startCli(args, wt.dir, personEnv(gh, 'ghp_bench_admin')).exit;
    if (rerun.code !== 0) throw new Error(`bench: the rerun exited ${rerun.code}`);
    const rerunOps = byOperation(gh.requests);
    rows.push(total(gh, 'rerun: nothing to change', performance.now() - again, 'reads only'));

    for (const [operation, why] of Object.entries(WHY)) {
      const n = firstOps.get(operation) ?? 0;
      const m = rerunOps.get(operation) ?? 0;
      if (n + m === 0) continue;
      rows.push({ action: ACTION, operation, requests: n, note: `${why}; rerun: ${m}` });
    }
    return rows;
  } finally {
    await gh.stop();
  }
}
