/**
 * What a seat hold reads, inside its transaction and under the customer's lock, before it plans
 * the tickets: the customer's unpaid orders (the limits count them), the order the tickets join
 * (locked), the seats of that order the cart replaces (freed), expired resale claims in the way
 * (ended), and the wanted seats with the tickets on them.
 */
import type { FastifyInstance } from 'fastify';
import type { CreateOrderInput } from '../../../domain/cart-payload.js';
import type { Db } from '../../db/database.js';
import type { SeatRow } from '../../db/repositories/block-repository.js';
import { readUnpaidLockingCartPg } from '../../db/repositories/cart-lock-seat-read.js';
import type { SaleContext } from '../../db/repositories/inventory-sale-context.js';
import { seatsWithHolds } from '../../db/repositories/inventory-repository.js';
import type { SeatHold } from '../../db/repositories/inventory-repository.js';
import { abandonOrders, lockAndFindOrder, staleOrderIds } from '../../db/repositories/order-repository.js';
import type { LockedOrderRow } from '../../db/repositories/order-repository.js';
import { openCartAmong, unpaidOrdersOf } from '../../db/repositories/unpaid-orders.js';
import type { UnpaidOrders } from '../../db/repositories/unpaid-orders.js';
import { AppError } from '../../errors.js';
import { openLockedOrder, openOrderOf } from './order-access.js';
import { releaseItemExtras, releaseOwnSeats } from './resubmit.js';

export interface HoldReads {
  unpaid: UnpaidOrders;
  /** The order the tickets join, locked; null for a new order. */
  own: LockedOrderRow | null;
  /** Tickets of `own` the cart replaces or no longer names, deleted. */
  released: ReadonlySet<number>;
  /** Orders ended because an expired claim of theirs stood in the way. */
  abandoned: Set<number>;
  seats: Map<number, SeatRow>;
  holds: SeatHold[];
}

/**
 * Tickets join the order `orderId` (add-tickets), else the customer's open cart. Seats the order
 * holds that the cart names again, and those of `heldSeatIds`, are freed (see ./resubmit.ts).
 */
export async function readForHold(
  app: FastifyInstance,
  trx: Db,
  customerId: number,
  ctx: SaleContext,
  input: CreateOrderInput,
  options: { orderId?: number; heldSeatIds?: readonly number[] },
  nowIso: string,
): Promise<HoldReads> {
  const held = options.heldSeatIds ?? [];
  const wantedSeatIds = input.tickets.map((t) => t.seatId);
  const resaleSeatIds = input.tickets.filter((t) => t.isFromResale).map((t) => t.seatId);
  const eventIds = ctx.events.map((e) => e.id);
  // The on-sale path on PostgreSQL (a cart joined or a new order, nothing named to release, no
  // resale seat to free first): the three reads ride in one statement (two before 2026-11-28).
  const oneRead = app.dialect === 'postgres' && options.orderId === undefined && held.length === 0
    && resaleSeatIds.length === 0 && wantedSeatIds.length > 0
    ? await readUnpaidLockingCartPg(trx, customerId, nowIso, ctx.arenaId, wantedSeatIds, eventIds)
    : null;
  const unpaid = oneRead?.unpaid ?? await unpaidOrdersOf(trx, customerId, nowIso);
  const cart = options.orderId === undefined ? openCartAmong(unpaid, nowIso) : null;
  const lockedCart = async (id: number) => (oneRead && oneRead.cart?.id === id ? oneRead.cart : lockAndFindOrder(trx, id));
  const own = options.orderId !== undefined
    ? await openOrderOf(app, trx, customerId, options.orderId)
    : cart && openCartOrNull(app, customerId, await lockedCart(cart.id));
  // The cart sent again to its own order: what the order holds of it is replaced, not refused.
  const released = new Set(own ? await releaseOwnSeats(trx, own.id, ctx, [...wantedSeatIds, ...held], unpaid.tickets) : []);
  if (own && (held.length > 0 || released.size > 0)) await releaseItemExtras(trx, own.id, ctx);
  // A hold that has expired must not block this buyer: it ends here, in this transaction. An
  // expired claim on a resale listing first, so that the listing is on sale again for the plan.
  const abandoned = new Set<number>();
  if (resaleSeatIds.length > 0 && ctx.kind === 'event') {
    for (const id of await abandonOrders(trx, await staleOrderIds(trx, nowIso, { resaleSeats: { eventId: ctx.id, seatIds: resaleSeatIds } }))) abandoned.add(id);
  }
  // Seats read before a release would show the freed tickets as holds: read again after one.
  const { seats, holds } = oneRead && released.size === 0 ? oneRead : await seatsWithHolds(trx, ctx.arenaId, wantedSeatIds, eventIds, nowIso);
  return { unpaid, own, released, abandoned, seats, holds };
}

/** Why the cart read a moment ago is no longer open once locked (its payment started, or it ended). */
const OPEN_CART_LOST = new Set(['ORDER_PAYMENT_IN_PROGRESS', 'ORDER_NOT_ONHOLD', 'ORDER_EXPIRED']);

/**
 * The open cart, read under its lock, while no payment of it has started meanwhile (else the
 * tickets go to a new order): a seat must never join an order whose checkout already priced it.
 */
function openCartOrNull(app: FastifyInstance, customerId: number, locked: LockedOrderRow | null): LockedOrderRow | null {
  try {
    return openLockedOrder(app, customerId, locked);
  } catch (error) {
    if (error instanceof AppError && OPEN_CART_LOST.has(error.code)) return null;
    throw error;
  }
}
