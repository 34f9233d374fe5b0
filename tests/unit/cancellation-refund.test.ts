import { describe, expect, it } from 'vitest';
import { cancellationMoney } from '../../src/domain/cancellation-refund.js';

const line = (grossAmount: number, discountAmount: number, passedOn: boolean) => ({ grossAmount, discountAmount, passedOn });

describe('cancellationMoney', () => {
  it('refunds what was paid less what the tickets passed on cost, their promo discount (signed either way) included', () => {
    const lines = [line(6000, 0, false), line(3000, -600, false), line(0, 0, false), line(6000, -1200, true), line(6000, 1200, true)];
    expect(cancellationMoney(12_000, lines)).toEqual({ refund: 2400, stillOwed: 0 });
  });

  it('refunds everything paid when nothing was passed on, and nothing of an unpaid order', () => {
    expect(cancellationMoney(9000, [line(6000, 0, false), line(3000, 0, false)])).toEqual({ refund: 9000, stillOwed: 0 });
    expect(cancellationMoney(0, [line(6000, 0, false)])).toEqual({ refund: 0, stillOwed: 0 });
  });

  it('says what is still owed when the money taken does not cover the tickets passed on', () => {
    expect(cancellationMoney(7500, [line(6000, 0, true), line(6000, 0, true), line(3000, 0, false)])).toEqual({ refund: 0, stillOwed: 4500 });
  });
});
