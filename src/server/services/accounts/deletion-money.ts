/**
 * What an account deletion must settle about money still moving: payments it has to wait for, and
 * seat holds it ends itself. Both run inside deleteAccount's transaction, after its customer lock.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { abandonOrders, staleOrderIds } from '../../db/repositories/order-repository.js';

/**
 * The customer's on-hold orders, locked on PostgreSQL: a checkout locks the order row before it
 * starts a payment, so it either ran first (and its payment is seen here) or waits and then finds
 * the order abandoned.
 */
async function lockedHeldOrders(app: FastifyInstance, trx: Db, customerId: number) {
  const query = trx.selectFrom('orders').select(['id', 'has_transaction_in_progress'])
    .where('customer_id', '=', customerId).where('status', '=', 'onhold');
  return app.dialect === 'postgres' ? query.forUpdate().execute() : query.execute();
}

/**
 * Refuses the deletion (409 ACCOUNT_HAS_PAYMENTS_DUE, with `reason`) while a payment of an on-hold
 * order is under way (it could still confirm the order of an anonymised account) or a confirmed
 * order has instalments left (the instalment job would keep charging the card). Otherwise ends the
 * customer's on-hold orders as abandoning them does, so their seats, extras and promo code
 * reservations are free at once rather than at the end of the hold.
 */
export async function settleHeldOrdersBeforeDeletion(app: FastifyInstance, trx: Db, customerId: number): Promise<void> {
  // Holds already past their end (a payment included, past its window) end the usual way first:
  // a late payment of one is refunded, so it is nothing to wait for.
  await abandonOrders(trx, await staleOrderIds(trx, app.now().toISOString(), { customerId }));
  const held = await lockedHeldOrders(app, trx, customerId);
  const heldIds = held.map((order) => order.id);
  const pending = heldIds.length === 0 ? [] : await trx.selectFrom('payments').select('id')
    .where('order_id', 'in', heldIds).where('status', '=', 'pending').execute();
  if (held.some((order) => order.has_transaction_in_progress === 1) || pending.length > 0) {
    throw new AppError(409, 'ACCOUNT_HAS_PAYMENTS_DUE', 'ACCOUNT_HAS_PAYMENTS_DUE', { reason: 'payment_in_progress' });
  }
  const instalmentsDue = await trx.selectFrom('installments as i').innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('i.id').where('o.customer_id', '=', customerId).where('o.status', '=', 'confirmed')
    .where('i.status', '!=', 'paid').limit(1).execute();
  if (instalmentsDue.length > 0) {
    throw new AppError(409, 'ACCOUNT_HAS_PAYMENTS_DUE', 'ACCOUNT_HAS_PAYMENTS_DUE', { reason: 'installments_due' });
  }
  await abandonOrders(trx, heldIds);
}
