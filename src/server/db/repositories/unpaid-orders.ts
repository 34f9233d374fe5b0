/**
 * A customer's unpaid orders (on hold, pending payments included, whose hold has not lapsed) with
 * their seat tickets, read once per seat hold: the open cart, the tickets a resubmitted cart
 * replaces and the limits all come from this one read (each was a round trip of its own). The
 * cart popover finds its cart the same way, so the rule of what the cart is lives here only.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { OrderRow } from './order-repository.js';

export interface UnpaidTicket {
  id: number;
  orderId: number;
  seatId: number;
  eventId: number;
  campaignPackId: number | null;
  packGroup: string | null;
  productName: string;
  requiresAccompanying: boolean;
}

export interface UnpaidOrders {
  orders: OrderRow[];
  tickets: UnpaidTicket[];
}

type UnpaidRow = OrderRow & {
  ticket_id: number | null;
  seat_id: number | null;
  event_id: number | null;
  campaign_pack_id: number | null;
  pack_group: string | null;
  product_name: string | null;
  requires_accompanying_ticket: number | null;
};

/**
 * The customer's unpaid orders, a row per seat ticket (or one without). Raw SQL on the hot path.
 * It walks the customer's orders, never the orders on hold: `status || ''` is a value no index
 * holds, so the (status, expiry) index of the sweep cannot serve it. On an on-sale day the
 * statistics still say that no order is on hold, and PostgreSQL then took that index as the
 * cheaper path, in a plan a prepared statement keeps: every hold read every order on hold
 * (0.24 ms a hold and growing with the rush, against 0.05 through the customer).
 */
export function unpaidOrdersQuery(customerId: number, nowIso: string) {
  return sql<UnpaidRow>`select o.id, o.customer_id, o.status, o.expiry_datetime, o.has_transaction_in_progress,
      o.sale_channel_id, t.id as ticket_id, t.seat_id, t.event_id, t.campaign_pack_id, t.pack_group,
      p.name as product_name, p.requires_accompanying_ticket
    from orders o left join seat_tickets t on t.order_id = o.id left join products p on p.id = t.product_id
    where o.customer_id = ${customerId} and o.status || '' = 'onhold' and (o.expiry_datetime > ${nowIso} or o.has_transaction_in_progress = 1)`;
}

export async function unpaidOrdersOf(db: Db, customerId: number, nowIso: string): Promise<UnpaidOrders> {
  const { rows } = await unpaidOrdersQuery(customerId, nowIso).execute(db);
  const orders = new Map<number, OrderRow>();
  const tickets: UnpaidTicket[] = [];
  for (const r of rows) {
    const {
      ticket_id: ticketId, seat_id: seatId, event_id: eventId, campaign_pack_id: campaignPackId, pack_group: packGroup,
      product_name: productName, requires_accompanying_ticket: requires, ...order
    } = r;
    orders.set(order.id, order);
    if (ticketId === null || seatId === null || eventId === null) continue;
    tickets.push({ id: ticketId, orderId: order.id, seatId, eventId, campaignPackId, packGroup, productName: productName ?? '', requiresAccompanying: Number(requires) === 1 });
  }
  return { orders: [...orders.values()], tickets };
}

/** The newest of these orders that still holds at `nowIso` with no payment running: the cart. */
export function openCartAmong(unpaid: UnpaidOrders, nowIso: string): OrderRow | null {
  let cart: OrderRow | null = null;
  for (const order of unpaid.orders) {
    if (order.expiry_datetime > nowIso && order.has_transaction_in_progress === 0 && (!cart || order.id > cart.id)) cart = order;
  }
  return cart;
}

/**
 * What the customer holds unpaid once the hold has freed `released` tickets and ended the
 * `abandoned` orders: the orders, all their seats (`total`) and those of `item` (`forItem`); a
 * pack seat counts once. Limits count these, not only the cart: an order in checkout stops being
 * the cart but its seats are still held.
 */
export function unpaidCounts(
  unpaid: UnpaidOrders,
  item: { eventId: number } | { packId: number },
  released: ReadonlySet<number>,
  abandoned: ReadonlySet<number>,
): { orders: number; total: number; forItem: number } {
  const units = new Map<string, { eventId: number; packId: number | null }>();
  for (const t of unpaid.tickets) {
    if (released.has(t.id) || abandoned.has(t.orderId)) continue;
    const key = t.packGroup === null ? `t${t.id}` : `p${t.packGroup}`;
    if (!units.has(key)) units.set(key, { eventId: t.eventId, packId: t.campaignPackId });
  }
  let forItem = 0;
  for (const unit of units.values()) {
    if ('eventId' in item ? unit.packId === null && unit.eventId === item.eventId : unit.packId === item.packId) forItem += 1;
  }
  return { orders: unpaid.orders.filter((o) => !abandoned.has(o.id)).length, total: units.size, forItem };
}
