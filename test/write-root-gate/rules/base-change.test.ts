import { describe, expect, it } from 'vitest';
import { holdRetargeted } from '../../../src/write-root-gate/rules/base-change.js';

const [A, B] = ['a', 'b'].map((x) => x.repeat(40)) as [string, string];

/** The hold's ports, recording each call in order; `now`: the PR as a read finds it (undefined: the read fails). */
function ports(now: { headSha: string } | undefined) {
  const calls: string[] = [];
  return {
    calls,
    ports: {
      pending: async (head: string) => void calls.push(`pending ${head}`),
      readNow: async () => {
        calls.push('read');
        return now;
      },
      disableAutoMerge: async (pull: { headSha: string }) => void calls.push(`auto-merge off ${pull.headSha}`),
    },
  };
}

describe('holding a retargeted PR', () => {
  it("puts the event's head back to pending before anything is read, then turns auto-merge off", async () => {
    const { calls, ports: p } = ports({ headSha: A });
    await holdRetargeted(p, A);
    expect(calls).toEqual([`pending ${A}`, 'read', `auto-merge off ${A}`]);
  });

  it('puts a head pushed since the event back to pending too', async () => {
    const { calls, ports: p } = ports({ headSha: B });
    await holdRetargeted(p, A);
    expect(calls).toEqual([`pending ${A}`, 'read', `pending ${B}`, `auto-merge off ${B}`]);
  });

  it('with no head in the event, holds the head the PR has', async () => {
    const { calls, ports: p } = ports({ headSha: B });
    await holdRetargeted(p, undefined);
    expect(calls).toEqual(['read', `pending ${B}`, `auto-merge off ${B}`]);
  });

  it('stops after the first write when the PR cannot be read (judging reads it again)', async () => {
    const { calls, ports: p } = ports(undefined);
    await holdRetargeted(p, A);
    expect(calls).toEqual([`pending ${A}`, 'read']);
  });
});
