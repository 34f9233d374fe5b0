import { describe, expect, it } from 'vitest';
import { cartLimitRefusal, maxSelectableTickets, siteCartCap } from '../../../src/domain/cart-limits.js';
import { purchaseRefusal } from '../../../src/domain/purchase-window.js';

const base = {
  kind: 'event' as const,
  siteMaxTicketsInCart: 99,
  channelMax: 6,
  existingCartTickets: 0,
  existingForChannel: 0,
  requestedPerBlock: new Map([[1, 2]]),
};

describe('cart limits', () => {
  it('uses the smaller of the site and arena caps, default 99', () => {
    expect(siteCartCap(99, 10)).toBe(10);
    expect(siteCartCap(5, 10)).toBe(5);
    expect(siteCartCap(99, null)).toBe(99);
    expect(siteCartCap(0, 0)).toBe(99);
  });

  it('accepts a request within every limit', () => {
    expect(cartLimitRefusal(base)).toBeNull();
    expect(cartLimitRefusal({ ...base, availablePerBlock: new Map([[1, 2]]) })).toBeNull();
  });

  it('counts what the cart already holds against the site cap first', () => {
    expect(cartLimitRefusal({ ...base, siteMaxTicketsInCart: 3, existingCartTickets: 2 })).toEqual({ code: 'CART_MAX_TICKETS', limit: 3 });
    expect(cartLimitRefusal({ ...base, arenaMaxTicketsInCart: 1 })).toEqual({ code: 'CART_MAX_TICKETS', limit: 1 });
  });

  it('applies the channel cap per event or per pack', () => {
    expect(cartLimitRefusal({ ...base, existingForChannel: 5 })).toEqual({ code: 'EVENT_MAX_TICKETS', limit: 6 });
    expect(cartLimitRefusal({ ...base, kind: 'pack', channelMax: 1 })).toEqual({ code: 'PACK_MAX_PACKS', limit: 1 });
  });

  it('never allows more than a block\'s free seats when they are known', () => {
    expect(cartLimitRefusal({ ...base, availablePerBlock: new Map([[1, 1]]) })).toEqual({ code: 'BLOCK_AVAILABILITY_EXCEEDED', limit: 1, blockId: 1 });
    expect(cartLimitRefusal({ ...base, availablePerBlock: new Map() })).toMatchObject({ code: 'BLOCK_AVAILABILITY_EXCEEDED', limit: 0 });
  });

  it('tells the seat picker how many more tickets may be chosen, never negative', () => {
    const picker = { kind: 'event' as const, siteMaxTicketsInCart: 99, channelMax: 6, existingCartTickets: 1, existingForChannel: 1 };
    expect(maxSelectableTickets({ ...picker, blockAvailable: 20 })).toBe(5);
    expect(maxSelectableTickets({ ...picker, blockAvailable: 3 })).toBe(3);
    expect(maxSelectableTickets({ ...picker, existingForChannel: 9, blockAvailable: 3 })).toBe(0);
  });
});

describe('purchase window', () => {
  const window = { earlyBirdOpeningDatetime: '2026-01-01T00:00:00.000Z', openingDatetime: '2026-02-01T00:00:00.000Z', closingDatetime: '2026-03-01T00:00:00.000Z' };
  const at = (iso: string, isEarlyBird = false, extra = {}) => purchaseRefusal({ now: new Date(iso), window, isEarlyBird, ...extra });

  it('opens to everyone between opening (inclusive) and closing (exclusive)', () => {
    expect(at('2026-02-01T00:00:00.000Z')).toBeNull();
    expect(at('2026-02-28T23:59:59.999Z')).toBeNull();
    expect(at('2026-03-01T00:00:00.000Z')).toBe('SALE_CLOSED');
  });

  it('opens early to early birds only', () => {
    expect(at('2026-01-15T00:00:00.000Z', false)).toBe('EARLY_BIRD_ONLY');
    expect(at('2026-01-15T00:00:00.000Z', true)).toBeNull();
    expect(at('2025-12-31T00:00:00.000Z', true)).toBe('SALE_NOT_OPEN');
    expect(purchaseRefusal({ now: new Date('2026-01-15T00:00:00.000Z'), window: { ...window, earlyBirdOpeningDatetime: null }, isEarlyBird: true })).toBe('SALE_NOT_OPEN');
  });

  it('refuses archived and started events before looking at the window', () => {
    expect(at('2026-02-10T00:00:00.000Z', false, { isArchived: true })).toBe('EVENT_ARCHIVED');
    expect(at('2026-02-10T00:00:00.000Z', false, { startDatetime: '2026-02-10T00:00:00.000Z' })).toBe('EVENT_PAST');
    expect(at('2026-02-10T00:00:00.000Z', false, { startDatetime: '2026-02-11T00:00:00.000Z' })).toBeNull();
  });
});
