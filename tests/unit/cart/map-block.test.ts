import { describe, expect, it } from 'vitest';
import type { MapSeat } from '../../../src/domain/cart/index.js';
import { automaticOffer, mapBlock, offersForSeat, toCartOffer } from '../../../src/domain/cart/index.js';
import type { BlockResaleOffer, DirectSaleOffer } from '../../../src/domain/offers.js';

const block = { id: 10, name: '101', standName: 'North', isOpenSeating: false };
const seats: MapSeat[] = [
  { id: 1, rowName: 'A', seatNumber: '1', categoryId: 2, state: 'free' },
  { id: 2, rowName: 'A', seatNumber: '2', categoryId: 2, state: 'taken' },
  { id: 3, rowName: 'A', seatNumber: '3', categoryId: 2, state: 'resale' },
  { id: 4, rowName: 'B', seatNumber: '1', categoryId: 3, state: 'free' },
  { id: 5, rowName: 'B', seatNumber: '2', categoryId: 2, state: 'free' },
];
const direct = (blockId: number, categoryId: number, productId: number, price: number, availability = 5): DirectSaleOffer => ({
  blockId, categoryId, productId, price, availability, seatTypeId: null, isOpenSeating: false, capacity: 10,
});
// Full 45.00, reduced 31.50 and child free in category 2; category 3 has no offer; block 11 is another block.
const offers = [direct(10, 2, 1, 4500), direct(10, 2, 2, 3150), direct(10, 2, 3, 0), direct(11, 3, 1, 9900)];
const resale: BlockResaleOffer[] = [{ productId: 9, price: 4000, seats: [{ seatId: 3, price: 4200 }] }];

describe('mapBlock (a block from the seat map)', () => {
  const loaded = mapBlock(block, seats, offers, resale, 10);

  it('gives free seats the products of their category in this block, resold seats their resale product', () => {
    expect(loaded.seats.map((s) => [s.id, s.productIds, s.available])).toEqual([
      [1, [1, 2, 3], true],
      [2, [1, 2, 3], false],
      [3, [9], true],
      [4, [], false],
      [5, [1, 2, 3], true],
    ]);
  });

  it('lists one rate per category across seat types, with their places added up', () => {
    const typed = [direct(10, 2, 1, 4500, 5), { ...direct(10, 2, 1, 4500, 2), seatTypeId: 7, capacity: 2 }];
    const rates = mapBlock(block, seats, typed, [], 10).offers;
    expect(rates.map((o) => [o.categoryId, o.productId, o.availability])).toEqual([[2, 1, 7]]);
  });

  it('offers every rate of a free seat, paid ones first and cheapest first, as the block list does', () => {
    const seat = loaded.seats[0]!;
    expect(offersForSeat(loaded, seat).map((o) => [o.productId, o.price])).toEqual([[2, 3150], [1, 4500], [3, 0]]);
    expect(automaticOffer(loaded, seat)?.productId).toBe(2);
  });

  it('preselects the standard rate when the reduced one needs proof, and lists it first', () => {
    const proof = mapBlock(block, seats, offers, resale, 10, new Set([2, 3]));
    const seat = proof.seats[0]!;
    expect(offersForSeat(proof, seat).map((o) => [o.productId, o.needsProof])).toEqual([[1, false], [2, true], [3, true]]);
    expect(automaticOffer(proof, seat)?.productId).toBe(1);
  });

  it('prices a resold seat at its seller price only', () => {
    const choices = offersForSeat(loaded, loaded.seats[2]!);
    expect(choices.map((o) => [o.productId, o.price, o.isResale, o.resaleSeatIds])).toEqual([[9, 4200, true, [3]]]);
  });

  it('builds cart offers valid for the free seats of the same category and product', () => {
    const seat = loaded.seats[0]!;
    const child = offersForSeat(loaded, seat).find((o) => o.productId === 3)!;
    expect(toCartOffer(loaded, seat, child)).toMatchObject({ productId: 3, price: 0, blockId: 10, seatIds: [1, 5], isFromResale: false });
  });

  it('puts the key it is given on the offers (packs name blocks by stand and block)', () => {
    const pack = mapBlock(block, seats, offers, [], 'North-101');
    expect(new Set(pack.offers.map((o) => o.blockId))).toEqual(new Set(['North-101']));
    expect(pack.seats[2]).toMatchObject({ id: 3, available: false, productIds: [] });
  });
});
