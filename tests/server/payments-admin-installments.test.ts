import { describe, expect, it } from 'vitest';
import { paymentWorldWithAdmin } from './payments-fixture.js';
import { setPaymentProvider } from '../../src/server/services/payments/registry.js';
import { createTestProvider } from '../../src/server/services/payments/test-provider.js';
import type { ChargeInput } from '../../src/server/services/payments/provider.js';
import { chargeDueInstallments, INSTALLMENT_GRACE_DAYS } from '../../src/server/services/payments/installment-job.js';

const { world, admin, lines } = paymentWorldWithAdmin();
const db = () => world().t.app.db;
const DAY = 86_400;

async function confirmedOrder(seats: number, installments: number): Promise<number> {
  const id = await world().hold(seats);
  const ref = await world().pay(id, installments);
  const res = await world().notify(ref, 'success');
  if (res.body.result !== 'confirmed') throw new Error(`not confirmed: ${JSON.stringify(res.body)}`);
  return id;
}

describe('npm run admin -- cancel-order', () => {
  it('cancels a confirmed order: seats freed, tickets refunded, the fan sees the cancelled state', async () => {
    const id = await confirmedOrder(2, 3);
    expect(await admin('cancel-order', String(id))).toBe(0);
    // The first of three instalments of 12000 is all that was taken: that is what goes back.
    expect(lines.at(-1)).toBe(`order ${id} cancelled (was confirmed); 2 seat(s) freed; refund 40.00 EUR`);
    const order = await db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(order.status).toBe('cancelled');
    const tickets = await db().selectFrom('seat_tickets').select(['state', 'active']).where('order_id', '=', id).execute();
    expect(tickets).toEqual([{ state: 'refunded', active: 0 }, { state: 'refunded', active: 0 }]);
    expect((await db().selectFrom('payments').select('status').where('order_id', '=', id).executeTakeFirstOrThrow()).status).toBe('refund_required');
    // Unpaid instalments are never charged.
    expect((await db().selectFrom('installments').select('status').where('order_id', '=', id).execute()).map((i) => i.status)).toEqual(['paid']);
    expect((await world().status(id)).json()).toMatchObject({ outcome: 'cancelled', status: 'cancelled' });
    // The seats can be bought again.
    await expect(world().hold(2, world().other)).resolves.toBeGreaterThan(id);
  });

  it('cancels an on-hold order and refuses unknown, already ended and malformed ids', async () => {
    const id = await world().hold(1);
    expect(await admin('cancel-order', String(id))).toBe(0);
    expect(await admin('cancel-order', String(id))).toBe(1);
    expect(lines.at(-1)).toContain('ORDER_NOT_CANCELLABLE');
    expect(await admin('cancel-order', '999999')).toBe(1);
    expect(lines.at(-1)).toContain('ORDER_NOT_FOUND');
    expect(await admin('cancel-order', 'abc')).toBe(2);
    expect(await admin('unknown-command')).toBe(2);
  });
});

describe('the instalment job', () => {
  it('charges due instalments only, through the provider, and records the payment', async () => {
    const charges: ChargeInput[] = [];
    setPaymentProvider(world().t.app, createTestProvider({ secret: world().t.app.secretFor('payment-notifications'), chargeOutcome: (input) => {
      charges.push(input);
      return { ok: true, providerReference: `ch-${input.installmentId}` };
    } }));
    const id = await confirmedOrder(2, 3);
    expect(await chargeDueInstallments(world().t.app)).toEqual({ charged: 0, failed: 0, overdue: 0 });
    world().advance(30 * DAY); // 22 December: the second instalment is due
    expect(await admin('charge-due-installments')).toBe(0);
    expect(lines.at(-1)).toBe('instalments charged: 1, failed (will retry): 0, overdue: 0');
    expect(charges.map((c) => [c.orderId, c.position, c.amount])).toEqual([[id, 2, 4000]]);
    const statuses = await db().selectFrom('installments').select(['status', 'attempts']).where('order_id', '=', id).orderBy('position').execute();
    expect(statuses).toEqual([{ status: 'paid', attempts: 1 }, { status: 'paid', attempts: 1 }, { status: 'scheduled', attempts: 0 }]);
    expect(await db().selectFrom('payments').select('status').where('order_id', '=', id).execute()).toHaveLength(2);
  });

  it('retries a failed charge at the next run', async () => {
    let failures = 1;
    setPaymentProvider(world().t.app, createTestProvider({ secret: world().t.app.secretFor('payment-notifications'), chargeOutcome: () =>
      (failures-- > 0 ? { ok: false, error: 'card_declined' } : { ok: true, providerReference: 'ok' }) }));
    const id = await confirmedOrder(2, 3);
    world().advance(31 * DAY);
    expect(await chargeDueInstallments(world().t.app)).toEqual({ charged: 0, failed: 1, overdue: 0 });
    const failed = await db().selectFrom('installments').selectAll().where('order_id', '=', id).where('position', '=', 2).executeTakeFirstOrThrow();
    expect([failed.status, failed.attempts, failed.last_error]).toEqual(['failed', 1, 'card_declined']);
    world().advance(DAY);
    expect(await chargeDueInstallments(world().t.app)).toEqual({ charged: 1, failed: 0, overdue: 0 });
    const paid = await db().selectFrom('installments').selectAll().where('id', '=', failed.id).executeTakeFirstOrThrow();
    expect([paid.status, paid.attempts, paid.last_error]).toEqual(['paid', 2, null]);
    expect((await db().selectFrom('orders').select('anomaly_code').where('id', '=', id).executeTakeFirstOrThrow()).anomaly_code).toBeNull();
  });

  it('after the grace period marks the instalment overdue and records the installment_not_paid anomaly', async () => {
    setPaymentProvider(world().t.app, createTestProvider({ secret: world().t.app.secretFor('payment-notifications'), chargeOutcome: () => ({ ok: false, error: 'insufficient_funds' }) }));
    const id = await confirmedOrder(2, 3);
    world().advance(30 * DAY + (INSTALLMENT_GRACE_DAYS - 1) * DAY);
    expect(await chargeDueInstallments(world().t.app)).toEqual({ charged: 0, failed: 1, overdue: 0 });
    world().advance(DAY);
    expect(await chargeDueInstallments(world().t.app)).toEqual({ charged: 0, failed: 0, overdue: 1 });
    const order = await db().selectFrom('orders').select(['status', 'anomaly_code', 'anomaly_status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'confirmed', anomaly_code: 'installment_not_paid', anomaly_status: 'in_progress' });
    const second = await db().selectFrom('installments').select(['status', 'attempts']).where('order_id', '=', id).where('position', '=', 2).executeTakeFirstOrThrow();
    expect(second).toEqual({ status: 'overdue', attempts: 2 });
    // Overdue instalments are left to a ticket manager: no more automatic attempts.
    expect(await chargeDueInstallments(world().t.app)).toEqual({ charged: 0, failed: 0, overdue: 0 });
  });

  it('a provider that throws counts as a failed charge, not a crashed job', async () => {
    setPaymentProvider(world().t.app, createTestProvider({ secret: world().t.app.secretFor('payment-notifications'), chargeOutcome: () => {
      throw new Error('provider timeout');
    } }));
    await confirmedOrder(2, 3);
    world().advance(31 * DAY);
    expect(await chargeDueInstallments(world().t.app)).toEqual({ charged: 0, failed: 1, overdue: 0 });
    expect((await db().selectFrom('installments').select('last_error').where('position', '=', 2).executeTakeFirstOrThrow()).last_error).toBe('provider timeout');
  });
});
