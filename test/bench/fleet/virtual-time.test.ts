// The fleet's simulated time: timers and Date read a virtual clock that jumps to the next timer only when nothing
// real is under way, so an hour of waiting takes no real time and real work takes no simulated time.
import { AsyncLocalStorage } from 'node:async_hooks';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { VirtualTime } from '../../../bench/fleet/virtual-time.js';

const START = Date.UTC(2026, 4, 1, 14, 0, 0);

async function withVirtualTime<T>(play: (vt: VirtualTime) => Promise<T>, owner?: () => unknown): Promise<T> {
  const vt = new VirtualTime(START, owner);
  vt.install();
  try {
    return await play(vt);
  } finally {
    vt.uninstall();
  }
}

describe('virtual time', () => {
  it('an hour of timers passes at once, in order; Date reads the simulated clock', async () => {
    const seen = await withVirtualTime(async (vt) => {
      const seen: Array<[string, number]> = [];
      setTimeout(() => seen.push(['hour', Date.now()]), 3_600_000);
      setTimeout(() => seen.push(['second', new Date().getTime()]), 1000);
      const dropped = setTimeout(() => seen.push(['cleared', Date.now()]), 2000);
      clearTimeout(dropped);
      let ticks = 0;
      const every = setInterval(() => {
        if (++ticks === 3) clearInterval(every);
      }, 600_000);
      await vt.run(() => seen.length === 2 && ticks === 3);
      expect(typeof Date()).toBe('string');
      expect(new Date(0).getTime()).toBe(0);
      return seen;
    });
    expect(seen).toEqual([
      ['second', START + 1000],
      ['hour', START + 3_600_000],
    ]);
  });

  it('does not move while real work is under way: a child process ends before a later timer', async () => {
    const order = await withVirtualTime(async (vt) => {
      const order: Array<[string, number]> = [];
      let done = false;
      execFile(process.execPath, ['-e', 'setTimeout(() => {}, 300)'], () => {
        order.push(['child', Date.now()]);
        done = true;
      });
      setTimeout(() => order.push(['timer', Date.now()]), 5000);
      await vt.run(() => done && order.length === 2);
      return order;
    });
    expect(order).toEqual([
      ['child', START],
      ['timer', START + 5000],
    ]);
  });

  it('counts requests in flight through fetch, and hands on whole answers with their URL', async () => {
    const server = createServer((req, res) => res.end(JSON.stringify({ path: req.url })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    try {
      await withVirtualTime(async (vt) => {
        const pending = fetch(url);
        expect(vt.requestsInFlight).toBe(1);
        const res = await pending;
        expect(vt.requestsInFlight).toBe(0);
        expect(res.url).toBe(url);
        expect(await res.json()).toEqual({ path: '/x' });
      });
    } finally {
      server.close();
    }
  });

  it('runs a timer in the async context it was set in; an owner can drop or wake its timers', async () => {
    const context = new AsyncLocalStorage<string>();
    const seen = await withVirtualTime(
      async (vt) => {
        const seen: string[] = [];
        context.run('job-1', () => setTimeout(() => seen.push(`${context.getStore()}@${Date.now() - START}`), 60_000));
        context.run('job-2', () => setTimeout(() => seen.push('job-2 ran'), 30_000));
        context.run('job-3', () => setTimeout(() => seen.push(`job-3 woke @${Date.now() - START}`), 3_600_000));
        vt.clearOwnedBy('job-2');
        setTimeout(() => vt.wakeOwnedBy('job-3'), 10_000);
        await vt.run(() => seen.length === 2);
        return seen;
      },
      () => context.getStore(),
    );
    expect(seen).toEqual(['job-3 woke @10000', 'job-1@60000']);
  });

  it('says so when nothing can happen any more', async () => {
    await withVirtualTime(async (vt) => {
      await expect(vt.run(() => false)).rejects.toThrow(/nothing is under way and no timer is set/);
    });
    // Uninstalled: the real timers are back.
    await new Promise((resolve) => setTimeout(resolve, 1));
  });
});
