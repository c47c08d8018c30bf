// `npm run chaos`: the reliability suite. Every scenario's action run is repeated under injected
// faults (5xx, 403 secondary limit, 429, slow answers, dropped connections), killed after each of
// its writes and re-run, and started 2 to 10 times at once on one PR. Each must end in the state
// a fault-free run leaves: same verdict, labels, comments, one comment per finding.
//   npm run chaos [-- --record]   (--record also writes docs/chaos.md)
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCENARIOS, spawnRun, type Prepared, type Scenario } from '../chaos/scenarios.js';
import { FakeGitHub } from '../fake-github/index.js';
import { parseMarkers } from '../src/core/pure/markers.js';
import { REPO_ROOT, runAction, type RunActionResult } from '../test/support/run-action.js';

const SEEDS = [11, 12, 13, 14, 15];
const CONCURRENCY = [2, 4, 6, 8, 10];
const FAULT_KINDS = ['500', '502', '503', '403-secondary', '429', 'slow', 'drop'] as const;
/** A person re-runs a job that failed on an outage; the suite does the same, at most this often. */
const RERUNS = 3;

interface Tally {
  scenarios: number;
  runs: number;
  faults: Record<string, number>;
  kills: number;
  converged: number;
  diverged: string[];
  duplicateComments: number;
  lostVerdicts: number;
  concurrent: { scenario: string; runs: number; comments: number; findings: number }[];
}

const tally: Tally = {
  scenarios: 0,
  runs: 0,
  faults: Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])),
  kills: 0,
  converged: 0,
  diverged: [],
  duplicateComments: 0,
  lostVerdicts: 0,
  concurrent: [],
};

async function finalState(p: Prepared) {
  const view = await p.repo.pull(p.pr);
  let volatile = await p.volatile();
  volatile = [...volatile, view.headSha].filter(Boolean).sort((a, b) => b.length - a.length);
  const scrub = (s: string) => {
    let out = s;
    for (const v of volatile) out = out.replaceAll(v, 'SHA').replaceAll(v.slice(0, 7), 'SHORT');
    return out
      .replaceAll(p.repo.fullName, 'OWNER/REPO')
      .replace(/\b[0-9a-f]{12}\b/g, 'HASH')
      .replace(/\/runs\/\d+/g, '/runs/N')
      .replace(/pr-\d+/g, 'pr-N')
      .replace(/pull-request=\d+/g, 'pull-request=N')
      .replace(/#\d+/g, '#N');
  };
  const latest = new Map<string, { conclusion: string | null; title: string }>();
  for (const run of p.repo.checkRuns(view.headSha).sort((a, b) => a.id - b.id)) {
    latest.set(run.name, { conclusion: run.conclusion, title: scrub(run.output.title ?? '') });
  }
  const perFinding = new Map<string, number>();
  for (const c of view.comments) {
    for (const m of parseMarkers(c.body)) {
      const key = `${m.action}/${m.kind}/${m.key}`;
      perFinding.set(key, (perFinding.get(key) ?? 0) + 1);
    }
  }
  return {
    comparable: {
      labels: [...view.labels].sort(),
      autoMerge: view.autoMerge,
      comments: view.comments.map((c) => ({ user: c.user.login, body: scrub(c.body) })),
      checks: Object.fromEntries([...latest].sort(([a], [b]) => a.localeCompare(b))),
    },
    perFinding,
    checks: latest,
  };
}

function account(s: Scenario, state: Awaited<ReturnType<typeof finalState>>, reference: string, what: string): void {
  for (const count of state.perFinding.values()) tally.duplicateComments += Math.max(0, count - 1);
  if (state.checks.get(s.verdict.check)?.conclusion !== s.verdict.conclusion) tally.lostVerdicts += 1;
  if (JSON.stringify(state.comparable) === reference) tally.converged += 1;
  else tally.diverged.push(`${s.name}: ${what}`);
}

async function run(p: Prepared): Promise<RunActionResult> {
  tally.runs += 1;
  return runAction(p.options);
}

async function scenario(gh: FakeGitHub, s: Scenario): Promise<void> {
  tally.scenarios += 1;
  s.tokens(gh);
  const clean = await s.prepare(gh);
  gh.resetLog();
  await run(clean);
  const writes = gh.requests.filter((r) => r.kind === 'write' && r.status < 400).length;
  const reference = JSON.stringify((await finalState(clean)).comparable);

  for (const seed of SEEDS) {
    const p = await s.prepare(gh);
    const before = gh.faults.history.length;
    gh.faults.random({ rate: 0.2, kinds: [...FAULT_KINDS], seed });
    try {
      for (let attempt = 0; attempt <= RERUNS; attempt++) {
        const r = await run(p);
        if (r.exitCode === 0 || !/could not decide|failed unexpectedly/.test(r.errorLine ?? '')) break;
      }
    } finally {
      gh.faults.clear();
    }
    for (const f of gh.faults.history.slice(before)) tally.faults[f.kind] = (tally.faults[f.kind] ?? 0) + 1;
    account(s, await finalState(p), reference, `faults, seed ${seed}`);
  }

  for (let k = 1; k <= writes; k++) {
    const p = await s.prepare(gh);
    const { child, result } = spawnRun(p);
    let seen = 0;
    const off = gh.onWrite(() => {
      seen += 1;
      if (seen === k) child.kill('SIGKILL');
    });
    tally.runs += 1;
    const killed = await result;
    off();
    if (killed.signal === 'SIGKILL') tally.kills += 1;
    await run(p);
    account(s, await finalState(p), reference, `killed after write ${k}, then re-run`);
  }

  for (const n of CONCURRENCY) {
    const p = await s.prepare(gh);
    await Promise.all(Array.from({ length: n }, () => run(p)));
    const state = await finalState(p);
    account(s, state, reference, `${n} concurrent runs`);
    const comments = [...state.perFinding.values()].reduce((a, b) => a + b, 0);
    tally.concurrent.push({ scenario: s.name, runs: n, comments, findings: state.perFinding.size });
  }
}

const started = performance.now();
const gh = await FakeGitHub.start();
try {
  for (const s of SCENARIOS) {
    process.stderr.write(`chaos: ${s.name}\n`);
    await scenario(gh, s);
  }
} finally {
  await gh.stop();
}
const seconds = (performance.now() - started) / 1000;
const injected = Object.values(tally.faults).reduce((a, b) => a + b, 0);
const checked = tally.converged + tally.diverged.length;
const lines = [
  `mergexo chaos, ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${os.cpus().length} cores, ${seconds.toFixed(0)} s`,
  '',
  '| measure | value |',
  '| --- | --- |',
  `| scenarios | ${tally.scenarios} |`,
  `| action runs | ${tally.runs} |`,
  `| faults injected | ${injected} (${Object.entries(tally.faults)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')}) |`,
  `| runs killed after a write, then re-run | ${tally.kills} |`,
  `| final states converged to the fault-free state | ${tally.converged} of ${checked} |`,
  `| duplicate comments | ${tally.duplicateComments} |`,
  `| lost verdicts | ${tally.lostVerdicts} |`,
  '',
  '| scenario | concurrent runs | comments | findings |',
  '| --- | --- | --- | --- |',
  ...tally.concurrent.map((c) => `| ${c.scenario} | ${c.runs} | ${c.comments} | ${c.findings} |`),
];
if (tally.diverged.length > 0) lines.push('', 'Diverged:', ...tally.diverged.map((d) => `- ${d}`));
console.log(lines.join('\n'));
if (process.argv.includes('--record')) {
  const doc = [
    '# Reliability (chaos) results',
    '',
    'Reproduce with `npm ci && npm run chaos` (add `-- --record` to rewrite this page). Every action run is the built',
    '`dist/` bundle against the embedded fake GitHub; faults are drawn from a seeded generator at a 20% rate.',
    '',
    ...lines,
    '',
  ].join('\n');
  writeFileSync(path.join(REPO_ROOT, 'docs', 'chaos.md'), doc);
}
process.exitCode = tally.diverged.length > 0 || tally.duplicateComments > 0 || tally.lostVerdicts > 0 ? 1 : 0;
