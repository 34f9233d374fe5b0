import { describe, expect, it } from 'vitest';
import { SliceBudget, StarvationGuard } from '../../../src/seatmap/render/idle-work.js';

/** An idle deadline as requestIdleCallback gives it. */
function deadline(remainingMs: number, didTimeout = false): IdleDeadline {
  return { didTimeout, timeRemaining: () => remainingMs };
}

describe('idle slices', () => {
  it('never starts a tile longer than a short idle period, unless the slice is starved', () => {
    const tileMs = 9;
    expect(SliceBudget.of(deadline(4), 8).allows(tileMs)).toBe(false);
    // A timed-out callback gets one 8 ms slice: a 9 ms tile never fits it.
    expect(SliceBudget.of(deadline(0, true), 8).allows(tileMs)).toBe(false);
    const starved = SliceBudget.of(deadline(0, true), 8, 24);
    expect(starved.allows(tileMs)).toBe(true);
    expect(starved.allows(200)).toBe(true);
    starved.first = false;
    // After its first unit a starved slice still ends: no long task.
    expect(starved.allows(200)).toBe(false);
  });

  it('lets the first unit use a long idle period', () => {
    const budget = SliceBudget.of(deadline(40), 8);
    expect(budget.allows(20)).toBe(true);
    budget.first = false;
    expect(budget.allows(20)).toBe(false);
  });
});

describe('StarvationGuard', () => {
  it('starves pending work that made no progress for the set time, and only then', () => {
    const guard = new StarvationGuard(32);
    expect(guard.starved(0, false)).toBe(false);
    guard.record(0, false, true);
    expect(guard.starved(20, false)).toBe(false);
    guard.record(20, false, true);
    // Waiting counts from the first slice that could not start, not the last.
    expect(guard.starved(33, false)).toBe(true);
    guard.record(40, true, true);
    expect(guard.starved(60, false)).toBe(false);
    guard.record(60, false, false);
    expect(guard.starved(500, false)).toBe(false);
  });

  it('treats a callback that timed out as starved', () => {
    expect(new StarvationGuard(32).starved(0, true)).toBe(true);
  });
});
