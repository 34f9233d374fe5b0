import { describe, expect, it } from 'vitest';
import {
  adoptOrderItem, attachOrder, chooseTicketType, createCart, createOrderPayload, isCartValid, orderItemTickets, setTicketCount, toggleSeat,
} from '../../../src/domain/cart/index.js';
import type { Cart } from '../../../src/domain/cart/index.js';
import { parseAddTickets } from '../../../src/domain/cart-payload.js';
import type { SeatTicketView, TicketGroup } from '../../../src/domain/ticket-groups.js';
import { block } from './fixtures.js';

/** The order's seats for an item come back into a cart that moved on to another item. */
const line = (id: number, seatId: number, eventId: number, pack: { packId: number; group: string } | null = null): SeatTicketView => ({
  id, grossAmount: 3000, discountAmount: 0, productName: 'Full', isFromResale: false,
  packGroup: pack?.group ?? null, packInfo: pack ? { name: 'P', type: 'pack', packId: pack.packId } : null,
  eventInfo: { id: eventId, name: `E${eventId}`, homeTeam: null, startDatetime: '2030-01-01T00:00:00Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: '101', blockId: 10, rowName: 'A', seatNumber: String(seatId), isOpenSeating: false, eventId, categoryName: 'C' },
  seatId, categoryId: 2, productId: 1,
});
const groups: TicketGroup[] = [
  { packInfo: null, ancillaryTickets: [], seatTickets: [line(70, 1, 1)] },
  { packInfo: null, ancillaryTickets: [], seatTickets: [line(71, 2, 1)] },
  { packInfo: null, ancillaryTickets: [], seatTickets: [line(72, 3, 2)] },
  { packInfo: { name: 'P', type: 'pack', packId: 5 }, ancillaryTickets: [], seatTickets: [line(73, 4, 1, { packId: 5, group: 'g' }), line(74, 4, 2, { packId: 5, group: 'g' })] },
];

/** A cart of order 44 that holds seat 3 of event 2, now opened on `item`. */
function cartOn(type: 'event' | 'pack', id: number): Cart {
  let cart = setTicketCount(chooseTicketType(createCart(), 'event', { id: 2, name: 'E2' }), 1, 10);
  cart = attachOrder(toggleSeat(cart, block(), 3, 'all').cart, 44, null);
  return setTicketCount(chooseTicketType(cart, type, { id, name: 'X' }), 2, 2);
}

describe('orderItemTickets', () => {
  it('gives the event\'s single tickets, not the pack\'s at the same event', () => {
    const tickets = orderItemTickets(groups, 'event', 1);
    expect(tickets.map((t) => t.seat?.id)).toEqual([1, 2]);
    expect(tickets[0]).toMatchObject({
      seat: { id: 1, rowName: 'A', seatNumber: '1', categoryId: 2 },
      block: { id: 10, name: '101', standName: 'North', isOpenSeating: false },
      offer: { categoryId: 2, productId: 1, price: 3000, blockId: 10, isResale: false, seatIds: [1] },
    });
  });

  it('gives one ticket per pack seat, priced for all its events, keyed by stand and block', () => {
    const tickets = orderItemTickets(groups, 'pack', 5);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]!.offer).toMatchObject({ price: 6000, blockId: 'North-101', seatIds: [4] });
  });

  it('skips lines without ids (an older server)', () => {
    const { seatId: _gone, ...old } = line(75, 9, 1);
    expect(orderItemTickets([{ packInfo: null, ancillaryTickets: [], seatTickets: [old] }], 'event', 1)).toEqual([]);
  });
});

describe('adoptOrderItem', () => {
  it('brings the order\'s seats for the item back into a cart that moved on, as held seats', () => {
    const cart = adoptOrderItem(cartOn('event', 1), 44, groups);
    expect(cart.tickets.map((t) => t.seat?.id)).toEqual([1, 2]);
    expect(cart.heldSeatIds).toEqual([1, 2]);
    expect(isCartValid(cart)).toBe(true);
    // Sending it again names them, so the server keeps or releases them.
    const parsed = parseAddTickets(createOrderPayload(cart));
    expect(parsed.ok && parsed.value.heldSeatIds).toEqual([1, 2]);
  });

  it('leaves a cart alone that has seats of its own, another order, no order, or nothing to adopt', () => {
    const chosen = toggleSeat(cartOn('event', 1), block(), 1, 'all').cart;
    expect(adoptOrderItem(chosen, 44, groups)).toBe(chosen);
    const other = cartOn('event', 1);
    expect(adoptOrderItem(other, 45, groups)).toBe(other);
    const fresh = setTicketCount(chooseTicketType(createCart(), 'event', { id: 1, name: 'E' }), 2, 2);
    expect(adoptOrderItem(fresh, null, groups)).toBe(fresh);
    const nothing = cartOn('event', 9);
    expect(adoptOrderItem(nothing, 44, groups)).toBe(nothing);
  });

  it('adopts a pack\'s seats on the pack page', () => {
    expect(adoptOrderItem(cartOn('pack', 5), 44, groups).tickets.map((t) => t.seat?.id)).toEqual([4]);
  });
});
