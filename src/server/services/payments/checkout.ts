/**
 * Starting a payment: the order is checked (the customer's, on hold, not expired, not already
 * being paid), the chosen option must be offered for its total, then the payment and the
 * instalment schedule are recorded and the order is marked as having a transaction in
 * progress, which keeps the expiry sweep away from it until the provider answers, or at most
 * until the pending-payment window after its expiry (domain/payment/pending-window).
 * An order with nothing to pay is sold at once, without a provider (./free-order.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { SessionCustomer } from '../../http/session.js';
import { findOfferedOption, installmentSchedule, offeredPaymentOptions } from '../../../domain/payment/index.js';
import type { ScheduledInstallment } from '../../../domain/payment/index.js';
import type { PaymentOption } from '../../../domain/site-config.js';
import { isHoldExpired } from '../../../domain/order-pricing.js';
import { applyPromoCodesToOrder } from '../promo/index.js';
import { mailLocale } from '../mail/templates.js';
import { lockedOwnedOrder } from '../orders/order-access.js';
import { paymentProviderFor } from './registry.js';
import { paymentNotInitiated } from './payment-errors.js';
import { amountToPay as orderAmountToPay } from '../../../domain/order-pricing.js';
import { confirmFreeOrder } from './free-order.js';
import { orderStillHoldsSeats } from './confirm-order.js';
import { queueOrderConfirmationMail } from './confirmation-mail.js';
import { deliverBriefly } from '../mail/mail-queue.js';

export interface CheckoutInput {
  orderId: number;
  numberOfInstallments: number;
  /** The codes the customer applied, in rank order; null keeps what the order already has. */
  promoCodeIds: number[] | null;
}

export interface CheckoutAnswer {
  orderId: number;
  paymentReference: string;
  redirectUrl: string;
  totalAmount: number;
  schedule: ScheduledInstallment[];
}

/** What the customer pays for an order row (see `amountToPay` in the domain for the rule). */
export const amountToPay = (order: { gross_amount: number; discount_amount: number }) =>
  orderAmountToPay({ grossAmount: Number(order.gross_amount), discountAmount: Number(order.discount_amount) });

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * A hold whose time ran out without a payment under way. It reads as expired whether or not the
 * sweep has ended the order yet: a fan who waited too long is told so, not that the order "was
 * paid, cancelled or has ended".
 */
function lapsedHold(order: { status: string; expiry_datetime: string; has_transaction_in_progress: number }, now: Date): boolean {
  return (order.status === 'onhold' || order.status === 'abandoned') && order.has_transaction_in_progress !== 1 && isHoldExpired(order.expiry_datetime, now);
}

/** Starts the payment of an order; answers where to send the customer's browser. */
export async function startCheckout(app: FastifyInstance, customer: SessionCustomer, input: CheckoutInput): Promise<CheckoutAnswer> {
  const now = app.now();
  const provider = paymentProviderFor(app);
  const reference = `pay_${randomBytes(16).toString('base64url')}`;
  const prepared = await app.db.transaction().execute(async (trx) => {
    // The row lock serialises checkouts and the order's changes (see lockedOwnedOrder).
    const order = await lockedOwnedOrder(trx, customer.id, input.orderId);
    if (lapsedHold(order, now)) throw paymentNotInitiated(409, 'ORDER_EXPIRED');
    if (order.status !== 'onhold') throw paymentNotInitiated(409, 'ORDER_NOT_ONHOLD', { status: order.status });
    if (order.has_transaction_in_progress === 1) throw paymentNotInitiated(409, 'ORDER_PAYMENT_IN_PROGRESS');
    const ticket = await trx.selectFrom('seat_tickets').select('id').where('order_id', '=', order.id).executeTakeFirst();
    const extra = await trx.selectFrom('ancillary_tickets').select('id').where('order_id', '=', order.id).executeTakeFirst();
    if (!ticket && !extra) throw paymentNotInitiated(409, 'ORDER_EMPTY');
    // A resale ticket whose listing the ticket office took off sale (cancelling the seller's
    // order) can no longer be sold to this order: a charge for it would only be refunded.
    if (!(await orderStillHoldsSeats(trx, order.id))) throw paymentNotInitiated(409, 'ORDER_TICKET_WITHDRAWN');

    // The codes are weighed again even when unchanged: one applied earlier may have been
    // withdrawn or have ended since, and the amount charged must not carry its discount.
    const applied = order.hasPromoCodes
      ? (await trx.selectFrom('order_promo_codes').select('promo_code_id').where('order_id', '=', order.id).orderBy('rank').execute()).map((a) => a.promo_code_id)
      : [];
    const promoCodeIds = input.promoCodeIds ?? applied;
    if (promoCodeIds.length > 0 || !sameIds(applied, promoCodeIds)) {
      const evaluation = await applyPromoCodesToOrder(trx, { orderId: order.id, customerId: customer.id, promoCodeIds, now });
      if (evaluation.promoCodeErrors.length > 0) {
        throw paymentNotInitiated(409, 'PROMO_CODE_REFUSED', { promoCodeErrors: evaluation.promoCodeErrors });
      }
    }
    const amounts = await trx.selectFrom('orders').select(['gross_amount', 'discount_amount', 'created_at']).where('id', '=', order.id).executeTakeFirstOrThrow();
    const total = amountToPay(amounts);
    const option = findOfferedOption(app.siteConfig, total, input.numberOfInstallments);
    if (!option) throw paymentNotInitiated(400, 'PAYMENT_OPTION_NOT_OFFERED', { totalAmount: total, numberOfInstallments: input.numberOfInstallments });
    const schedule = installmentSchedule(total, option.numberOfInstallments, amounts.created_at);
    const first = schedule[0]?.amount ?? total;
    if (total === 0) {
      await confirmFreeOrder(trx, order.id, reference, now, schedule[0]?.dueDate ?? now.toISOString());
      await queueOrderConfirmationMail(app, trx, order.id);
      return { total, schedule, first, option, locale: null, free: true as const };
    }

    // A previous refused attempt left its schedule; the new attempt's schedule replaces it.
    await trx.deleteFrom('installments').where('order_id', '=', order.id).where('status', '!=', 'paid').execute();
    await trx.insertInto('installments').values(schedule.map((s) => ({
      order_id: order.id, position: s.position, due_date: s.dueDate, amount: s.amount, status: 'scheduled' as const, attempts: 0, last_error: null,
    }))).execute();
    await trx.insertInto('payments').values({
      order_id: order.id, provider: provider.kindFor(option.numberOfInstallments), status: 'pending', amount: first,
      external_reference: reference, created_at: now.toISOString(), updated_at: now.toISOString(),
    }).execute();
    await trx.updateTable('orders')
      .set({ has_transaction_in_progress: 1, number_of_installments: option.numberOfInstallments, payment_method: 'credit_card' })
      .where('id', '=', order.id).execute();
    const locale = await trx.selectFrom('customers').select('locale').where('id', '=', customer.id).executeTakeFirst();
    return { total, schedule, first, option, locale: mailLocale(locale?.locale), free: false as const };
  });
  if (prepared.free) {
    await deliverBriefly(app);
    return { orderId: input.orderId, paymentReference: reference, redirectUrl: `/validation?orderId=${input.orderId}`, totalAmount: 0, schedule: prepared.schedule };
  }

  try {
    const { redirectUrl, sessionId } = await provider.initiate({
      reference, orderId: input.orderId, amount: prepared.first, numberOfInstallments: prepared.option.numberOfInstallments, locale: prepared.locale,
    });
    if (sessionId !== undefined) {
      await app.db.updateTable('payments').set({ provider_session_id: sessionId }).where('external_reference', '=', reference).execute();
    }
    return { orderId: input.orderId, paymentReference: reference, redirectUrl, totalAmount: prepared.total, schedule: prepared.schedule };
  } catch (error) {
    // The provider could not start: release the order so the customer can try again.
    app.log.error({ err: error, orderId: input.orderId }, 'payment initiation failed');
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('payments').set({ status: 'error', updated_at: app.now().toISOString() }).where('external_reference', '=', reference).execute();
      await trx.updateTable('orders').set({ has_transaction_in_progress: 0 }).where('id', '=', input.orderId).execute();
    });
    throw paymentNotInitiated(502, 'PROVIDER_UNAVAILABLE');
  }
}

export interface CheckoutOptions {
  orderId: number;
  /** When the hold ends: the page counts it down, as the summary does. */
  expiryDatetime: string;
  totalAmount: number;
  options: (PaymentOption & { schedule: ScheduledInstallment[] })[];
}

/**
 * The payment options of the customer's order with each option's schedule, as it would be charged.
 * An order that can no longer be paid answers what startCheckout would refuse it with, so the page
 * never offers a payment that cannot start.
 */
export async function checkoutOptions(app: FastifyInstance, customer: SessionCustomer, orderId: number): Promise<CheckoutOptions> {
  const order = await app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || order.customer_id !== customer.id) throw new AppError(404, 'ORDER_NOT_FOUND');
  if (lapsedHold(order, app.now())) throw new AppError(409, 'ORDER_EXPIRED');
  if (order.status !== 'onhold') throw new AppError(409, 'ORDER_NOT_ONHOLD', 'ORDER_NOT_ONHOLD', { status: order.status });
  if (order.has_transaction_in_progress === 1) throw new AppError(409, 'ORDER_PAYMENT_IN_PROGRESS');
  if (!(await orderStillHoldsSeats(app.db, orderId, { lockListings: false }))) throw new AppError(409, 'ORDER_TICKET_WITHDRAWN');
  const total = amountToPay(order);
  return {
    orderId,
    expiryDatetime: order.expiry_datetime,
    totalAmount: total,
    options: offeredPaymentOptions(app.siteConfig, total).map((option) => ({
      ...option, schedule: installmentSchedule(total, option.numberOfInstallments, order.created_at),
    })),
  };
}
