/**
 * What a payment result does to its order, inside the notification's transaction.
 * A success confirms the order only while it still holds every seat; otherwise the money must go
 * back (payment refund_required, order anomaly refund_required) and nothing is sold twice.
 */
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/passable-tickets.js';
import { scheduleBalanced } from '../../../domain/order-anomalies.js';
import { amountToPay } from '../../../domain/order-pricing.js';

export interface OrderForPayment {
  id: number;
  status: string;
  customer_id: number;
}

/**
 * True when every ticket of the order still holds its seat (or its resale claim is still ours),
 * so confirming cannot sell a seat that someone else holds. `lockListings: false` for a read that
 * only reports (the payment status a page polls): it has nothing to keep from changing.
 */
export async function orderStillHoldsSeats(trx: Db, orderId: number, { lockListings = true } = {}): Promise<boolean> {
  const tickets = await trx.selectFrom('seat_tickets').select(['active', 'is_from_resale', 'resale_listing_id', 'state']).where('order_id', '=', orderId).execute();
  for (const t of tickets) {
    if (t.state !== 'in_progress') return false;
    if (t.is_from_resale === 1) {
      if (t.resale_listing_id === null) return false;
      // Locked until the sale commits (PostgreSQL): a cancellation of the seller's order taking the
      // listing off sale waits for it and then reads the ticket as passed on, or went first and
      // the listing is read here as cancelled.
      const read = trx.selectFrom('resale_listings').select('status').where('id', '=', t.resale_listing_id);
      const listing = await (lockListings && isPostgres(trx) ? read.forUpdate() : read).executeTakeFirst();
      if (listing?.status !== 'pending') return false;
    } else if (t.active !== 1) {
      return false;
    }
  }
  return true;
}

/**
 * Sells a resale claim: the seller's ticket stops holding the seat first (the unique index allows
 * one active holder), then the buyer's ticket takes it and the listing is sold.
 */
async function completeResaleClaims(trx: Db, orderId: number, nowIso: string): Promise<void> {
  const claims = await trx.selectFrom('seat_tickets').select(['id', 'resale_listing_id']).where('order_id', '=', orderId).where('is_from_resale', '=', 1).execute();
  for (const claim of claims) {
    if (claim.resale_listing_id === null) continue;
    const listing = await trx.selectFrom('resale_listings').select(['seat_ticket_id']).where('id', '=', claim.resale_listing_id).executeTakeFirstOrThrow();
    await trx.updateTable('seat_tickets').set({ active: 0, state: 'fulfilled' }).where('id', '=', listing.seat_ticket_id).execute();
    await trx.updateTable('seat_tickets').set({ active: 1 }).where('id', '=', claim.id).execute();
    await trx.updateTable('resale_listings').set({ status: 'sold', sold_at: nowIso }).where('id', '=', claim.resale_listing_id).execute();
  }
}

/** Confirms a paid order: sold tickets, sale time, first instalment paid. */
export async function confirmPaidOrder(trx: Db, orderId: number, nowIso: string): Promise<void> {
  await completeResaleClaims(trx, orderId, nowIso);
  await trx.updateTable('orders')
    .set({ status: 'confirmed', sale_datetime: nowIso, has_transaction_in_progress: 0 })
    .where('id', '=', orderId).execute();
  await trx.updateTable('seat_tickets').set({ state: 'confirmed' }).where('order_id', '=', orderId).execute();
  await trx.updateTable('ancillary_tickets').set({ state: 'confirmed' }).where('order_id', '=', orderId).execute();
  await trx.updateTable('installments')
    .set((eb) => ({ status: 'paid', attempts: eb('attempts', '+', 1) }))
    .where('order_id', '=', orderId).where('position', '=', 1).execute();
  await flagUnbalancedSchedule(trx, orderId);
}

/**
 * A confirmed order whose instalments do not add up to what it costs (a safety net: orders are
 * frozen while paid) is sold, and marked transaction_details_unbalanced for a ticket manager.
 */
async function flagUnbalancedSchedule(trx: Db, orderId: number): Promise<void> {
  const order = await trx.selectFrom('orders').select(['gross_amount', 'discount_amount']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const installments = await trx.selectFrom('installments').select('amount').where('order_id', '=', orderId).execute();
  const total = amountToPay({ grossAmount: Number(order.gross_amount), discountAmount: Number(order.discount_amount) });
  if (!scheduleBalanced(total, installments.map((i) => Number(i.amount)))) {
    await trx.updateTable('orders').set({ anomaly_code: 'transaction_details_unbalanced', anomaly_status: 'in_progress' }).where('id', '=', orderId).execute();
  }
}

/**
 * Money that arrives for an order a ticket manager already cancelled adds to what that
 * cancellation gives back (orders.refund_amount is only set by it), so My purchases says it all.
 */
export async function addToCancellationRefund(trx: Db, orderId: number, paymentId: number): Promise<void> {
  const payment = await trx.selectFrom('payments').select('amount').where('id', '=', paymentId).executeTakeFirstOrThrow();
  await trx.updateTable('orders').set((eb) => ({ refund_amount: eb('refund_amount', '+', Number(payment.amount)) }))
    .where('id', '=', orderId).where('refund_amount', 'is not', null).execute();
}

/** Records that the money taken for this order must be given back. */
export async function markRefundRequired(trx: Db, orderId: number, paymentId: number, nowIso: string): Promise<void> {
  await trx.updateTable('payments').set({ status: 'refund_required', updated_at: nowIso }).where('id', '=', paymentId).execute();
  await addToCancellationRefund(trx, orderId, paymentId);
  await trx.updateTable('orders')
    .set({ has_transaction_in_progress: 0, anomaly_code: 'refund_required', anomaly_status: 'in_progress' })
    .where('id', '=', orderId).execute();
  // The order was not sold: its schedule must never be charged.
  await trx.deleteFrom('installments').where('order_id', '=', orderId).where('status', '!=', 'paid').execute();
}

/** A refused or failed attempt: the order goes back to a plain hold the customer may pay again. */
export async function clearFailedAttempt(trx: Db, orderId: number, paymentId: number, status: 'refused' | 'error', nowIso: string): Promise<void> {
  await trx.updateTable('payments').set({ status, updated_at: nowIso }).where('id', '=', paymentId).execute();
  await trx.updateTable('orders').set({ has_transaction_in_progress: 0 }).where('id', '=', orderId).where('status', '=', 'onhold').execute();
  await trx.deleteFrom('installments').where('order_id', '=', orderId).where('status', '!=', 'paid').execute();
}
