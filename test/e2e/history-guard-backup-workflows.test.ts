// history-guard's backup of an overwritten head that changed a workflow file. GitHub lets only a token with the
// `workflows` permission create a ref at commits that change `.github/workflows/` and that the default branch does
// not hold (docs/github-behaviour.md); GITHUB_TOKEN never has it, and a tag or a branch is refused the same way. The
// block still lands; the comment says the commits are kept by no ref, why, and how to keep them; the log names the
// permission. An App token with Workflows: Read and write keeps the backup as usual. The block under GITHUB_TOKEN
// runs on the built bundle (its log and summary are the runner's); the App's block runs main.ts in the test's
// process, and the runs around them the shell in-process (test/support/in-process/history-guard.ts).
import { describe, expect, it } from 'vitest';
import { guardIn } from '../support/in-process/history-guard.js';
import { appToken } from '../support/fake-world.js';
import type { RunActionResult } from '../support/run-action.js';
import {
  FULL_PERMISSIONS,
  blockComments,
  guard,
  guardInProcess,
  openWorld,
  prState,
  useGitHub,
  type World,
} from './support/history-guard-world.js';

const APP = 'ghs_mergexo_app_workflows';
const gh = useGitHub(appToken(APP, 'mergexo-app', { ...FULL_PERMISSIONS, workflows: 'write' }));

/** The agent's PR changes CI's workflow; history-guard accepts it; then the agent rewrites the branch. */
async function rewrittenWorkflowPr(
  token?: string,
  run = guard,
): Promise<{ world: World; overwritten: string; blocked: RunActionResult }> {
  const world = await openWorld(gh);
  const overrides = token ? { token } : {};
  await world.wt.commit({ '.github/workflows/ci.yml': 'on: [pull_request]\njobs: {}\n' }, 'feature: ci');
  await world.wt.push(world.branch);
  expect((await guardIn(world, 'synchronize', {}, overrides)).verdict).toBe('accepted');
  const overwritten = (await world.repo.pull(world.pr)).headSha;
  await world.wt.git('reset', '--hard', 'main');
  await world.wt.commit({ 'src/feature.ts': 'export const v = 2;\n' }, 'feature: rewritten');
  await world.wt.push(world.branch, { force: true });
  const after = (await world.repo.pull(world.pr)).headSha;
  const blocked = await run(world, 'synchronize', { before: overwritten, after }, overrides);
  expect(blocked.exitCode).toBe(1);
  expect(blocked.outputs.verdict).toBe('blocked');
  return { world, overwritten, blocked };
}

describe('history-guard keeps a workflow-changing head it cannot back up honestly', () => {
  it('under GITHUB_TOKEN: blocked, no backup ref, and the comment and the log say why and what keeps it', async () => {
    const { world, overwritten, blocked } = await rewrittenWorkflowPr();
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.labels).toContain('mergexo:blocked');
    expect(state.backupRefs).toEqual([]);
    const [comment] = blockComments(state);
    const keptAt = comment?.body.split('\n').find((l) => l.startsWith('| Overwritten commits kept at |'));
    expect(keptAt).toContain(`_(not kept: \`${overwritten}\` changes a file under \`.github/workflows/\``);
    expect(keptAt).toContain('`GITHUB_TOKEN` never has it. No ref holds it now');
    expect(keptAt).toContain("the author's clone still has it (`git reflog`)");
    const warning = blocked.annotations.find((a) => a.level === 'warning' && a.message.includes('backup ref'));
    expect(warning?.message).toContain(`${overwritten} brings changes to a workflow file`);
    expect(warning?.message).toContain('`workflows` permission');
    expect(warning?.message.split('\n')).toHaveLength(1);
    expect(blocked.summary).toContain('Could not create backup ref');
    // The state remembers it: a re-run (which makes no new backup) says the same.
    await guardIn(world, 'synchronize');
    expect(blockComments(await prState(world))[0]?.body).toBe(comment?.body);
  });

  it('as an App with Workflows: Read and write: the backup ref keeps the overwritten head', async () => {
    const { world, overwritten } = await rewrittenWorkflowPr(APP, guardInProcess);
    const state = await prState(world);
    expect(state.backupRefs).toEqual([[`refs/mergexo/backup/pr-${world.pr}/${overwritten}`, overwritten]]);
    const [comment] = blockComments(state);
    expect(comment?.body).toContain(
      `| Overwritten commits kept at | \`refs/mergexo/backup/pr-${world.pr}/${overwritten}\` |`,
    );
  });
});
