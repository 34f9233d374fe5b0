/**
 * The cart follows one item at a time, while an order can hold several (an event, then a pack...).
 * When the fan comes back to an item the order already holds seats for, but the cart moved on to
 * another item meanwhile, the cart takes that item's seats back from the order, so the map shows
 * them as the fan's and sending the cart again keeps or releases them instead of losing track.
 */
import type { SeatTicketView, TicketGroup } from '../ticket-groups.js';
import { emptyHolder } from './cart-machine.js';
import { packBlockKey } from './loaded-block.js';
import type { Cart, CartTicket, CartTicketType } from './types.js';

/** The order's seats for one item as cart tickets (one per pack seat), in the order's order. */
export function orderItemTickets(groups: readonly TicketGroup[], type: CartTicketType, itemId: number): CartTicket[] {
  const isEvent = type === 'event';
  const lines = groups.flatMap((g) => g.seatTickets).filter((t) => (isEvent ? t.packInfo === null && t.eventInfo.id === itemId : t.packInfo?.packId === itemId));
  // A pack seat is one ticket per event of the pack sharing a pack group: one cart ticket, its price the sum.
  const seats = new Map<string, SeatTicketView[]>();
  for (const line of lines) {
    if (line.seatId === undefined || line.categoryId === undefined || line.productId === undefined) continue;
    const key = line.packGroup ?? `ticket-${line.id}`;
    seats.set(key, [...(seats.get(key) ?? []), line]);
  }
  return [...seats.values()].map((group) => {
    const line = group[0]!;
    const info = line.seatInfo;
    const block = { id: info.blockId, name: info.blockName, standName: info.standName, isOpenSeating: info.isOpenSeating };
    return {
      seat: { id: line.seatId!, rowName: info.rowName, seatNumber: info.seatNumber, categoryId: line.categoryId! },
      block,
      offer: {
        categoryId: line.categoryId!,
        productId: line.productId!,
        price: group.reduce((sum, t) => sum + t.grossAmount, 0),
        blockId: isEvent ? block.id : packBlockKey(block),
        availability: 1,
        isResale: line.isFromResale,
        isOpenSeating: info.isOpenSeating,
        seatIds: [line.seatId!],
        isFromResale: line.isFromResale,
      },
      holderInfo: emptyHolder(),
    };
  });
}

/**
 * The cart with the order's seats for its current item, when the cart has none of its own: a
 * cart that already has seats for the item is the fan's latest choice and stays as it is.
 */
export function adoptOrderItem(cart: Cart, orderId: number | null, groups: readonly TicketGroup[]): Cart {
  const item = cart.ticketType === 'event' ? cart.event : cart.pack;
  if (cart.orderId === null || orderId !== cart.orderId || cart.ticketType === null || item === null) return cart;
  if (cart.tickets.some((t) => t.seat !== null)) return cart;
  const tickets = orderItemTickets(groups, cart.ticketType, item.id);
  if (tickets.length === 0) return cart;
  return { ...cart, tickets, selectedTicketIndex: 0, lastTicketIndexSelected: 0, heldSeatIds: tickets.map((t) => t.seat!.id) };
}
