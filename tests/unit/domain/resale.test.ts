import { describe, expect, it } from 'vitest';
import {
  exceedsResaleLimit, isPastEvent, maskIban, matchesResaleFilter, parseResaleFilter, parseResalePolicy, priceInputToCents,
  resaleAmounts, resaleCampaignKey, resaleFee, resaleGroup, resalePriceRefusal, resaleState,
} from '../../../src/domain/resale.js';
import type { ResaleState, ResaleTicketFacts } from '../../../src/domain/resale.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const facts = (over: Partial<ResaleTicketFacts> = {}): ResaleTicketFacts => ({
  listingStatus: null,
  confirmed: true,
  eventStart: '2026-12-01T20:00:00.000Z',
  eventArchived: false,
  policy: 'no_restriction',
  transferPending: false,
  installmentsUnpaid: false,
  limitReached: false,
  ...over,
});

describe('resaleState', () => {
  it('is resalable for a confirmed ticket of a future event with resale allowed', () => {
    expect(resaleState(facts(), NOW)).toEqual({ state: 'resalable', reason: null });
    expect(resaleState(facts({ policy: 'whole_order_only' }), NOW).state).toBe('resalable');
  });

  it('follows the listing first: on sale, pending, resold', () => {
    expect(resaleState(facts({ listingStatus: 'on_sale' }), NOW).state).toBe('on_sale');
    expect(resaleState(facts({ listingStatus: 'pending' }), NOW).state).toBe('pending');
    expect(resaleState(facts({ listingStatus: 'sold', confirmed: false }), NOW).state).toBe('resold');
    // Even once the event is past, a listing stays visible so it can be seen and cancelled.
    expect(resaleState(facts({ listingStatus: 'on_sale', eventStart: '2026-11-01T20:00:00.000Z' }), NOW).state).toBe('on_sale');
  });

  it('is unavailable with the first blocking reason', () => {
    const reason = (over: Partial<ResaleTicketFacts>) => resaleState(facts(over), NOW);
    expect(reason({ confirmed: false })).toEqual({ state: 'unavailable', reason: 'not_confirmed' });
    expect(reason({ eventStart: NOW.toISOString() }).reason).toBe('past_event');
    expect(reason({ eventArchived: true }).reason).toBe('past_event');
    expect(reason({ policy: 'forbidden' }).reason).toBe('forbidden');
    expect(reason({ transferPending: true }).reason).toBe('transfer_pending');
    expect(reason({ installmentsUnpaid: true }).reason).toBe('installments_unpaid');
    expect(reason({ limitReached: true }).reason).toBe('limit_reached');
    expect(reason({ policy: 'forbidden', limitReached: true }).reason).toBe('forbidden');
  });
});

describe('filters and past events', () => {
  it('matches each filter to its states; pending counts as on sale', () => {
    const states: ResaleState[] = ['resalable', 'on_sale', 'pending', 'resold', 'unavailable'];
    const under = (filter: Parameters<typeof matchesResaleFilter>[1]) => states.filter((s) => matchesResaleFilter(s, filter));
    expect(under('all')).toEqual(states);
    expect(under('resellable')).toEqual(['resalable']);
    expect(under('on_sale')).toEqual(['on_sale', 'pending']);
    expect(under('resold')).toEqual(['resold']);
  });

  it('parses filters and policies, unknown values falling back safely', () => {
    expect(parseResaleFilter('resold')).toBe('resold');
    expect(parseResaleFilter('nonsense')).toBe('all');
    expect(parseResaleFilter(undefined)).toBe('all');
    expect(parseResalePolicy('whole_order_only')).toBe('whole_order_only');
    expect(parseResalePolicy('maybe')).toBe('forbidden');
    expect(parseResalePolicy(null)).toBe('forbidden');
  });

  it('treats an event as past from its start', () => {
    expect(isPastEvent('2026-11-22T12:00:00.000Z', NOW)).toBe(true);
    expect(isPastEvent('2026-11-22T12:00:01.000Z', NOW)).toBe(false);
  });
});

describe('resalePriceRefusal', () => {
  it('requires a price', () => {
    for (const missing of [undefined, null, '']) expect(resalePriceRefusal(missing, 500)).toBe('RESALE_PRICE_REQUIRED');
  });

  it('refuses anything but positive whole cents within the cap', () => {
    for (const bad of [12.5, -100, 0, '2500', Number.NaN, Infinity, 10_000_001, {}]) expect(resalePriceRefusal(bad, 500)).toBe('RESALE_PRICE_INVALID');
    expect(resalePriceRefusal(10_000_000, 500)).toBeNull();
  });

  it('needs a price strictly above the minimum', () => {
    expect(resalePriceRefusal(499, 500)).toBe('RESALE_PRICE_TOO_LOW');
    expect(resalePriceRefusal(500, 500)).toBe('RESALE_PRICE_TOO_LOW');
    expect(resalePriceRefusal(501, 500)).toBeNull();
    expect(resalePriceRefusal(1, 0)).toBeNull();
  });
});

describe('fee and net amount', () => {
  it('takes the fee percentage rounded half up to the cent', () => {
    expect(resaleFee(2500, 5)).toBe(125);
    expect(resaleFee(1010, 5)).toBe(51); // 50.5 rounds up
    expect(resaleFee(1009, 5)).toBe(50); // 50.45 rounds down
    expect(resaleFee(999, 2.5)).toBe(25);
    expect(resaleAmounts(4200, 5)).toEqual({ price: 4200, fee: 210, net: 3990 });
  });

  it('never takes less than nothing or more than the price', () => {
    expect(resaleAmounts(4200, 0)).toEqual({ price: 4200, fee: 0, net: 4200 });
    expect(resaleAmounts(4200, 100)).toEqual({ price: 4200, fee: 4200, net: 0 });
  });

  it('refuses fractions of cents', () => {
    expect(() => resaleFee(10.5, 5)).toThrow(RangeError);
  });
});

describe('limit and whole-order group', () => {
  it('counts pack tickets against their pack and single tickets against their event', () => {
    expect(resaleCampaignKey({ campaignPackId: null, eventId: 7 })).toBe('event:7');
    expect(resaleCampaignKey({ campaignPackId: 3, eventId: 7 })).toBe('pack:3');
  });

  it('reaches the limit when the new tickets would pass it', () => {
    expect(exceedsResaleLimit(3, 1, 4)).toBe(false);
    expect(exceedsResaleLimit(4, 1, 4)).toBe(true);
    expect(exceedsResaleLimit(2, 3, 4)).toBe(true);
  });

  it('groups the tickets of one order and event under whole_order_only only', () => {
    const candidates = [
      { ticketId: 5, orderId: 1, eventId: 10 },
      { ticketId: 3, orderId: 1, eventId: 10 },
      { ticketId: 4, orderId: 1, eventId: 11 },
      { ticketId: 6, orderId: 2, eventId: 10 },
    ];
    const ticket = { ticketId: 5, orderId: 1, eventId: 10 };
    expect(resaleGroup(ticket, 'whole_order_only', candidates)).toEqual([3, 5]);
    expect(resaleGroup(ticket, 'no_restriction', candidates)).toEqual([5]);
    expect(resaleGroup({ ticketId: 9, orderId: 9, eventId: 9 }, 'whole_order_only', candidates)).toEqual([9]);
  });
});

describe('input helpers', () => {
  it('reads typed euro amounts as cents', () => {
    expect(priceInputToCents('25')).toBe(2500);
    expect(priceInputToCents(' 25.5 ')).toBe(2550);
    expect(priceInputToCents('25,05')).toBe(2505);
    for (const bad of ['', 'abc', '25.505', '-3', '1e3', '25.']) expect(priceInputToCents(bad)).toBeNull();
  });

  it('masks an IBAN down to its country, check digits and last four characters', () => {
    expect(maskIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR76 •••• 0189');
    expect(maskIban('FR76')).toBe('••••');
  });
});
