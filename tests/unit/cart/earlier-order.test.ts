import { describe, expect, it } from 'vitest';
import { EMPTY_CART, type CartSummary } from '../../../src/domain/cart-summary.js';
import type { SeatTicketView, TicketGroup } from '../../../src/domain/ticket-groups.js';
import { attachOrder, chooseTicketType, createCart, detachOrder, earlierOrderGroups, setAssignments } from '../../../src/domain/cart/index.js';
import type { Cart } from '../../../src/domain/cart/index.js';

const ticket = (id: number, seatId: number, eventId: number, pack: number | null = null): SeatTicketView => ({
  id, seatId, grossAmount: 3000, discountAmount: 0, productName: 'Full', isFromResale: false,
  packGroup: pack === null ? null : `p${pack}-${seatId}`, packInfo: pack === null ? null : { name: 'Pack', type: 'pack', packId: pack },
  eventInfo: { id: eventId, name: `E${eventId}`, homeTeam: null, startDatetime: '2030-01-01T00:00:00Z' },
  seatInfo: { standName: 'N', standId: 1, blockName: '101', blockId: 10, rowName: 'A', seatNumber: String(seatId), isOpenSeating: false, eventId, categoryName: 'C' },
});
const group = (...tickets: SeatTicketView[]): TicketGroup => ({ packInfo: tickets[0]!.packInfo, seatTickets: tickets, ancillaryTickets: [] });
const extras: TicketGroup = { packInfo: null, seatTickets: [], ancillaryTickets: [{ id: 9, ancillaryName: 'Parking', ancillaryType: 'parking', grossAmount: 1500, discountAmount: 0 }] };
const summary = (groups: TicketGroup[], orderId: number | null = 5): CartSummary => ({ ...EMPTY_CART, orderId, ticketGroups: groups, cartCount: groups.length });

/** A cart for event 1 holding seats 1 and 2 in order 5. */
function heldCart(orderId = 5): Cart {
  const seat = (id: number) => ({ block: { id: 10, name: '101', standName: 'N', isOpenSeating: false }, seat: { id, rowName: 'A', seatNumber: String(id), categoryId: 2 }, offer: { productId: 1, categoryId: 2, price: 3000, name: 'Full', isResale: false } });
  const cart = setAssignments(chooseTicketType(createCart(), 'event', { id: 1, name: 'E1' }), [seat(1), seat(2)] as never);
  return attachOrder(cart, orderId, '2030-01-01T00:00:00Z');
}

describe('earlierOrderGroups', () => {
  it('is empty without an unpaid order', () => {
    expect(earlierOrderGroups(summary([group(ticket(1, 1, 1))], null), heldCart())).toEqual([]);
  });

  it('leaves out the seats the cart holds for its own event, and extras-only groups', () => {
    const own = [group(ticket(1, 1, 1)), group(ticket(2, 2, 1))];
    expect(earlierOrderGroups(summary([...own, extras]), heldCart())).toEqual([]);
  });

  it('names seats of another event, and of this event that the cart does not hold', () => {
    const other = group(ticket(3, 7, 2));
    const elsewhere = group(ticket(4, 3, 1));
    expect(earlierOrderGroups(summary([group(ticket(1, 1, 1)), other, elsewhere]), heldCart())).toEqual([other, elsewhere]);
  });

  it('names the same seat id on another event (seat ids are per venue, not per event)', () => {
    const sameSeatOtherEvent = group(ticket(5, 1, 2));
    expect(earlierOrderGroups(summary([sameSeatOtherEvent]), heldCart())).toEqual([sameSeatOtherEvent]);
  });

  it('names every group when the cart belongs to no order or to another one', () => {
    const own = group(ticket(1, 1, 1));
    expect(earlierOrderGroups(summary([own]), detachOrder(heldCart()))).toEqual([own]);
    expect(earlierOrderGroups(summary([own], 6), heldCart(5))).toEqual([own]);
  });

  it('names a pack group to an event cart even on the same seat', () => {
    const pack = group(ticket(6, 1, 1, 3), ticket(7, 1, 2, 3));
    expect(earlierOrderGroups(summary([pack]), heldCart())).toEqual([pack]);
  });
});

describe('detachOrder', () => {
  it('keeps the chosen seats as picks and forgets the order and its hold', () => {
    const detached = detachOrder(heldCart());
    expect(detached.orderId).toBeNull();
    expect(detached.expiryDatetime).toBeNull();
    expect(detached.heldSeatIds).toEqual([]);
    expect(detached.tickets.map((t) => t.seat?.id)).toEqual([1, 2]);
  });
});
