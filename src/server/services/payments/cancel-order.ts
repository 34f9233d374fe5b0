/**
 * Cancellation by a ticket manager: the order ends as cancelled, the tickets still its customer's
 * free their seats and are in the refunded state, its unpaid instalments are never charged and the
 * money paid for what is cancelled is marked for refund (the refund itself is done in the
 * provider's back office). Tickets passed on before (an accepted transfer, a sold resale listing)
 * belong to someone else now: they stay as they are, and what was paid for them is not refunded.
 * The customer of a confirmed order, and the recipient of each transfer taken back, are mailed in
 * the same transaction: a second run is refused before it could mail again.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { cancellationMoney } from '../../../domain/cancellation-refund.js';
import type { CancellationMoney } from '../../../domain/cancellation-refund.js';
import { queueCancellationMail } from './cancellation-mail.js';
import { queueTransferWithdrawnMails } from '../transfers/transfer-withdrawn-mail.js';

export interface CancelResult extends CancellationMoney {
  orderId: number;
  previousStatus: string;
  freedSeats: number;
  /** Tickets left alone because their seat went to someone else before. */
  passedOnTickets: number;
}

/** Ids of the order's tickets a transfer recipient accepted or a resale buyer bought. */
async function passedOnTicketIds(trx: Db, orderId: number): Promise<Set<number>> {
  const ticketsOfOrder = trx.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId);
  const transferred = await trx.selectFrom('transfers').select('seat_ticket_id as id')
    .where('status', '=', 'confirmed').where('seat_ticket_id', 'in', ticketsOfOrder).execute();
  const resold = await trx.selectFrom('resale_listings').select('seat_ticket_id as id')
    .where('status', '=', 'sold').where('seat_ticket_id', 'in', ticketsOfOrder).execute();
  return new Set([...transferred, ...resold].map((row) => row.id));
}

/** The money taken for the order and its lines, to work out the refund before anything changes. */
async function moneyOf(trx: Db, orderId: number, passedOn: Set<number>): Promise<CancellationMoney> {
  const payments = await trx.selectFrom('payments').select('amount').where('order_id', '=', orderId).where('status', '=', 'succeeded').execute();
  const paid = payments.reduce((sum, p) => sum + Number(p.amount), 0);
  const seats = await trx.selectFrom('seat_tickets').select(['id', 'gross_amount', 'discount_amount']).where('order_id', '=', orderId).execute();
  const extras = await trx.selectFrom('ancillary_tickets').select(['gross_amount', 'discount_amount']).where('order_id', '=', orderId).execute();
  const line = (row: { gross_amount: number; discount_amount: number }, isPassedOn: boolean) =>
    ({ grossAmount: Number(row.gross_amount), discountAmount: Number(row.discount_amount), passedOn: isPassedOn });
  return cancellationMoney(paid, [...seats.map((s) => line(s, passedOn.has(s.id))), ...extras.map((e) => line(e, false))]);
}

/** Cancels an on-hold or confirmed order; 404 when unknown, 409 when already ended. */
export async function cancelOrderByTicketManager(app: FastifyInstance, orderId: number): Promise<CancelResult> {
  const nowIso = app.now().toISOString();
  return app.db.transaction().execute(async (trx) => {
    // The order row is locked before anything is read (PostgreSQL): a transfer send, an acceptance
    // or a resale listing of its tickets shares this lock (passable-tickets), so either it committed
    // before and what it wrote is read below, or it waits and then sees the cancellation.
    const read = trx.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId);
    const order = await (app.dialect === 'postgres' ? read.forNoKeyUpdate() : read).executeTakeFirst();
    if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
    if (order.status !== 'onhold' && order.status !== 'confirmed') throw new AppError(409, 'ORDER_NOT_CANCELLABLE', 'ORDER_NOT_CANCELLABLE', { status: order.status });
    const ownTickets = trx.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId);
    // The order's own tickets that its customer had put up for resale come off sale, also one a
    // buyer is paying for (pending): sold after this, the buyer would hold a seat refunded to the
    // seller. The buyer's order no longer holds its seats (orderStillHoldsSeats), so their payment
    // is given back.
    await trx.updateTable('resale_listings').set({ status: 'cancelled' }).where('status', 'in', ['on_sale', 'pending'])
      .where('seat_ticket_id', 'in', ownTickets).execute();
    // Read after that update: on PostgreSQL it waited for a buyer's confirmation in flight, whose
    // listing, sold now, is read as passed on.
    const passedOn = await passedOnTicketIds(trx, orderId);
    const money = await moneyOf(trx, orderId, passedOn);
    const anomaly = money.refund > 0 ? 'refund_required' : money.stillOwed > 0 ? 'payment_required' : null;
    const updated = await trx.updateTable('orders').set({
      status: 'cancelled', has_transaction_in_progress: 0, refund_amount: money.refund,
      ...(anomaly === null ? {} : { anomaly_code: anomaly, anomaly_status: 'in_progress' as const }),
    }).where('id', '=', orderId).where('status', '=', order.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
    // Resale claims of an unpaid order go back on sale.
    const claims = await trx.selectFrom('seat_tickets').select('resale_listing_id')
      .where('order_id', '=', orderId).where('is_from_resale', '=', 1).where('state', '=', 'in_progress').execute();
    const listingIds = claims.map((c) => c.resale_listing_id).filter((id): id is number => id !== null);
    if (listingIds.length > 0) {
      await trx.updateTable('resale_listings').set({ status: 'on_sale' }).where('id', 'in', listingIds).where('status', '=', 'pending').execute();
    }
    // A transfer not yet accepted is taken back: its link must not offer a cancelled ticket, and
    // the recipient, who holds an invitation, is told (only of what this update took back).
    const withdrawn = await trx.updateTable('transfers').set({ status: 'cancelled', settled_at: nowIso }).where('status', '=', 'pending')
      .where('seat_ticket_id', 'in', ownTickets).returning(['seat_ticket_id', 'from_customer_id', 'to_email', 'token_hash', 'locale']).execute();
    await queueTransferWithdrawnMails(app, trx, withdrawn, 'order_cancelled');
    const keptByOthers = [...passedOn];
    const cancelled = () => {
      const query = trx.updateTable('seat_tickets').where('order_id', '=', orderId);
      return keptByOthers.length === 0 ? query : query.where('id', 'not in', keptByOthers);
    };
    const freed = await cancelled().set({ active: 0, state: 'refunded' }).where('active', '=', 1).executeTakeFirst();
    await cancelled().set({ state: 'refunded' }).execute();
    await trx.updateTable('ancillary_tickets').set({ state: 'refunded' }).where('order_id', '=', orderId).execute();
    await trx.deleteFrom('installments').where('order_id', '=', orderId).where('status', '!=', 'paid').execute();
    if (money.refund > 0) {
      await trx.updateTable('payments').set({ status: 'refund_required', updated_at: nowIso })
        .where('order_id', '=', orderId).where('status', '=', 'succeeded').execute();
    }
    if (order.status === 'confirmed') {
      const ids = await trx.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute();
      await queueCancellationMail(app, trx, orderId, {
        cancelledTicketIds: ids.map((t) => t.id).filter((id) => !passedOn.has(id)), passedOn: passedOn.size > 0, refund: money.refund,
      });
    }
    // A payment still pending stays so: if it succeeds later, its notification sees the
    // cancelled order and marks it for refund.
    return { orderId, previousStatus: order.status, freedSeats: Number(freed.numUpdatedRows), passedOnTickets: passedOn.size, ...money };
  });
}
