// The reusable workflow in two entry points, so that the quick start uses only constructs GitHub documents:
//  - .github/workflows/mergexo-app.yml, edited by hand: mergexo as a GitHub App of its own. Every job declares the
//    environment holding the App's key (`environment: { name: ${{ inputs.environment }}, deployment: false }`,
//    a required, non-empty name) and mints an installation token narrowed to its permissions.
//  - .github/workflows/mergexo.yml, written by this script: the same jobs under GITHUB_TOKEN, with no environment
//    at all (no source says GitHub accepts an empty environment name: docs/github-behaviour.md), no App inputs and
//    no App steps.
// `npm run workflows` writes mergexo.yml; `--check` (run by `npm run lint:actions`) fails when it is stale.
//
// Usage: tsx scripts/token-workflow.ts [--check] [ROOT]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';

export const APP_WORKFLOW = '.github/workflows/mergexo-app.yml';
export const TOKEN_WORKFLOW = '.github/workflows/mergexo.yml';

const INTRO = `# mergexo as a reusable workflow under GITHUB_TOKEN: one job per action, each with only the permissions it needs.
# GENERATED from mergexo-app.yml by \`npm run workflows\` (scripts/token-workflow.ts): edit that file, then run it.
#
#   jobs:
#     mergexo:
#       uses: OWNER/mergexo/.github/workflows/mergexo.yml@v1
#
# See examples/caller.yml (the events to subscribe to and the permissions the calling job must grant) and
# examples/operator.yml (workflow_dispatch: list, unblock, sweep).
#`;

const IDENTITY = `# Identity. mergexo writes as the GitHub Actions App, as every workflow of the repository does, so its required
# checks are only as strong as control over who can add workflows; each job summary says so. To act as a GitHub App
# of its own, call mergexo-app.yml instead, with the inputs app-id and environment (docs/operators.md). These jobs
# declare no environment and mint no token.
#`;

/** The App file's header, made the token file's: its own intro, and the identity paragraph without the App. */
function header(appHeader: string): string {
  const from = appHeader.indexOf('# Which job runs for which event:');
  const identity = appHeader.indexOf('# Identity.');
  const concurrency = appHeader.indexOf('# Concurrency groups');
  if (from < 0 || identity < from || concurrency < identity)
    throw new Error(
      `${APP_WORKFLOW}: its header lost a paragraph this script keeps (Which job runs, Identity, Concurrency)`,
    );
  return [INTRO, appHeader.slice(from, identity).trimEnd(), IDENTITY, appHeader.slice(concurrency).trimEnd()].join(
    '\n',
  );
}

/** App inputs and secrets that only the App entry point has. */
const APP_INPUTS = ['app-id', 'environment'];
const APP_SECRETS = ['MERGEXO_APP_PRIVATE_KEY', 'app-private-key'];
/** Steps of a job that exist only for the App (by `name` or `id`). */
const APP_STEP = (step: YAMLMap): boolean =>
  step.get('name') === 'Check the App settings' || step.get('id') === 'token' || step.get('id') === 'token-refused';
const APP_TOKEN = 'steps.token.outputs.token || ';

/**
 * The lines of `text` a node spans, from its key (or its `- `) to the end of its value, with the comment lines
 * right above it: deleting them leaves every other line as written.
 */
function spanLines(text: string, from: number, to: number, lines: readonly string[]): [number, number] {
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length - 1;
  let first = lineAt(from);
  const last = lineAt(Math.max(to - 1, from));
  while (first > 0 && /^\s*#/.test(lines[first - 1]!)) first--;
  return [first, last];
}

/** mergexo.yml's text from mergexo-app.yml's. */
export function tokenWorkflow(appText: string): string {
  const lines = appText.split('\n');
  const body = lines.findIndex((l) => !l.startsWith('#'));
  const head = header(lines.slice(0, body).join('\n'));
  const doc = parseDocument(appText);
  const drop: [number, number][] = [];
  const dropPair = (map: YAMLMap, key: string) => {
    const pair = map.items.find((p) => (p.key as { value?: unknown }).value === key);
    if (!pair) throw new Error(`${APP_WORKFLOW}: no '${key}' to leave out`);
    const k = pair.key as { range: [number, number, number] };
    const v = pair.value as { range: [number, number, number] };
    drop.push(spanLines(appText, k.range[0], v.range[1], lines));
  };
  const call = doc.getIn(['on', 'workflow_call']) as YAMLMap;
  for (const name of APP_INPUTS) dropPair(call.get('inputs') as YAMLMap, name);
  for (const name of APP_SECRETS) dropPair(call.get('secrets') as YAMLMap, name);
  const jobs = doc.get('jobs') as YAMLMap;
  for (const pair of jobs.items) {
    const job = pair.value as YAMLMap;
    if (job.has('environment')) dropPair(job, 'environment');
    const steps = job.get('steps');
    if (!isSeq(steps)) continue;
    for (const step of (steps as YAMLSeq).items) {
      if (!isMap(step) || !APP_STEP(step)) continue;
      const range = (step as unknown as { range: [number, number, number] }).range;
      // The item starts after its `- `: take the whole line.
      drop.push(spanLines(appText, range[0], range[1], lines));
    }
  }
  const gone = new Set<number>();
  for (const [a, b] of drop) for (let i = a; i <= b; i++) gone.add(i);
  const kept = lines
    .map((line, i) => (gone.has(i) ? undefined : line.replace(APP_TOKEN, '')))
    .filter((l): l is string => l !== undefined)
    .slice(body)
    // Two blank lines where a left-out block stood between two: one.
    .filter((l, i, all) => !(l === '' && all[i - 1] === ''));
  const text = `${head}\n${kept.join('\n')}`;
  if (/steps\.token|inputs\.app-id|inputs\.environment|MERGEXO_APP_PRIVATE_KEY|app-private-key/.test(kept.join('\n')))
    throw new Error(`${TOKEN_WORKFLOW} would still name the App (steps.token, app-id, environment or its key)`);
  parseDocument(text, { prettyErrors: true });
  return text;
}

function main(): void {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const root = path.resolve(
    args.find((a) => a !== '--check') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const want = tokenWorkflow(readFileSync(path.join(root, APP_WORKFLOW), 'utf8'));
  const file = path.join(root, TOKEN_WORKFLOW);
  if (check) {
    let have = '';
    try {
      have = readFileSync(file, 'utf8');
    } catch {
      // missing: stale
    }
    if (have !== want) {
      console.error(`${TOKEN_WORKFLOW} is stale: run \`npm run workflows\` after editing ${APP_WORKFLOW}`);
      process.exit(1);
    }
    console.log(`workflows: ok: ${TOKEN_WORKFLOW} matches ${APP_WORKFLOW}`);
    return;
  }
  writeFileSync(file, want);
  console.log(`workflows: wrote ${TOKEN_WORKFLOW}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
