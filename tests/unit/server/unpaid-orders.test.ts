import { describe, expect, it } from 'vitest';
import { openCartAmong, unpaidCounts } from '../../../src/server/db/repositories/unpaid-orders.js';
import type { UnpaidOrders, UnpaidTicket } from '../../../src/server/db/repositories/unpaid-orders.js';
import type { OrderRow } from '../../../src/server/db/repositories/order-repository.js';

const NOW = '2026-11-25T12:00:00.000Z';
const order = (id: number, expiry: string, inProgress = 0): OrderRow => ({
  id, customer_id: 7, status: 'onhold', expiry_datetime: expiry, has_transaction_in_progress: inProgress as 0 | 1, sale_channel_id: 1,
});
let nextTicket = 1;
const ticket = (orderId: number, eventId: number, seatId: number, pack: { id: number; group: string } | null = null): UnpaidTicket => ({
  id: nextTicket++, orderId, seatId, eventId, campaignPackId: pack?.id ?? null, packGroup: pack?.group ?? null, productName: 'Full', requiresAccompanying: false,
});

describe('the open cart among unpaid orders', () => {
  it('is the newest order still held with no payment running', () => {
    const unpaid: UnpaidOrders = {
      orders: [order(3, '2026-11-25T12:10:00.000Z'), order(9, '2026-11-25T12:20:00.000Z', 1), order(5, '2026-11-25T12:15:00.000Z'), order(11, NOW, 1)],
      tickets: [],
    };
    expect(openCartAmong(unpaid, NOW)?.id).toBe(5);
    expect(openCartAmong({ orders: [order(9, '2026-11-25T12:20:00.000Z', 1)], tickets: [] }, NOW)).toBeNull();
  });
});

describe('unpaid counts', () => {
  const later = '2026-11-25T12:30:00.000Z';
  const season = { id: 40, group: 'g1' };
  const unpaid: UnpaidOrders = {
    orders: [order(1, later), order(2, later, 1), order(3, later)],
    tickets: [
      ticket(1, 100, 1), ticket(1, 100, 2), ticket(1, 200, 3),
      // A season seat: one ticket per event, one unit.
      ticket(2, 100, 4, season), ticket(2, 200, 4, season), ticket(2, 300, 4, season),
      ticket(3, 100, 5),
    ],
  };

  it('count every unpaid order, each seat once, and the seats of the item', () => {
    expect(unpaidCounts(unpaid, { eventId: 100 }, new Set(), new Set())).toEqual({ orders: 3, total: 5, forItem: 3 });
    expect(unpaidCounts(unpaid, { packId: 40 }, new Set(), new Set())).toEqual({ orders: 3, total: 5, forItem: 1 });
  });

  it('leave out the tickets the hold freed and the orders it ended', () => {
    const freed = new Set([unpaid.tickets[0]!.id]);
    expect(unpaidCounts(unpaid, { eventId: 100 }, freed, new Set([3]))).toEqual({ orders: 2, total: 3, forItem: 1 });
    expect(unpaidCounts(unpaid, { packId: 40 }, new Set(), new Set([2]))).toEqual({ orders: 2, total: 4, forItem: 0 });
  });
});
