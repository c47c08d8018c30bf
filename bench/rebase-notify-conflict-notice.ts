// rebase-notify's side of "one conflict notice": PRs it told were behind (its status comment), which then conflict,
// and whose conflict ci-wait reported first (its open finding). The push run deletes each status comment rather than
// editing it into a second notice: one DELETE per PR, the comment already read with the listing; a repeat run writes
// nothing (the conflict label carries the class on).
import path from 'node:path';
import { FakeGitHub } from '../fake-github/index.js';
import { findingMarker } from '../src/ci-wait/rules/state.js';
import { renderMarker } from '../src/core/pure/markers.js';
import { REPO_ROOT, runAction } from '../test/support/run-action.js';
import { graphqlNote, measure, row, type Measured } from './rebase-notify.js';
import type { BenchRow } from './row.js';

const TOKEN = 'ghs_bench_conflict_notice';
const TOKENS = { told: `${TOKEN}_told`, push: `${TOKEN}_push`, repeat: `${TOKEN}_repeat` };
const BOT = 'github-actions[bot]';
const PRS = 20;
const TIME_SCALE = 0.001;
const DELETE = 'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}';

const count = (m: Measured, operation: string) =>
  m.entries.filter((r) => r.operation === operation && r.status < 400).length;

export async function benchConflictNotice(): Promise<BenchRow[]> {
  const gh = await FakeGitHub.start();
  try {
    for (const token of Object.values(TOKENS)) {
      gh.addToken(token, {
        login: BOT,
        type: 'Bot',
        permissions: { checks: 'write', 'pull-requests': 'write', issues: 'write', contents: 'write' },
        rateLimit: 1000,
      });
    }
    const repo = await gh.createRepo('bench/conflict-notice', { defaultBranch: 'main' });
    const wt = await repo.clone('agent');
    const start = repo.branchSha('main') as string;
    for (let n = 1; n <= PRS; n++) {
      await wt.checkout(`pr-${n}`, { create: true, from: 'main' });
      await wt.commit({ [`src/${n}.ts`]: `export const v = ${n};\n` }, `PR ${n}`);
      await wt.push(`pr-${n}`);
      await repo.openPullRequest({ head: `pr-${n}`, base: 'main', author: 'agent', title: `PR ${n}` });
    }
    const run = (token: string, before: string, after: string) =>
      runAction({
        action: 'rebase-notify',
        event: { name: 'push', payload: gh.events.push(repo, { before, after }) },
        inputs: { urgency: 'helpful', 'max-writes': '1000' },
        token,
        apiUrl: gh.apiUrl,
        serverUrl: gh.serverUrl,
        repository: repo.fullName,
        timeScale: TIME_SCALE,
      });

    // main moves on elsewhere: every PR gets its behind status comment.
    const main = await repo.clone('maintainer');
    await main.checkout('main');
    const aside = await main.commit({ 'docs/notes.md': 'notes\n' }, 'main: notes');
    await main.push('main');
    const told = await run(TOKENS.told, start, aside);
    if (told.exitCode !== 0) throw new Error(`bench: rebase-notify failed:\n${told.stdout}\n${told.stderr}`);

    // main changes every PR's file; ci-wait reports each conflict first (its open finding, by the same identity).
    const files: Record<string, string> = {};
    for (let n = 1; n <= PRS; n++) files[`src/${n}.ts`] = `export const v = "main";\n`;
    const clash = await main.commit(files, 'main: change every file');
    await main.push('main');
    for (let n = 1; n <= PRS; n++) {
      const { headSha } = await repo.pull(n);
      const marker = renderMarker(findingMarker(`conflict:${headSha}`, true, { base: 'main' }));
      repo.addComment(n, BOT, `${marker}\nThis PR conflicts with \`main\`.`);
    }

    const push = await measure(gh, () => run(TOKENS.push, aside, clash));
    const deleted = count(push, DELETE);
    if (deleted !== PRS) throw new Error(`bench: expected ${PRS} status comments deleted, got ${deleted}`);
    const repeat = await measure(gh, () => run(TOKENS.repeat, aside, clash));
    if (repeat.writes !== 0) throw new Error(`bench: the repeat run wrote ${repeat.writes}`);
    return [
      row(
        `push that makes ${PRS} PRs conflict, ci-wait's notice first, status comments from before`,
        push,
        `${deleted} status comments deleted (1 DELETE per PR, needed so the PR shows one notice, not a second ` +
          `one or a stale "behind"), plus the conflict label; no comment created or edited; ${graphqlNote(push)}`,
      ),
      row('repeat run, nothing changed (the conflict label carries the class)', repeat, graphqlNote(repeat)),
    ];
  } finally {
    await gh.stop();
  }
}

// `tsx bench/rebase-notify-conflict-notice.ts` runs it on its own.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(REPO_ROOT, 'bench', 'rebase-notify-conflict-notice.ts')
) {
  for (const r of await benchConflictNotice()) console.log(JSON.stringify(r));
}
