// `mergexo install-hook` and the pre-push hook it writes: git runs the hook, which runs the built command (the
// command's contract as git sees it: its exit code stops the push). Installing the hook runs src/cli/main.ts in
// the test's process (`mergexo`); the run outside a checkout starts the built command too.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, agentEnv, guard, mergexo, openBillingPr, run, useGitHub } from './world.js';

const gh = useGitHub();

/** `git push` from the agent's clone with the agent's environment (so the hook sees the token and the API). */
function push(dir: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  return run('git', ['push', '-q', ...args], dir, { ...env, FAKE_GITHUB_PUSHER: 'agent-1' });
}

describe('mergexo install-hook', () => {
  it('blocks a rewriting push and lets an append-only one through', async () => {
    const world = await openBillingPr(gh);
    await guard(world, 'opened');
    const accepted = (await world.repo.pull(world.pr)).headSha;
    // The clone's origin is a path, so the repository is baked into the hook; `npx mergexo` is not
    // installed in this scratch clone, so the hook runs the built command directly.
    const install = await mergexo(world, [
      'install-hook',
      '--repo',
      world.repo.fullName,
      '--command',
      `${process.execPath} ${CLI}`,
    ]);
    expect(install.stderr).toBe('');
    expect(install.code).toBe(0);
    const hook = await readFile(path.join(world.wt.dir, '.git', 'hooks', 'pre-push'), 'utf8');
    expect(hook).toContain('# mergexo pre-push hook');

    const env = agentEnv(gh);
    await world.wt.git('commit', '-q', '--amend', '-m', 'agent change, reworded');
    const rewrite = await push(world.wt.dir, env, '--force', 'origin', world.branch);
    expect(rewrite.code).not.toBe(0);
    expect(rewrite.stdout + rewrite.stderr).toContain(`does not descend from ${accepted}`);
    expect((await world.repo.pull(world.pr)).headSha).toBe(accepted);
    expect((await world.repo.refs())[`refs/heads/${world.branch}`]).toBe(accepted);

    await world.wt.git('reset', '-q', '--hard', accepted);
    const next = await world.wt.commit({ 'services/billing/tax.ts': 'export const tax = 0.3;\n' }, 'tax');
    const append = await push(world.wt.dir, env, 'origin', world.branch);
    expect(append.stderr).toBe('');
    expect(append.code).toBe(0);
    expect((await world.repo.pull(world.pr)).headSha).toBe(next);
  });

  it("refuses to overwrite a pre-push hook that is not mergexo's, and updates its own", async () => {
    const world = await openBillingPr(gh);
    const file = path.join(world.wt.dir, '.git', 'hooks', 'pre-push');
    await writeFile(file, '#!/bin/sh\necho mine\n');
    const refused = await mergexo(world, ['install-hook']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('was not written by mergexo');
    expect(await readFile(file, 'utf8')).toBe('#!/bin/sh\necho mine\n');

    await rm(file);
    expect((await mergexo(world, ['install-hook'])).code).toBe(0);
    const again = await mergexo(world, ['install-hook', '--repo', world.repo.fullName]);
    expect(again.code).toBe(0);
    expect(await readFile(file, 'utf8')).toContain(`'--repo' '${world.repo.fullName}'`);
  });

  it('exits 2 outside a git checkout', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mergexo-cli-'));
    const r = await run(process.execPath, [CLI, 'check', '--repo', 'acme/x'], dir, agentEnv(gh));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is not inside a git checkout');
  });
});
