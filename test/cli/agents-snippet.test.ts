// The snippet docs/agents.md offers for an agent's AGENTS.md, held to what mergexo really does. The snippet sits
// between two HTML comment markers; every sentence in it must match one of the claims below, each claim is
// checked against the actions' metadata (labels, check names, inputs), the CLI's usage, and what the CLI,
// history-guard, write-root-gate and rebase-notify do against the fake GitHub, with real git, when an agent
// does what the sentence says (or what it forbids): each command the snippet quotes runs as written (the built
// CLI through `npx`), once and in the pre-push hook it installs; the actions' and the CLI's other runs are in the
// test's process (test/support/in-process/run.ts). A sentence this file does not know, a label or check it quotes
// that the actions do not use, a forbidden operation without a demonstration: the test fails.
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, readActionMetadata } from '../support/run-action.js';
import { BASE_FILES, LEASES, gateOptions, violationsOf, type World } from '../write-root-gate/world.js';
import { runCliInProcess, runInProcess } from '../support/in-process/run.js';
import {
  CLI,
  GUARD_TOKEN,
  agentEnv,
  checkArgs,
  guard,
  labelsOf,
  mergexo,
  openBillingPr,
  operator,
  refusedHeadInNewPr,
  run,
  type Run,
  useGitHub,
} from './world.js';

const SNIPPET_START = '<!-- mergexo:agents-snippet:start -->';
const SNIPPET_END = '<!-- mergexo:agents-snippet:end -->';

// ---------------------------------------------------------------------------------------------------------------
// Reading the snippet

/** The markdown inside the one ```markdown block between the markers. */
function extractSnippet(doc: string): string {
  const starts = doc.split(SNIPPET_START).length - 1;
  const ends = doc.split(SNIPPET_END).length - 1;
  if (starts !== 1 || ends !== 1) throw new Error(`expected one start and one end marker, found ${starts} and ${ends}`);
  const block = doc.slice(doc.indexOf(SNIPPET_START) + SNIPPET_START.length, doc.indexOf(SNIPPET_END));
  const m = /^\s*```markdown\n([\s\S]*?)\n```\s*$/.exec(block);
  if (!m) throw new Error('between the markers there must be exactly one ```markdown block and nothing else');
  return m[1] as string;
}

/** The snippet's sentences: a heading or paragraph line, or a bullet (continuation lines joined), split at full stops. */
function sentencesOf(snippet: string): string[] {
  const blocks: string[] = [];
  for (const line of snippet.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('  ') && blocks.length > 0) blocks[blocks.length - 1] += ` ${line.trim()}`;
    else blocks.push(line.replace(/^- /, '').trim());
  }
  return blocks.flatMap((b) => b.split(/(?<=\.)\s+(?=[A-Z])/));
}

/** Every rule the snippet may state, as the exact sentence (with the parts that vary captured, and checked). */
const CLAIMS = {
  heading: /^## Pushing to this repository \(mergexo\)$/,
  guarded: /^Pull requests here are guarded by mergexo\.$/,
  rules: /^Its rules:$/,
  appendOnly: /^History is append-only\.$/,
  neverRewrite: /^Never (?<ops>[a-z -]+(?:, [a-z -]+)*) or (?<push>force-push)\.$/,
  mergeBaseIn: /^To bring in the base branch, merge it: `(?<command>[^`]+)`\.$/,
  revert: /^To undo something, add a commit that reverts it\.$/,
  leaseRoots: /^Write only inside the write roots your lease grants \(`(?<file>[^`]+)` on the base branch\)\.$/,
  protectedPaths: /^Workflows and CODEOWNERS are off limits unless the lease names them\.$/,
  dropOutside: /^To drop a change outside the roots, remove it with a new commit; never rewrite history to hide it\.$/,
  checkBeforePush:
    /^Before every push run `(?<check>npx mergexo [a-z-]+)` \(the pre-push hook does it: `(?<hook>npx mergexo [a-z-]+)`\)\.$/,
  exitPass: /^Exit (?<code>\d): push\.$/,
  exitRefused: /^Exit (?<code>\d): do not push; follow each finding's "way out", then check again\.$/,
  exitSetup: /^Exit (?<code>\d): fix the setup it names \(token, PR\) or tell a human\.$/,
  blocked:
    /^Blocked \(label `(?<label>[^`]+)`\): the PR's history was rewritten, or its head is a commit mergexo already refused\.$/,
  restoreThenUnblock:
    /^Restore history as the PR comment says \(merge the accepted head back in and push\), then ask a maintainer to unblock\.$/,
  refusedNeedsAccept: /^A head mergexo already refused needs a maintainer to accept it\.$/,
  pushingDoesNotUnblock: /^Pushing more does not lift the block\.$/,
  quarantined: /^Quarantined \(label `(?<label>[^`]+)`\): the PR writes outside its lease\.$/,
  removeOrWiden: /^Remove those changes with a new commit, or ask a maintainer to widen the lease\.$/,
  neverEditLease: /^Never edit the lease file from the PR\.$/,
  behind:
    /^Behind or conflicting \(label `(?<behind>[^`]+)` or `(?<conflict>[^`]+)`, or a failing `(?<check>[^`]+)` check\): merge the base into the branch \(no rebase\), resolve conflicts in the merge commit, push\.$/,
} as const;

type ClaimId = keyof typeof CLAIMS;

/** The rules issue #13 asks the snippet to state: without any of them the snippet is incomplete. */
const REQUIRED: ClaimId[] = [
  'neverRewrite',
  'leaseRoots',
  'checkBeforePush',
  'exitPass',
  'exitRefused',
  'exitSetup',
  'blocked',
  'quarantined',
  'behind',
];

/** How an agent does each rewrite the snippet may forbid, from a PR whose last two commits mergexo accepted. */
const REWRITES: Record<string, (w: World) => Promise<unknown>> = {
  rebase: async (w) => {
    await w.main.commit({ 'docs/news.md': 'base moved\n' }, 'base: news');
    await w.main.push('main');
    return expectOk(await sh(w, 'git fetch -q origin main && git rebase -q FETCH_HEAD'));
  },
  amend: (w) => w.wt.git('commit', '-q', '--amend', '-m', 'agent change, reworded'),
  squash: async (w) => expectOk(await sh(w, 'git reset -q --soft HEAD~2 && git commit -q -m squashed')),
  'reset a pushed branch': (w) => w.wt.git('reset', '-q', '--hard', 'HEAD~1'),
};
/** Of these, the snippet must forbid at least the ones issue #13 names. */
const REQUIRED_REWRITES = ['rebase', 'amend', 'reset a pushed branch'];

type Captured = Partial<Record<ClaimId, Record<string, string>>>;

/** What the actions and the CLI really use, read from their own files and from the built CLI. */
interface Facts {
  blockedLabel: string;
  quarantineLabel: string;
  behindLabel: string;
  conflictLabels: string[];
  rebaseCheck: string;
  leaseFile: string;
  /** The commands `mergexo help` lists. */
  commands: string[];
  /** The exit codes `mergexo help` explains: code → what it means. */
  exitCodes: Map<string, string>;
  bin: string[];
}

function inputDefault(action: string, input: string): string {
  const value = readActionMetadata(path.join(REPO_ROOT, action)).inputs[input]?.default;
  if (typeof value !== 'string') throw new Error(`${action}/action.yml has no default for '${input}'`);
  return value;
}

async function readFacts(): Promise<Facts> {
  const help = await runCliInProcess(['help'], REPO_ROOT, agentEnv(gh));
  if (help.code !== 0) throw new Error(`mergexo help exited ${help.code}: ${help.stderr}`);
  const commandsBlock = /Commands:\n([\s\S]*?)\n\n/.exec(help.stdout)?.[1] ?? '';
  const commands = [...commandsBlock.matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((m) => m[1] as string);
  const exitLine = /Exit codes: ([\s\S]*?)\.$/m.exec(help.stdout.replace(/\n(?=\S)/g, ' '))?.[1] ?? '';
  const exitCodes = new Map([...exitLine.matchAll(/(\d) ([^;]+)/g)].map((m) => [m[1] as string, m[2] as string]));
  const pkg = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };
  return {
    blockedLabel: inputDefault('history-guard', 'blocked-label'),
    quarantineLabel: inputDefault('write-root-gate', 'quarantine-label'),
    behindLabel: inputDefault('rebase-notify', 'behind-label'),
    conflictLabels: [inputDefault('rebase-notify', 'conflict-label'), inputDefault('ci-wait', 'conflict-label')],
    rebaseCheck: inputDefault('rebase-notify', 'check-name'),
    leaseFile: inputDefault('write-root-gate', 'lease-file'),
    commands,
    exitCodes,
    bin: Object.entries(pkg.bin)
      .filter(([, file]) => path.resolve(REPO_ROOT, file) === CLI)
      .map(([name]) => name),
  };
}

/**
 * Everything wrong with the snippet in `doc`, judged by what can be read without running anything: unknown
 * sentences, missing rules, quoted names the actions do not use, forbidden rewrites with no demonstration.
 */
function problemsOf(doc: string, facts: Facts): { problems: string[]; captured: Captured } {
  const problems: string[] = [];
  const captured: Captured = {};
  let snippet: string;
  try {
    snippet = extractSnippet(doc);
  } catch (e) {
    return { problems: [(e as Error).message], captured };
  }
  for (const sentence of sentencesOf(snippet)) {
    const hit = (Object.entries(CLAIMS) as [ClaimId, RegExp][]).find(([, re]) => re.test(sentence));
    if (!hit) {
      problems.push(`no test backs this sentence (state only what the actions enforce, and test it): "${sentence}"`);
      continue;
    }
    const [id, re] = hit;
    if (captured[id]) problems.push(`the rule '${id}' is stated twice`);
    captured[id] = { ...(re.exec(sentence)?.groups ?? {}) };
  }
  for (const id of REQUIRED) if (!captured[id]) problems.push(`the snippet no longer states the rule '${id}'`);

  const c = captured;
  const want = (what: string, quoted: string | undefined, real: string) => {
    if (quoted !== undefined && quoted !== real)
      problems.push(`${what}: the snippet says '${quoted}', mergexo uses '${real}'`);
  };
  want('history-guard blocked-label', c.blocked?.label, facts.blockedLabel);
  want('write-root-gate quarantine-label', c.quarantined?.label, facts.quarantineLabel);
  want('rebase-notify behind-label', c.behind?.behind, facts.behindLabel);
  for (const real of facts.conflictLabels) want('rebase-notify and ci-wait conflict-label', c.behind?.conflict, real);
  want('rebase-notify check-name', c.behind?.check, facts.rebaseCheck);
  want('write-root-gate lease-file', c.leaseRoots?.file, facts.leaseFile);

  for (const key of ['check', 'hook'] as const) {
    const command = c.checkBeforePush?.[key];
    if (command === undefined) continue;
    const [npx, bin, sub] = command.split(' ');
    if (npx !== 'npx' || !facts.bin.includes(bin ?? '')) problems.push(`'${command}' does not start mergexo's bin`);
    if (!facts.commands.includes(sub ?? '')) problems.push(`'${command}': mergexo help lists no command '${sub}'`);
  }
  const exits: [ClaimId, RegExp][] = [
    ['exitPass', /would pass/],
    ['exitRefused', /refuse/],
    ['exitSetup', /usage or configuration/],
  ];
  for (const [id, meaning] of exits) {
    const code = c[id]?.code;
    if (code !== undefined && !meaning.test(facts.exitCodes.get(code) ?? '')) {
      problems.push(`'${id}' gives exit ${code}, which mergexo help explains as '${facts.exitCodes.get(code)}'`);
    }
  }
  const ops = c.neverRewrite?.ops?.split(', ') ?? [];
  for (const op of ops) if (!REWRITES[op]) problems.push(`no demonstration that mergexo refuses '${op}'`);
  for (const op of REQUIRED_REWRITES) {
    if (c.neverRewrite && !ops.includes(op)) problems.push(`the snippet no longer forbids '${op}'`);
  }
  const merge = c.mergeBaseIn?.command;
  if (merge !== undefined && /rebase|--force|reset|amend/.test(merge)) problems.push(`'${merge}' rewrites history`);
  return { problems, captured };
}

// ---------------------------------------------------------------------------------------------------------------
// The agent's shell: the snippet's commands run as written

const gh = useGitHub();
let doc: string;
let facts: Facts;
let claims: Captured;
/** A folder with an `npx` that runs the built CLI for `npx [--no-install] mergexo ...`, as npm's would. */
let shimDir: string;

beforeAll(async () => {
  doc = await readFile(path.join(REPO_ROOT, 'docs', 'agents.md'), 'utf8');
  facts = await readFacts();
  claims = problemsOf(doc, facts).captured;
  shimDir = await mkdtemp(path.join(tmpdir(), 'mergexo-npx-'));
  // The paths come from the environment (SNIPPET_NODE, SNIPPET_CLI): nothing of this machine is written down.
  await writeFile(
    path.join(shimDir, 'npx'),
    '#!/bin/sh\nwhile [ "${1#-}" != "$1" ]; do shift; done\n' +
      '[ "$1" = mergexo ] || { echo "npx: only mergexo is installed here" >&2; exit 127; }\n' +
      'shift\nexec "$SNIPPET_NODE" "$SNIPPET_CLI" "$@"\n',
  );
  await chmod(path.join(shimDir, 'npx'), 0o755);
});

/** What the snippet's sentence `id` quotes as `part` (a label, a command, ...). */
function quoted(id: ClaimId, part: string): string {
  const value = claims[id]?.[part];
  if (value === undefined) throw new Error(`the snippet states no '${id}' with a '${part}'`);
  return value;
}

function shellEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return agentEnv(gh, {
    PATH: `${shimDir}${path.delimiter}${process.env.PATH ?? ''}`,
    SNIPPET_NODE: process.execPath,
    SNIPPET_CLI: CLI,
    GIT_MERGE_AUTOEDIT: 'no',
    GIT_EDITOR: 'true',
    FAKE_GITHUB_PUSHER: 'agent-1',
    ...extra,
  });
}

/** Runs a command line in the agent's clone, as its shell would. */
function sh(w: World, command: string, extra: Record<string, string | undefined> = {}): Promise<Run> {
  return run('sh', ['-c', command], w.wt.dir, shellEnv(extra));
}

/** A quoted `npx mergexo ...` command's arguments, run by the CLI's main.ts in the test's process in the agent's clone. */
function quotedInProcess(w: World, command: string, extra: Record<string, string | undefined> = {}): Promise<Run> {
  return mergexo(w, command.split(' ').slice(2), shellEnv(extra));
}

function expectOk(r: Run): Run {
  if (r.code !== 0) throw new Error(`exit ${r.code}: ${r.stderr}${r.stdout}`);
  return r;
}

/**
 * The clone fetches from the repository's URL, as an agent's does (so `npx mergexo check` tells the repository
 * from `origin`, and `git fetch origin main` works as quoted), and pushes to it directly.
 */
async function overHttp(w: World): Promise<World> {
  const local = (await w.wt.git('remote', 'get-url', 'origin')).trim();
  await w.wt.git('config', 'remote.origin.pushurl', local);
  await w.wt.git('remote', 'set-url', 'origin', `${gh.serverUrl}/${w.repo.fullName}.git`);
  return w;
}

/** `mergexo check --json` for the world's PR. */
async function checked(w: World, ...more: string[]) {
  const r = await mergexo(w, checkArgs(w, '--json', ...more));
  const result = JSON.parse(r.stdout);
  expect(result.exitCode).toBe(r.code);
  return result;
}

/** A PR with two commits, both accepted by history-guard. */
async function twoCommitPr(): Promise<World> {
  const w = await overHttp(await openBillingPr(gh));
  await guard(w, 'opened');
  await w.wt.commit({ 'services/billing/tax.ts': 'export const tax = 0.21;\n' }, 'tax');
  await w.wt.push(w.branch);
  await guard(w);
  return w;
}

/** write-root-gate on the world's PR (its main.ts in the test's process). */
const gate = (...args: Parameters<typeof gateOptions>) => runInProcess(gateOptions(...args));

function rebaseNotify(w: World, inputs: Record<string, string>) {
  return runInProcess({
    action: 'rebase-notify',
    event: {
      name: 'schedule',
      payload: { schedule: '17 * * * *', repository: { full_name: w.repo.fullName, default_branch: 'main' } },
    },
    inputs,
    token: GUARD_TOKEN,
    apiUrl: gh.apiUrl,
    serverUrl: gh.serverUrl,
    repository: w.repo.fullName,
  });
}

// ---------------------------------------------------------------------------------------------------------------

describe('the agent snippet in docs/agents.md', () => {
  it('is one marked block whose every sentence states a rule checked here, quoting names mergexo really uses', () => {
    expect(problemsOf(doc, facts).problems).toEqual([]);
    expect(facts.commands).toEqual(expect.arrayContaining(['check', 'install-hook']));
  });

  it('fails when the snippet is edited to state what mergexo does not do, or renames what it quotes', () => {
    const edits: [string, (d: string) => string, RegExp][] = [
      [
        'a new rule',
        (d) => d.replace('- History is append-only.', '- Never push on Fridays.\n- History is append-only.'),
        /no test backs/,
      ],
      ['a renamed label', (d) => d.replace('`mergexo:blocked`', '`mergexo:stopped`'), /blocked-label/],
      ['a renamed check', (d) => d.replace('`mergexo/rebase`', '`mergexo/behind`'), /check-name/],
      ['another lease file', (d) => d.replace('(`.github/mergexo.yml` on', '(`.mergexo.yml` on'), /lease-file/],
      [
        'a command the CLI lacks',
        (d) => d.replace('`npx mergexo check`', '`npx mergexo verify`'),
        /no command 'verify'/,
      ],
      ['a rewrite not shown refused', (d) => d.replace('Never rebase,', 'Never cherry-pick, rebase,'), /'cherry-pick'/],
      ['a rule dropped', (d) => d.replace('rebase, amend, squash, ', 'amend, squash, '), /no longer forbids 'rebase'/],
      ['a wrong exit code', (d) => d.replace('Exit 2: fix', 'Exit 3: fix'), /exitSetup/],
      ['no markers', (d) => d.replace(SNIPPET_START, ''), /marker/],
    ];
    for (const [what, edit, expected] of edits) {
      const edited = edit(doc);
      expect(edited, what).not.toBe(doc);
      expect(problemsOf(edited, facts).problems.join('\n'), what).toMatch(expected);
    }
  });
});

describe('what the snippet says, done against the fake GitHub', () => {
  it('history is append-only: each rewrite it forbids is refused by mergexo check, and a force-push of one blocks the PR', async () => {
    const ops = quoted('neverRewrite', 'ops').split(', ');
    expect(ops.length).toBeGreaterThan(0);
    // One PR for every rewrite: none is pushed, and the agent's clone is put back on the accepted head after each.
    const w = await twoCommitPr();
    const accepted = await w.wt.head();
    for (const op of ops) {
      await REWRITES[op]?.(w);
      expect(await w.wt.head(), op).not.toBe(accepted);
      const result = await checked(w);
      expect(result.exitCode, op).toBe(1);
      expect(result.history, op).toMatchObject({ status: 'fail', accepted });
      expect(['behind', 'diverged'], op).toContain(result.history.transition);
      await w.wt.git('reset', '-q', '--hard', accepted);
    }
    expect((await w.repo.pull(w.pr)).headSha).toBe(accepted);

    // force-push: what pushing the amended commit does on GitHub.
    await w.wt.git('commit', '-q', '--amend', '-m', 'reworded');
    expectOk(await sh(w, `git push -q --force origin ${w.branch}`));
    await guard(w, 'synchronize', true);
    expect(await labelsOf(w)).toContain(quoted('blocked', 'label'));
  });

  it('to bring in the base, the quoted merge passes, conflicts resolved in the merge commit; the labels and check it names are the ones rebase-notify sets', async () => {
    const w = await overHttp(await openBillingPr(gh));
    await guard(w, 'opened');

    // Behind: rebase-notify at fyi urgency labels the PR with the quoted label; blocking fails the quoted check.
    await w.main.commit({ 'docs/news.md': 'base moved\n' }, 'base: news');
    await w.main.push('main');
    expect((await rebaseNotify(w, { urgency: 'fyi' })).exitCode).toBe(0);
    expect(await labelsOf(w)).toContain(quoted('behind', 'behind'));
    // mergexo check, seeing the label, says to merge.
    expect((await checked(w)).notes.join('\n')).toContain('git merge FETCH_HEAD');
    expect((await rebaseNotify(w, { urgency: 'blocking' })).exitCode).toBe(0);
    const head = (await w.repo.pull(w.pr)).headSha;
    const rebaseCheck = w.repo.checkRuns(head).filter((c) => c.name === quoted('behind', 'check'));
    expect(rebaseCheck.at(-1)?.conclusion).toBe('failure');

    expectOk(await sh(w, quoted('mergeBaseIn', 'command')));
    const merged = await checked(w);
    expect(merged).toMatchObject({ verdict: 'pass', history: { transition: 'ahead' }, writeRoots: { status: 'pass' } });
    expectOk(await sh(w, `git push -q origin ${w.branch}`));
    await guard(w);
    expect((await gate(w)).outputs.verdict).toBe('pass');
    await rebaseNotify(w, { urgency: 'fyi' });
    expect(await labelsOf(w)).not.toContain(quoted('behind', 'behind'));

    // Conflicting: the base changes the PR's own file.
    await w.main.commit({ 'services/billing/invoice.ts': 'export const invoice = 3;\n' }, 'base: invoice 3');
    await w.main.push('main');
    await rebaseNotify(w, { urgency: 'fyi' });
    expect(await labelsOf(w)).toContain(quoted('behind', 'conflict'));
    expect((await sh(w, quoted('mergeBaseIn', 'command'))).code).not.toBe(0);
    await writeFile(path.join(w.wt.dir, 'services/billing/invoice.ts'), 'export const invoice = 5;\n');
    expectOk(await sh(w, 'git add services/billing/invoice.ts && git commit -q --no-edit'));
    expect((await w.wt.git('rev-list', '--parents', '-n', '1', 'HEAD')).trim().split(' ')).toHaveLength(3);
    expect(await checked(w)).toMatchObject({ verdict: 'pass', history: { transition: 'ahead' } });
    expectOk(await sh(w, `git push -q origin ${w.branch}`));
    await guard(w);
    expect((await gate(w)).outputs.verdict).toBe('pass');
    await rebaseNotify(w, { urgency: 'fyi' });
    expect(await labelsOf(w)).not.toContain(quoted('behind', 'conflict'));
  });

  it('to undo something, a commit that reverts it passes', async () => {
    const w = await twoCommitPr();
    expectOk(await sh(w, 'git revert --no-edit HEAD'));
    expect(await checked(w)).toMatchObject({ verdict: 'pass', history: { status: 'pass', transition: 'ahead' } });
    expectOk(await sh(w, `git push -q origin ${w.branch}`));
    await guard(w);
    expect(await labelsOf(w)).not.toContain(quoted('blocked', 'label'));
  });

  it('a write outside the lease is refused and quarantined; dropped by a new commit it passes, hidden by a rewrite it does not', async () => {
    const w = await openBillingPr(gh);
    await guard(w, 'opened');
    await w.wt.commit({ 'services/payments/charge.ts': 'export const charge = 2;\n' }, 'outside');
    const outside = await checked(w);
    expect(outside.writeRoots).toMatchObject({ status: 'fail', lease: 'billing-agent' });
    expect(outside.findings).toEqual([
      expect.objectContaining({ rule: 'outside-roots', path: 'services/payments/charge.ts' }),
    ]);
    await w.wt.push(w.branch);
    await guard(w);
    const gated = await gate(w);
    expect(violationsOf(gated)).toEqual(['services/payments/charge.ts']);
    expect(await labelsOf(w)).toContain(quoted('quarantined', 'label'));
    expect((await checked(w)).notes.join('\n')).toContain(quoted('quarantined', 'label'));

    // Hidden by a rewrite: history-guard's finding.
    await w.wt.git('reset', '-q', '--hard', 'HEAD~1');
    expect(await checked(w)).toMatchObject({ verdict: 'fail', history: { status: 'fail', transition: 'behind' } });
    await w.wt.git('reset', '-q', '--hard', 'ORIG_HEAD');

    // Dropped by a new commit: nothing outside is written any more.
    await w.wt.commit({ 'services/payments/charge.ts': BASE_FILES['services/payments/charge.ts'] as string }, 'drop');
    expect(await checked(w)).toMatchObject({ verdict: 'pass', writeRoots: { status: 'pass' } });
    await w.wt.push(w.branch);
    await guard(w);
    expect((await gate(w)).outputs.verdict).toBe('pass');
    expect(await labelsOf(w)).not.toContain(quoted('quarantined', 'label'));
  });

  it('a maintainer widening the lease on the base lifts the refusal; the same edit from the PR does not', async () => {
    const widened = LEASES.replace(
      '        - tests/billing/**\n',
      '        - tests/billing/**\n        - services/payments\n',
    );
    expect(widened).not.toBe(LEASES);

    const fromPr = await openBillingPr(gh);
    await guard(fromPr, 'opened');
    await fromPr.wt.commit(
      { [facts.leaseFile]: widened, 'services/payments/charge.ts': 'export const charge = 2;\n' },
      'widen my own lease',
    );
    const refused = await checked(fromPr);
    expect(refused.writeRoots.roots).toEqual(['services/billing', 'tests/billing/**']);
    expect(refused.writeRoots.violations.map((v: { path: string }) => v.path).sort()).toEqual(
      [facts.leaseFile, 'services/payments/charge.ts'].sort(),
    );
    await fromPr.wt.push(fromPr.branch);
    expect(violationsOf(await gate(fromPr)).sort()).toEqual([facts.leaseFile, 'services/payments/charge.ts'].sort());

    const byMaintainer = await openBillingPr(gh);
    await guard(byMaintainer, 'opened');
    await byMaintainer.wt.commit({ 'services/payments/charge.ts': 'export const charge = 2;\n' }, 'outside');
    await byMaintainer.wt.push(byMaintainer.branch);
    expect((await gate(byMaintainer)).outputs.verdict).toBe('refused');
    await byMaintainer.main.commit({ [facts.leaseFile]: widened }, 'widen the billing lease');
    await byMaintainer.main.push('main');
    expect(await checked(byMaintainer)).toMatchObject({
      verdict: 'pass',
      writeRoots: { status: 'pass', roots: ['services/billing', 'tests/billing/**', 'services/payments'] },
    });
    expect((await gate(byMaintainer)).outputs.verdict).toBe('pass');
    expect(await labelsOf(byMaintainer)).not.toContain(quoted('quarantined', 'label'));
  });

  it('workflows and CODEOWNERS are off limits even under a broad root, and allowed to a lease naming them', async () => {
    const w = await openBillingPr(gh);
    await guard(w, 'opened');
    await w.wt.commit({ '.github/workflows/ci.yml': 'on: push\n', CODEOWNERS: '* @agent-1\n' }, 'ci and owners');
    const broad = await checked(w, '--write-root', '**');
    expect(broad.writeRoots.violations).toEqual([
      expect.objectContaining({ path: '.github/workflows/ci.yml', rule: 'protected-path' }),
      expect.objectContaining({ path: 'CODEOWNERS', rule: 'protected-path' }),
    ]);
    const named = await checked(w, '--write-root', '.github/workflows', '--write-root', 'CODEOWNERS');
    expect(named).toMatchObject({ verdict: 'pass' });

    await w.wt.push(w.branch);
    const gatedBroad = await gate(w, 'synchronize', { inputs: { 'write-roots': '**' } });
    expect(violationsOf(gatedBroad).sort()).toEqual(['.github/workflows/ci.yml', 'CODEOWNERS']);
    const gatedNamed = await gate(w, 'synchronize', { inputs: { 'write-roots': '.github/workflows\nCODEOWNERS' } });
    expect(gatedNamed.outputs.verdict).toBe('pass');
  });

  it('before every push: the quoted commands run as written, with the exit codes the snippet gives', async () => {
    const w = await overHttp(await openBillingPr(gh));
    await guard(w, 'opened');
    const check = quoted('checkBeforePush', 'check');
    const code = (id: 'exitPass' | 'exitRefused' | 'exitSetup') => Number(quoted(id, 'code'));

    await w.wt.commit({ 'tests/billing/tax.test.ts': 'test("tax", () => {});\n' }, 'tests');
    const pass = await sh(w, check);
    expect(pass.code).toBe(code('exitPass'));
    expect(pass.stdout).toContain('would pass');

    // Amending the commit mergexo accepted (not the one not pushed yet) rewrites history.
    await w.wt.git('reset', '-q', '--hard', 'HEAD~1');
    await w.wt.git('commit', '-q', '--amend', '-m', 'agent change, reworded');
    // The other exits of the same command, in process: the hook below runs it as written again.
    const refused = await quotedInProcess(w, check);
    expect(refused.code).toBe(code('exitRefused'));
    expect(refused.stdout).toContain('way out:');

    const noToken = await quotedInProcess(w, check, { GH_TOKEN: undefined, GITHUB_TOKEN: undefined });
    expect(noToken.code).toBe(code('exitSetup'));
    expect(noToken.stderr).toMatch(/token/i);
    await w.wt.git('checkout', '-q', '-b', 'agent/billing/no-pr');
    const noPr = await quotedInProcess(w, check);
    expect(noPr.code).toBe(code('exitSetup'));
    expect(noPr.stderr).toContain('no open pull request');
    await w.wt.git('checkout', '-q', w.branch);

    // The hook: installed as quoted, it stops the rewriting push and lets an append-only one through.
    expectOk(await sh(w, quoted('checkBeforePush', 'hook')));
    const hook = await readFile(path.join(w.wt.dir, '.git', 'hooks', 'pre-push'), 'utf8');
    expect(hook).toContain(' check ');
    const accepted = (await w.repo.pull(w.pr)).headSha;
    const stopped = await sh(w, `git push -q --force origin ${w.branch}`);
    expect(stopped.code).not.toBe(0);
    expect(stopped.stdout + stopped.stderr).toContain(`does not descend from ${accepted}`);
    expect((await w.repo.pull(w.pr)).headSha).toBe(accepted);
    await w.wt.git('reset', '-q', '--hard', accepted);
    await w.wt.commit({ 'tests/billing/tax.test.ts': 'test("tax", () => {});\n' }, 'tests');
    expectOk(await sh(w, `git push -q origin ${w.branch}`));
  });

  it('blocked: pushing more does not lift the block; history restored as the PR comment says, a maintainer unblocks', async () => {
    const w = await twoCommitPr();
    const accepted = await w.wt.head();
    await w.wt.git('commit', '-q', '--amend', '-m', 'reworded');
    await w.wt.push(w.branch, { force: true });
    await guard(w, 'synchronize', true);
    expect(await labelsOf(w)).toContain(quoted('blocked', 'label'));

    // Pushing more.
    await w.wt.commit({ 'services/billing/more.ts': 'export const more = 1;\n' }, 'more');
    expect(await checked(w)).toMatchObject({ verdict: 'fail', history: { blocked: true } });
    await w.wt.push(w.branch);
    await guard(w, 'synchronize', true);
    expect(await labelsOf(w)).toContain(quoted('blocked', 'label'));

    // Restoring history with the commands of the PR comment (git fetch, git merge), then pushing: still blocked.
    const comment = (await w.repo.pull(w.pr)).comments.find((c) => c.body.includes('blocked this pull request'));
    const restore = /\*\*1\. Restore history\*\*[\s\S]*?```sh\n([\s\S]*?)```/.exec(comment?.body ?? '')?.[1] ?? '';
    const commands = restore
      .split('\n')
      .map((l) => l.replace(/#.*$/, '').trim())
      .filter((l) => /^git (fetch|merge) /.test(l));
    expect(commands.map((c) => c.split(' ')[1])).toEqual(['fetch', 'merge']);
    for (const command of commands) expectOk(await sh(w, command));
    await w.wt.git('merge-base', '--is-ancestor', accepted, 'HEAD');
    expectOk(await sh(w, `git push -q origin ${w.branch}`));
    await guard(w, 'synchronize', true);
    expect(await labelsOf(w)).toContain(quoted('blocked', 'label'));
    expect(await checked(w)).toMatchObject({ verdict: 'fail', history: { blocked: true } });

    // A maintainer unblocks the restored history.
    const unblocked = await operator(w, { mode: 'unblock', 'pull-request': String(w.pr) });
    expect(unblocked.exitCode, unblocked.stdout).toBe(0);
    expect(await labelsOf(w)).not.toContain(quoted('blocked', 'label'));
    expect(await checked(w)).toMatchObject({ verdict: 'pass', history: { status: 'pass', blocked: false } });
  });

  it('blocked on a head mergexo already refused: no restore lifts it, a maintainer accepting the head does', async () => {
    expect(claims.refusedNeedsAccept).toBeDefined();
    const { b, refused } = await refusedHeadInNewPr(gh);
    expect((await checked(b)).findings).toEqual([expect.objectContaining({ rule: 'refused-head' })]);
    await guard(b, 'opened', true);
    expect(await labelsOf(b)).toContain(quoted('blocked', 'label'));

    const restore = await operator(b, { mode: 'unblock', 'pull-request': String(b.pr) });
    expect(restore.exitCode).toBe(1);
    expect(restore.errorLine).toContain('accept-head');
    const accept = await operator(b, { mode: 'unblock', 'pull-request': String(b.pr), 'accept-head': refused });
    expect(accept.exitCode, accept.stdout).toBe(0);
    expect(await labelsOf(b)).not.toContain(quoted('blocked', 'label'));
    expect(await checked(b)).toMatchObject({ verdict: 'pass', history: { accepted: refused } });
  });
});
