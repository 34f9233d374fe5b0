import { describe, expect, it } from 'vitest';
import { parseAddAncillaries, parseAddTickets, parseCreateOrder, parseId, parseIdList } from '../../../src/domain/cart-payload.js';
import { parseOrderStatus } from '../../../src/domain/order-status.js';

const ticket = (seatId: number, offer: Record<string, unknown> = {}) => ({
  seat: { id: seatId }, block: { id: 3, seats: [] }, offer: { categoryId: 1, productId: 2, price: 1, ...offer },
});

describe('create-order payload', () => {
  it('parses an event cart, ignoring client prices and defaulting the withdrawal', () => {
    const parsed = parseCreateOrder({ ticketType: 'event', event: { id: 5 }, tickets: [ticket(10, { price: 1 })], options: [7, { id: 8, quantity: 2 }], parking: { id: 9 } });
    expect(parsed).toEqual({
      ok: true,
      value: {
        kind: 'event', eventId: 5, packId: null,
        tickets: [{ seatId: 10, blockId: 3, categoryId: 1, productId: 2, isFromResale: false, holderInfo: null }],
        ancillaries: [{ ancillaryId: 7, quantity: 1 }, { ancillaryId: 8, quantity: 2 }, { ancillaryId: 9, quantity: 1 }],
        ticketWithdrawal: { name: 'Envoi par email', value: null },
      },
    });
  });

  it('treats the default e-mail withdrawal as free, other withdrawals as an extra id', () => {
    const withdrawal = (ticketWithdrawal: unknown) => {
      const parsed = parseCreateOrder({ ticketType: 'event', event: { id: 1 }, tickets: [ticket(1)], ticketWithdrawal });
      return parsed.ok ? parsed.value.ticketWithdrawal : null;
    };
    expect(withdrawal({ name: 'Envoi par email', value: 1 })).toEqual({ name: 'Envoi par email', value: null });
    expect(withdrawal({ name: 'Registered post', value: 5 })).toEqual({ name: 'Registered post', value: 5 });
  });

  it('parses packs and seasons by pack id, with string ids as GraphQL sends them', () => {
    const parsed = parseCreateOrder({ ticketType: 'season', pack: { id: '4' }, tickets: [{ ...ticket(1), block: { name: 'N1' } }] });
    expect(parsed.ok && parsed.value).toMatchObject({ kind: 'season', packId: 4, eventId: null, tickets: [{ seatId: 1, blockId: null }] });
  });

  it('keeps only known holder fields, as strings', () => {
    const parsed = parseCreateOrder({ ticketType: 'event', event: { id: 1 }, tickets: [{ ...ticket(1), holderInfo: { firstName: 'Ada', role: 'admin' } }] });
    expect(parsed.ok && parsed.value.tickets[0]!.holderInfo).toEqual({ firstName: 'Ada' });
    expect(parseCreateOrder({ ticketType: 'event', event: { id: 1 }, tickets: [{ ...ticket(1), holderInfo: { firstName: 3 } }] }).ok).toBe(false);
  });

  it('refuses with a reason and the path of the bad field', () => {
    const refusal = (body: unknown) => {
      const parsed = parseCreateOrder(body);
      return parsed.ok ? null : parsed.refusal;
    };
    expect(refusal(undefined)).toEqual({ reason: 'INVALID_PAYLOAD', path: 'body' });
    expect(refusal({ ticketType: 'x' })).toEqual({ reason: 'INVALID_PAYLOAD', path: 'ticketType' });
    expect(refusal({ ticketType: 'event', tickets: [ticket(1)] })).toEqual({ reason: 'INVALID_PAYLOAD', path: 'event.id' });
    expect(refusal({ ticketType: 'event', event: { id: 1 }, tickets: [] })).toEqual({ reason: 'EMPTY_CART', path: 'tickets' });
    expect(refusal({ ticketType: 'event', event: { id: 1 }, tickets: [ticket(1), ticket(1)] })).toEqual({ reason: 'DUPLICATE_SEAT', path: 'tickets[1].seat.id' });
    expect(refusal({ ticketType: 'event', event: { id: 1 }, tickets: [ticket(1, { seatIds: [2] })] })).toEqual({ reason: 'SEAT_NOT_IN_OFFER', path: 'tickets[0].offer.seatIds' });
    expect(refusal({ ticketType: 'event', event: { id: 1 }, tickets: [ticket(1, { categoryId: 1.5 })] })?.path).toBe('tickets[0].offer.categoryId');
    expect(refusal({ ticketType: 'event', event: { id: 1 }, tickets: [ticket(1)], options: [{ id: 1, quantity: 21 }] })?.path).toBe('options');
    expect(refusal({ ticketType: 'event', event: { id: 1 }, tickets: [ticket(1)], ticketWithdrawal: { name: '' } })?.path).toBe('ticketWithdrawal');
  });

  it('parses add-tickets and add-ancillaries with their order id', () => {
    expect(parseAddTickets({ ticketType: 'event', event: { id: 1 }, tickets: [ticket(1)] }).ok).toBe(false);
    const add = parseAddTickets({ orderId: 3, ticketType: 'event', event: { id: 1 }, tickets: [ticket(1)] });
    expect(add.ok && add.value.orderId).toBe(3);
    expect(parseAddAncillaries({ orderId: 3, options: [{ ancillaryId: 2, quantity: 0 }, 5] })).toEqual({ ok: true, value: { orderId: 3, ancillaries: [{ ancillaryId: 5, quantity: 1 }] } });
    expect(parseAddAncillaries({ orderId: 3, ancillaries: [] }).ok).toBe(false);
  });
});

describe('ids and statuses', () => {
  it('accepts positive safe integers and digit strings only', () => {
    expect([1, '42', 0, -1, 1.5, '1e3', '', null, Number.MAX_SAFE_INTEGER + 1].map(parseId)).toEqual([1, 42, null, null, null, null, null, null, null]);
    expect(parseIdList(['1', 2], 'ids')).toEqual({ ok: true, value: [1, 2] });
    expect(parseIdList([1, 'x'], 'ids')).toEqual({ ok: false, refusal: { reason: 'INVALID_PAYLOAD', path: 'ids[1]' } });
    expect(parseIdList(new Array(3).fill(1), 'ids', 2).ok).toBe(false);
  });

  it('reads order statuses in any case', () => {
    expect(parseOrderStatus('Onhold')).toBe('onhold');
    expect(parseOrderStatus('CONFIRMED')).toBe('confirmed');
    expect(parseOrderStatus('paid')).toBeNull();
    expect(parseOrderStatus(1)).toBeNull();
  });
});
