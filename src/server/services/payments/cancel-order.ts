/**
 * Cancellation by a ticket manager: the order ends as cancelled, its seats are free at once, its
 * tickets are in the refunded state, its unpaid instalments are never charged and the money
 * already taken is marked for refund (the refund itself is done in the provider's back office).
 */
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';

export interface CancelResult {
  orderId: number;
  previousStatus: string;
  freedSeats: number;
}

/** Cancels an on-hold or confirmed order; 404 when unknown, 409 when already ended. */
export async function cancelOrderByTicketManager(db: Db, orderId: number, now: Date): Promise<CancelResult> {
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status']).where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
    if (order.status !== 'onhold' && order.status !== 'confirmed') throw new AppError(409, 'ORDER_NOT_CANCELLABLE', 'ORDER_NOT_CANCELLABLE', { status: order.status });
    const updated = await trx.updateTable('orders').set({ status: 'cancelled', has_transaction_in_progress: 0 })
      .where('id', '=', orderId).where('status', '=', order.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError(409, 'ORDER_NOT_CANCELLABLE');
    // Resale claims of an unpaid order go back on sale.
    const claims = await trx.selectFrom('seat_tickets').select('resale_listing_id')
      .where('order_id', '=', orderId).where('is_from_resale', '=', 1).where('state', '=', 'in_progress').execute();
    const listingIds = claims.map((c) => c.resale_listing_id).filter((id): id is number => id !== null);
    if (listingIds.length > 0) {
      await trx.updateTable('resale_listings').set({ status: 'on_sale' }).where('id', 'in', listingIds).where('status', '=', 'pending').execute();
    }
    // The order's own tickets that its customer had put up for resale come off sale.
    await trx.updateTable('resale_listings').set({ status: 'cancelled' }).where('status', '=', 'on_sale')
      .where('seat_ticket_id', 'in', trx.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId))
      .execute();
    const freed = await trx.updateTable('seat_tickets').set({ active: 0, state: 'refunded' })
      .where('order_id', '=', orderId).where('active', '=', 1).executeTakeFirst();
    await trx.updateTable('seat_tickets').set({ state: 'refunded' }).where('order_id', '=', orderId).execute();
    await trx.updateTable('ancillary_tickets').set({ state: 'refunded' }).where('order_id', '=', orderId).execute();
    await trx.deleteFrom('installments').where('order_id', '=', orderId).where('status', '!=', 'paid').execute();
    await trx.updateTable('payments').set({ status: 'refund_required', updated_at: nowIso })
      .where('order_id', '=', orderId).where('status', '=', 'succeeded').execute();
    // A payment still pending stays so: if it succeeds later, its notification sees the
    // cancelled order and marks it for refund.
    return { orderId, previousStatus: order.status, freedSeats: Number(freed.numUpdatedRows) };
  });
}
