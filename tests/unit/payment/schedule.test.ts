import { describe, expect, it } from 'vitest';
import { addMonthsUtc, installmentSchedule, installmentsAreEqual, splitInstallmentAmounts } from '../../../src/domain/payment/index.js';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('splitInstallmentAmounts', () => {
  it('puts the remainder cents on the first instalment', () => {
    expect(splitInstallmentAmounts(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitInstallmentAmounts(10_001, 3)).toEqual([3335, 3333, 3333]);
    expect(splitInstallmentAmounts(9_999, 3)).toEqual([3333, 3333, 3333]);
  });

  it('sums exactly to the total for every count and awkward totals', () => {
    for (const total of [0, 1, 2, 9, 10, 11, 99, 101, 12_345, 999_999]) {
      for (let count = 1; count <= 12; count++) {
        const parts = splitInstallmentAmounts(total, count);
        expect(parts).toHaveLength(count);
        expect(sum(parts)).toBe(total);
        expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
        // Later instalments are all equal; the first differs by less than `count` cents.
        expect(new Set(parts.slice(1)).size).toBeLessThanOrEqual(1);
        expect((parts[0] ?? 0) - (parts[1] ?? parts[0] ?? 0)).toBeLessThan(count);
      }
    }
  });

  it('handles 1 cent: the whole cent is paid first', () => {
    expect(splitInstallmentAmounts(1, 3)).toEqual([1, 0, 0]);
    expect(splitInstallmentAmounts(1, 1)).toEqual([1]);
  });

  it('rejects fractions, negative totals and bad counts', () => {
    expect(() => splitInstallmentAmounts(10.5, 2)).toThrow(RangeError);
    expect(() => splitInstallmentAmounts(-1, 2)).toThrow(RangeError);
    expect(() => splitInstallmentAmounts(100, 0)).toThrow(RangeError);
    expect(() => splitInstallmentAmounts(100, 2.5)).toThrow(RangeError);
  });
});

describe('installmentSchedule', () => {
  it('is due monthly from the order date at midnight UTC', () => {
    const schedule = installmentSchedule(10_000, 3, '2026-11-22T23:30:00.000Z');
    expect(schedule).toEqual([
      { position: 1, dueDate: '2026-11-22T00:00:00.000Z', amount: 3334 },
      { position: 2, dueDate: '2026-12-22T00:00:00.000Z', amount: 3333 },
      { position: 3, dueDate: '2027-01-22T00:00:00.000Z', amount: 3333 },
    ]);
  });

  it('clamps the day to short months without drifting', () => {
    const dates = installmentSchedule(400, 4, '2027-01-31T10:00:00.000Z').map((i) => i.dueDate.slice(0, 10));
    expect(dates).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(addMonthsUtc(new Date('2028-01-30T00:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2028-02-29');
  });

  it('uses UTC, not the machine time zone, at a day boundary', () => {
    // 00:30 in UTC+2 is still the previous day in UTC.
    expect(installmentSchedule(100, 1, '2026-03-01T00:30:00+02:00')[0]?.dueDate).toBe('2026-02-28T00:00:00.000Z');
  });

  it('payment in full is one instalment of the whole total', () => {
    expect(installmentSchedule(12_345, 1, new Date('2026-05-05T12:00:00Z'))).toEqual([
      { position: 1, dueDate: '2026-05-05T00:00:00.000Z', amount: 12_345 },
    ]);
  });

  it('rejects an invalid order date', () => {
    expect(() => installmentSchedule(100, 2, 'not a date')).toThrow(RangeError);
  });
});

describe('installmentsAreEqual', () => {
  it('is true only when no instalment carries a remainder', () => {
    expect(installmentsAreEqual(installmentSchedule(13_800, 3, '2026-11-27'))).toBe(true);
    expect(installmentsAreEqual(installmentSchedule(10_000, 3, '2026-11-27'))).toBe(false);
    expect(installmentsAreEqual([])).toBe(true);
  });
});
