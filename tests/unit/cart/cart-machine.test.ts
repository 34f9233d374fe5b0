import { describe, expect, it } from 'vitest';
import {
  assignToTicket, autoAssignOpenSeating, offersForSeat, chooseTicketType, clearSeats, createCart, nextTicketWithoutSeat, removeTicket,
  selectTicket, setAssignments, setExtras, setHolderInfo, setTicketCount, setTicketOffer, toggleSeat,
} from '../../../src/domain/cart/index.js';
import type { Cart } from '../../../src/domain/cart/index.js';
import { block } from './fixtures.js';

const eventCart = (count = 1): Cart => setTicketCount(chooseTicketType(createCart(), 'event', { id: 1, name: 'Match' }), count, 10);
const seatIds = (cart: Cart) => cart.tickets.map((t) => t.seat?.id ?? null);

describe('createCart', () => {
  it('starts empty with the e-mail withdrawal (value 1)', () => {
    const cart = createCart();
    expect(cart.tickets).toEqual([]);
    expect(cart.ticketWithdrawal).toEqual({ name: 'Envoi par email', value: 1 });
    expect(cart.orderId).toBeNull();
  });
});

describe('chooseTicketType', () => {
  it('sets the event and clears the pack', () => {
    const cart = chooseTicketType(chooseTicketType(createCart(), 'pack', { id: 4, name: 'P' }), 'event', { id: 1, name: 'E' });
    expect(cart.ticketType).toBe('event');
    expect(cart.event).toEqual({ id: 1, name: 'E' });
    expect(cart.pack).toBeNull();
    expect(cart.tickets).toHaveLength(1);
  });
  it('sets the pack for packs and seasons', () => {
    const cart = chooseTicketType(createCart(), 'season', { id: 2, name: 'S' });
    expect(cart.pack).toEqual({ id: 2, name: 'S' });
    expect(cart.event).toBeNull();
  });
  it('keeps tickets when the same item is chosen again', () => {
    const cart = toggleSeat(eventCart(2), block(), 1, 'all').cart;
    const again = chooseTicketType(cart, 'event', { id: 1, name: 'Match' });
    expect(seatIds(again)).toEqual([1, null]);
  });
  it('starts over for another item but keeps the order id', () => {
    const cart = { ...toggleSeat(eventCart(2), block(), 1, 'all').cart, orderId: 7 };
    const other = chooseTicketType(cart, 'event', { id: 2, name: 'Other' });
    expect(seatIds(other)).toEqual([null]);
    expect(other.orderId).toBe(7);
  });
});

describe('setTicketCount', () => {
  it('adds empty tickets', () => {
    expect(eventCart(3).tickets).toHaveLength(3);
    expect(seatIds(eventCart(3))).toEqual([null, null, null]);
  });
  it('trims from the end and keeps earlier seats', () => {
    let cart = eventCart(3);
    cart = toggleSeat(cart, block(), 1, 'all').cart;
    cart = toggleSeat(cart, block(), 2, 'all').cart;
    cart = toggleSeat(cart, block(), 3, 'all').cart;
    const trimmed = setTicketCount(cart, 2, 10);
    expect(seatIds(trimmed)).toEqual([1, 2]);
  });
  it('is capped and never below one while something may be bought', () => {
    expect(setTicketCount(eventCart(), 50, 4).tickets).toHaveLength(4);
    expect(setTicketCount(eventCart(), 0, 4).tickets).toHaveLength(1);
    expect(setTicketCount(eventCart(), -3, 4).tickets).toHaveLength(1);
    expect(setTicketCount(eventCart(), 3, 0).tickets).toHaveLength(0);
  });
  it('keeps the selection inside the list', () => {
    const cart = selectTicket(eventCart(5), 4);
    expect(setTicketCount(cart, 2, 10).selectedTicketIndex).toBe(1);
  });
});

describe('assignToTicket and selection', () => {
  it('moves the selection to the next ticket without a seat', () => {
    let cart = eventCart(3);
    cart = toggleSeat(cart, block(), 1, 'all').cart;
    expect(cart.selectedTicketIndex).toBe(1);
    expect(cart.lastTicketIndexSelected).toBe(0);
  });
  it('wraps around to an earlier empty ticket', () => {
    let cart = selectTicket(eventCart(3), 2);
    cart = toggleSeat(cart, block(), 1, 'all').cart;
    expect(seatIds(cart)).toEqual([null, null, 1]);
    expect(cart.selectedTicketIndex).toBe(0);
  });
  it('stays when every ticket has a seat', () => {
    let cart = eventCart(2);
    cart = toggleSeat(cart, block(), 1, 'all').cart;
    cart = toggleSeat(cart, block(), 2, 'all').cart;
    expect(cart.selectedTicketIndex).toBe(1);
    expect(nextTicketWithoutSeat(cart.tickets, 1)).toBe(1);
  });
  it('ignores an index outside the list', () => {
    const cart = eventCart(1);
    const seated = toggleSeat(eventCart(1), block(), 1, 'all').cart.tickets[0]!;
    expect(assignToTicket(cart, 3, { block: seated.block!, seat: seated.seat!, offer: seated.offer! })).toBe(cart);
    expect(selectTicket(cart, 5)).toBe(cart);
  });
  it('changes the offer of a seated ticket only', () => {
    const cart = toggleSeat(eventCart(2), block(), 1, 'all').cart;
    const offer = { ...cart.tickets[0]!.offer!, productId: 1, price: 3000 };
    expect(setTicketOffer(cart, 0, offer).tickets[0]!.offer!.price).toBe(3000);
    expect(setTicketOffer(cart, 1, offer)).toBe(cart);
  });
});

describe('removeTicket', () => {
  it('shifts a later selection back by one', () => {
    let cart = eventCart(4);
    cart = selectTicket(cart, 3);
    cart = removeTicket(cart, 1);
    expect(cart.tickets).toHaveLength(3);
    expect(cart.selectedTicketIndex).toBe(2);
  });
  it('keeps an earlier selection and clamps when the last selected ticket goes', () => {
    expect(removeTicket(selectTicket(eventCart(3), 0), 2).selectedTicketIndex).toBe(0);
    expect(removeTicket(selectTicket(eventCart(3), 2), 2).selectedTicketIndex).toBe(1);
  });
  it('ignores unknown indexes', () => {
    const cart = eventCart(2);
    expect(removeTicket(cart, 9)).toBe(cart);
  });
});

describe('toggleSeat', () => {
  it('adds a free seat with the cheapest non-resale offer', () => {
    const result = toggleSeat(eventCart(2), block(), 1, 'all');
    expect(result.outcome).toBe('added');
    const offer = result.cart.tickets[0]!.offer!;
    expect(offer).toMatchObject({ productId: 2, price: 2000, isResale: false, isFromResale: false, blockId: 10 });
    expect(offer.seatIds).toContain(1);
  });
  it('prefers the cheapest paid offer over a free rate, which stays selectable', () => {
    const loaded = block();
    loaded.offers.push({ categoryId: 2, productId: 3, price: 0, blockId: 10, availability: 5, isOpenSeating: false, isResale: false, resaleSeatIds: [] });
    loaded.seats[0]!.productIds.push(3);
    expect(toggleSeat(eventCart(), loaded, 1, 'all').cart.tickets[0]!.offer).toMatchObject({ productId: 2, price: 2000 });
    expect(offersForSeat(loaded, loaded.seats[0]!).map((o) => o.productId)).toEqual([2, 1, 3]);
  });
  it('removes a seat already chosen', () => {
    let cart = toggleSeat(eventCart(2), block(), 1, 'all').cart;
    cart = toggleSeat(cart, block(), 2, 'all').cart;
    const result = toggleSeat(cart, block(), 1, 'all');
    expect(result.outcome).toBe('removed');
    expect(seatIds(result.cart)).toEqual([null, 2]);
    expect(result.cart.selectedTicketIndex).toBe(0);
  });
  it('never holds a seat twice', () => {
    let cart = toggleSeat(eventCart(3), block(), 1, 'all').cart;
    cart = toggleSeat(cart, block(), 1, 'all').cart;
    cart = toggleSeat(cart, block(), 1, 'all').cart;
    expect(seatIds(cart).filter((id) => id === 1)).toHaveLength(1);
  });
  it('refuses unavailable and unknown seats', () => {
    expect(toggleSeat(eventCart(), block(), 5, 'all')).toMatchObject({ outcome: 'rejected', reason: 'unavailable' });
    expect(toggleSeat(eventCart(), block(), 99, 'all')).toMatchObject({ outcome: 'rejected', reason: 'unavailable' });
  });
  it('follows the resale filter', () => {
    expect(toggleSeat(eventCart(), block(), 6, 'standard')).toMatchObject({ outcome: 'rejected', reason: 'filtered' });
    expect(toggleSeat(eventCart(), block(), 1, 'resale')).toMatchObject({ outcome: 'rejected', reason: 'filtered' });
    const resold = toggleSeat(eventCart(), block(), 6, 'resale');
    expect(resold.outcome).toBe('added');
    expect(resold.cart.tickets[0]!.offer).toMatchObject({ productId: 9, price: 2500, isResale: true, isFromResale: true, seatIds: [6] });
  });
  it('refuses when every ticket has a seat', () => {
    const cart = toggleSeat(eventCart(1), block(), 1, 'all').cart;
    expect(toggleSeat(cart, block(), 2, 'all')).toMatchObject({ outcome: 'rejected', reason: 'limit' });
  });
  it('refuses a seat whose offers are sold out', () => {
    expect(toggleSeat(eventCart(), block(), 4, 'all')).toMatchObject({ outcome: 'rejected', reason: 'no-offer' });
  });
});

describe('autoAssignOpenSeating', () => {
  it('gives every empty ticket a free place, capped by what is free', () => {
    const open = block({ isOpenSeating: true });
    const cart = autoAssignOpenSeating(eventCart(5), open);
    // Seats 1-3 are free with an offer; 4 has none left, 5 is taken, 6 is resold.
    expect(seatIds(cart)).toEqual([1, 2, 3, null, null]);
  });
  it('skips seats already in the cart and leaves seated tickets alone', () => {
    const open = block({ isOpenSeating: true });
    const cart = autoAssignOpenSeating(toggleSeat(eventCart(2), open, 2, 'all').cart, open);
    expect(seatIds(cart)).toEqual([2, 1]);
  });
  it('does nothing for a numbered block', () => {
    const cart = eventCart(2);
    expect(autoAssignOpenSeating(cart, block())).toBe(cart);
  });
});

describe('clearSeats, extras and holder info', () => {
  it('drops lost seats, keeps the others and the holder info, selects the first emptied ticket', () => {
    let cart = eventCart(3);
    for (const id of [1, 2, 3]) cart = toggleSeat(cart, block(), id, 'all').cart;
    cart = setHolderInfo(cart, 1, { firstName: 'Ana' });
    const after = clearSeats(cart, [2, 3]);
    expect(seatIds(after)).toEqual([1, null, null]);
    expect(after.tickets[1]!.holderInfo.firstName).toBe('Ana');
    expect(after.selectedTicketIndex).toBe(1);
    expect(clearSeats(cart, [42])).toBe(cart);
  });
  it('stores extras without duplicates', () => {
    const cart = setExtras(createCart(), { options: [1, 1], parking: 2 });
    expect(cart.options).toEqual([1]);
    expect(cart.parking).toBe(2);
    expect(setExtras(cart, { parking: null }).parking).toBeNull();
  });
});

describe('setAssignments (selection from the seat map)', () => {
  it('puts assignment i on ticket i, empties the rest and keeps holder info', () => {
    let cart = setHolderInfo(eventCart(3), 2, { firstName: 'Zoe' });
    const seated = toggleSeat(toggleSeat(eventCart(2), block(), 1, 'all').cart, block(), 2, 'all').cart.tickets;
    const assignments = seated.map((t) => ({ block: t.block!, seat: t.seat!, offer: t.offer! }));
    cart = setAssignments(cart, assignments);
    expect(seatIds(cart)).toEqual([1, 2, null]);
    expect(cart.tickets[2]!.holderInfo.firstName).toBe('Zoe');
    expect(cart.selectedTicketIndex).toBe(2);
    const cleared = setAssignments(cart, []);
    expect(seatIds(cleared)).toEqual([null, null, null]);
    expect(cleared.selectedTicketIndex).toBe(0);
  });
  it('grows the cart when the selection is longer', () => {
    const seated = toggleSeat(eventCart(1), block(), 3, 'all').cart.tickets[0]!;
    const cart = setAssignments(createCart(), [{ block: seated.block!, seat: seated.seat!, offer: seated.offer! }]);
    expect(seatIds(cart)).toEqual([3]);
  });
});
