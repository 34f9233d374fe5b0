import { describe, expect, it } from 'vitest';
import type { DirectSaleOffer } from '../../../../src/domain/offers.js';
import { isCartValid, setAssignments, chooseTicketType, createCart, setTicketCount } from '../../../../src/domain/cart/index.js';
import { assignmentsFromPicker, choicesFromTickets, loadedBlockOnMap, mapBlockLookup, type PickerData } from '../../../../src/features/booking/picker-bridge.js';
import { SeatStatus } from '../../../../src/seatmap/model/types.js';
import type { SeatChoice } from '../../../../src/seatmap/model/types.js';
import { gridGeometry } from '../../seatmap/fixture.js';

// Two blocks (ids 100 and 101) of 2 rows x 3 seats; seat ids 1000-1005 and 1006-1011, category 1.
const geometry = gridGeometry([{ rows: 2, seatsPerRow: 3 }, { rows: 2, seatsPerRow: 3 }]);
const direct = (blockId: number, productId: number, price: number): DirectSaleOffer => ({
  blockId, categoryId: 1, productId, price, availability: 4, seatTypeId: null, isOpenSeating: false, capacity: 6,
});
const status = new Uint8Array(geometry.seatCount);
status[1] = SeatStatus.Sold;
status[2] = SeatStatus.Resale;
const data: PickerData = {
  kind: 'event',
  geometry,
  status,
  direct: [direct(100, 1, 4500), direct(100, 2, 3000), direct(101, 1, 5000)],
  blockResale: { 100: [{ productId: 9, price: 2500, seats: [{ seatId: 1002, price: 2500 }] }] },
};
const choice = (seatIndex: number, productId: number, price: number, isResale = false): SeatChoice => ({
  seatId: 1000 + seatIndex, seatIndex, categoryId: 1, productId, price, isResale,
});

describe('loadedBlockOnMap', () => {
  it('turns a map block into the block list\'s seats and offers', () => {
    const loaded = loadedBlockOnMap(data, 0)!;
    expect(loaded.block).toEqual({ id: 100, name: 'B0', standName: 'North', isOpenSeating: false });
    expect(loaded.seats.map((s) => [s.id, s.rowName, s.seatNumber, s.available])).toEqual([
      [1000, 'A', '1', true], [1001, 'A', '2', false], [1002, 'A', '3', true],
      [1003, 'B', '1', true], [1004, 'B', '2', true], [1005, 'B', '3', true],
    ]);
    expect(loaded.offers.map((o) => [o.productId, o.price, o.isResale])).toEqual([[1, 4500, false], [2, 3000, false], [9, 2500, true]]);
  });

  it('keys pack offers by stand and block name, and answers null for a block the map lacks', () => {
    expect(new Set(loadedBlockOnMap({ ...data, kind: 'pack' }, 1)!.offers.map((o) => o.blockId))).toEqual(new Set(['North-B1']));
    expect(loadedBlockOnMap(data, 5)).toBeNull();
  });

  it('looks blocks up by id, once each', () => {
    const lookup = mapBlockLookup(data);
    expect(lookup(101)?.block.name).toBe('B1');
    expect(lookup(101)).toBe(lookup(101));
    expect(lookup(999)).toBeNull();
  });
});

describe('assignmentsFromPicker', () => {
  it('keeps the offer chosen on the map for each seat, with the seats that offer is valid for', () => {
    const out = assignmentsFromPicker([choice(0, 2, 3000), choice(6, 1, 5000), choice(2, 9, 2500, true)], data);
    expect(out.map((a) => [a.block.id, a.seat.id, a.seat.rowName, a.seat.seatNumber, a.offer.productId, a.offer.price])).toEqual([
      [100, 1000, 'A', '1', 2, 3000], [101, 1006, 'A', '1', 1, 5000], [100, 1002, 'A', '3', 9, 2500],
    ]);
    expect(out[0]!.offer.seatIds).toEqual([1000, 1003, 1004, 1005]);
    expect(out[2]!.offer).toMatchObject({ isResale: true, isFromResale: true, seatIds: [1002] });
  });

  it('gives a valid cart once put on the tickets', () => {
    const cart = setTicketCount(chooseTicketType(createCart(), 'event', { id: 1, name: 'E' }), 2, 10);
    const next = setAssignments(cart, assignmentsFromPicker([choice(0, 1, 4500), choice(3, 2, 3000)], data));
    expect(isCartValid(next)).toBe(true);
  });

  it('skips seats whose offer the block does not have', () => {
    expect(assignmentsFromPicker([choice(0, 7, 100), choice(3, 1, 4500)], data).map((a) => a.seat.id)).toEqual([1003]);
  });
});

describe('choicesFromTickets (the cart back on the map after a reload)', () => {
  it('gives each seated ticket its map position and offer, and round-trips through the assignments', () => {
    const picked = [choice(0, 2, 3000), choice(2, 9, 2500, true), choice(7, 1, 5000)];
    const cart = setAssignments(setTicketCount(chooseTicketType(createCart(), 'event', { id: 1, name: 'E' }), 4, 10), assignmentsFromPicker(picked, data));
    expect(choicesFromTickets(cart.tickets, geometry)).toEqual(picked);
  });

  it('leaves out tickets without a seat and seats the map does not have', () => {
    const cart = setAssignments(setTicketCount(chooseTicketType(createCart(), 'event', { id: 1, name: 'E' }), 2, 10), assignmentsFromPicker([choice(3, 1, 4500)], data));
    const foreign = { ...cart.tickets[0]!, seat: { ...cart.tickets[0]!.seat!, id: 424242 } };
    expect(choicesFromTickets([...cart.tickets, foreign], geometry).map((c) => c.seatId)).toEqual([1003]);
  });
});
