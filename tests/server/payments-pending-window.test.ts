/**
 * A payment the provider leaves pending keeps its order's seats only until the hold's expiry plus
 * the pending-payment window; then the hold is an expired one (swept, seats free, shown expired)
 * and a late success is refunded, never sold twice.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { poster } from './helpers/inventory-fixture.js';
import { sweepExpiredOrders } from '../../src/server/services/orders/expiry-sweeper.js';
import { loadSeatStatus } from '../../src/server/services/seatmap/seat-status-service.js';
import { PENDING_PAYMENT_WINDOW_SECONDS } from '../../src/domain/payment/index.js';
import { SeatStatus } from '../../src/seatmap/model/types.js';
import type { BlockSeat } from '../../src/domain/offers.js';

/** paymentWorld holds seats for 600 s. */
const HOLD_SECONDS = 600;
const LAPSE = HOLD_SECONDS + PENDING_PAYMENT_WINDOW_SECONDS;

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const db = () => w.t.app.db;
const seatId = () => w.shop.blocks.n1.seatIds[0]!;
const order = (id: number) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const payment = (ref: string) => db().selectFrom('payments').selectAll().where('external_reference', '=', ref).executeTakeFirstOrThrow();
const activeHolders = async () => (await db().selectFrom('seat_tickets').select('order_id')
  .where('seat_id', '=', seatId()).where('active', '=', 1).execute()).map((r) => r.order_id);
const seatAvailable = async () => {
  const res = await w.post('/api/block', { eventId: w.shop.events.first, blockId: w.shop.blocks.n1.id });
  return (res.json().seats as BlockSeat[]).find((s) => s.id === seatId())!.available;
};
const mapStatus = async () => {
  const seat = await db().selectFrom('seats').select('seat_index').where('id', '=', seatId()).executeTakeFirstOrThrow();
  const status = await loadSeatStatus(db(), w.shop.events.first, w.t.clock.now);
  return status!.status[seat.seat_index];
};

/** Holds the first seat, starts its payment and has the provider answer "pending". */
async function pendingPayment(): Promise<{ id: number; ref: string }> {
  const id = await w.hold(1);
  const ref = await w.pay(id);
  expect((await w.notify(ref, 'pending')).body.result).toBe('pending');
  return { id, ref };
}

describe('a payment left pending', () => {
  it('keeps the seats past the hold expiry, up to the pending window, and not one second more', async () => {
    const { id, ref } = await pendingPayment();
    w.advance(LAPSE - 1);
    expect(await sweepExpiredOrders(w.t.app)).toBe(0);
    expect((await w.status(id)).json().outcome).toBe('pending');
    expect(await seatAvailable()).toBe(false);
    expect(await mapStatus()).toBe(SeatStatus.OnHold);
    const refused = await w.hold(1, w.other).catch((error: Error) => error.message);
    expect(refused).toMatch(/^hold failed 409/);

    w.advance(1);
    // Before any sweep, every reader already sees the hold as expired.
    expect((await w.status(id)).json()).toMatchObject({ status: 'onhold', outcome: 'expired' });
    expect(await seatAvailable()).toBe(true);
    expect(await mapStatus()).toBe(SeatStatus.Available);

    expect(await sweepExpiredOrders(w.t.app)).toBe(1);
    const row = await order(id);
    expect([row.status, row.has_transaction_in_progress]).toEqual(['abandoned', 0]);
    expect(await db().selectFrom('seat_tickets').select(['state', 'active']).where('order_id', '=', id).execute())
      .toEqual([{ state: 'failed', active: 0 }]);
    // The payment row still waits for the provider, so a late success is refunded, not ignored.
    expect((await payment(ref)).status).toBe('pending');
    expect((await w.status(id)).json()).toMatchObject({ status: 'abandoned', outcome: 'expired', hasTransactionInProgress: false });
  });

  it('a success inside the window still confirms the order', async () => {
    const { id, ref } = await pendingPayment();
    w.advance(LAPSE - 60);
    expect((await w.notify(ref, 'success')).body.result).toBe('confirmed');
    expect((await order(id)).status).toBe('confirmed');
    expect(await activeHolders()).toEqual([id]);
  });
});

describe('a success arriving after the pending window', () => {
  it('after the sweep, with the seat now another customer\'s: refused, refund required, never double-booked', async () => {
    const { id, ref } = await pendingPayment();
    w.advance(LAPSE);
    expect(await sweepExpiredOrders(w.t.app)).toBe(1);
    const rival = await w.hold(1, w.other);
    const late = await w.notify(ref, 'success');
    expect(late.body.result).toBe('refund_required');
    const row = await order(id);
    expect([row.status, row.anomaly_code, row.anomaly_status, row.has_transaction_in_progress])
      .toEqual(['abandoned', 'refund_required', 'in_progress', 0]);
    expect((await payment(ref)).status).toBe('refund_required');
    expect(await db().selectFrom('installments').selectAll().where('order_id', '=', id).execute()).toEqual([]);
    expect(await activeHolders()).toEqual([rival]);
    expect((await w.status(id)).json()).toMatchObject({ outcome: 'expired', refundRequired: true });

    // The rival's purchase goes through untouched.
    const rivalPost = poster(w.t.app, w.other);
    const rivalRef = (await rivalPost('/api/checkout', { orderId: rival, numberOfInstallments: 1, termsAccepted: true }, w.other)).json().paymentReference as string;
    expect((await w.notify(rivalRef, 'success')).body.result).toBe('confirmed');
    expect(await activeHolders()).toEqual([rival]);
  });

  it('before the sweep, with the seat taken meanwhile by another customer\'s hold: refund required', async () => {
    const { id, ref } = await pendingPayment();
    w.advance(LAPSE);
    // No sweep: the rival's hold ends the lapsed one inside its own transaction.
    const rival = await w.hold(1, w.other);
    expect((await order(id)).status).toBe('abandoned');
    expect((await w.notify(ref, 'success')).body.result).toBe('refund_required');
    expect(await activeHolders()).toEqual([rival]);
  });

  it('before the sweep, with the seat still untaken: the hold ends there and the money goes back', async () => {
    const { id, ref } = await pendingPayment();
    w.advance(LAPSE);
    const late = await w.notify(ref, 'success');
    expect(late.body.result).toBe('refund_required');
    const row = await order(id);
    expect([row.status, row.anomaly_code, row.has_transaction_in_progress]).toEqual(['abandoned', 'refund_required', 0]);
    expect((await payment(ref)).status).toBe('refund_required');
    expect(await activeHolders()).toEqual([]);
    expect(await seatAvailable()).toBe(true);
    // A replay changes nothing; a further success for the settled payment is recorded only.
    expect((await w.resend(late.sent)).body.result).toBe('duplicate');
    expect((await w.notify(ref, 'success')).body.result).toBe('ignored');
    expect((await order(id)).status).toBe('abandoned');
  });
});
