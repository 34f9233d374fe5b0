import { describe, expect, it } from 'vitest';
import { percentOf, spreadProportionally } from '../../../src/domain/promo/index.js';

describe('percentOf', () => {
  it('rounds half up per amount', () => {
    expect(percentOf(1005, 1000)).toBe(101); // 100.5 → 101
    expect(percentOf(1004, 1000)).toBe(100); // 100.4 → 100
    expect(percentOf(15, 1000)).toBe(2); // 1.5 → 2
    expect(percentOf(14, 1000)).toBe(1); // 1.4 → 1
  });

  it('handles basis points below one percent', () => {
    expect(percentOf(10_000, 1)).toBe(1); // 0.01 %
    expect(percentOf(4_999, 1)).toBe(0); // 0.4999 cents
    expect(percentOf(5_000, 1)).toBe(1); // exactly half a cent goes up
  });

  it('never exceeds the amount, even above 100 %', () => {
    expect(percentOf(1234, 10_000)).toBe(1234);
    expect(percentOf(1234, 25_000)).toBe(1234);
  });

  it('gives nothing for zero or negative inputs', () => {
    expect(percentOf(0, 5000)).toBe(0);
    expect(percentOf(-100, 5000)).toBe(0);
    expect(percentOf(100, 0)).toBe(0);
  });
});

describe('spreadProportionally', () => {
  it('splits in proportion to each line', () => {
    expect(spreadProportionally(300, [1000, 2000])).toEqual([100, 200]);
  });

  it('gives leftover cents to the largest remainders so the sum is exact', () => {
    const shares = spreadProportionally(100, [1000, 1000, 1000]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(shares).toEqual([34, 33, 33]); // tie on remainder and size: the earlier line
  });

  it('prefers the larger fractional part, then the larger line', () => {
    // exact shares: 500*333/1000 = 166.5, 500*667/1000 = 333.5 → tie on .5, larger line wins
    expect(spreadProportionally(500, [333, 667])).toEqual([166, 334]);
    // exact shares: 10*100/300 = 3.33, 10*200/300 = 6.67 → the 0.67 remainder gets the cent
    expect(spreadProportionally(10, [100, 200])).toEqual([3, 7]);
  });

  it('caps at the total of the lines and never exceeds any line', () => {
    expect(spreadProportionally(5000, [1000, 250])).toEqual([1000, 250]);
    const shares = spreadProportionally(999, [1, 1, 997, 3]);
    shares.forEach((share, i) => expect(share).toBeLessThanOrEqual([1, 1, 997, 3][i] ?? 0));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });

  it('sums exactly for many awkward splits', () => {
    for (let total = 1; total <= 400; total += 7) {
      const lines = [3, 17, 101, 1, 250, 9];
      const shares = spreadProportionally(total, lines);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(total, 381));
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(lines[i] ?? 0);
      });
    }
  });

  it('leaves zero lines untouched and handles an all-zero order', () => {
    expect(spreadProportionally(100, [0, 500, 0])).toEqual([0, 100, 0]);
    expect(spreadProportionally(100, [0, 0])).toEqual([0, 0]);
    expect(spreadProportionally(0, [10, 10])).toEqual([0, 0]);
  });
});
