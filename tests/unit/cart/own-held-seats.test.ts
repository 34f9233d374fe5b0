import { describe, expect, it } from 'vitest';
import { parseAddTickets } from '../../../src/domain/cart-payload.js';
import {
  attachOrder, cartSeatIds, chooseTicketType, createCart, createOrderPayload, forgetGroupSeats, parseStoredCart, setTicketCount, toggleSeat, withOwnHeldSeats,
} from '../../../src/domain/cart/index.js';
import type { TicketGroup } from '../../../src/domain/ticket-groups.js';
import type { Cart } from '../../../src/domain/cart/index.js';
import { block } from './fixtures.js';

/**
 * A cart whose order holds seats: the order's seats for the cart's item are the fan's own (shown
 * chosen, choosable again once deselected) and a resubmission names them so the server can keep
 * or release them.
 */
const eventCart = (): Cart => setTicketCount(chooseTicketType(createCart(), 'event', { id: 1, name: 'E' }), 2, 10);
function heldCart(): Cart {
  let cart = toggleSeat(eventCart(), block(), 1, 'all').cart;
  cart = toggleSeat(cart, block(), 2, 'all').cart;
  return attachOrder(cart, 44, '2030-01-01T00:00:00.000Z');
}

describe('held seats of the cart\'s order', () => {
  it('are the cart\'s seats once it becomes an order, and none before', () => {
    expect(eventCart().heldSeatIds).toEqual([]);
    expect(heldCart().heldSeatIds).toEqual([1, 2]);
  });

  it('stay held when the fan deselects one (until the cart is sent again)', () => {
    const cart = toggleSeat(heldCart(), block(), 2, 'all').cart;
    expect(cartSeatIds(cart)).toEqual([1]);
    expect(cart.heldSeatIds).toEqual([1, 2]);
  });

  it('are forgotten when the cart moves to another item, kept for the same one', () => {
    expect(chooseTicketType(heldCart(), 'event', { id: 2, name: 'Other' }).heldSeatIds).toEqual([]);
    expect(chooseTicketType(heldCart(), 'event', { id: 1, name: 'E' }).heldSeatIds).toEqual([1, 2]);
  });

  it('follow the next submission: the swapped seat replaces the released one', () => {
    let cart = toggleSeat(heldCart(), block(), 2, 'all').cart;
    cart = toggleSeat(cart, block(), 3, 'all').cart;
    expect(attachOrder(cart, 44, null).heldSeatIds).toEqual([1, 3]);
  });
});

describe('storing held seats', () => {
  it('round-trips them', () => {
    expect(parseStoredCart(JSON.stringify(heldCart()))?.heldSeatIds).toEqual([1, 2]);
  });

  it('takes an order\'s tickets as held for a cart stored before they were recorded', () => {
    const { heldSeatIds: _dropped, ...old } = heldCart();
    expect(parseStoredCart(JSON.stringify(old))?.heldSeatIds).toEqual([1, 2]);
    const { heldSeatIds: _none, ...noOrder } = toggleSeat(eventCart(), block(), 1, 'all').cart;
    expect(parseStoredCart(JSON.stringify(noOrder))?.heldSeatIds).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ ...heldCart(), heldSeatIds: ['x'] }))?.heldSeatIds).toEqual([1, 2]);
  });
});

describe('sending the cart again to its order', () => {
  it('names the held seats, and the server parser reads them', () => {
    const cart = toggleSeat(toggleSeat(heldCart(), block(), 2, 'all').cart, block(), 3, 'all').cart;
    const payload = createOrderPayload(cart);
    expect(payload).toMatchObject({ orderId: 44, heldSeatIds: [1, 2] });
    const parsed = parseAddTickets(payload);
    expect(parsed.ok && parsed.value.heldSeatIds).toEqual([1, 2]);
    expect(parsed.ok && parsed.value.tickets.map((t) => t.seatId)).toEqual([1, 3]);
  });

  it('sends no held seats for a cart without an order', () => {
    expect(createOrderPayload(toggleSeat(eventCart(), block(), 1, 'all').cart)).not.toHaveProperty('heldSeatIds');
  });
});

describe('withOwnHeldSeats (the block list\'s seats for the fan whose order holds some)', () => {
  it('makes the order\'s held seats choosable again, leaving other taken seats taken', () => {
    const loaded = block();
    const own = withOwnHeldSeats(loaded, [5]);
    expect(own.seats.find((s) => s.id === 5)?.available).toBe(true);
    expect(loaded.seats.find((s) => s.id === 5)?.available).toBe(false);
    const again = toggleSeat(eventCart(), own, 5, 'all');
    expect(again.outcome).toBe('added');
    expect(toggleSeat(eventCart(), withOwnHeldSeats(loaded, [1]), 5, 'all')).toMatchObject({ outcome: 'rejected', reason: 'unavailable' });
  });

  it('answers the same block when it holds none of them', () => {
    const loaded = block();
    expect(withOwnHeldSeats(loaded, [])).toBe(loaded);
    expect(withOwnHeldSeats(loaded, [1, 99])).toBe(loaded);
  });

  it('counts the held seats back into their category\'s offers, so the last seats can be chosen again', () => {
    const loaded = block();
    // Seat 4 (category 3) is the fan's own hold; category 3's offer shows no place left.
    loaded.seats[3] = { ...loaded.seats[3]!, available: false };
    expect(toggleSeat(eventCart(), loaded, 4, 'all')).toMatchObject({ outcome: 'rejected', reason: 'unavailable' });
    const own = withOwnHeldSeats(loaded, [4]);
    expect(own.offers.map((o) => [o.categoryId, o.isResale, o.availability])).toEqual([[2, false, 5], [2, false, 5], [3, false, 1], [2, true, 1]]);
    expect(toggleSeat(eventCart(), own, 4, 'all')).toMatchObject({ outcome: 'added' });
  });

  it('keeps a held seat without any product of the block unavailable', () => {
    const loaded = block();
    loaded.seats[4] = { ...loaded.seats[4]!, productIds: [] };
    expect(withOwnHeldSeats(loaded, [5]).seats[4]!.available).toBe(false);
  });
});

describe('forgetGroupSeats (a group removed from the popover)', () => {
  const group = (eventId: number, seatNumber: string, packId: number | null = null): TicketGroup => ({
    packInfo: packId === null ? null : { name: 'P', type: 'pack', packId },
    ancillaryTickets: [],
    seatTickets: [{
      id: 70, grossAmount: 3000, discountAmount: 0, productName: 'Full', isFromResale: false, packGroup: null, packInfo: null,
      eventInfo: { id: eventId, name: 'E', homeTeam: null, startDatetime: '2030-01-01T00:00:00Z' },
      seatInfo: { standName: 'North', standId: 1, blockName: '101', blockId: 10, rowName: 'A', seatNumber, isOpenSeating: false, eventId, categoryName: 'C' },
    }],
  });

  it('takes the removed seat out of the cart and of the order\'s held seats, holder info kept', () => {
    const cart = forgetGroupSeats(heldCart(), group(1, '2'));
    expect(cartSeatIds(cart)).toEqual([1]);
    expect(cart.heldSeatIds).toEqual([1]);
    expect(cart.tickets).toHaveLength(2);
    expect(cart.tickets[1]!.holderInfo).toEqual(heldCart().tickets[1]!.holderInfo);
  });

  it('leaves the cart alone for a group of another event, of a pack, or of a seat it does not hold', () => {
    const cart = heldCart();
    expect(forgetGroupSeats(cart, group(2, '2'))).toBe(cart);
    expect(forgetGroupSeats(cart, group(1, '2', 3))).toBe(cart);
    expect(forgetGroupSeats(cart, group(1, '9'))).toBe(cart);
  });
});
