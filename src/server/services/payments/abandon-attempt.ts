/**
 * Leaving a payment attempt: a fan who came back from the provider's page (the browser's Back, a
 * closed tab) finds the order locked while its payment is in progress. Abandoning closes the
 * attempt at the provider first, so it can no longer take money, and only then gives the order
 * back as a plain hold the fan may pay again. A notification of that attempt arriving later finds
 * its payment settled: a late success takes the refund path (order-anomalies), nothing is sold
 * twice.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { SessionCustomer } from '../../http/session.js';
import { paymentProviderFor } from './registry.js';
import { clearFailedAttempt } from './confirm-order.js';

export type AbandonResult =
  /** The attempt is closed: the order is a hold again (or was one already). */
  | 'abandoned'
  /** The fan paid before leaving: the provider's notification settles the order. */
  | 'completed';

/** The order's attempt in progress, checked to be the customer's, or null when none is in progress. */
async function attemptInProgress(app: FastifyInstance, customerId: number, orderId: number) {
  const order = await app.db.selectFrom('orders').select(['id', 'customer_id', 'status', 'has_transaction_in_progress'])
    .where('id', '=', orderId).executeTakeFirst();
  if (!order || order.customer_id !== customerId) throw new AppError(404, 'ORDER_NOT_FOUND');
  if (order.status !== 'onhold') throw new AppError(409, 'ORDER_NOT_ONHOLD', 'ORDER_NOT_ONHOLD', { status: order.status });
  if (order.has_transaction_in_progress !== 1) return null;
  const payment = await app.db.selectFrom('payments').select(['id', 'external_reference', 'provider_session_id'])
    .where('order_id', '=', orderId).where('status', '=', 'pending').orderBy('id', 'desc').executeTakeFirst();
  if (!payment) {
    // A flag with no pending payment behind it would lock the order for nothing: the order is freed.
    await app.db.updateTable('orders').set({ has_transaction_in_progress: 0 }).where('id', '=', orderId).where('status', '=', 'onhold').execute();
    return null;
  }
  return payment;
}

/** Ends the payment attempt in progress on the customer's order; calling it again changes nothing. */
export async function abandonPaymentAttempt(app: FastifyInstance, customer: SessionCustomer, orderId: number): Promise<AbandonResult> {
  const payment = await attemptInProgress(app, customer.id, orderId);
  if (payment === null) return 'abandoned';
  let closed: 'closed' | 'completed';
  try {
    closed = await paymentProviderFor(app).closeAttempt({ reference: payment.external_reference, sessionId: payment.provider_session_id });
  } catch (error) {
    app.log.error({ err: error, orderId }, 'closing a payment attempt failed');
    throw new AppError(502, 'PROVIDER_UNAVAILABLE');
  }
  if (closed === 'completed') return 'completed';
  await app.db.transaction().execute(async (trx) => {
    // Lock the order (a no-op write) so a notification of this payment waits, then recheck.
    await trx.updateTable('orders').set((eb) => ({ status: eb.ref('status') })).where('id', '=', orderId).execute();
    const still = await trx.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
    if (still.status === 'pending') await clearFailedAttempt(trx, orderId, payment.id, 'error', app.now().toISOString());
  });
  return 'abandoned';
}
