import { describe, expect, it } from 'vitest';
import { includedVat, paymentProgress } from '../../../src/domain/invoice.js';

describe('invoice amounts', () => {
  it('an order paid in full is paid whole', () => {
    expect(paymentProgress(12000, [])).toEqual({ total: 12000, paid: 12000, due: 0, next: null });
    expect(paymentProgress(12000, [{ position: 1, dueDate: '2026-11-24', amount: 12000, status: 'paid' }]).due).toBe(0);
  });

  it('an instalment order shows what was paid, what is due and the next due date', () => {
    const plan = [
      { position: 1, dueDate: '2026-11-24', amount: 4000, status: 'paid' as const },
      { position: 3, dueDate: '2027-01-24', amount: 4000, status: 'scheduled' as const },
      { position: 2, dueDate: '2026-12-24', amount: 4001, status: 'overdue' as const },
    ];
    expect(paymentProgress(12001, plan)).toEqual({ total: 12001, paid: 4000, due: 8001, next: { dueDate: '2026-12-24', amount: 4001 } });
    expect(paymentProgress(12001, plan.map((i) => ({ ...i, status: 'paid' as const }))).next).toBeNull();
  });

  it('splits the included VAT so the parts add up to the total', () => {
    expect(includedVat(10550, 5.5)).toEqual({ ratePercent: 5.5, net: 10000, vat: 550 });
    expect(includedVat(1000, 20)).toEqual({ ratePercent: 20, net: 833, vat: 167 });
    expect(includedVat(0, 20)).toEqual({ ratePercent: 20, net: 0, vat: 0 });
  });
});
