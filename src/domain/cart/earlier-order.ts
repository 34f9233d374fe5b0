/**
 * One cart per customer: seats chosen now join the customer's unpaid (on-hold) order. Before they
 * do, the booking pages name what that order already holds beyond the cart being built, so the
 * summary never shows tickets the fan forgot about.
 */
import type { CartSummary } from '../cart-summary.js';
import type { SeatTicketView, TicketGroup } from '../ticket-groups.js';
import type { Cart } from './types.js';

/** Whether an order's seat ticket is one the cart holds for its own event or pack. */
function heldByCart(cart: Cart, orderId: number, ticket: SeatTicketView): boolean {
  if (cart.orderId !== orderId || ticket.seatId === undefined || !cart.heldSeatIds.includes(ticket.seatId)) return false;
  if (ticket.packInfo !== null) return cart.ticketType !== 'event' && cart.pack?.id === ticket.packInfo.packId;
  return cart.ticketType === 'event' && cart.event?.id === ticket.eventInfo.id;
}

/**
 * The seat groups of the customer's unpaid order that the cart does not hold: another event or
 * pack, or seats of this item chosen elsewhere (another device, a cart that was cleared). Groups of
 * extras only ride with their item and are not listed.
 */
export function earlierOrderGroups(summary: CartSummary, cart: Cart): TicketGroup[] {
  const orderId = summary.orderId;
  if (orderId === null) return [];
  return summary.ticketGroups.filter((group) => group.seatTickets.length > 0 && !group.seatTickets.every((t) => heldByCart(cart, orderId, t)));
}

/**
 * The cart after its order disappeared while the fan was still choosing (the last earlier group
 * removed): the chosen seats stay as picks, nothing is held any more.
 */
export function detachOrder(cart: Cart): Cart {
  return { ...cart, orderId: null, expiryDatetime: null, heldSeatIds: [] };
}

/**
 * Refusals of tickets added to the cart's order that mean the order took its last tickets (paid,
 * expired, abandoned, or not this customer's): the cart's seats then go to a new order.
 */
const ENDED_ORDER_CODES: ReadonlySet<string> = new Set(['ORDER_NOT_FOUND', 'ORDER_NOT_ONHOLD', 'ORDER_EXPIRED']);

export function isEndedOrderRefusal(code: string): boolean {
  return ENDED_ORDER_CODES.has(code);
}

/**
 * How many tickets these groups hold: a season ticket of four matches is one line but four
 * tickets, so the words around the list agree with four, not one.
 */
export function ticketCountOf(groups: readonly TicketGroup[]): number {
  return groups.reduce((sum, group) => sum + group.seatTickets.length, 0);
}
