import { describe, expect, it } from 'vitest';
import { groupTicketIds, groupTickets } from '../../../src/domain/ticket-groups.js';
import type { AncillaryTicketView, SeatTicketView } from '../../../src/domain/ticket-groups.js';
import { cartSummary, EMPTY_CART, hiddenGroupCount } from '../../../src/domain/cart-summary.js';
import type { OrderView } from '../../../src/domain/ticket-groups.js';

const seat = (id: number, eventId: number, start: string, packGroup: string | null = null): SeatTicketView => ({
  id,
  grossAmount: 1000,
  discountAmount: 0,
  productName: 'Full',
  isFromResale: false,
  eventInfo: { id: eventId, name: `E${eventId}`, homeTeam: null, opponent: null, startDatetime: start },
  seatInfo: { standName: 'N', standId: 1, blockName: 'B', blockId: 1, rowName: 'A', seatNumber: String(id), isOpenSeating: false, eventId, categoryName: 'A' },
  packGroup,
  packInfo: packGroup ? { name: 'Pack', type: 'pack', packId: 3 } : null,
});
const extra = (id: number): AncillaryTicketView => ({ id, ancillaryName: 'Parking', ancillaryType: 'parking', grossAmount: 1500, discountAmount: 0 });

describe('ticket groups', () => {
  it('groups each single seat alone, a pack seat by pack group (events by start), extras last', () => {
    const groups = groupTickets(
      [seat(5, 2, '2026-05-02', 'g1'), seat(1, 1, '2026-04-01'), seat(4, 1, '2026-04-01', 'g1'), seat(2, 1, '2026-04-01')],
      [extra(9), extra(3)],
    );
    expect(groups.map((g) => [g.packInfo?.packId ?? null, g.seatTickets.map((s) => s.id), g.ancillaryTickets.map((a) => a.id)])).toEqual([
      [null, [1], []],
      [null, [2], []],
      [3, [4, 5], []],
      [null, [], [3]],
      [null, [], [9]],
    ]);
  });

  it('sorts a pack group\'s tickets by event start even when ids run the other way', () => {
    const [group] = groupTickets([seat(1, 2, '2026-06-01', 'g'), seat(2, 1, '2026-05-01', 'g')], []);
    expect(group!.seatTickets.map((s) => s.eventInfo.id)).toEqual([1, 2]);
  });

  it('gives the ids that removing a group drops', () => {
    const groups = groupTickets([seat(4, 1, '2026-04-01', 'g'), seat(5, 2, '2026-05-01', 'g')], [extra(8)]);
    expect(groupTicketIds(groups[0]!)).toEqual({ ticketIds: [4, 5], ticketAncillaryIds: [] });
    expect(groupTicketIds(groups[1]!)).toEqual({ ticketIds: [], ticketAncillaryIds: [8] });
  });
});

describe('cart summary', () => {
  const order: OrderView = {
    orderId: 12,
    status: 'onhold',
    expiryDatetime: '2026-11-22T12:15:00.000Z',
    hasTransactionInProgress: false,
    saleDatetime: null,
    grossAmount: 4500,
    discountAmount: -500,
    appliedDiscounts: [{ rank: 1, promoCode: { id: 77, name: 'WELCOME', description: null } }],
    ticketGroups: groupTickets([seat(1, 1, '2026-04-01'), seat(2, 1, '2026-04-01'), seat(3, 1, '2026-04-01')], [extra(4)]),
  };

  it('summarises ids, groups, count, total (gross plus discount) and expiry', () => {
    const summary = cartSummary(order);
    expect(summary).toMatchObject({
      orderId: 12, seatTicketIds: [1, 2, 3], ancillaryTicketIds: [4], promoCodeIds: [77], cartCount: 4, totalPrice: 4000,
      expiryDatetime: '2026-11-22T12:15:00.000Z',
    });
    expect(hiddenGroupCount(summary)).toBe(2);
  });

  it('is empty without an order or for an order no longer on hold', () => {
    expect(cartSummary(null)).toEqual(EMPTY_CART);
    expect(cartSummary({ ...order, status: 'abandoned' })).toEqual(EMPTY_CART);
    expect(hiddenGroupCount(cartSummary(null))).toBe(0);
  });
});
