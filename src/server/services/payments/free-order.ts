/**
 * An order with nothing to pay (free rates only, or promo codes covering the whole amount) is
 * sold at once: no provider is asked to charge 0 (Stripe Checkout refuses it, and a card page
 * for nothing only loses the fan). The sale follows the paid path: promo code uses are consumed
 * (their usage limits hold), the seats must still be held, and a zero payment is recorded so the
 * order's history says how it was settled.
 */
import type { Db } from '../../db/database.js';
import { consumePromoCodeUses } from '../promo/index.js';
import { confirmPaidOrder, orderStillHoldsSeats } from './confirm-order.js';
import { paymentNotInitiated } from './payment-errors.js';

/** The provider kind recorded for a sale that took no money. */
export const FREE_PAYMENT_KIND = 'free';

/** Sells the locked, on-hold order of total 0 in `trx`; throws a "not initiated" refusal when it cannot. */
export async function confirmFreeOrder(trx: Db, orderId: number, reference: string, now: Date, dueDate: string): Promise<void> {
  const nowIso = now.toISOString();
  if (!(await orderStillHoldsSeats(trx, orderId))) throw paymentNotInitiated(409, 'ORDER_EXPIRED');
  await consumePromoCodeUses(trx, orderId, now);
  await trx.deleteFrom('installments').where('order_id', '=', orderId).where('status', '!=', 'paid').execute();
  await trx.insertInto('installments').values({
    order_id: orderId, position: 1, due_date: dueDate, amount: 0, status: 'scheduled', attempts: 0, last_error: null,
  }).execute();
  await trx.insertInto('payments').values({
    order_id: orderId, provider: FREE_PAYMENT_KIND, status: 'succeeded', amount: 0,
    external_reference: reference, created_at: nowIso, updated_at: nowIso,
  }).execute();
  await trx.updateTable('orders').set({ number_of_installments: 1, payment_method: 'free' }).where('id', '=', orderId).execute();
  await confirmPaidOrder(trx, orderId, nowIso);
}
