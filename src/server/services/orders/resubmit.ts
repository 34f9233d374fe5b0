/**
 * A cart sent again to its own on-hold order (add-tickets with the seats the order already holds
 * for the item). The cart is the source of truth for that item: a seat the order holds is not
 * UNAVAILABLE to the same order, it is kept (written again with the cart's offer and holder) or,
 * when the fan deselected it, released. Seats the cart does not name are never touched, so tickets
 * the cart does not know about (another item, or a cart that lost track) stay on the order.
 */
import type { Db } from '../../db/database.js';
import type { SaleContext } from '../../db/repositories/inventory-sale-context.js';
import { deleteTickets } from '../../db/repositories/order-repository.js';

/**
 * The order's tickets of this item (an event's single tickets, or every ticket of the pack or
 * season) at `seatIds`. Selected by order only and filtered here: with `event_id` in the query
 * SQLite chose the (event_id, active) index and scanned the whole event's tickets on every hold
 * (bench:server lost a third of its throughput); an order holds a handful of tickets.
 */
async function itemTicketIdsAt(trx: Db, orderId: number, ctx: Pick<SaleContext, 'kind' | 'id'>, seatIds: ReadonlySet<number>): Promise<number[]> {
  const rows = await trx.selectFrom('seat_tickets').select(['id', 'seat_id', 'event_id', 'campaign_pack_id']).where('order_id', '=', orderId).execute();
  const ofItem = (r: (typeof rows)[number]) => (ctx.kind === 'event' ? r.event_id === ctx.id && r.campaign_pack_id === null : r.campaign_pack_id === ctx.id);
  return rows.filter((r) => seatIds.has(r.seat_id) && ofItem(r)).map((r) => r.id);
}

/**
 * Frees the order's tickets of this item at `seatIds` (a pack seat with all its events), before
 * the seats are checked and the cart's tickets inserted again in the same transaction. Resale
 * claims of those tickets go back on sale, so a kept resale seat can be claimed again. Answers how
 * many tickets were freed.
 */
export async function releaseOwnSeats(trx: Db, orderId: number, ctx: Pick<SaleContext, 'kind' | 'id'>, seatIds: readonly number[]): Promise<number> {
  if (seatIds.length === 0) return 0;
  const ids = await itemTicketIdsAt(trx, orderId, ctx, new Set(seatIds));
  await deleteTickets(trx, orderId, ids, []);
  return ids.length;
}

/**
 * Removes the extras the item's earlier submission added (parking, plastic card, paid withdrawal
 * scoped to this event or pack): the resubmitted cart sends its extras again. Extras added to the
 * order on their own (no item) stay.
 */
export async function releaseItemExtras(trx: Db, orderId: number, ctx: Pick<SaleContext, 'kind' | 'id'>): Promise<void> {
  const query = trx.selectFrom('ancillary_tickets').select('id').where('order_id', '=', orderId);
  const rows = await (ctx.kind === 'event' ? query.where('event_id', '=', ctx.id) : query.where('campaign_pack_id', '=', ctx.id)).execute();
  await deleteTickets(trx, orderId, [], rows.map((r) => r.id));
}
