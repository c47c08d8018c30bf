// Git is the oracle, on a history generated here: `mergexo replay` judges the eight merged PRs of
// test/cli/replay/history.ts, from git alone (the built dist/cli/index.js, its JSON read from its stdout) and with
// a token (src/cli/main.ts in this process); then each PR is opened again on the fake GitHub from its real commits
// (their objects copied in, not pushed) and the gates judge it in this process (test/cli/replay/oracle.ts; the
// bundles are built from the same source, and scripts/replay-oracle.ts pushes and runs them on real repositories).
// Replay's verdicts must be the gates', PR by PR, and the clash the history shows (a migration renamed after
// another PR took its number) must be found.
import { beforeAll, describe, expect, it } from 'vitest';
import { userToken, useFakeGitHub } from '../../support/fake-world.js';
import { runCliInProcess, runInProcess } from '../../support/in-process/run.js';
import { run, CLI } from '../world.js';
import { buildHistory, GLOB, LEASES, type History } from './history.js';
import { compareWithGates, oracleIdentities, OracleRepo, type ReplayedJson } from './oracle.js';

const READER = 'ghp_replay_reader';
const gh = useFakeGitHub([...oracleIdentities(), userToken(READER, 'reader')]);

function env(token?: string): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k.startsWith('GIT_') || k.startsWith('GITHUB_') || k === 'GH_TOKEN' || k.startsWith('MERGEXO_')) continue;
    out[k] = v;
  }
  return { ...out, GITHUB_API_URL: gh.apiUrl, MERGEXO_TIME_SCALE: '0.001', ...(token ? { GH_TOKEN: token } : {}) };
}

/** Replay's JSON: from the built CLI, or with a token from src/cli/main.ts in this process. */
async function replay(history: History, token?: string): Promise<ReplayedJson> {
  const args = ['replay', '--json', '--repo', history.repo.fullName, '--allocated-names', GLOB];
  const r = token
    ? await runCliInProcess(args, history.clone, env(token))
    : await run(process.execPath, [CLI, ...args], history.clone, env(token));
  if (r.code !== 0) throw new Error(`replay exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as ReplayedJson;
}

const verdicts = (json: ReplayedJson) =>
  Object.fromEntries(json.pulls.map((p) => [p.number, p.gates['write-root-gate'].verdict]));

describe('replay of a generated history, compared with the gates PR by PR', () => {
  let history: History;
  beforeAll(async () => {
    history = await buildHistory(gh, 'ledger');
  }, 120_000);

  // Each test runs the gates some fifteen times: a few seconds on an idle machine, longer on a busy one.
  it(
    'from git alone: the merges and squashes, their verdicts, and the migration clash the rename followed',
    { timeout: 900_000 },
    async () => {
      const json = await replay(history);
      // The rebase merge (#8) names no PR in git; the others each once, newest first.
      expect(json.pulls.map((p) => p.number)).toEqual([7, 6, 5, 4, 3, 2, 1]);
      expect(verdicts(json)).toEqual({
        1: 'pass',
        2: 'refused', // outside billing's roots
        3: 'refused', // a squash: no branch, no author, so no lease
        4: 'pass',
        5: 'refused', // its label is GitHub's record, not git's
        6: 'refused', // a fork's branch never matches a lease
        7: 'refused', // a workflow needs a root naming it
      });
      const four = json.pulls.find((p) => p.number === 4);
      expect(four?.gates.collision.verdict).toBe('pass');
      expect(four?.gates.collision.earlier.map((e) => [e.clash.name, e.clash.other])).toEqual([
        ['2', 3],
        ['2', 'base'],
      ]);
      expect(json.summary.collidedNames).toEqual([`${GLOB}: 2`]);

      const oracle = await OracleRepo.create(gh, history.clone, 'ledger-git', LEASES, runInProcess, 'copy');
      const compared = await compareWithGates(oracle, json, json.pulls, [GLOB]);
      expect(compared.filter((c) => !c.equal)).toEqual([]);
      // Each PR's lease verdict, #4's and #3's collision checks at landing, and #4's two earlier clashes.
      expect(compared.filter((c) => c.gate === 'write-root-gate')).toHaveLength(7);
      expect(compared.filter((c) => c.gate === 'collision').map((c) => [c.number, c.what.split(' at ')[0]])).toEqual([
        [4, 'landing'],
        [4, 'name 2'],
        [4, 'name 2'],
        [3, 'landing'],
      ]);
    },
  );

  it(
    "with a token: GitHub's authors, labels and the rebase merge, and the gates still agree",
    { timeout: 900_000 },
    async () => {
      const json = await replay(history, READER);
      expect(json.pulls.map((p) => [p.number, p.author])).toEqual([
        [8, 'carol'],
        [7, 'billing-bot[bot]'],
        [6, 'outsider'],
        [5, 'dave'],
        [4, 'billing-bot[bot]'],
        [3, 'carol'],
        [2, 'billing-bot[bot]'],
        [1, 'billing-bot[bot]'],
      ]);
      expect(verdicts(json)).toMatchObject({
        3: 'pass',
        5: 'pass',
        8: 'pass',
        2: 'refused',
        6: 'refused',
        7: 'refused',
      });
      expect(json.summary).toMatchObject({ merged: 8, refused: 3 });

      const oracle = await OracleRepo.create(gh, history.clone, 'ledger-api', LEASES, runInProcess, 'copy');
      const compared = await compareWithGates(oracle, json, json.pulls, [GLOB]);
      expect(compared.filter((c) => !c.equal)).toEqual([]);
      expect(compared.filter((c) => c.gate === 'write-root-gate')).toHaveLength(8);
    },
  );
});
