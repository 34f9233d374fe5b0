/** Ownership and state checks shared by every call that changes an order. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { findOrder, lockAndFindOrder } from '../../db/repositories/order-repository.js';
import type { LockedOrderRow, OrderRow } from '../../db/repositories/order-repository.js';
import { isHoldExpired } from '../../../domain/order-pricing.js';
import { refused } from './order-errors.js';

/** The order when it belongs to the customer; 404 otherwise, so no one learns others' order ids. */
export async function ownedOrder(db: Db, customerId: number, orderId: number): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || order.customer_id !== customerId) throw refused(404, 'ORDER_NOT_FOUND');
  return order;
}

/**
 * The customer's order with its row locked for the caller's transaction (a no-op write, as the
 * checkout does, read back in the same statement); 404 as ownedOrder. On PostgreSQL a change read
 * before the lock could pass its checks while a checkout priced the order, then add extras or seats
 * nobody paid for; after it, the checkout waits for the change or the change sees the payment in
 * progress. SQLite runs one write transaction at a time anyway.
 */
export async function lockedOwnedOrder(db: Db, customerId: number, orderId: number): Promise<LockedOrderRow> {
  const order = await lockAndFindOrder(db, orderId);
  if (!order || order.customer_id !== customerId) throw refused(404, 'ORDER_NOT_FOUND');
  return order;
}

/**
 * The customer's order, still on hold and changeable, its row locked (see lockedOwnedOrder): an
 * expired hold gives 409 ORDER_EXPIRED (callers run inside a transaction that this refusal rolls
 * back, so the sweeper or the next read ends the order), an order being paid cannot change (409
 * ORDER_PAYMENT_IN_PROGRESS).
 */
export async function openOrderOf(app: FastifyInstance, db: Db, customerId: number, orderId: number): Promise<LockedOrderRow> {
  return openLockedOrder(app, customerId, await lockAndFindOrder(db, orderId));
}

/** openOrderOf's checks of an order row already read under its lock (null: no such order). */
export function openLockedOrder(app: FastifyInstance, customerId: number, order: LockedOrderRow | null): LockedOrderRow {
  if (!order || order.customer_id !== customerId) throw refused(404, 'ORDER_NOT_FOUND');
  if (order.status !== 'onhold') throw refused(409, 'ORDER_NOT_ONHOLD');
  if (order.has_transaction_in_progress === 1) throw refused(409, 'ORDER_PAYMENT_IN_PROGRESS');
  if (isHoldExpired(order.expiry_datetime, app.now())) throw refused(409, 'ORDER_EXPIRED');
  return order;
}
