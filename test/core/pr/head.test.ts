// The standing-head loop: a judgement stands only when the head did not move while it was made.
import { describe, expect, it } from 'vitest';
import { UndecidableError } from '../../../src/core/pure/errors.js';
import { MAX_HEAD_MOVES, onStandingHead } from '../../../src/core/pr/head.js';
import type { Logger } from '../../../src/core/shell.js';

function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), warning: (m) => lines.push(m), debug: () => undefined };
}

/** A head that is at `heads[i]` when asked for the i-th time, the last one sticking. */
function moving(heads: string[]) {
  let asked = 0;
  const judged: string[] = [];
  return {
    judged,
    judge: async (head: string) => {
      judged.push(head);
      return `verdict on ${head}`;
    },
    headNow: async () => heads[Math.min(asked++, heads.length - 1)] as string,
  };
}

describe('onStandingHead', () => {
  it('stands when the head did not move: one judgement', async () => {
    const h = moving(['a']);
    const log = recordingLog();
    expect(await onStandingHead('a', h.judge, h.headNow, { log })).toEqual({ head: 'a', value: 'verdict on a' });
    expect(h.judged).toEqual(['a']);
    expect(log.lines).toEqual([]);
  });

  it('follows a moved head and judges it again, saying so', async () => {
    const h = moving(['b', 'c', 'c']);
    const log = recordingLog();
    const result = await onStandingHead('a', h.judge, h.headNow, { log });
    expect(result).toEqual({ head: 'c', value: 'verdict on c' });
    expect(h.judged).toEqual(['a', 'b', 'c']);
    expect(log.lines.join('\n')).toContain('from a to b');
  });

  it(`gives up with UndecidableError after ${MAX_HEAD_MOVES} moves`, async () => {
    const h = moving(['b', 'c', 'd', 'e', 'f']);
    const run = onStandingHead('a', h.judge, h.headNow, { log: recordingLog() });
    await expect(run).rejects.toBeInstanceOf(UndecidableError);
    await expect(run).rejects.toThrow(/kept moving/);
    expect(h.judged).toEqual(['a', 'b', 'c']);
  });

  it('honours maxMoves', async () => {
    const h = moving(['b', 'c']);
    await expect(onStandingHead('a', h.judge, h.headNow, { log: recordingLog(), maxMoves: 1 })).rejects.toBeInstanceOf(
      UndecidableError,
    );
    expect(h.judged).toEqual(['a']);
  });

  it("onMove 'stop' returns the old judgement with where the head went, without judging again", async () => {
    const h = moving(['b']);
    const moves: string[] = [];
    const result = await onStandingHead('a', h.judge, h.headNow, {
      log: recordingLog(),
      onMove: (from, to, value) => {
        moves.push(`${from}->${to}: ${value}`);
        return 'stop';
      },
    });
    expect(result).toEqual({ head: 'a', value: 'verdict on a', movedTo: 'b' });
    expect(h.judged).toEqual(['a']);
    expect(moves).toEqual(['a->b: verdict on a']);
  });

  it("onMove 'judge-again' follows the move", async () => {
    const h = moving(['b', 'b']);
    const result = await onStandingHead('a', h.judge, h.headNow, {
      log: recordingLog(),
      onMove: () => 'judge-again',
    });
    expect(result).toEqual({ head: 'b', value: 'verdict on b' });
  });

  it('passes the judgement to headNow, which may reuse what it read', async () => {
    const seen: Array<[string, string]> = [];
    await onStandingHead(
      'a',
      async (head) => ({ head, readHead: 'a' }),
      async (value, head) => {
        seen.push([value.readHead, head]);
        return value.readHead;
      },
      { log: recordingLog() },
    );
    expect(seen).toEqual([['a', 'a']]);
  });
});
