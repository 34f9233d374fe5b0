import { describe, expect, it } from 'vitest';
import { parseCreateOrder } from '../../../src/domain/cart-payload.js';
import {
  attachOrder, chooseTicketType, classifySubmitFailure, createCart, createOrderPayload, groupAmount, lineAmount, orderTotal,
  setExtras, setTicketCount, toggleSeat,
} from '../../../src/domain/cart/index.js';
import { block } from './fixtures.js';

const cart = () => {
  let c = setTicketCount(chooseTicketType(createCart(), 'event', { id: 1, name: 'E' }), 2, 10);
  c = toggleSeat(c, block(), 1, 'all').cart;
  c = toggleSeat(c, block(), 6, 'all').cart;
  return setExtras(c, { parking: 2, options: [1] });
};

describe('createOrderPayload', () => {
  it('is accepted by the server parser, block seats emptied', () => {
    const payload = createOrderPayload(cart());
    expect((payload.tickets as { block: { seats: unknown[] } }[])[0]!.block.seats).toEqual([]);
    const parsed = parseCreateOrder(payload);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({ kind: 'event', eventId: 1, packId: null });
    expect(parsed.value.tickets.map((t) => [t.seatId, t.productId, t.isFromResale])).toEqual([[1, 2, false], [6, 9, true]]);
    expect(parsed.value.ancillaries).toEqual([{ ancillaryId: 1, quantity: 1 }, { ancillaryId: 2, quantity: 1 }]);
  });
  it('sends the pack for packs and the order id once there is one', () => {
    let c = setTicketCount(chooseTicketType(createCart(), 'pack', { id: 3, name: 'P' }), 1, 10);
    c = attachOrder(toggleSeat(c, block(), 1, 'all').cart, 44, null);
    const payload = createOrderPayload(c);
    expect(payload).toMatchObject({ ticketType: 'pack', pack: { id: 3 }, orderId: 44 });
    expect(payload).not.toHaveProperty('event');
  });
});

describe('classifySubmitFailure', () => {
  it('reads the lost seats of an UNAVAILABLE answer', () => {
    const body = { order: null, errors: "some tickets couldn't be created", error: { code: 'UNAVAILABLE', details: { seatIds: [6, 'x'] } } };
    expect(classifySubmitFailure(body)).toEqual({ code: 'UNAVAILABLE', lostSeatIds: [6] });
    expect(classifySubmitFailure({ errors: "some tickets couldn't be created" })).toEqual({ code: 'UNAVAILABLE', lostSeatIds: [] });
  });
  it('keeps the code of another refusal, from the reason of the spec answer or the error itself', () => {
    expect(classifySubmitFailure({ order: null, errors: 'TOO_MANY_UNPAID_ORDERS', error: { code: 'UNKNOWN', details: { reason: 'TOO_MANY_UNPAID_ORDERS' } } })).toEqual({ code: 'TOO_MANY_UNPAID_ORDERS' });
    expect(classifySubmitFailure({ error: { code: 'ADMISSION_EXPIRED' } })).toEqual({ code: 'ADMISSION_EXPIRED' });
    expect(classifySubmitFailure({ error: { code: 'UNKNOWN', details: { reason: '<script>' } } })).toEqual({ code: 'UNKNOWN' });
  });
  it('keeps the limit of a limit\'s refusal, so the notice can say it; a limit that is not a count is left out', () => {
    const refusal = (limit: unknown) => ({ order: null, errors: 'CART_MAX_TICKETS', error: { code: 'UNKNOWN', details: { reason: 'CART_MAX_TICKETS', limit } } });
    expect(classifySubmitFailure(refusal(8))).toEqual({ code: 'CART_MAX_TICKETS', limit: 8 });
    expect(classifySubmitFailure(refusal(0))).toEqual({ code: 'CART_MAX_TICKETS', limit: 0 });
    for (const odd of ['8', 2.5, -1, null]) expect(classifySubmitFailure(refusal(odd))).toEqual({ code: 'CART_MAX_TICKETS' });
  });
  it('is UNKNOWN for anything else, including no answer', () => {
    expect(classifySubmitFailure({ errors: 'SALE_CLOSED' })).toEqual({ code: 'UNKNOWN' });
    expect(classifySubmitFailure(null)).toEqual({ code: 'UNKNOWN' });
    expect(classifySubmitFailure('boom')).toEqual({ code: 'UNKNOWN' });
  });
});

describe('summary amounts', () => {
  it('adds gross and (negative) discount per line, group and order', () => {
    expect(lineAmount({ grossAmount: 4800, discountAmount: -480 })).toBe(4320);
    const group = {
      packInfo: null,
      seatTickets: [],
      ancillaryTickets: [{ id: 1, ancillaryName: 'Parking', ancillaryType: 'parking' as const, grossAmount: 1500, discountAmount: -500 }],
    };
    expect(groupAmount(group)).toBe(1000);
    expect(orderTotal({ grossAmount: 1000, discountAmount: -1500 })).toBe(0);
  });
  it('refuses fractional cents', () => {
    expect(() => lineAmount({ grossAmount: 10.5, discountAmount: 0 })).toThrow(RangeError);
  });
});
