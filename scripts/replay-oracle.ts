// Git is the oracle, on a real repository: `mergexo replay` (the built dist/cli/index.js, git alone) judges the
// merged PRs of a clone; then a sample of them is opened again on the embedded fake GitHub from their real commits
// and the built gates judge each (test/cli/replay/oracle.ts). Every disagreement is printed; the exit code is 1
// when there is one. CI cannot reach public repositories, so this runs by hand (`npm run build` first):
//
//   git clone https://github.com/OWNER/NAME.git clone
//   git -C clone fetch origin '+refs/pull/*/head:refs/pull/*/head'
//   npx tsx scripts/replay-oracle.ts --clone clone --lease-file leases.yml \
//     [--allocated-names 'migrations/*_*.py']... [--last 1000] [--sample 30 | --pulls 12,40] [--cli DIR/cli/index.js]
//
// Nothing it reads or writes lands in this repository: the fake GitHub lives in a temporary folder.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFakeGitHub } from '../test/support/fake-world.js';
import {
  compareWithGates,
  oracleIdentities,
  OracleRepo,
  sample,
  type ReplayedJson,
} from '../test/cli/replay/oracle.js';
import { CLI } from '../test/cli/world.js';

const { values } = parseArgs({
  options: {
    clone: { type: 'string' },
    'lease-file': { type: 'string' },
    'allocated-names': { type: 'string', multiple: true },
    last: { type: 'string' },
    sample: { type: 'string', default: '30' },
    /** Another build of the CLI to replay with (`node scripts/build.mjs --out DIR`), while dist/ serves the gates. */
    cli: { type: 'string' },
    /** Open these PRs again instead of a sample (`--pulls 12,40`): a second look at one. */
    pulls: { type: 'string' },
  },
});
if (!values.clone || !values['lease-file']) {
  console.error(
    'usage: tsx scripts/replay-oracle.ts --clone PATH --lease-file FILE [--allocated-names GLOB]... [--last N] [--sample N]',
  );
  process.exit(2);
}
const clone = path.resolve(values.clone);
const leaseFile = path.resolve(values['lease-file']);
const globs = values['allocated-names'] ?? [];
const say = (line: string) => process.stderr.write(`${line}\n`);

const env: NodeJS.ProcessEnv = {};
for (const [k, v] of Object.entries(process.env)) {
  if (k.startsWith('GIT_') || k.startsWith('GITHUB_') || k === 'GH_TOKEN' || k.startsWith('MERGEXO_')) continue;
  env[k] = v;
}
const args = [
  'replay',
  '--json',
  '--offline',
  '--lease-file',
  leaseFile,
  ...globs.flatMap((g) => ['--allocated-names', g]),
];
if (values.last) args.push('--last', values.last);
/** The built CLI, with no time limit and room for the JSON of thousands of PRs (the tests' runner has neither). */
function replay(): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [values.cli ? path.resolve(values.cli) : CLI, ...args],
      { cwd: clone, env, encoding: 'utf8', maxBuffer: 1 << 30 },
      (err, stdout, stderr) =>
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }),
    );
  });
}
const started = performance.now();
const replayed = await replay();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (replayed.code !== 0) {
  say(`replay exited ${replayed.code}: ${replayed.stderr}`);
  process.exit(1);
}
const json = JSON.parse(replayed.stdout) as ReplayedJson;
const { summary } = json;
say(
  `replay: ${summary.merged} merged PRs of ${json.branch} in ${seconds} s; write-root-gate refused ${summary.refused}; ` +
    `names collided: ${summary.collidedNames.length ? summary.collidedNames.join('; ') : 'none'}`,
);

const gh = await startFakeGitHub(oracleIdentities());
try {
  const oracle = await OracleRepo.create(gh, clone, path.basename(clone), readFileSync(leaseFile, 'utf8'));
  const only = values.pulls?.split(',').map(Number);
  const picked = only ? json.pulls.filter((p) => only.includes(p.number)) : sample(json.pulls, Number(values.sample));
  say(`opening ${picked.length} PRs again on the fake GitHub: ${picked.map((p) => `#${p.number}`).join(' ')}`);
  const compared = await compareWithGates(oracle, json, picked, globs, say);
  const differing = compared.filter((c) => !c.equal);
  const count = (gate: string) => compared.filter((c) => c.gate === gate).length;
  say(
    `compared ${compared.length}: write-root-gate ${count('write-root-gate')}, collision ${count('collision')}; ` +
      `refused by replay among them: ${picked.filter((p) => p.gates['write-root-gate'].verdict !== 'pass').length}; ` +
      `disagreements: ${differing.length}; branches set from the clone's objects (not pushable): ${oracle.linked}`,
  );
  for (const d of differing) say(`DIFFERENT #${d.number} ${d.gate} (${d.what}): replay ${d.replay}; gates ${d.gates}`);
  process.exitCode = differing.length > 0 ? 1 : 0;
} finally {
  await gh.stop();
}
