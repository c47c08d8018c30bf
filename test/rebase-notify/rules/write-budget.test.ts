// max-writes as one budget: what it leaves each PR, and when a PR's writes may start.
import { describe, expect, it } from 'vitest';
import { Allowance, allowanceFor, collisionRoom, roomFor } from '../../../src/rebase-notify/rules/write-budget.js';

describe('the write budget', () => {
  it('leaves a PR what max-writes has left beside the writes promised to the PRs after it', () => {
    const budget = allowanceFor(10, 4, 3);
    expect(budget.room).toBe(3);
    expect(budget.fits(3)).toBe(true);
    budget.spend(2);
    expect(budget.fits(2)).toBe(false);
    expect(budget.fits()).toBe(true);
    expect(budget.made).toBe(2);
  });

  it('starts a PR only with room for one more write', () => {
    expect(roomFor(5, 4)).toBe(true);
    expect(roomFor(5, 5)).toBe(false);
    expect(new Allowance(0).fits()).toBe(false);
  });
});

describe('collisionRoom', () => {
  it('leaves the collision phase what the drift phase did not spend of max-writes', () => {
    expect(collisionRoom(20, 7)).toBe(13);
    expect(collisionRoom(20, 20)).toBe(0);
  });
});
