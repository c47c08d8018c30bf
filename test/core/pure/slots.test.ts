// The cap on holders at once: the client's requests in flight, the replay's git processes.
import { describe, expect, it } from 'vitest';
import { Slots } from '../../../src/core/pure/slots.js';

describe('Slots', () => {
  it('runs no more than its limit at once, and each waiting task in the order it asked', async () => {
    const slots = new Slots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        slots.run(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5));
          order.push(i);
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('frees the slot of a task that failed', async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error('work failed')))).rejects.toThrow('work failed');
    expect(await slots.run(() => Promise.resolve('next'))).toBe('next');
  });
});
