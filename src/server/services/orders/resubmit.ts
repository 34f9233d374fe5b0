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
import type { UnpaidTicket } from '../../db/repositories/unpaid-orders.js';

/**
 * Frees the order's tickets of this item (an event's single tickets, or every ticket of the pack
 * or season) at `seatIds`, from the order's `tickets` as the hold read them, before the seats are
 * checked and the cart's tickets inserted again in the same transaction. Resale claims of those
 * tickets go back on sale, so a kept resale seat can be claimed again. Answers the freed ids.
 */
export async function releaseOwnSeats(
  trx: Db,
  orderId: number,
  ctx: Pick<SaleContext, 'kind' | 'id'>,
  seatIds: readonly number[],
  tickets: readonly UnpaidTicket[],
): Promise<number[]> {
  const ids = ownTicketIdsAt(orderId, ctx, seatIds, tickets);
  await deleteTickets(trx, orderId, ids, []);
  return ids;
}

/** The ids of the order's tickets of this item at `seatIds`, among `tickets`: what releaseOwnSeats frees. */
export function ownTicketIdsAt(orderId: number, ctx: Pick<SaleContext, 'kind' | 'id'>, seatIds: readonly number[], tickets: readonly UnpaidTicket[]): number[] {
  const wanted = new Set(seatIds);
  const ofItem = (t: UnpaidTicket) => (ctx.kind === 'event' ? t.eventId === ctx.id && t.campaignPackId === null : t.campaignPackId === ctx.id);
  return tickets.filter((t) => t.orderId === orderId && wanted.has(t.seatId) && ofItem(t)).map((t) => t.id);
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
