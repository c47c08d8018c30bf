// write-root-gate on a PR beyond GitHub's 3,000-file list; main.ts runs in the test's process
// (test/support/in-process/run.ts). Each PR's one big commit is written straight into the fake repository
// (`commitDirect`: one fast-import, where a clone's `git add` would write thousands of loose objects): how the
// commit was made is not what these tests are about.
import { describe, expect, it } from 'vitest';
import {
  gateInProcess as gate,
  newRepo,
  prState,
  useGitHub,
  violationsOf,
  type World,
} from '../write-root-gate/world.js';

const gh = useGitHub();

const GENERATOR_LEASE = `write-root-gate:
  leases:
    - name: generator
      match:
        branch: agent/gen/**
      roots: [gen/a, gen/c]
`;

/**
 * 3,500 generated files in one commit; in git's (and GitHub's) path order the file at index
 * 3,200 is the one outside the roots, beyond the 3,000 files GitHub's list would show.
 */
async function bigPr(escapeAt: number | undefined): Promise<World> {
  const { repo, main } = await newRepo(gh, { leases: GENERATOR_LEASE });
  const branch = 'agent/gen/bulk';
  const files: Record<string, string> = {};
  for (let i = 0; i < 3500; i++) {
    const name = String(i).padStart(4, '0');
    const dir = i === escapeAt ? 'gen/b' : i < 3200 ? 'gen/a' : 'gen/c';
    files[`${dir}/f${name}.ts`] = `export const v${name} = ${i};\n`;
  }
  await repo.commitDirect(branch, files, 'generate 3,500 files', { from: 'main', author: 'agent-gen' });
  const pr = await repo.openPullRequest({ head: branch, base: 'main', author: 'agent-gen' });
  // No clone of the author's: nothing here reads one.
  return { gh, repo, main, wt: main, pr: pr.number, branch };
}

describe('write-root-gate on a PR beyond GitHub’s 3,000-file list', () => {
  it('finds the one escape at file 3,200 from the complete list', async () => {
    const world = await bigPr(3200);
    const result = await gate(world, 'opened');
    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    expect(violationsOf(result)).toEqual(['gen/b/f3200.ts']);
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    expect(state.check?.summary).toContain("beyond its 3,000-file list, so git's diff supplied the complete list");
    expect(state.check?.annotations).toEqual(['gen/b/f3200.ts']);
    expect(state.comments).toHaveLength(1);
    expect(result.summary).toContain('1 of 3500 written paths are out of bounds');
  });

  it('passes the same PR without the escape', async () => {
    const world = await bigPr(undefined);
    const result = await gate(world, 'opened');
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    expect((await prState(world)).check?.title).toBe('Inside the write roots (3500 paths)');
  });
});

describe('write-root-gate when its refusal would pass GitHub’s 65,535-byte check output', () => {
  it('lists multibyte file names up to the byte limit, and the refusal is written', async () => {
    // 700 paths of three-byte characters: well under 60,000 characters of rows, far over 65,535 bytes.
    const { repo, main } = await newRepo(gh);
    const branch = 'agent/gen/文件';
    const files: Record<string, string> = {};
    for (let i = 0; i < 700; i++) files[`文档/${'名'.repeat(30)}${String(i).padStart(3, '0')}.md`] = `${i}\n`;
    await repo.commitDirect(branch, files, 'add 700 documents', { from: 'main', author: 'agent-gen' });
    const pr = await repo.openPullRequest({ head: branch, base: 'main', author: 'agent-gen' });
    const world: World = { gh, repo, main, wt: main, pr: pr.number, branch };

    const result = await gate(world, 'opened');
    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.outputs.verdict).toBe('refused');
    expect(violationsOf(result)).toHaveLength(700);
    const state = await prState(world);
    expect(state.check?.conclusion).toBe('failure');
    const text = state.check!.text;
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(65_535);
    expect(Buffer.byteLength(text, 'utf8')).toBeGreaterThan(50_000);
    expect(text).not.toContain('\ufffd');
    expect(text).toMatch(/…and \d+ more: the job summary and the step output `violations` list every path\./);
    expect(text).toContain(`${'名'.repeat(30)}000.md`);
  });
});
