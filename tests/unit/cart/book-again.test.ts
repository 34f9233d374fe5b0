import { describe, expect, it } from 'vitest';
import type { SeatTicketView, TicketGroup } from '../../../src/domain/ticket-groups.js';
import { allSeatsFree, attachOrder, bookAgainCart, bookAgainChoice, chooseTicketType, createCart, setAssignments, setHolderInfo } from '../../../src/domain/cart/index.js';

const line = (id: number, seatId: number, eventId: number, pack: { id: number; type: 'pack' | 'season' } | null = null): SeatTicketView => ({
  id, seatId, categoryId: 2, productId: 1, grossAmount: 3000, discountAmount: 0, productName: 'Full', isFromResale: false,
  packGroup: pack ? `g${seatId}` : null, packInfo: pack ? { name: 'Season', type: pack.type, packId: pack.id } : null,
  eventInfo: { id: eventId, name: `E${eventId}`, homeTeam: null, startDatetime: `2030-01-0${eventId}T00:00:00Z` },
  seatInfo: { standName: 'N', standId: 1, blockName: '101', blockId: 10, rowName: 'A', seatNumber: String(seatId), isOpenSeating: false, eventId, categoryName: 'C' },
});
const single = (t: SeatTicketView): TicketGroup => ({ packInfo: t.packInfo, seatTickets: [t], ancillaryTickets: [] });

function typedCart(orderId: number) {
  const seat = (id: number) => ({ block: { id: 10, name: '101', standName: 'N', isOpenSeating: false }, seat: { id, rowName: 'A', seatNumber: String(id), categoryId: 2 }, offer: { productId: 1, categoryId: 2, price: 3000, blockId: 10, availability: 1, isResale: false, isOpenSeating: false, seatIds: [id] } });
  const cart = setAssignments(chooseTicketType(createCart(), 'event', { id: 1, name: 'E1' }), [seat(1), seat(2)] as never);
  return attachOrder(setHolderInfo(cart, 1, { firstName: 'Sam', lastName: 'Martin' }), orderId, '2030-01-01T00:00:00Z');
}

describe('bookAgainChoice', () => {
  it('takes the cart of the expired order, with the holders typed', () => {
    const choice = bookAgainChoice(typedCart(5), 5, [single(line(1, 1, 1)), single(line(2, 2, 1))]);
    expect(choice?.type).toBe('event');
    expect(choice?.item.id).toBe(1);
    expect(choice?.tickets.map((t) => t.seat?.id)).toEqual([1, 2]);
    expect(choice?.tickets[1]?.holderInfo.lastName).toBe('Martin');
  });

  it('rebuilds the first item from the order when the cart was another order\'s', () => {
    const choice = bookAgainChoice(typedCart(4), 5, [single(line(1, 7, 3)), single(line(2, 8, 3))]);
    expect(choice?.item).toEqual({ id: 3, name: 'E3' });
    expect(choice?.tickets.map((t) => t.seat?.id)).toEqual([7, 8]);
  });

  it('books a season seat again as one ticket of the season', () => {
    const season = { id: 9, type: 'season' as const };
    const group: TicketGroup = { packInfo: { name: 'Season', type: 'season', packId: 9 }, seatTickets: [line(1, 4, 1, season), line(2, 4, 2, season)], ancillaryTickets: [] };
    const choice = bookAgainChoice(createCart(), 5, [group]);
    expect(choice?.type).toBe('season');
    expect(choice?.item.id).toBe(9);
    expect(choice?.tickets).toHaveLength(1);
    expect(choice?.tickets[0]?.offer?.price).toBe(6000);
  });

  it('is null for an order of extras only', () => {
    expect(bookAgainChoice(createCart(), 5, [{ packInfo: null, seatTickets: [], ancillaryTickets: [] }])).toBeNull();
  });
});

describe('bookAgainCart and allSeatsFree', () => {
  const choice = bookAgainChoice(typedCart(5), 5, [])!;

  it('makes a cart tied to no order with the same seats', () => {
    const cart = bookAgainCart(choice);
    expect(cart.orderId).toBeNull();
    expect(cart.heldSeatIds).toEqual([]);
    expect(cart.event?.id).toBe(1);
    expect(cart.tickets.map((t) => t.seat?.id)).toEqual([1, 2]);
  });

  it('answers free only when every seat is free', () => {
    expect(allSeatsFree(choice, [{ id: 1, available: true }, { id: 2, available: true }, { id: 3, available: false }])).toBe(true);
    expect(allSeatsFree(choice, [{ id: 1, available: true }, { id: 2, available: false }])).toBe(false);
    expect(allSeatsFree(choice, [{ id: 1, available: true }])).toBe(false);
  });
});
