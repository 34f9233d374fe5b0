/**
 * Removing a group from the cart popover: the order is updated without the group's tickets and
 * extras, refetched (on-hold only), and its promo codes are re-applied. The calls are ports so
 * the sequence is tested without a network.
 */
import type { CartSummary } from '../cart-summary.js';
import { cartSummary } from '../cart-summary.js';
import type { OrderView, TicketGroup } from '../ticket-groups.js';
import { groupTicketIds } from '../ticket-groups.js';
import { clearSeats } from './cart-machine.js';
import type { Cart } from './types.js';

export interface RemoveGroupPorts {
  /** Update tickets on order; answers the order id it kept, or null. */
  updateTicketsOnOrder(input: { orderId: number; ticketIds: number[]; ticketAncillaryIds: number[] }): Promise<{ orderId: number | null }>;
  /** Fetch order with allowedStatus onhold, transactions in progress not hidden; null when gone. */
  fetchOnholdOrder(orderId: number): Promise<OrderView | null>;
  /** Evaluate the promo codes again on the changed order. */
  reapplyPromoCodes(orderId: number, promoCodeIds: number[]): Promise<void>;
}

export type RemoveGroupOutcome =
  | { kind: 'refused'; reason: 'MANDATORY_PLASTIC_CARD' }
  | { kind: 'refreshed'; summary: CartSummary }
  | { kind: 'emptied'; closePopover: true; goHome: boolean }
  | { kind: 'closed'; closePopover: true };

/** A group of extras only that holds a plastic card cannot be removed when the card is mandatory. */
export function isGroupRemovable(group: TicketGroup, plasticCardMandatory: boolean): boolean {
  if (!plasticCardMandatory || group.seatTickets.length > 0) return true;
  return !group.ancillaryTickets.some((t) => t.ancillaryType === 'plastic_card');
}

/** The event, pack and home pages keep the fan where they are when the cart empties. */
export function staysOnPage(path: string): boolean {
  return path === '/' || /^\/(event|pack)\/[^/]+/.test(path);
}

/** Runs the removal sequence; errors of the calls propagate (the popover shows UNKNOWN). */
export async function removeGroup(
  summary: CartSummary,
  group: TicketGroup,
  context: { path: string; plasticCardMandatory: boolean },
  ports: RemoveGroupPorts,
): Promise<RemoveGroupOutcome> {
  if (!isGroupRemovable(group, context.plasticCardMandatory)) return { kind: 'refused', reason: 'MANDATORY_PLASTIC_CARD' };
  if (summary.orderId === null) return { kind: 'closed', closePopover: true };
  const removed = groupTicketIds(group);
  const drop = (ids: number[], gone: number[]) => ids.filter((id) => !gone.includes(id));
  const { orderId } = await ports.updateTicketsOnOrder({
    orderId: summary.orderId,
    ticketIds: drop(summary.seatTicketIds, removed.ticketIds),
    ticketAncillaryIds: drop(summary.ancillaryTicketIds, removed.ticketAncillaryIds),
  });
  if (orderId === null) return { kind: 'closed', closePopover: true };
  const order = await ports.fetchOnholdOrder(orderId);
  if (order === null || order.ticketGroups.length === 0) {
    return { kind: 'emptied', closePopover: true, goHome: !staysOnPage(context.path) };
  }
  if (summary.promoCodeIds.length > 0) {
    await ports.reapplyPromoCodes(orderId, summary.promoCodeIds);
    const again = await ports.fetchOnholdOrder(orderId);
    if (again !== null) return { kind: 'refreshed', summary: cartSummary(again) };
  }
  return { kind: 'refreshed', summary: cartSummary(order) };
}

/**
 * The cart after a group left its order from the popover: the cart's tickets on those seats lose
 * their seat (holder info stays) and the seats are no longer the order's, so sending the cart
 * again does not bring them back. Seats are matched by item, block, row and number, which every
 * order view carries (the seat id is only in the shop's REST view); a group of another item leaves
 * the cart as it is.
 */
export function forgetGroupSeats(cart: Cart, group: TicketGroup): Cart {
  const sameItem = (ticket: TicketGroup['seatTickets'][number]): boolean =>
    group.packInfo !== null
      ? cart.ticketType !== 'event' && cart.pack?.id === group.packInfo.packId
      : cart.ticketType === 'event' && cart.event?.id === ticket.eventInfo.id;
  const gone = new Set<number>();
  for (const ticket of group.seatTickets) {
    if (!sameItem(ticket)) continue;
    const { blockId, rowName, seatNumber } = ticket.seatInfo;
    for (const t of cart.tickets) {
      if (t.seat && t.block?.id === blockId && t.seat.rowName === rowName && t.seat.seatNumber === seatNumber) gone.add(t.seat.id);
    }
  }
  if (gone.size === 0) return cart;
  return { ...clearSeats(cart, gone), heldSeatIds: cart.heldSeatIds.filter((id) => !gone.has(id)) };
}
