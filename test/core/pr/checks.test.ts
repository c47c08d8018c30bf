import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeVerdict, type Verdict } from '../../../src/core/pr/checks.js';
import { ConfigurationError } from '../../../src/core/pure/errors.js';
import type { GitHubClient } from '../../../src/core/github/client.js';
import { resetVerdictApps, sharedIdentityNote, verdictAppsOfRun } from '../../../src/core/identity.js';
import { newWorld, useGitHub } from './world.js';

const repo = { owner: 'acme', repo: 'widgets' };
const SHA = 'a'.repeat(40);

/** A client whose check run creation answers like GitHub, naming `app` as the run's app. */
function clientAnswering(app: { slug?: string } | null | undefined, fail?: unknown) {
  const create = vi.fn(async (params: Record<string, unknown>) => {
    if (fail) throw fail;
    return { data: { id: 42, name: params.name, ...(app === undefined ? {} : { app }) } };
  });
  const update = vi.fn(async (params: Record<string, unknown>) => ({ data: { id: params.check_run_id } }));
  const client = octokitGitHub({ rest: { checks: { create, update } } } as unknown as GitHubClient);
  return { client, create, update };
}

const verdict = (extra: Partial<Verdict> = {}): Verdict => ({
  name: 'mergexo/demo',
  headSha: SHA,
  conclusion: 'failure',
  title: 'Refused',
  summary: 'why',
  ...extra,
});

beforeEach(() => resetVerdictApps());

describe('writeVerdict', () => {
  it("records the app GitHub's answer names: GITHUB_TOKEN's shared one", async () => {
    const { client } = clientAnswering({ slug: 'github-actions' });
    expect(await writeVerdict(client, repo, verdict())).toBe(42);
    expect(verdictAppsOfRun()).toEqual(['github-actions']);
    expect(sharedIdentityNote()).toBeDefined();
  });

  it("records an App of mergexo's own, which says nothing in the summary", async () => {
    const { client } = clientAnswering({ slug: 'mergexo-app' });
    await writeVerdict(client, repo, verdict());
    expect(verdictAppsOfRun()).toEqual(['mergexo-app']);
    expect(sharedIdentityNote()).toBeUndefined();
  });

  it('an answer without an app is not taken for the shared identity', async () => {
    const { client } = clientAnswering(null);
    await writeVerdict(client, repo, verdict());
    expect(sharedIdentityNote()).toBeUndefined();
  });

  it('records nothing when GitHub refused the check run', async () => {
    const refused = Object.assign(new Error('Resource not accessible by integration'), {
      status: 403,
      response: { headers: {} },
    });
    const { client } = clientAnswering({ slug: 'github-actions' }, refused);
    await expect(writeVerdict(client, repo, verdict())).rejects.toBeInstanceOf(ConfigurationError);
    expect(verdictAppsOfRun()).toEqual([]);
  });

  it('writes a completed run on the head, and annotations beyond 50 in follow-up updates', async () => {
    const { client, create, update } = clientAnswering({ slug: 'github-actions' });
    const annotations = Array.from({ length: 120 }, (_, i) => ({ path: `f${i}`, message: 'outside' }));
    await writeVerdict(client, repo, verdict({ annotations, detailsUrl: 'https://example.test/run' }));
    expect(create).toHaveBeenCalledTimes(1);
    const created = create.mock.calls[0]![0] as {
      head_sha: string;
      status: string;
      conclusion: string;
      details_url: string;
      output: { annotations: unknown[] };
    };
    expect(created).toMatchObject({
      head_sha: SHA,
      status: 'completed',
      conclusion: 'failure',
      details_url: 'https://example.test/run',
    });
    expect(created.output.annotations).toHaveLength(50);
    expect(
      update.mock.calls.map((c) => (c[0] as { output: { annotations: unknown[] } }).output.annotations.length),
    ).toEqual([50, 20]);
    expect(update.mock.calls.every((c) => (c[0] as { check_run_id: number }).check_run_id === 42)).toBe(true);
  });
});

describe('writeVerdict, as GitHub shows it', () => {
  const gh = useGitHub();

  it('a completed check run on the head, with its output, details link and app', async () => {
    const w = await newWorld(gh);
    const id = await writeVerdict(w.github, w.ref, {
      name: 'mergexo/demo',
      headSha: w.head,
      conclusion: 'success',
      title: 'Passes',
      summary: 'all good',
      text: 'details',
      detailsUrl: 'https://example.test/run/1',
      annotations: [
        { path: 'src/a.ts', message: 'look here', title: 'A title', level: 'warning' },
        { path: 'src/b.ts', message: 'and here' },
      ],
    });
    const [run, ...more] = w.repo.checkRuns(w.head);
    expect(more).toEqual([]);
    expect(run).toMatchObject({
      id,
      name: 'mergexo/demo',
      head_sha: w.head,
      status: 'completed',
      conclusion: 'success',
      output: { title: 'Passes', summary: 'all good', text: 'details', annotations_count: 2 },
      details_url: 'https://example.test/run/1',
      app: 'github-actions',
    });
    expect(run!.annotations).toEqual([
      expect.objectContaining({
        path: 'src/a.ts',
        message: 'look here',
        title: 'A title',
        annotation_level: 'warning',
      }),
      expect.objectContaining({ path: 'src/b.ts', message: 'and here', annotation_level: 'failure' }),
    ]);
    expect(verdictAppsOfRun()).toEqual(['github-actions']);
  });

  it('more than 50 annotations all arrive, in batches GitHub accepts', async () => {
    const w = await newWorld(gh);
    const annotations = Array.from({ length: 137 }, (_, i) => ({ path: `f${i}.ts`, message: `m${i}` }));
    await writeVerdict(w.github, w.ref, verdict({ headSha: w.head, annotations }));
    const runs = w.repo.checkRuns(w.head);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.annotations.map((a) => (a as { path: string }).path)).toEqual(annotations.map((a) => a.path));
    expect(runs[0]!.output).toMatchObject({ title: 'Refused', summary: 'why' });
  });

  it("summary and text longer than GitHub's limit are clipped, saying so, and accepted", async () => {
    const w = await newWorld(gh);
    const long = 'x'.repeat(200_000);
    await writeVerdict(w.github, w.ref, verdict({ headSha: w.head, summary: long, text: `${long}!` }));
    const [run] = w.repo.checkRuns(w.head);
    for (const field of [run!.output.summary, run!.output.text]) {
      expect(field!.length).toBeLessThanOrEqual(65_535);
      expect(field!.length).toBeGreaterThan(60_000);
      expect(field).toMatch(/^x+\n\n… \(truncated by mergexo\)$/);
    }
  });

  it('text at the limit is not clipped', async () => {
    const w = await newWorld(gh);
    const text = 'y'.repeat(65_000);
    await writeVerdict(w.github, w.ref, verdict({ headSha: w.head, text }));
    expect(w.repo.checkRuns(w.head)[0]!.output.text).toBe(text);
  });
});

describe('writeVerdict, at GitHub’s 65,535-byte limit', () => {
  const gh = useGitHub();

  it('GitHub refuses more than 65,535 bytes even under 65,535 characters', async () => {
    const w = await newWorld(gh);
    const summary = '文'.repeat(30_000); // 30,000 characters, 90,000 bytes
    await expect(
      w.client.rest.checks.create({
        ...w.ref,
        name: 'raw',
        head_sha: w.head,
        status: 'completed',
        conclusion: 'success',
        output: { title: 't', summary },
      }),
    ).rejects.toMatchObject({
      status: 422,
      response: { data: { errors: [expect.objectContaining({ field: 'summary', code: 'custom' })] } },
    });
    expect(w.repo.checkRuns(w.head)).toEqual([]);
  });

  it('multibyte summary and text beyond the limit are clipped by bytes, and the verdict is written', async () => {
    const w = await newWorld(gh);
    const summary = '😀'.repeat(20_000); // 40,000 UTF-16 units, 80,000 bytes
    const text = `${'a'.repeat(65_533)}文`; // 65,534 characters, 65,536 bytes
    await writeVerdict(w.github, w.ref, verdict({ headSha: w.head, summary, text }));
    const [run] = w.repo.checkRuns(w.head);
    const out = run!.output as { summary: string; text: string };
    expect(run!.conclusion).toBe('failure');
    for (const s of [out.summary, out.text]) {
      expect(Buffer.byteLength(s, 'utf8')).toBeLessThanOrEqual(65_535);
      expect(Buffer.byteLength(s, 'utf8')).toBeGreaterThan(65_500);
      expect(s).toContain('(truncated by mergexo)');
      expect(s).not.toContain('\ufffd');
    }
    expect(out.summary.startsWith('😀'.repeat(16_000))).toBe(true);
  });

  it('output of exactly 65,535 bytes is written whole', async () => {
    const w = await newWorld(gh);
    const summary = `${'文'.repeat(21_845)}`; // 65,535 bytes
    await writeVerdict(w.github, w.ref, verdict({ headSha: w.head, summary }));
    expect((w.repo.checkRuns(w.head)[0]!.output as { summary: string }).summary).toBe(summary);
  });
});
