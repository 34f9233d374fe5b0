import { describe, expect, it } from 'vitest';
import type { CachedResaleOffer, DirectSaleOffer } from '../../../src/domain/offers.js';
import { blockAvailability, computeBlockStats, minimumPrice, sortCategories } from '../../../src/seatmap/model/block-stats.js';
import { SeatStatus } from '../../../src/seatmap/model/types.js';
import { gridGeometry } from './fixture.js';

const direct = (o: Partial<DirectSaleOffer>): DirectSaleOffer => ({
  blockId: 100, categoryId: 1, productId: 1, seatTypeId: null, isOpenSeating: false, availability: 0, capacity: 10, price: 1000, ...o,
});
const resale = (o: Partial<CachedResaleOffer>): CachedResaleOffer => ({
  blockId: 100, categoryId: 1, productId: 9, seatTypeId: null, isOpenSeating: false, availability: 0, capacity: 10, allPrices: [], ...o,
});

describe('block availability', () => {
  it('takes the largest per-product sum of direct availability plus the largest resale availability', () => {
    const offers = [
      direct({ productId: 1, categoryId: 1, availability: 4 }),
      direct({ productId: 1, categoryId: 2, availability: 3 }), // product 1: 7
      direct({ productId: 2, categoryId: 1, availability: 5 }), // product 2: 5
    ];
    const resales = [resale({ availability: 2 }), resale({ categoryId: 2, availability: 6 })];
    expect(blockAvailability(offers, resales)).toBe(7 + 6);
  });

  it("counts a category's resale listings together whatever their seat types", () => {
    const resales = [resale({ availability: 3 }), resale({ seatTypeId: 1, availability: 2 }), resale({ categoryId: 2, availability: 4 })];
    expect(blockAvailability([], resales)).toBe(5);
  });

  it('is zero without offers and never counts negative availability', () => {
    expect(blockAvailability([], [])).toBe(0);
    expect(blockAvailability([direct({ availability: -3 }), direct({ availability: 2 })], [])).toBe(2);
  });
});

describe('minimum price', () => {
  it('ignores zero prices, direct and resale', () => {
    expect(minimumPrice([direct({ price: 0 }), direct({ price: 4500 })], [resale({ allPrices: [0, 3900, 5000] })])).toBe(3900);
  });
  it('is null when every price is zero or there is none', () => {
    expect(minimumPrice([direct({ price: 0 })], [resale({ allPrices: [0] })])).toBeNull();
    expect(minimumPrice([], [])).toBeNull();
  });
});

describe('a block\'s "from" price', () => {
  const geometry = gridGeometry([{ rows: 1, seatsPerRow: 3 }]);
  const status = () => new Uint8Array(geometry.seatCount);
  // Product 1: full price; product 2: a student rate that needs proof at the gate.
  const offers = { direct: [direct({ productId: 1, availability: 3, price: 4000 }), direct({ productId: 2, availability: 3, price: 500 })], resale: [] };

  it('leaves out a cheaper rate needing proof: the fan sees the full price', () => {
    expect(minimumPrice(offers.direct, [], [2])).toBe(4000);
    expect(computeBlockStats(geometry, status(), offers, { categoryId: null, resaleFilter: 'all', proofProductIds: [2] })[0]).toMatchObject({ minimumPrice: 4000 });
  });

  it('takes the cheapest rate needing proof when every paid rate needs one, and a resale price anyone can buy', () => {
    expect(minimumPrice(offers.direct, [], [1, 2])).toBe(500);
    expect(minimumPrice(offers.direct, [resale({ allPrices: [3500] })], [2])).toBe(3500);
    expect(minimumPrice([direct({ productId: 2, price: 500 })], [resale({ allPrices: [3500] })], [2])).toBe(3500);
  });
});

describe('category sorting', () => {
  it('sorts by highest price descending, then lowest price descending, then id', () => {
    const sorted = sortCategories({
      direct: [
        direct({ categoryId: 1, price: 3000 }),
        direct({ categoryId: 2, price: 5000 }),
        direct({ categoryId: 2, price: 2000 }),
        direct({ categoryId: 3, price: 5000 }),
        direct({ categoryId: 3, price: 4000 }),
        direct({ categoryId: 4, price: 3000 }),
        direct({ categoryId: 5, price: 0 }),
      ],
      resale: [resale({ categoryId: 1, allPrices: [0, 2500] })],
    });
    expect(sorted.map((c) => c.categoryId)).toEqual([3, 2, 4, 1, 5]);
    expect(sorted[0]).toEqual({ categoryId: 3, highestPrice: 5000, lowestPrice: 4000 });
    expect(sorted.find((c) => c.categoryId === 1)).toEqual({ categoryId: 1, highestPrice: 3000, lowestPrice: 2500 });
  });

  it('can be limited to one block', () => {
    const sorted = sortCategories({ direct: [direct({ categoryId: 1 }), direct({ blockId: 101, categoryId: 2 })], resale: [] }, 101);
    expect(sorted.map((c) => c.categoryId)).toEqual([2]);
  });
});

describe('computeBlockStats', () => {
  const geometry = gridGeometry([{ rows: 2, seatsPerRow: 3 }, { rows: 1, seatsPerRow: 2 }, { rows: 1, seatsPerRow: 1 }]);

  it('combines offers with status counts per block', () => {
    const status = new Uint8Array(geometry.seatCount);
    status[0] = SeatStatus.Sold;
    status[1] = SeatStatus.Resale;
    status[2] = SeatStatus.OnHold;
    status[6] = SeatStatus.Sold;
    status[7] = SeatStatus.Sold;
    const stats = computeBlockStats(geometry, status, {
      direct: [direct({ availability: 3, price: 2000 }), direct({ blockId: 101, availability: 0, price: 1500 })],
      resale: [resale({ availability: 1, allPrices: [1800] })],
    });
    expect(stats[0]).toEqual({ blockIndex: 0, blockId: 100, availability: 4, minimumPrice: 1800, freeSeats: 3, resaleSeats: 1, soldOut: false });
    expect(stats[1]).toMatchObject({ blockId: 101, availability: 0, minimumPrice: 1500, freeSeats: 0, soldOut: true });
    // No offers for block 102: sold out follows the status array (one free seat).
    expect(stats[2]).toMatchObject({ availability: 0, minimumPrice: null, freeSeats: 1, soldOut: false });
  });

  it('under a filter counts only matching seats and offers, so the venue view shows where they are', () => {
    // Block 100: row A category 1, row B category 2; one resale seat in row B.
    const mixed = gridGeometry([{ rows: 2, seatsPerRow: 3, category: (r) => r + 1 }, { rows: 1, seatsPerRow: 2 }]);
    const status = new Uint8Array(mixed.seatCount);
    status[4] = SeatStatus.Resale;
    const offers = {
      direct: [direct({ categoryId: 1, availability: 3, price: 3000 }), direct({ categoryId: 2, availability: 2, price: 5000 }), direct({ blockId: 101, categoryId: 1, availability: 2, price: 2500 })],
      resale: [resale({ categoryId: 2, availability: 1, allPrices: [4200] })],
    };
    const cat2 = computeBlockStats(mixed, status, offers, { categoryId: 2, resaleFilter: 'all' });
    expect(cat2[0]).toMatchObject({ availability: 3, minimumPrice: 4200, freeSeats: 2, resaleSeats: 1, soldOut: false });
    expect(cat2[1]).toMatchObject({ availability: 0, freeSeats: 0, soldOut: true });
    const resaleOnly = computeBlockStats(mixed, status, offers, { categoryId: null, resaleFilter: 'resale' });
    expect(resaleOnly.map((b) => [b.availability, b.minimumPrice, b.soldOut])).toEqual([[1, 4200, false], [0, null, true]]);
    const standard = computeBlockStats(mixed, status, offers, { categoryId: null, resaleFilter: 'standard' });
    expect(standard[0]).toMatchObject({ availability: 5, minimumPrice: 3000, resaleSeats: 0 });
  });

  it('marks an offerless block with no free seat as sold out', () => {
    const status = new Uint8Array(geometry.seatCount).fill(SeatStatus.Sold);
    expect(computeBlockStats(geometry, status, { direct: [], resale: [] }).every((s) => s.soldOut)).toBe(true);
  });
});
