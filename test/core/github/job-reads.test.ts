// The reads the steps of one job share: a later step asks again with the ETag an earlier one kept, and GitHub's
// free 304 stands for the answer kept; nothing kept is trusted without the token's signature.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../../src/core/github/client.js';
import { JobReads, sharedRoute } from '../../../src/core/github/job-reads.js';
import { octokitGitHub } from '../../../src/core/github/octokit/index.js';
import type { GitHubPort } from '../../../src/core/github/port.js';
import { BOT_TOKEN, USER_TOKEN, newWorld, openAnother, useGitHub } from '../pr/world.js';

const gh = useGitHub();

/** A step of a job: its own client and port, the job's temporary directory. */
function step(temp: string, token = BOT_TOKEN): GitHubPort {
  const shared = JobReads.forJob(temp, token);
  return octokitGitHub(
    createGitHubClient({
      token,
      apiUrl: gh.apiUrl,
      userAgent: 'mergexo/job-reads-test',
      timeScale: 0.001,
      ...(shared ? { shared } : {}),
    }),
  );
}

/** What the fake answered to the requests since `from`: the status, and whether GitHub counted it. */
function answered(from: number) {
  return gh.requests.slice(from).map((r) => [r.operation, r.status, r.notModified ? 'free' : 'counted']);
}

const LISTING = 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls';

describe('the reads a job shares', () => {
  it("answers a later step's listing with a free 304 and the answer kept, and a changed one anew", async () => {
    const w = await newWorld(gh);
    const temp = mkdtempSync(path.join(os.tmpdir(), 'mergexo-job-'));
    const from = gh.requests.length;
    const first = await step(temp).listPullsOfCommit(w.ref, w.head);
    const again = await step(temp).listPullsOfCommit(w.ref, w.head);
    expect(again).toEqual(first);
    expect(answered(from)).toEqual([
      [LISTING, 200, 'counted'],
      [LISTING, 304, 'free'],
    ]);
    // Another PR on the same commit changes GitHub's answer: it is read anew, and kept for the next step.
    const other = await openAnother(w, 'second', w.head);
    const changed = await step(temp).listPullsOfCommit(w.ref, w.head);
    expect(changed.map((p) => p.number).sort()).toEqual([w.pr, other.pr].sort());
    const mid = gh.requests.length;
    expect(await step(temp).listPullsOfCommit(w.ref, w.head)).toEqual(changed);
    expect(answered(mid)).toEqual([[LISTING, 304, 'free']]);
  });

  it('shares nothing with a step under another token, nor outside a runner', async () => {
    const w = await newWorld(gh);
    const temp = mkdtempSync(path.join(os.tmpdir(), 'mergexo-job-'));
    await step(temp).listPullsOfCommit(w.ref, w.head);
    const from = gh.requests.length;
    await step(temp, USER_TOKEN).listPullsOfCommit(w.ref, w.head);
    expect(answered(from)).toEqual([[LISTING, 200, 'counted']]);
    expect(JobReads.forJob(undefined, BOT_TOKEN)).toBeUndefined();
    // The token is not on disk: only answers and their signatures are.
    for (const file of readdirSync(path.join(temp, 'mergexo'))) {
      const text = readFileSync(path.join(temp, 'mergexo', file), 'utf8');
      expect(text).not.toContain(BOT_TOKEN);
      expect(file).not.toContain(BOT_TOKEN);
    }
  });

  it('ignores an answer planted without the token: GitHub is asked without a condition, and its answer counts', async () => {
    const w = await newWorld(gh);
    const other = await openAnother(w, 'second', w.head);
    const temp = mkdtempSync(path.join(os.tmpdir(), 'mergexo-job-'));
    await step(temp).listPullsOfCommit(w.ref, w.head);
    // Another step of the job drops the second PR from the kept answer (the per-commit rule would miss it).
    const dir = path.join(temp, 'mergexo');
    const [file] = readdirSync(dir);
    const kept = JSON.parse(readFileSync(path.join(dir, file as string), 'utf8')) as Record<
      string,
      { data: { number: number }[] }
    >;
    for (const entry of Object.values(kept)) entry.data = entry.data.filter((p) => p.number !== other.pr);
    writeFileSync(path.join(dir, file as string), JSON.stringify(kept));
    const from = gh.requests.length;
    const listed = await step(temp).listPullsOfCommit(w.ref, w.head);
    expect(listed.map((p) => p.number).sort()).toEqual([w.pr, other.pr].sort());
    expect(answered(from)).toEqual([[LISTING, 200, 'counted']]);
  });

  it('shares the reads a later gate repeats, and no other', () => {
    const api = 'https://api.github.com';
    expect(sharedRoute(`${api}/repos/o/r/commits/abc/pulls?per_page=100`, api)).toBe(true);
    expect(sharedRoute(`${api}/repos/o/r/pulls/12`, api)).toBe(true);
    expect(sharedRoute(`${api}/repos/o/r/contents/.github/mergexo.yml?ref=abc`, api)).toBe(true);
    expect(sharedRoute(`${api}/repos/o/r/commits/abc/check-runs?check_name=x`, api)).toBe(true);
    expect(sharedRoute(`${api}/repos/o/r/pulls?state=open`, api)).toBe(false);
    expect(sharedRoute(`${api}/repos/o/r/pulls/12/files`, api)).toBe(false);
    expect(sharedRoute('https://ghe.example/api/v3/repos/o/r/pulls/12', 'https://ghe.example/api/v3')).toBe(true);
  });
});
