import { describe, expect, it } from 'vitest';
import type { PackOffer } from '../../../src/domain/offers.js';
import { packBlock } from '../../../src/domain/cart/index.js';
import { combinePackStatus, packDirectOffers } from '../../../src/seatmap/model/pack-seats.js';
import { SeatStatus } from '../../../src/seatmap/model/types.js';

const { Available: A, OnHold: H, Sold: S, Resale: R } = SeatStatus;

describe('combinePackStatus', () => {
  it('frees a seat only when it is free at every event', () => {
    const merged = combinePackStatus([Uint8Array.of(A, A, H, A), Uint8Array.of(A, S, A, A), Uint8Array.of(A, A, A, H)]);
    expect([...merged]).toEqual([A, S, H, H]);
  });

  it('keeps the strongest state and never offers a resold seat to a pack', () => {
    expect([...combinePackStatus([Uint8Array.of(R, R, H), Uint8Array.of(A, H, S)])]).toEqual([S, S, S]);
  });

  it('does not change its inputs', () => {
    const first = Uint8Array.of(R, A);
    combinePackStatus([first, Uint8Array.of(A, H)]);
    expect([...first]).toEqual([R, A]);
  });

  it('answers an empty array for a pack without events and refuses arrays of two arenas', () => {
    expect(combinePackStatus([]).length).toBe(0);
    expect(() => combinePackStatus([Uint8Array.of(A), Uint8Array.of(A, A)])).toThrow(RangeError);
  });
});

describe('packDirectOffers', () => {
  const blocks = [
    { id: 11, name: '101', standName: 'North Stand' },
    { id: 12, name: '101', standName: 'South Stand' },
  ];
  const offer = (blockId: number, standName: string, blockName: string, productId: number): PackOffer => ({
    blockId, categoryId: 2, productId, standName, blockName, seatTypeIds: [5], isOpenSeating: false, availability: 7, price: 9000, capacity: 10,
  });

  it('gives each offer the id of its block', () => {
    expect(packDirectOffers(blocks, [offer(12, 'South Stand', '101', 3), offer(11, 'North Stand', '101', 4)])).toEqual([
      { blockId: 12, categoryId: 2, productId: 3, seatTypeId: null, isOpenSeating: false, availability: 7, capacity: 10, price: 9000 },
      { blockId: 11, categoryId: 2, productId: 4, seatTypeId: null, isOpenSeating: false, availability: 7, capacity: 10, price: 9000 },
    ]);
  });

  it('places offers on a map whose stands read in another language than the catalogue', () => {
    // The map of a Spanish reader says "Tribuna Norte"; the offers still say "North Stand".
    const spanish = [{ id: 11, name: '101', standName: 'Tribuna Norte' }];
    expect(packDirectOffers(spanish, [offer(11, 'North Stand', '101', 3)]).map((o) => [o.blockId, o.productId])).toEqual([[11, 3]]);
  });

  it('leaves out offers of blocks the map does not have', () => {
    expect(packDirectOffers(blocks, [offer(13, 'East Stand', '101', 3)])).toEqual([]);
  });

  it('has no seat type: a pack offer counts the seats of every type of its block and category', () => {
    expect(packDirectOffers(blocks, [{ ...offer(11, 'North Stand', '101', 3), seatTypeIds: [5, 6] }])[0]?.seatTypeId).toBeNull();
  });
});

describe('packBlock', () => {
  it("offers a block named in the fan's language the pack offers of its id", () => {
    const block = { id: 11, name: '101', standName: 'Tribuna Norte', isOpenSeating: false };
    const offers: PackOffer[] = [
      { blockId: 11, categoryId: 2, productId: 3, standName: 'North Stand', blockName: '101', seatTypeIds: [], isOpenSeating: false, availability: 7, price: 9000, capacity: 10 },
      { blockId: 12, categoryId: 2, productId: 3, standName: 'South Stand', blockName: '101', seatTypeIds: [], isOpenSeating: false, availability: 7, price: 8000, capacity: 10 },
    ];
    const loaded = packBlock(block, { seats: [] }, offers);
    expect(loaded.offers.map((o) => [o.productId, o.price, o.blockId])).toEqual([[3, 9000, 'Tribuna Norte-101']]);
  });
});
