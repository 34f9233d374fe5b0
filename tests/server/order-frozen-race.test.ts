/**
 * An order being paid is frozen, also against a change sent at the same moment as the checkout:
 * whichever comes first, the payment asks for exactly what the order then holds. On SQLite one
 * write transaction runs at a time anyway; on PostgreSQL (`npm run test:pg`) these tests failed
 * while a change read the order before taking its row lock, so a checkout could price the order
 * and a change then add extras or seats to it that nobody paid for.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { eventCart } from './helpers/inventory-fixture.js';

const ROUNDS = 12;

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

/** After a checkout that started, the pending payment asks for what the order costs. */
async function expectPaymentMatchesOrder(orderId: number): Promise<void> {
  const order = await w.t.app.db.selectFrom('orders').select(['gross_amount', 'discount_amount']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const payment = await w.t.app.db.selectFrom('payments').select('amount').where('order_id', '=', orderId).where('status', '=', 'pending').executeTakeFirstOrThrow();
  expect(Number(payment.amount)).toBe(Number(order.gross_amount) + Number(order.discount_amount));
}

/** Ends the round's order so the next round's hold is a fresh cart (at most three unpaid orders). */
async function endOrder(orderId: number): Promise<void> {
  expect((await w.post('/api/checkout/abandon', { orderId })).statusCode).toBe(200);
  expect((await w.post('/api/order/abandon', { orderId })).statusCode).toBe(200);
}

describe('a change racing the checkout of its order', () => {
  it('extras added at the moment the payment starts are paid for, or refused', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await w.hold(1);
      const [checkout, added] = await Promise.all([
        w.checkout(orderId),
        w.post('/api/add-ancillaries', { orderId, ancillaries: [{ ancillaryId: w.shop.ancillaries.parking, quantity: 1 }] }),
      ]);
      expect(checkout.statusCode).toBe(200);
      expect([200, 409]).toContain(added.statusCode);
      await expectPaymentMatchesOrder(orderId);
      await endOrder(orderId);
    }
  });

  it('a seat joining the cart at the moment its payment starts is paid for, or goes to another order', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const orderId = await w.hold(1);
      const cart = eventCart(w.shop.events.first, w.shop.blocks.n1, [w.shop.blocks.n1.seatIds[1]!], w.shop.products.full);
      const tickets = cart.tickets.map((ticket) => ({ ...ticket, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } }));
      const [checkout, joined] = await Promise.all([
        w.checkout(orderId),
        w.post('/api/order/create-order-with-tickets', { ...cart, tickets }),
      ]);
      expect(checkout.statusCode).toBe(200);
      await expectPaymentMatchesOrder(orderId);
      await endOrder(orderId);
      if (joined.statusCode === 200 && joined.json().order.orderId !== orderId) {
        expect((await w.post('/api/order/abandon', { orderId: joined.json().order.orderId })).statusCode).toBe(200);
      }
    }
  });
});
