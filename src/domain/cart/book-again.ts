/**
 * An order that expired on the summary: the fan may book the same seats again while they are
 * still free, with what they had typed when the cart was theirs.
 */
import type { TicketGroup } from '../ticket-groups.js';
import { chooseTicketType, createCart } from './cart-machine.js';
import { orderItemTickets } from './from-order.js';
import type { Cart, CartItemRef, CartTicket, CartTicketType } from './types.js';

export interface BookAgainChoice {
  type: CartTicketType;
  item: CartItemRef;
  /** Tickets with their seats, offers and holders. */
  tickets: CartTicket[];
}

/**
 * What to book again from the expired order `orderId`: the cart's item when the cart was that
 * order's (holders included), else the order's first item with a seat. Null when nothing has one.
 */
export function bookAgainChoice(cart: Cart, orderId: number, groups: readonly TicketGroup[]): BookAgainChoice | null {
  const cartItem = cart.ticketType === 'event' ? cart.event : cart.pack;
  const seated = cart.tickets.filter((t) => t.seat !== null && t.block !== null && t.offer !== null);
  if (cart.orderId === orderId && cart.ticketType !== null && cartItem !== null && seated.length > 0) {
    return { type: cart.ticketType, item: cartItem, tickets: seated };
  }
  const first = groups.flatMap((g) => g.seatTickets).find((t) => t.seatId !== undefined);
  if (!first) return null;
  const type: CartTicketType = first.packInfo?.type ?? 'event';
  const item = first.packInfo ? { id: first.packInfo.packId, name: first.packInfo.name } : { id: first.eventInfo.id, name: first.eventInfo.name };
  const tickets = orderItemTickets(groups, type, item.id);
  return tickets.length === 0 ? null : { type, item, tickets };
}

/** A new cart, tied to no order, holding the choice's tickets. */
export function bookAgainCart(choice: BookAgainChoice): Cart {
  return { ...chooseTicketType(createCart(), choice.type, choice.item), tickets: choice.tickets.map((t) => ({ ...t })), selectedTicketIndex: 0, lastTicketIndexSelected: 0 };
}

/** Whether every seat of the choice is among the free seats of the blocks' answers. */
export function allSeatsFree(choice: BookAgainChoice, seats: readonly { id: number; available: boolean }[]): boolean {
  const free = new Set(seats.filter((s) => s.available).map((s) => s.id));
  return choice.tickets.every((t) => t.seat !== null && free.has(t.seat.id));
}
