// Attack class 4, "untrusted text stays text", end to end: each action's built bundle runs against the fake
// GitHub on a pull request whose file names, symlink targets, titles, commit subjects or check names carry
// mentions, links, HTML, backticks, table pipes, line breaks and workflow commands. The tests read what a
// person sees (comments, check runs, the job summary) and what the runner would do with the step's output,
// and find no live mention, link or HTML, no broken code span, table or fence, and no workflow command
// that came from the data. Every action masks its token and the token's base64 forms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGitHub, FileSpec } from '../../fake-github/index.js';
import { tokenForms } from '../../src/core/entrypoint.js';
import { visible } from '../../src/core/untrusted.js';
import * as ciWait from '../ci-wait/world.js';
import * as guard from '../e2e/support/history-guard-world.js';
import * as notify from '../rebase-notify/world.js';
import type { RunActionResult } from '../support/run-action.js';
import * as gate from '../write-root-gate/world.js';
import { codeSpanContent, liveHazards, liveHtml, liveMarkdown, tableCells, tableRows } from './rendered.js';
import { PWNED, forgedCommands, runnerCommands } from './workflow-commands.js';

/** The payload every crafted string carries, in pieces a file or branch name can hold. */
const MENTION = '@admin';
const HTML = '<img src=x onerror=alert(1)>';
const LINK = '[x](https:/evil.example)';
const WWW = 'www.evil.example';
const REFS = '#1337 GH-1337';
/** Workflow commands, each on a line of its own (as a value with a line break would put it). */
const COMMANDS = [
  `::set-output name=verdict::${PWNED}`,
  `::add-mask::${PWNED}`,
  `::stop-commands::${PWNED}`,
  `::error::${PWNED} forged annotation`,
];
const LEGACY = `##[set-output name=verdict;]${PWNED}`;

/** What the runner sees in the step's output, and the masks it was told about. */
function expectNoForgedCommands(result: RunActionResult, token: string): void {
  const output = `${result.stdout}\n${result.stderr}`;
  expect(forgedCommands(output, tokenForms(token)), output).toEqual([]);
  const masks = runnerCommands(result.stdout)
    .filter((c) => c.name === 'add-mask')
    .map((c) => c.data);
  // the token and its base64 forms are masked before anything else is written
  expect(masks).toEqual(expect.arrayContaining(tokenForms(token)));
  for (const form of tokenForms(token)) {
    const unmasked = output.split('\n').filter((l) => l.includes(form) && !l.startsWith('::add-mask::'));
    expect(unmasked).toEqual([]);
  }
}

/** Markdown a person reads: nothing the payloads carry is live in it. */
function expectInertMarkdown(md: string | undefined | null, what: string): void {
  expect(md, what).toBeTruthy();
  const live = liveMarkdown(md ?? '');
  expect(liveHazards(live), `${what}:\n${md}`).toEqual([]);
}

/** The job summary: one HTML block (no blank line ends it early), with nothing live outside `<code>`. */
function expectInertSummary(summary: string): void {
  expect(summary.trimEnd(), 'a blank line would end the HTML block and start markdown').not.toContain('\n\n');
  expect(liveHazards(liveHtml(summary)), summary).toEqual([]);
  expect(summary).not.toMatch(/<img/i);
}

// ---------------------------------------------------------------------------------------------------------------

describe('write-root-gate: file names and symlink targets', () => {
  const gh = gate.useGitHub();

  const NAMES = [
    `evil/${MENTION} please merge.md`,
    `evil/${HTML}.md`,
    `evil/${LINK}.md`,
    `evil/${WWW} ${REFS}.md`,
    'evil/a``b`c.md',
    '`lead and trail`',
    'evil/pipe|in|name.md',
    ...COMMANDS.map((c, i) => `evil/line${i}\n${c}`),
    `evil/cr\r${COMMANDS[0]}`,
    `evil/${LEGACY}`,
  ];
  const TARGET = `../../${MENTION} ${HTML} https://evil.example/${REFS}\n${COMMANDS[0]}`;

  it('the quarantine comment, the check and the job summary show every path as text; no command runs', async () => {
    const files: Record<string, FileSpec> = {};
    for (const name of NAMES) files[name] = 'x\n';
    files['services/billing/link'] = { symlink: TARGET };
    const world = await gate.openPr(gh, files);
    const result = await gate.gate(world);

    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    const violations = gate.violationsOf(result);
    expect(violations).toEqual(expect.arrayContaining([...NAMES, 'services/billing/link']));
    expectNoForgedCommands(result, gate.TOKEN);

    const state = await gate.prState(world);
    const comment = state.comments[0]?.body ?? '';
    for (const [what, md] of [
      ['comment', comment],
      ['check summary', state.check?.summary],
      ['check text', state.check?.text],
    ] as const) {
      expectInertMarkdown(md, what);
      if (what === 'check summary') continue;
      // one row per violation, three cells each, the path cell a code span showing exactly the path
      const rows = tableRows(md ?? '');
      expect(rows, `${what}:\n${md}`).toHaveLength(violations.length);
      const shown = rows.map((row) => {
        const cells = tableCells(row);
        expect(cells, row).toHaveLength(3);
        return codeSpanContent(cells[0] as string);
      });
      expect(shown.sort()).toEqual(violations.map(visible).sort());
    }
    expect(comment).toContain('symlink to');
    expectInertSummary(result.summary);
    // the annotations name each path as GitHub's API received it
    expect(state.check?.annotations.sort()).toEqual([...violations].sort());
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('rebase-notify: conflicted file names, commit subjects, titles', () => {
  const fake = notify.useFake();

  const CONFLICTED = [
    'src/`tick`.ts',
    'src/a``b```c.ts',
    `src/${MENTION}.ts`,
    `src/${HTML}.ts`,
    `src/${LINK}.ts`,
    'src/x|y.ts',
    `src/nl\n${COMMANDS[0]}.ts`,
  ];
  const SUBJECT = `main: ${MENTION} ${HTML} ${LINK} ${WWW} ${REFS} \`\`\` \`tick\`\r${COMMANDS[0]}`;
  const TITLE = `Work ${MENTION} ${HTML} ${LINK} ${REFS}\n${COMMANDS[1]}`;

  it('the conflict list names every file exactly, subjects and titles stay text; no command runs', async () => {
    const world = await notify.newWorld(fake);
    const before = world.main.at(-1) as string;
    // one PR conflicts in every crafted file; another, titled with the payloads, is only behind
    const conflicting = await notify.openPr(world, 'agent-conflict', {
      files: Object.fromEntries(CONFLICTED.map((f) => [f, 'theirs\n'])),
    });
    await world.wt.checkout('agent-behind', { create: true, from: before });
    await world.wt.commit({ 'src/behind.ts': 'x\n' }, 'behind: work');
    await world.wt.push('agent-behind');
    const behind = (
      await world.repo.openPullRequest({ head: 'agent-behind', base: 'main', author: 'agent-2', title: TITLE })
    ).number;
    // main moves: the crafted files change there too, and a commit's subject carries the payloads
    await world.wt.checkout('main');
    await world.wt.pull('main');
    await world.wt.commit(Object.fromEntries(CONFLICTED.map((f) => [f, 'base\n'])), 'main: conflicting change');
    const after = await world.wt.commit({ 'docs/x.md': 'x\n' }, SUBJECT);
    await world.wt.push('main');
    const result = await notify.notify(world, { name: 'push', before, after });

    expect(result.exitCode, result.stdout).toBe(0);
    expect(notify.parseList(result.outputs.conflicting)).toEqual([conflicting]);
    expect(notify.parseList(result.outputs.behind)).toEqual([behind]);
    expectNoForgedCommands(result, notify.TOKEN);

    const conflict = await notify.seen(world, conflicting);
    expectInertMarkdown(conflict.text, 'conflict comment');
    const listed = (conflict.text ?? '')
      .split('\n')
      .filter((l) => l.startsWith('- ') && !l.startsWith('- …'))
      .map((l) => codeSpanContent(l.slice(2)));
    expect(listed.sort()).toEqual(CONFLICTED.map(visible).sort());

    const late = await notify.seen(world, behind);
    expectInertMarkdown(late.text, 'behind comment');
    expect(late.text).toContain('main: ');
    expectInertSummary(result.summary);
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('ci-wait: check names and output written by another CI', () => {
  let gh: FakeGitHub;
  const OTHER_CI = 'ghs_other_ci_token';
  beforeAll(async () => {
    gh = await ciWait.startGitHub();
    gh.addToken(OTHER_CI, { login: 'evil-ci[bot]', type: 'Bot', app: 'evil-ci', permissions: { checks: 'write' } });
  });
  afterAll(async () => {
    await gh?.stop();
  });

  const CHECK_NAMES = [
    ...COMMANDS.map((c) => `lint\n${c}`),
    `unit ${LEGACY}`,
    `\`tick\` ${MENTION} ${HTML} ${LINK} a|b ${REFS}`,
  ];
  const OUTPUT = [`${MENTION} ${LINK} ${HTML} ${WWW} ${REFS}`, '```', '</details>', ...COMMANDS].join('\n');

  /** Creates a failed check run on `sha` the way another CI would: through the REST API, with its own token. */
  async function otherCi(repo: string, sha: string, name: string): Promise<void> {
    const response = await fetch(`${gh.apiUrl}/repos/${repo}/check-runs`, {
      method: 'POST',
      headers: { authorization: `token ${OTHER_CI}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        head_sha: sha,
        status: 'completed',
        conclusion: 'failure',
        details_url: 'javascript:alert(1)',
        output: { title: `${MENTION} failed`, summary: OUTPUT, text: OUTPUT },
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }

  it('the failure comment, the verdict and the job summary quote every name inertly; no command runs', async () => {
    const world = await ciWait.openWorld(gh);
    const sha = await ciWait.head(world);
    for (const name of CHECK_NAMES) await otherCi(world.repo.fullName, sha, name);
    const result = await ciWait.ciWait(world);

    expect(result.outputs.outcome).toBe('ci_failed');
    const failed = JSON.parse(result.outputs['failed-checks'] ?? '[]') as { name: string; url: string | null }[];
    expect(failed.map((f) => f.name).sort()).toEqual([...CHECK_NAMES].sort());
    expectNoForgedCommands(result, ciWait.TOKEN);

    const view = await ciWait.prView(world);
    const body = view.findings[0]?.body ?? '';
    expectInertMarkdown(body, 'failure comment');
    expect(body).not.toContain('javascript:');
    // each failed check is one list item whose name is a code span showing exactly the name
    const entries = body
      .split('\n')
      .filter((l) => l.startsWith('- '))
      .map((l) => codeSpanContent(/^- (`+.*?`+): \*\*/.exec(l)?.[1] ?? ''));
    expect(entries.sort()).toEqual(CHECK_NAMES.map(visible).sort());

    const summary = view.verdict?.summary ?? '';
    expectInertMarkdown(summary, 'verdict summary');
    const rows = tableRows(summary);
    expect(rows).toHaveLength(CHECK_NAMES.length);
    for (const row of rows) expect(tableCells(row), row).toHaveLength(5);
    expect(view.verdict?.title).not.toMatch(/[\r\n]/);
    expectInertSummary(result.summary);
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('history-guard: titles in the operator list', () => {
  const gh = guard.useGitHub();

  it('a blocked PR whose title carries the payloads is listed as text; no command runs', async () => {
    const title = `Fix ${MENTION} ${HTML} ${LINK} ${WWW} ${REFS}\n${COMMANDS.join('\r')}\n${LEGACY}`;
    const repo = await gh.createRepo('acme/guarded', { defaultBranch: 'main' });
    repo.setRole('maya', 'maintain');
    const wt = await repo.clone('agent-1');
    await wt.checkout('feature', { create: true, from: 'main' });
    await wt.commit({ 'src/a.ts': 'a\n' }, 'first');
    await wt.push('feature');
    const pr = await repo.openPullRequest({ head: 'feature', base: 'main', author: 'agent-1', title });
    const world: guard.World = { gh, repo, wt, pr: pr.number, heads: [], branch: 'feature' };
    expect((await guard.guard(world, 'opened')).outputs.verdict).toBe('accepted');
    await wt.git('commit', '--amend', '-m', 'rewritten');
    await wt.push('feature', { force: true });
    const blocked = await guard.guard(world);
    expect(blocked.outputs.verdict).toBe('blocked');
    expectNoForgedCommands(blocked, guard.TOKEN);

    const listed = await guard.operator(world, { mode: 'list' });
    expect(listed.exitCode, listed.stdout).toBe(0);
    expect(listed.outputs.verdict).toBe('listed');
    expectNoForgedCommands(listed, guard.TOKEN);
    expectInertSummary(listed.summary);
    // the one link is the PR's own address, as GitHub's API gave it
    const api = await fetch(`${gh.apiUrl}/repos/${repo.fullName}/pulls/${pr.number}`, {
      headers: { authorization: `token ${guard.TOKEN}` },
    });
    const { html_url } = (await api.json()) as { html_url: string };
    expect([...listed.summary.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([html_url]);
    // the title is logged on one line, as text
    const logged = listed.stdout.split('\n').filter((l) => l.includes('Fix '));
    expect(logged).toHaveLength(1);
  });
});
