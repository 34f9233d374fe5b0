import { describe, expect, it } from 'vitest';
import {
  applyHolderDefaults, chooseTicketType, createCart, holderFieldErrors, isCartValid, missingHolderFields, requiredHolderFields, setHolderInfo,
  setTicketCount, ticketCountCap, ticketProblems, toggleSeat,
} from '../../../src/domain/cart/index.js';
import type { Cart } from '../../../src/domain/cart/index.js';
import { block } from './fixtures.js';

const twoSeats = (): Cart => {
  let cart = setTicketCount(chooseTicketType(createCart(), 'event', { id: 1, name: 'E' }), 2, 10);
  cart = toggleSeat(cart, block(), 1, 'all').cart;
  return toggleSeat(cart, block(), 2, 'all').cart;
};

describe('cart validity', () => {
  it('is valid when every ticket has a block, a seat and an offer listing the seat', () => {
    expect(isCartValid(twoSeats())).toBe(true);
    expect(ticketProblems(twoSeats())).toEqual([]);
  });
  it('is invalid without tickets', () => {
    expect(isCartValid(createCart())).toBe(false);
  });
  it('reports a ticket without seat, block or offer', () => {
    const cart = setTicketCount(twoSeats(), 3, 10);
    expect(isCartValid(cart)).toBe(false);
    expect(ticketProblems(cart).map((p) => p.problem)).toEqual(['MISSING_BLOCK', 'MISSING_SEAT', 'MISSING_OFFER']);
    const noBlock = { ...twoSeats(), tickets: twoSeats().tickets.map((t, i) => (i === 0 ? { ...t, block: null } : t)) };
    expect(ticketProblems(noBlock)).toEqual([{ index: 0, problem: 'MISSING_BLOCK' }]);
  });
  it('reports a seat that is not among the offer seat ids', () => {
    const cart = twoSeats();
    const bad = { ...cart, tickets: cart.tickets.map((t, i) => (i === 1 ? { ...t, offer: { ...t.offer!, seatIds: [1] } } : t)) };
    expect(ticketProblems(bad)).toEqual([{ index: 1, problem: 'SEAT_NOT_IN_OFFER' }]);
    expect(isCartValid(bad)).toBe(false);
  });
  it('reports the same seat twice', () => {
    const cart = twoSeats();
    const dup = { ...cart, tickets: [cart.tickets[0]!, { ...cart.tickets[1]!, seat: cart.tickets[0]!.seat }] };
    expect(ticketProblems(dup)).toEqual([{ index: 1, problem: 'DUPLICATE_SEAT' }]);
  });
});

describe('ticketCountCap', () => {
  it('defaults to the site setting when it is the smallest', () => {
    expect(ticketCountCap({ kind: 'event', siteMaxTicketsInCart: 3, channelMax: 10 })).toBe(3);
  });
  it('takes the channel limit, the arena cap and the block availability', () => {
    expect(ticketCountCap({ kind: 'event', siteMaxTicketsInCart: 99, channelMax: 10 })).toBe(10);
    expect(ticketCountCap({ kind: 'pack', siteMaxTicketsInCart: 99, arenaMaxTicketsInCart: 6, channelMax: 10 })).toBe(6);
    expect(ticketCountCap({ kind: 'event', siteMaxTicketsInCart: 99, channelMax: 10, blockAvailable: 2 })).toBe(2);
  });
  it('subtracts what the order already holds and never goes negative', () => {
    expect(ticketCountCap({ kind: 'event', siteMaxTicketsInCart: 99, channelMax: 10, existingForChannel: 7 })).toBe(3);
    expect(ticketCountCap({ kind: 'event', siteMaxTicketsInCart: 5, channelMax: 10, existingCartTickets: 9 })).toBe(0);
  });
});

const customer = {
  gender: 'female', firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', streetAddress: '1 Main St', postalCode: '1000',
  cityName: 'Town', country: 'BE', phoneNumber: '+32 1', dateOfBirth: '1990-01-01',
};

describe('holder defaults', () => {
  it('fills the first ticket from the customer and the address of every ticket', () => {
    const cart = applyHolderDefaults(setTicketCount(twoSeats(), 2, 10), customer);
    expect(cart.tickets[0]!.holderInfo).toEqual(customer);
    expect(cart.tickets[1]!.holderInfo).toMatchObject({ streetAddress: '1 Main St', postalCode: '1000', cityName: 'Town', country: 'BE', firstName: '', email: '', gender: 'unknown' });
  });
  it('never overwrites what the fan typed', () => {
    const typed = setHolderInfo(twoSeats(), 0, { firstName: 'Bea', cityName: 'Elsewhere' });
    const cart = applyHolderDefaults(typed, customer);
    expect(cart.tickets[0]!.holderInfo.firstName).toBe('Bea');
    expect(cart.tickets[0]!.holderInfo.cityName).toBe('Elsewhere');
    expect(cart.tickets[0]!.holderInfo.lastName).toBe('Diaz');
  });
  it('leaves the cart alone when signed out', () => {
    const cart = twoSeats();
    expect(applyHolderDefaults(cart, null)).toBe(cart);
  });
  it('keeps gender unknown for an unexpected value', () => {
    expect(applyHolderDefaults(twoSeats(), { ...customer, gender: 'other' }).tickets[0]!.holderInfo.gender).toBe('unknown');
  });
});

describe('required holder fields', () => {
  const config = { requiredHolderFields: ['first_name', 'last_name'], requiredSubscriberFields: ['first_name', 'date_of_birth', 'gender', 'nonsense'] };
  it('uses holder fields for events and packs, subscriber fields for seasons', () => {
    expect(requiredHolderFields('event', config)).toEqual(['firstName', 'lastName']);
    expect(requiredHolderFields('pack', config)).toEqual(['firstName', 'lastName']);
    expect(requiredHolderFields('season', config)).toEqual(['firstName', 'dateOfBirth', 'gender']);
  });
  it('lists the empty ones; blanks and unknown gender count as empty', () => {
    const holder = { ...twoSeats().tickets[0]!.holderInfo, firstName: '  ', dateOfBirth: '2000-01-01' };
    expect(missingHolderFields(holder, ['firstName', 'dateOfBirth', 'gender'])).toEqual(['firstName', 'gender']);
    expect(missingHolderFields({ ...holder, firstName: 'A', gender: 'male' }, ['firstName', 'gender'])).toEqual([]);
  });
});

describe('holder fields of the booking form, as the server checks them', () => {
  it('follow the requirement kinds of the configuration', () => {
    const config = { requiredHolderFields: ['first_name', 'last_name'], requiredSubscriberFields: ['first_name'], holderFieldRequirements: { last_name: 'optional', email: 'mandatory_with_change' } as const };
    expect(requiredHolderFields('event', config)).toEqual(['firstName', 'email']);
    expect(requiredHolderFields('season', config)).toEqual(['firstName', 'email']);
  });

  it('report empty required fields and wrong formats', () => {
    const holder = { ...twoSeats().tickets[0]!.holderInfo, firstName: 'Ada', lastName: '', email: 'not-an-email', dateOfBirth: '2999-01-01' };
    expect(holderFieldErrors(holder, ['firstName', 'lastName'], '2026-11-24')).toEqual({ lastName: 'LAST_NAME_REQUIRED', email: 'EMAIL_INVALID', dateOfBirth: 'BIRTH_DATE_IN_FUTURE' });
    expect(holderFieldErrors({ ...holder, lastName: 'L', email: '', dateOfBirth: '' }, ['firstName', 'lastName'], '2026-11-24')).toEqual({});
  });
});
