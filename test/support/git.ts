// git as a test runs it to lay out repositories (never the runner under test): a fixed author and committer, and a
// fixed date when a test needs one (which of several merge bases git names depends on commit dates).
// It runs through the spawn host (fake-github/spawn-host/host.mjs), as execFileSync would run it.
import { execFileSyncHosted } from '../../fake-github/spawn-host/sync-run.js';

/** Runs git in `cwd` as the test's own identity, dated `date` when given; returns what git printed. */
export function testGit(cwd: string, args: string[], date?: string): string {
  return execFileSyncHosted('git', args, {
    cwd,
    echoStderr: true,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });
}
