import { describe, expect, it } from 'vitest';
import {
  abandonedState, attachOrder, cartStorageText, chooseTicketType, createCart, isCartEmpty, MAX_TIMER_DELAY_MS, msUntilExpiry, parseStoredCart, restoreCart, setTicketCount,
} from '../../../src/domain/cart/index.js';

const stored = setTicketCount(chooseTicketType(createCart(), 'event', { id: 1, name: 'E' }), 2, 10);
const storedPack = chooseTicketType(createCart(), 'pack', { id: 3, name: 'P' });

describe('parseStoredCart', () => {
  it('round-trips a cart', () => {
    expect(parseStoredCart(JSON.stringify(stored))).toEqual(stored);
  });
  it('refuses nothing, broken JSON and foreign shapes', () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart('{oops')).toBeNull();
    expect(parseStoredCart('[]')).toBeNull();
    expect(parseStoredCart('{"tickets":"no"}')).toBeNull();
    expect(parseStoredCart('{"tickets":[],"options":3}')).toBeNull();
  });
});

describe('restoreCart', () => {
  it('restores when the stored event is the one opened', () => {
    expect(restoreCart(stored, { eventId: 1 })).toEqual({ cart: stored, restored: true });
  });
  it('restores when the stored pack is the one opened', () => {
    expect(restoreCart(storedPack, { packId: 3 }).restored).toBe(true);
  });
  it('clears for another event or pack, or an event id that matches a pack id', () => {
    expect(restoreCart(stored, { eventId: 2 })).toEqual({ cart: createCart(), restored: false });
    expect(restoreCart(storedPack, { packId: 4 }).restored).toBe(false);
    expect(restoreCart(storedPack, { eventId: 3 }).restored).toBe(false);
    expect(restoreCart(stored, {}).restored).toBe(false);
  });
  it('always restores a cart that became an order', () => {
    const ordered = attachOrder(stored, 12, '2030-01-01T00:00:00.000Z');
    expect(restoreCart(ordered, { eventId: 99 })).toEqual({ cart: ordered, restored: true });
  });
  it('gives a fresh cart when nothing is stored', () => {
    expect(restoreCart(null, { eventId: 1 })).toEqual({ cart: createCart(), restored: false });
  });
});

describe('abandonedState', () => {
  it('clears the cart, the arena and the promo codes', () => {
    expect(abandonedState()).toEqual({ cart: createCart(), arena: null, promoCodes: { ids: [] } });
  });
});

describe('cartStorageText', () => {
  it('stores a cart with tickets or an order as JSON that parses back', () => {
    expect(parseStoredCart(cartStorageText(stored))).toEqual(stored);
    const ordered = { ...attachOrder(createCart(), 5, '2030-01-01T00:00:00.000Z') };
    expect(isCartEmpty(ordered)).toBe(false);
    expect(parseStoredCart(cartStorageText(ordered))).toEqual(ordered);
  });
  it('stores nothing for an emptied cart, so the key is removed (abandon, expiry)', () => {
    expect(isCartEmpty(createCart())).toBe(true);
    expect(cartStorageText(createCart())).toBeNull();
    expect(cartStorageText(abandonedState().cart)).toBeNull();
  });
});

describe('msUntilExpiry', () => {
  const now = Date.parse('2030-01-01T10:00:00.000Z');
  it('counts down to the expiry and stays at zero once it passed', () => {
    expect(msUntilExpiry('2030-01-01T10:15:00.000Z', now)).toBe(15 * 60_000);
    expect(msUntilExpiry('2030-01-01T09:59:00.000Z', now)).toBe(0);
  });
  it('caps long holds at the longest timer delay and refuses non-dates', () => {
    expect(msUntilExpiry('2030-03-01T10:00:00.000Z', now)).toBe(MAX_TIMER_DELAY_MS);
    expect(msUntilExpiry('soon', now)).toBeNull();
  });
});
