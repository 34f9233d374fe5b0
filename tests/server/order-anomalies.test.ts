import { describe, expect, it } from 'vitest';
import { paymentWorldWithAdmin } from './payments-fixture.js';
import { scheduleBalanced } from '../../src/domain/order-anomalies.js';

const { world, admin, lines } = paymentWorldWithAdmin();
const order = (id: number) => world().t.app.db.selectFrom('orders').select(['status', 'anomaly_code', 'anomaly_status']).where('id', '=', id).executeTakeFirstOrThrow();
const paymentStatus = async (reference: string) =>
  (await world().t.app.db.selectFrom('payments').select('status').where('external_reference', '=', reference).executeTakeFirstOrThrow()).status;

describe('order anomalies', () => {
  it('money taken on a payment already settled as failed is an overpayment to refund, listed for a ticket manager', async () => {
    const id = await world().hold(1);
    const first = await world().pay(id);
    expect((await world().notify(first, 'refused')).body.result).toBe('refused');
    const second = await world().pay(id);
    expect((await world().notify(second, 'success')).body.result).toBe('confirmed');
    // The bank finally takes the first attempt's money too.
    expect((await world().notify(first, 'success')).body.result).toBe('refund_required');
    expect(await paymentStatus(first)).toBe('refund_required');
    expect(await order(id)).toEqual({ status: 'confirmed', anomaly_code: 'overpaid_transaction_not_refunded', anomaly_status: 'in_progress' });

    expect(await admin('anomalies')).toBe(0);
    expect(lines).toEqual(['1 order(s) with an anomaly to look at', `  order ${id} overpaid_transaction_not_refunded (in_progress), order confirmed, 60.00 EUR, buyer@example.com`]);
    expect(await admin('anomaly', String(id), 'solved')).toBe(0);
    lines.length = 0;
    await admin('anomalies');
    expect(lines).toEqual(['0 order(s) with an anomaly to look at']);
    await admin('anomalies', '--all');
    expect(lines.at(-1)).toContain('(solved)');
    expect(await admin('anomaly', String(id), 'done')).toBe(2);
    const clean = await world().hold(1, world().buyer, 2);
    expect(await admin('anomaly', String(clean), 'solved')).toBe(1);
  });

  it('a second success of the same payment changes nothing', async () => {
    const id = await world().hold(1);
    const reference = await world().pay(id);
    await world().notify(reference, 'success');
    expect((await world().notify(reference, 'success')).body.result).toBe('ignored');
    expect((await order(id)).anomaly_code).toBeNull();
  });

  it('a schedule that does not add up to the order is sold and marked transaction_details_unbalanced', async () => {
    const id = await world().hold(2);
    const reference = await world().pay(id, 3);
    // Something changed the schedule behind the order's back (the checks freeze it; this is the safety net).
    await world().t.app.db.updateTable('installments').set({ amount: 1 }).where('order_id', '=', id).where('position', '=', 3).execute();
    expect((await world().notify(reference, 'success')).body.result).toBe('confirmed');
    expect(await order(id)).toEqual({ status: 'confirmed', anomaly_code: 'transaction_details_unbalanced', anomaly_status: 'in_progress' });
    expect(scheduleBalanced(12_000, [4000, 4000, 4000])).toBe(true);
    expect(scheduleBalanced(12_000, [4000, 4000, 1])).toBe(false);
    expect(scheduleBalanced(0, [])).toBe(true);
  });
});

describe('npm run admin -- anomalies after a cancellation', () => {
  it('prints what is refunded, beside the order total', async () => {
    // Three instalments, the first one (40.00 of 120.00) taken: that is the refund.
    const orderId = await world().hold(2);
    expect((await world().notify(await world().pay(orderId, 3), 'success')).body.result).toBe('confirmed');
    expect(await admin('cancel-order', String(orderId))).toBe(0);
    lines.length = 0;
    expect(await admin('anomalies')).toBe(0);
    expect(lines).toEqual(['1 order(s) with an anomaly to look at',
      `  order ${orderId} refund_required (in_progress), order cancelled, refund 40.00 EUR of 120.00 EUR, buyer@example.com`]);
  });
});
