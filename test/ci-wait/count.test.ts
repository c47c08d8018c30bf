// Reading a PR's count of failed rounds back (src/ci-wait/count.ts) on the memory port: the copies in ci-wait's own
// verdict checks on the heads GitHub records for the PR, and on its newest comment; which one wins, what is read to
// find it, and a count GitHub does not answer for.
import { describe, expect, it } from 'vitest';
import { CountUnreadable, readCount } from '../../src/ci-wait/count.js';
import type { CiWaitState } from '../../src/ci-wait/rules/decide-transition.js';
import { startRun } from '../../src/ci-wait/run.js';
import { countCopyLine, findingMarker } from '../../src/ci-wait/rules/state.js';
import { withMarker } from '../../src/core/pure/markers.js';
import { readPull } from '../../src/core/pr/read.js';
import { silentLog, type ShellContext } from '../../src/core/shell.js';
import { MemoryGitHub, sha } from '../support/memory-github.js';
import { drivenClock } from './in-process.js';

const CHECK = 'mergexo/ci-wait';

function world() {
  const github = new MemoryGitHub();
  const first = sha('first');
  const pr = github.openPull({ head: first, author: 'agent-1' }).number;
  return { github, pr, first };
}

/** ci-wait's verdict on `commit`, written by its own identity, carrying `state` for `pr`. */
async function verdict(github: MemoryGitHub, commit: string, pr: number, state?: CiWaitState) {
  await github.createCheckRun(github.repo, {
    name: CHECK,
    headSha: commit,
    status: 'completed',
    conclusion: 'failure',
    output: { title: 'CI failed', summary: '', ...(state ? { text: countCopyLine(commit, pr, state) } : {}) },
  });
}

async function read(github: MemoryGitHub, pr: number, before?: string, port = github) {
  const ctx: ShellContext = { github: port, repo: github.repo, log: silentLog, clock: drivenClock() };
  const view = await readPull(port, github.repo, pr);
  const run = startRun(ctx, 0, undefined);
  const reads = github.requests.reads;
  const state = await readCount(run, CHECK, view, view.headSha, before);
  return { state, reads: github.requests.reads - reads };
}

describe("readCount: the PR's count of failed rounds, from its copies", () => {
  it('a PR ci-wait never counted has none, after one look at its head', async () => {
    const { github, pr } = world();
    expect(await read(github, pr)).toEqual({ state: undefined, reads: 1 });
  });

  it('reads the copy on the head the push replaced, and nothing more when the head carries its own', async () => {
    const { github, pr, first } = world();
    await verdict(github, first, pr, { attempts: 1, lastRound: 'r1' });
    const second = sha('second');
    github.push(pr, second);
    expect(await read(github, pr, first)).toMatchObject({ state: { attempts: 1 }, reads: 2 });

    await verdict(github, second, pr, { attempts: 2, lastRound: 'r2' });
    // The head's copy is in the look at its checks; the head it replaced is not read again.
    expect(await read(github, pr, first)).toMatchObject({ state: { attempts: 2 }, reads: 1 });
  });

  it("walks the PR's commits back when the event names no earlier head", async () => {
    const { github, pr, first } = world();
    await verdict(github, first, pr, { attempts: 3 });
    github.push(pr, sha('second'));
    github.push(pr, sha('third'));
    expect((await read(github, pr)).state).toMatchObject({ attempts: 3 });
  });

  it('a copy on the head that is older than the head a force-push came back from loses to it', async () => {
    const { github, pr, first } = world();
    await verdict(github, first, pr, { attempts: 1 });
    const second = sha('second');
    github.push(pr, second);
    await verdict(github, second, pr, { attempts: 2 });
    github.push(pr, first, { force: true });
    expect((await read(github, pr)).state).toMatchObject({ attempts: 2 });
  });

  it("on a head shared with another PR, this PR's own copy under the other's newer check", async () => {
    const { github, pr, first } = world();
    await verdict(github, first, pr, { attempts: 2 });
    await verdict(github, first, pr + 1, { attempts: 0 });
    await verdict(github, first, pr + 2);
    expect((await read(github, pr)).state).toMatchObject({ attempts: 2 });
  });

  it("keeps the comment's copy when it is further along (a run stopped before its check)", async () => {
    const { github, pr, first } = world();
    await verdict(github, first, pr, { attempts: 1, lastRound: 'r1' });
    const marker = findingMarker(`ci_failed:${first}`, true, { state: { attempts: 2, lastRound: 'r2', head: first } });
    github.comment(pr, withMarker('CI failed', marker));
    expect((await read(github, pr)).state).toMatchObject({ attempts: 2, lastRound: 'r2' });
  });

  it('a head whose checks GitHub does not list is a count that cannot be read', async () => {
    const { github, pr, first } = world();
    await verdict(github, first, pr, { attempts: 1 });
    const second = sha('second');
    github.push(pr, second);
    const failing = new Proxy(github, {
      get(target, key, receiver) {
        if (key === 'listCheckRunsNamed') {
          return async () => {
            throw Object.assign(new Error('Bad Gateway'), { status: 502 });
          };
        }
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const refused = read(github, pr, first, failing);
    await expect(refused).rejects.toBeInstanceOf(CountUnreadable);
    await expect(refused).rejects.toThrow(`on ${first}: Bad Gateway`);
  });
});
