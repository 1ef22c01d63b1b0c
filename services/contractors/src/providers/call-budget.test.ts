import { describe, expect, it } from 'vitest';
import { CallBudget } from './call-budget.js';

describe('CallBudget', () => {
  it('allows at most the limit in any window, freeing each call a window after it', () => {
    let now = 0;
    const budget = new CallBudget(3, 60_000, () => now);
    expect([budget.take(), budget.take()]).toEqual([true, true]);
    now = 10_000;
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    expect(budget.waitMs()).toBe(50_000);
    now = 59_999;
    expect(budget.take()).toBe(false);
    now = 60_000; // the first two calls are a window old
    expect(budget.waitMs()).toBe(0);
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
    expect(budget.waitMs()).toBe(10_000);
  });

  it('does not count a refused call', () => {
    let now = 0;
    const budget = new CallBudget(1, 1000, () => now);
    expect(budget.take()).toBe(true);
    for (let i = 0; i < 100; i++) expect(budget.take()).toBe(false);
    now = 1000;
    expect(budget.take()).toBe(true);
  });
});
