// `npm run demo`'s story (scripts/demo-story.ts), played in the test's process and asserted on what it prints. Each
// scene must show its triggering event, the run's job summary and the PR's timeline, and the line that carries its
// outcome; the closing table of mergexo's comments must add up. `npm run demo` runs every action as its built
// bundle; here write-root-gate's run at the switch to enforce (its exit 1 and step error) is the built bundle as the
// runner starts it (run `npm run build` first), the others their main.ts in process (test/support/in-process/run.ts):
// a run's exit code, outputs and summary are the same from either.
import { beforeAll, describe, expect, it } from 'vitest';
import { playDemo } from '../../scripts/demo-story.js';
import { colourWanted } from '../../scripts/demo-text.js';
import { runInProcess } from '../support/in-process/run.js';
import { runAction, type RunActionOptions } from '../support/run-action.js';

interface Ran {
  /** What the story threw, if it did not play to its end. */
  error: unknown;
  stdout: string;
  bundleRuns: number;
  inProcessRuns: number;
}

/** The story played with `colour`, write-root-gate's enforce-mode run on its built bundle, the others in process. */
async function playStory(colour: boolean): Promise<Ran> {
  const ran: Ran = { error: undefined, stdout: '', bundleRuns: 0, inProcessRuns: 0 };
  const run = (options: RunActionOptions) => {
    if (options.action === 'write-root-gate' && options.inputs?.enforcement === 'enforce') {
      ran.bundleRuns += 1;
      return runAction(options);
    }
    ran.inProcessRuns += 1;
    return runInProcess(options);
  };
  try {
    await playDemo({ run, print: (line) => (ran.stdout += `${line}\n`), colour });
  } catch (e) {
    ran.error = e;
  }
  return ran;
}

/** The scenes (`▶ title` up to the next scene or section), keyed by title. */
function scenes(stdout: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const block of stdout.split(/\n(?=▶ |━━ )/)) {
    if (!block.startsWith('▶ ')) continue;
    const [title = '', ...rest] = block.split('\n');
    found.set(title.slice(2), rest.join('\n'));
  }
  return found;
}

// Each scene: a words of its title, and the lines a user reads there that carry its outcome.
const EXPECTED: Array<[title: string, lines: string[]]> = [
  // Day one: observe mode reports and writes nothing else; the switch to enforce forgives what came before it.
  [
    'observe mode: agent-6 opens a PR',
    [
      '⚡ pull_request (opened)',
      'write-root-gate: exit 0 · verdict=refused violations=["src/release.ts"]',
      '👀 Observe mode (enforcement: observe): this run enforced nothing.',
      'auto-merge: on (untouched)',
      'PR acme/tools#1 · open · head',
      'labels []',
      'check mergexo/write-root-gate: ➖ Would fail: Refused: 1 path outside the write roots',
    ],
  ],
  [
    'observe mode: agent-6 rebases and force-pushes',
    [
      'history-guard: exit 0 · verdict=blocked transition=diverged',
      'labels []',
      'check mergexo/history-guard: ➖ Would fail: Blocked: history rewritten (diverged)',
    ],
  ],
  [
    'maya switches to enforce',
    [
      'history-guard: exit 0 · verdict=accepted',
      'is accepted: GitHub recorded it before enforced-since.',
      'write-root-gate: exit 1 · verdict=refused',
      "step error: mergexo/write-root-gate: PR #1 is refused: 1 path outside the write roots of lease 'lint-agent'",
      'auto-merge: off (disabled by mergexo)',
      'labels [mergexo:quarantined]',
      'check mergexo/history-guard: ✅',
      'check mergexo/write-root-gate: ❌ Refused: 1 path outside the write roots',
      '⛔ mergexo/write-root-gate quarantined this pull request',
    ],
  ],
  [
    'enforce: agent-6 force-pushes again',
    [
      'history-guard: exit 1 · verdict=blocked transition=diverged',
      'labels [mergexo:quarantined, mergexo:blocked]',
      'check mergexo/history-guard: ❌ Blocked: history rewritten (diverged)',
    ],
  ],
  [
    'its first head is accepted',
    ['⚡ pull_request (opened)', 'verdict=accepted transition=first', 'check mergexo/history-guard: ✅'],
  ],
  [
    'force-pushes: blocked',
    [
      '⚡ pull_request (synchronize)',
      'verdict=blocked transition=diverged',
      'labels [mergexo:blocked]',
      'check mergexo/history-guard: ❌ Blocked: history rewritten (diverged)',
      '⛔ mergexo/history-guard blocked this pull request',
    ],
  ],
  [
    'operator workflow: unblocked',
    [
      '⚡ workflow_dispatch: maya ran mergexo-operator.yml with mode=unblock',
      'verdict=unblocked',
      'check mergexo/history-guard: ✅ Rewritten head accepted by an operator',
    ],
  ],
  [
    'outside its lease: quarantined',
    [
      '⚡ pull_request (synchronize)',
      'verdict=refused',
      'auto-merge: off (disabled by mergexo)',
      'labels [mergexo:quarantined]',
      'check mergexo/write-root-gate: ❌ Refused: 1 path outside the write roots',
    ],
  ],
  ['back inside the roots', ['verdict=pass', 'labels []', 'check mergexo/write-root-gate: ✅ Inside the write roots']],
  [
    'ci_failed',
    [
      'outcome=ci_failed attempt=1',
      'labels [mergexo:ci-failed]',
      'check mergexo/ci-wait: ❌ CI failed: 1 check failed (unit tests)',
    ],
  ],
  [
    'ci-wait merges the PR',
    ['⚡ workflow_run (completed)', 'outcome=merged', 'PR acme/widgets#1 · merged', 'check mergexo/ci-wait: ✅'],
  ],
  ['maya pushes a hotfix', ['⚡ push: maya pushed 1 commit to main', 'conflicting=[2]', 'labels [mergexo:conflict]']],
  ['conflicts with main: conflict', ['outcome=conflict attempt=1', 'check mergexo/ci-wait: ❌ The PR conflicts']],
  ['its CI hangs: timeout', ['outcome=timeout attempt=2', 'check mergexo/ci-wait: ❌ Timed out']],
  [
    'handed to a human',
    ['outcome=ci_failed attempt=3', 'labels [mergexo:ci-failed, mergexo:needs-human]', 'Handing this PR to a human'],
  ],
  ['on hold until a human', ['outcome=needs_human', 'check mergexo/ci-wait: ❌ On hold: needs a human']],
  [
    'urgency helpful',
    ['⚡ push: maya pushed 2 commits to main', 'behind=[2]', 'This branch is 2 commits behind `main`'],
  ],
  ['urgency fyi', ['Urgency fyi', 'PR acme/gizmos#1 · open', 'labels [mergexo:behind]']],
  ['urgency blocking', ['Urgency blocking', 'check mergexo/rebase: ❌ 1 commit behind main']],
  ['agent-5 merges main in', ['⚡ pull_request (synchronize)', 'check mergexo/rebase: ✅ Up to date with main']],
  // Issue #14: collisions between PRs, and review only what can land.
  [
    'each add migration 0042: the first claim holds',
    [
      '⚡ pull_request (opened)',
      'colliding=[2]',
      'PR acme/ledger#1 · open',
      'check mergexo/collision: ✅ No allocated name collides',
      'PR acme/ledger#2 · open',
      "check mergexo/collision: ❌ 1 allocated name held by #1: rename this PR's file",
      '`migrations/0042_orders.sql` claims the name `42` (`migrations/*_*.sql`), which #1 claimed first ' +
        '(`migrations/0042_users.sql`)',
    ],
  ],
  [
    'renames its migration to 0043',
    [
      '⚡ pull_request (synchronize)',
      'colliding=[]',
      'Collisions: 0 PRs colliding',
      'PR acme/ledger#1 · open',
      'PR acme/ledger#2 · open',
    ],
  ],
  [
    'marked mergexo:ready, maya asked',
    [
      '⚡ pull_request (opened)',
      'outcome=success ready=true',
      'labels [mergexo:ready] · review requested from [maya]',
      'check mergexo/ci-wait: ✅',
    ],
  ],
  [
    'the mark is taken back first',
    [
      '⚡ pull_request (synchronize)',
      'outcome=ci_failed ready=false',
      'labels [mergexo:ci-failed] · review requested from []',
      'CI failed on',
    ],
  ],
  [
    'marked again, maya asked again',
    ['outcome=success ready=true', 'labels [mergexo:ready] · review requested from [maya]'],
  ],
  [
    'rebase-notify takes the mark back',
    [
      '⚡ push: maya pushed 1 commit to main',
      'conflicting=[1]',
      'ready for review mark taken back: the PR conflicts with its base',
      'labels [mergexo:conflict] · review requested from []',
      'This branch conflicts with `main`',
    ],
  ],
];

describe('npm run demo', () => {
  let ran: Ran;
  beforeAll(async () => {
    // NO_COLOR must win even over FORCE_COLOR; without it, a pipe alone would already mean no colour.
    ran = await playStory(colourWanted({ NO_COLOR: '1', FORCE_COLOR: '1' }, false));
  }, 240_000);

  it('plays to its end and prints no ANSI escape under NO_COLOR', () => {
    expect(ran.error).toBeUndefined();
    expect(ran.stdout).not.toContain('\x1b');
    expect([ran.bundleRuns, ran.inProcessRuns > 0]).toEqual([1, true]);
  });

  it('paints only where colour is wanted: NO_COLOR wins, FORCE_COLOR paints a pipe, a terminal is painted', () => {
    expect(colourWanted({ NO_COLOR: '1', FORCE_COLOR: '1' }, true)).toBe(false);
    expect(colourWanted({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(colourWanted({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(colourWanted({}, true)).toBe(true);
    expect(colourWanted({}, false)).toBe(false);
  });

  it('shows every scene with its triggering event, its job summary, the PR timeline and its outcome', () => {
    const shown = scenes(ran.stdout);
    for (const [title, lines] of EXPECTED) {
      const matches = [...shown.keys()].filter((t) => t.includes(title));
      expect(matches, `one scene titled …${title}…`).toHaveLength(1);
      const body = shown.get(matches[0] ?? '') ?? '';
      expect(body, title).toMatch(/^ {2}⚡ \S+/m);
      expect(body, title).toContain('    job summary:');
      expect(body, title).toMatch(/^ {2}PR acme\/\w+#\d+ · (open|merged|closed) · head [0-9a-f]{7} · labels \[/m);
      for (const line of lines) expect(body, `${title}: ${line}`).toContain(line);
    }
    expect(shown.size).toBe(EXPECTED.length);
  });

  it('writes nothing but neutral checks while observing, and acts from the switch to enforce on', () => {
    const shown = [...scenes(ran.stdout).entries()];
    const observing = shown.filter(([title]) => title.startsWith('observe mode:'));
    expect(observing).toHaveLength(2);
    for (const [title, body] of observing) {
      expect(body, title).not.toContain('💬');
      expect(body, title).not.toMatch(/labels \[.+\]/);
      expect(body, title).not.toMatch(/check mergexo\/\S+: [✅❌]/);
      expect(body, title).not.toContain('step error');
    }
    const switched = shown.find(([title]) => title.startsWith('maya switches to enforce, enforced-since: '));
    expect(switched?.[0]).toMatch(/enforced-since: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ;/);
  });

  it('clears the later PR when it renames: its check passes, its comment is deleted; the holder is untouched', () => {
    const shown = scenes(ran.stdout);
    const title = [...shown.keys()].find((t) => t.includes('renames its migration to 0043')) ?? '';
    const body = shown.get(title) ?? '';
    const block = (pr: number, deleted: boolean) =>
      new RegExp(
        `^ {2}PR acme/ledger#${pr} · open · head [0-9a-f]{7} · labels \\[\\]\n` +
          ' {2}check mergexo/collision: ✅ No allocated name collides' +
          (deleted ? '\n {2}💬 github-actions\\[bot\\]: a comment was deleted$' : '$'),
        'm',
      );
    expect(body, '#1').toMatch(block(1, false));
    expect(body, '#2').toMatch(block(2, true));
  });

  it("ends with mergexo's comments per PR, and the figures add up", () => {
    const table = ran.stdout.slice(ran.stdout.indexOf("━━ mergexo's comments per PR"));
    const rows = [...table.matchAll(/^ {2}(\S+#\d+) +(\d+) +(\d+)$/gm)].map((m) => ({
      pr: m[1],
      total: Number(m[2]),
      asksNothing: Number(m[3]),
    }));
    const totals = /^ {2}total +(\d+) +(\d+)$/m.exec(table);
    const sentence = /^(\d+) mergexo comments on (\d+) PRs; (\d+) of them ask nothing of the author/m.exec(table);
    expect(totals).not.toBeNull();
    expect(sentence).not.toBeNull();
    const [total, asksNothing] = [Number(totals?.[1]), Number(totals?.[2])];

    expect(rows.map((r) => r.pr)).toEqual([
      'acme/tools#1',
      'acme/widgets#1',
      'acme/widgets#2',
      'acme/gizmos#1',
      'acme/sprockets#1',
      'acme/ledger#1',
      'acme/ledger#2',
      'acme/gadgets#1',
    ]);
    // The later claimant got one comment naming the holder (asking its author to rename: it asks something); the
    // holder got none.
    expect(rows.find((r) => r.pr === 'acme/ledger#2')).toEqual({ pr: 'acme/ledger#2', total: 1, asksNothing: 0 });
    expect(rows.find((r) => r.pr === 'acme/ledger#1')).toEqual({ pr: 'acme/ledger#1', total: 0, asksNothing: 0 });
    for (const r of rows) expect(r.asksNothing, r.pr).toBeLessThanOrEqual(r.total);
    expect(rows.reduce((n, r) => n + r.total, 0)).toBe(total);
    expect(rows.reduce((n, r) => n + r.asksNothing, 0)).toBe(asksNothing);
    expect(asksNothing).toBeLessThanOrEqual(total);
    // A comment exists only when its author must act (docs/how-it-works.md, "State and trust").
    expect(asksNothing).toBe(0);
    expect([Number(sentence?.[1]), Number(sentence?.[2]), Number(sentence?.[3])]).toEqual([
      total,
      rows.length,
      asksNothing,
    ]);
    // mergexo does comment on the PRs it gates: a table of zeros would mean the ledger saw nothing.
    expect(total).toBeGreaterThan(0);
  });
});
