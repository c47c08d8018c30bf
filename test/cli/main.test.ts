// The `mergexo` command's entry, the built dist/cli/index.js run as an agent runs it: its arguments, its exit codes
// (0 pass or done, 1 a gate would refuse, 2 usage or configuration) and what --json prints when it cannot judge.
// The built command runs as a child for usage and a pass (the exit codes as a shell sees them); the refusals of
// arguments, tokens and remotes run src/cli/main.ts in the test's process (`mergexo`: the same output and code).
import { describe, expect, it } from 'vitest';
import { agentEnv, checkArgs, guard, mergexo, mergexoBundle, openBillingPr, useGitHub } from './world.js';

const gh = useGitHub();
/** One PR for the runs that never reach GitHub or change nothing there. */
let shared: ReturnType<typeof openBillingPr> | undefined;
const readOnlyWorld = () => (shared ??= openBillingPr(gh));

describe('mergexo', () => {
  it('prints its usage for help (exit 0), and for no command (exit 2)', async () => {
    const world = await readOnlyWorld();
    for (const args of [['help'], ['--help'], ['check', '-h']]) {
      const r = await mergexoBundle(world, args);
      expect([r.code, r.stdout]).toEqual([0, expect.stringMatching(/^usage: mergexo <command> \[options\]/)]);
    }
    const bare = await mergexoBundle(world, []);
    expect(bare.code).toBe(2);
    expect(bare.stdout).toContain('usage: mergexo <command>');
  });

  it.each([
    [['deploy'], "mergexo: unknown command 'deploy'. Run 'mergexo help' for usage."],
    [['check', 'extra'], "mergexo: unexpected argument 'extra'. Run 'mergexo help' for usage."],
    [['check', '--colour'], "mergexo: Unknown option '--colour'. Run 'mergexo help' for usage."],
    [['check', '--pr', '12a'], "mergexo: --pr must be a pull request number, got '12a'. Run 'mergexo help' for usage."],
    [['check', '--repo', 'acme'], "mergexo: --repo must be OWNER/NAME, got 'acme'. Run 'mergexo help' for usage."],
  ])('refuses %j as a usage error (exit 2)', async (args, message) => {
    const world = await readOnlyWorld();
    const r = await mergexo(world, args);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(message);
  });

  it('asks for a token before reading anything, and says so in JSON with --json', async () => {
    const world = await readOnlyWorld();
    const env = agentEnv(gh, { GH_TOKEN: undefined, GITHUB_TOKEN: undefined });
    const r = await mergexo(world, checkArgs(world, '--json'), env);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^mergexo: no GitHub token: set GH_TOKEN or GITHUB_TOKEN/);
    expect(JSON.parse(r.stdout)).toEqual({
      verdict: 'error',
      exitCode: 2,
      error: expect.stringMatching(/^no GitHub token/),
    });
  });

  it('says a token GitHub rejects is the problem, not a workflow permission', async () => {
    const world = await readOnlyWorld();
    const r = await mergexo(world, checkArgs(world), agentEnv(gh, { GH_TOKEN: 'ghp_not_a_token' }));
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      'mergexo: GitHub rejected the token in GH_TOKEN/GITHUB_TOKEN (401 Bad credentials): set a valid one.',
    );
  });

  it("tells the repository from the remote only when it is GitHub's, and asks for --repo otherwise", async () => {
    const world = await readOnlyWorld();
    // The fake's clone has a path for origin: no repository can be told from it.
    const r = await mergexo(world, ['check']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("the URL of remote 'origin' is not a GitHub repository URL");
    const none = await mergexo(world, ['check', '--remote', 'upstream']);
    expect(none.stderr).toContain("there is no remote 'upstream' to tell the repository from: pass --repo OWNER/NAME.");
  });

  it('exits 0 on a pass, with the exit code in the JSON it prints', async () => {
    const world = await openBillingPr(gh);
    await guard(world, 'opened');
    const r = await mergexoBundle(world, checkArgs(world, '--json', '--pr', String(world.pr)));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'pass', exitCode: 0, pullRequest: { number: world.pr } });
  });
});
