// The push hook of the fake's bare repositories: how a push to a fake repository reaches its timeline.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZERO_SHA } from './loose-objects.js';

/** The file, inside a bare repository, that its push hook appends to. */
export const PUSH_LOG = 'fake-github-pushes.log';

/**
 * Installs a `post-receive` hook that appends one line per branch a push moved: time, 1 when the update was
 * not a fast-forward (a force-push), old sha, new sha, ref and the pusher (`FAKE_GITHUB_PUSHER`, which
 * `Worktree` sets to its user). receive-pack runs the hook before `git push` returns, so each push is on
 * record, with its own before and after, by the time the pusher's `await` resolves. `core.hooksPath` is set in
 * the repository so a global git configuration cannot divert the hook.
 */
export function installPushHook(gitDir: string): void {
  const hooks = join(gitDir, 'hooks');
  mkdirSync(hooks, { recursive: true });
  writeFileSync(join(hooks, 'post-receive'), pushHookScript(gitDir), { mode: 0o755 });
  // Written into the repository's config file (a git process per setting is what made repositories slow to
  // set up). gc and maintenance are off: a fake's repository lives for one test file, and git's automatic
  // housekeeping after each push only costs time; the refs and objects it would pack read the same either way.
  const settings = `[core]\n\thooksPath = ${hooksPathValue(gitDir)}\n[gc]\n\tauto = 0\n[maintenance]\n\tauto = false\n[receive]\n\tautogc = false\n`;
  appendFileSync(join(gitDir, 'config'), settings);
}

/** `core.hooksPath` as installPushHook writes it into the repository's config. */
export function hooksPathValue(gitDir: string): string {
  return `"${join(gitDir, 'hooks').replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The hook's script (./file-push.ts writes a push only where the installed hook is exactly this one). */
export function pushHookScript(gitDir: string): string {
  const log = join(gitDir, PUSH_LOG).replace(/'/g, `'\\''`);
  return [
    '#!/usr/bin/env bash',
    '# fake-github: one line per branch update, read by FakeRepo.syncPushes().',
    `z=${ZERO_SHA}`,
    // The fake's clock when the push came over HTTP (fake-github/git-http.ts); else bash's own clock (4.2 and
    // later), which spares a `date` process per push; older shells fall back to it.
    'at=${FAKE_GITHUB_PUSHED_AT:-}',
    '[ -n "$at" ] || TZ=UTC0 printf -v at \'%(%Y-%m-%dT%H:%M:%SZ)T\' -1 2>/dev/null || at=$(date -u +%Y-%m-%dT%H:%M:%SZ)',
    'who=${FAKE_GITHUB_PUSHER:-${GIT_COMMITTER_NAME:-unknown}}',
    'while read -r old new ref; do',
    '  case "$ref" in refs/heads/*) ;; *) continue ;; esac',
    '  forced=0',
    '  if [ "$old" != "$z" ] && [ "$new" != "$z" ] && ! git merge-base --is-ancestor "$old" "$new"; then forced=1; fi',
    `  printf '%s %s %s %s %s %s\\n' "$at" "$forced" "$old" "$new" "$ref" "$who" >> '${log}'`,
    'done',
    'exit 0',
    '',
  ].join('\n');
}
