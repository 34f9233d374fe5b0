/**
 * Handling a provider notification, once. The notification id is the primary key of
 * payment_notifications and is inserted in the same transaction as its effects, so a replay
 * (or two deliveries racing) finds the row and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { Db } from '../../db/database.js';
import { abandonOrders, lockAndFindOrder } from '../../db/repositories/order-repository.js';
import { consumePromoCodeUses } from '../promo/index.js';
import { isHoldLapsed } from '../../../domain/payment/pending-window.js';
import type { NotificationRequest, PaymentNotification } from './provider.js';
import { paymentProviderFor } from './registry.js';
import { queueRefundMail } from './refund-mail.js';
import { addToCancellationRefund, clearFailedAttempt, confirmPaidOrder, markRefundRequired, orderStillHoldsSeats } from './confirm-order.js';
import { queueOrderConfirmationMail } from './confirmation-mail.js';
import { lateSuccessAnomaly } from '../../../domain/order-anomalies.js';
import { deliverBriefly } from '../mail/mail-queue.js';

/** The shop sells in euros (prices are euro cents throughout). */
export const SHOP_CURRENCY = 'eur';

export type NotificationResult =
  | 'duplicate'
  | 'confirmed'
  | 'pending'
  | 'refused'
  | 'error'
  | 'refund_required'
  /** The payment already had its final result; this later notification is recorded only. */
  | 'ignored';

/** Inserts the notification row; false when this id was already handled. */
async function recordNotification(trx: Db, n: PaymentNotification, paymentId: number, nowIso: string): Promise<boolean> {
  const inserted = await trx.insertInto('payment_notifications')
    .values({ id: n.notificationId, payment_id: paymentId, received_at: nowIso, payload: JSON.stringify(n) })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Verifies and applies a notification body; throws 4xx AppErrors for bad signatures or unknown payments. */
export async function handlePaymentNotification(app: FastifyInstance, request: NotificationRequest): Promise<{ result: NotificationResult; orderId: number | null }> {
  const verified = paymentProviderFor(app).verifyNotification(request);
  if (!verified.ok) {
    throw verified.reason === 'BAD_SIGNATURE'
      ? new AppError(401, 'NOTIFICATION_SIGNATURE_INVALID')
      : new AppError(400, 'NOTIFICATION_MALFORMED');
  }
  // An authentic event of a kind the shop does not act on: acknowledged so the provider stops sending it.
  if (verified.notification === null) return { result: 'ignored', orderId: null };
  const n = verified.notification;
  const payment = await app.db.selectFrom('payments').selectAll().where('external_reference', '=', n.reference).executeTakeFirst();
  if (!payment) throw new AppError(404, 'PAYMENT_NOT_FOUND');

  try {
    const result = await app.db.transaction().execute(async (trx) => {
      const outcome = await applyNotification(app, trx, n, payment.id, payment.order_id);
      if (outcome === 'confirmed') await queueOrderConfirmationMail(app, trx, payment.order_id);
      if (outcome === 'refund_required') await queueRefundMail(app, trx, payment.order_id, n.amount);
      return outcome;
    });
    if (result === 'confirmed' || result === 'refund_required') await deliverBriefly(app);
    return { result, orderId: payment.order_id };
  } catch (error) {
    // A promo code's last use went to another order meanwhile: the order cannot be sold as priced.
    if (error instanceof AppError && error.code === 'PROMO_USAGE_LIMIT_REACHED') {
      const result = await app.db.transaction().execute(async (trx) => {
        const nowIso = app.now().toISOString();
        if (!(await recordNotification(trx, n, payment.id, nowIso))) return 'duplicate' as const;
        await releaseSeats(trx, payment.order_id);
        await markRefundRequired(trx, payment.order_id, payment.id, nowIso);
        await queueRefundMail(app, trx, payment.order_id, n.amount);
        return 'refund_required' as const;
      });
      if (result === 'refund_required') await deliverBriefly(app);
      return { result, orderId: payment.order_id };
    }
    throw error;
  }
}

async function releaseSeats(trx: Db, orderId: number): Promise<void> {
  await abandonOrders(trx, [orderId]);
}

async function applyNotification(app: FastifyInstance, trx: Db, n: PaymentNotification, paymentId: number, orderId: number): Promise<NotificationResult> {
  const nowIso = app.now().toISOString();
  if (!(await recordNotification(trx, n, paymentId, nowIso))) return 'duplicate';
  // Lock the order (read in the same statement), then read the payment: concurrent notifications of one order queue up.
  const order = await lockAndFindOrder(trx, orderId);
  if (!order) throw new Error(`order ${orderId} of payment ${paymentId} is missing`);
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  if (payment.status !== 'pending') {
    // Money taken on a payment already settled as failed (the fan paid again meanwhile, or the
    // order went): it must go back, and a ticket manager must see it.
    if (n.outcome === 'success' && lateSuccessAnomaly(payment.status) !== null) {
      await trx.updateTable('payments').set({ status: 'refund_required', updated_at: nowIso }).where('id', '=', paymentId).execute();
      await trx.updateTable('orders').set({ anomaly_code: 'overpaid_transaction_not_refunded', anomaly_status: 'in_progress' }).where('id', '=', orderId).execute();
      await addToCancellationRefund(trx, orderId, paymentId);
      return 'refund_required';
    }
    return 'ignored';
  }

  switch (n.outcome) {
    case 'pending':
      return 'pending';
    case 'refused':
    case 'error':
      await clearFailedAttempt(trx, orderId, paymentId, n.outcome, nowIso);
      return n.outcome;
    case 'success':
      if (n.amount !== Number(payment.amount) || (n.currency !== undefined && n.currency !== SHOP_CURRENCY)) {
        // Money other than the amount asked: never a sale at another price. It goes back; the
        // order stays on hold and payable at its stored amount.
        await markRefundRequired(trx, orderId, paymentId, nowIso);
        return 'refund_required';
      }
      if (order.status === 'onhold' && isHoldLapsed({
        expiryDatetime: order.expiry_datetime, hasTransactionInProgress: order.has_transaction_in_progress === 1,
      }, app.now())) {
        // Past the pending-payment window the seats were already offered to others: whether or
        // not the sweep has run, the hold ends here and the money goes back.
        await releaseSeats(trx, orderId);
      }
      if (order.status !== 'onhold' || !(await orderStillHoldsSeats(trx, orderId))) {
        // Paid too late: the hold ended and its seats may be someone else's now.
        await markRefundRequired(trx, orderId, paymentId, nowIso);
        return 'refund_required';
      }
      await consumePromoCodeUses(trx, orderId, app.now());
      await trx.updateTable('payments').set({ status: 'succeeded', updated_at: nowIso }).where('id', '=', paymentId).execute();
      await confirmPaidOrder(trx, orderId, nowIso);
      return 'confirmed';
  }
}
