import { describe, expect, it } from 'vitest';
import type { BlockResaleOffer, DirectSaleOffer } from '../../../src/domain/offers.js';
import { assignOpenSeating, automaticChoice, matchesResaleFilter, toggleSeat } from '../../../src/seatmap/model/seat-choice.js';
import type { SeatOffers } from '../../../src/seatmap/model/seat-choice.js';
import { SeatStatus } from '../../../src/seatmap/model/types.js';
import { gridGeometry } from './fixture.js';

const direct = (o: Partial<DirectSaleOffer>): DirectSaleOffer => ({
  blockId: 100, categoryId: 1, productId: 1, seatTypeId: null, isOpenSeating: false, availability: 5, capacity: 10, price: 1000, ...o,
});

// Block 100: 1 row of 4 seats (ids 1000..1003), category 1; block 101 open seating, 4 places.
const geometry = gridGeometry([{ rows: 1, seatsPerRow: 4 }, { rows: 1, seatsPerRow: 4, isOpenSeating: true }]);
const status = Uint8Array.from([SeatStatus.Available, SeatStatus.Resale, SeatStatus.Sold, SeatStatus.OnHold, 0, 2, 0, 0]);
const resaleOffers: BlockResaleOffer[] = [
  { productId: 8, price: 2500, seats: [{ seatId: 1001, price: 2600 }] },
  { productId: 9, price: 2000, seats: [{ seatId: 1001, price: 2100 }] },
];
const offers: SeatOffers = {
  direct: [
    direct({ productId: 3, price: 1500 }),
    direct({ productId: 2, price: 1200 }),
    direct({ productId: 1, price: 900, availability: 0 }), // cheapest but exhausted
    direct({ productId: 4, price: 0 }), // free offers only as a last resort
    direct({ productId: 5, price: 1200, categoryId: 2 }), // other category
    direct({ blockId: 101, productId: 6, price: 700 }),
  ],
  resale: resaleOffers,
};

describe('resale filter', () => {
  it('lets free seats through all/standard and resale seats through all/resale only', () => {
    expect([matchesResaleFilter(0, 'all'), matchesResaleFilter(0, 'standard'), matchesResaleFilter(0, 'resale')]).toEqual([true, true, false]);
    expect([matchesResaleFilter(3, 'all'), matchesResaleFilter(3, 'standard'), matchesResaleFilter(3, 'resale')]).toEqual([true, false, true]);
    expect(matchesResaleFilter(2, 'all')).toBe(false);
    expect(matchesResaleFilter(1, 'all')).toBe(false);
  });
});

describe('automatic choice', () => {
  it('takes the cheapest non-resale offer with places, ties to the lowest product', () => {
    const tie = { ...offers, direct: [...offers.direct, direct({ productId: 0, price: 1200 })] };
    expect(automaticChoice(geometry, status, 0, offers)).toEqual({
      seatId: 1000, seatIndex: 0, categoryId: 1, productId: 2, price: 1200, isResale: false,
    });
    expect(automaticChoice(geometry, status, 0, tie)?.productId).toBe(0);
  });

  it('never preselects a rate needing proof while a standard one has places', () => {
    const rates = { direct: [direct({ productId: 1, price: 4500 }), direct({ productId: 2, price: 3150 }), direct({ productId: 3, price: 0 })], resale: [] };
    expect(automaticChoice(geometry, status, 0, { ...rates, proofProductIds: new Set([2, 3]) })?.productId).toBe(1);
    // Without a standard rate left, the reduced one beats the free one.
    const noStandard = { direct: rates.direct.filter((o) => o.productId !== 1), resale: [], proofProductIds: new Set([2, 3]) };
    expect(automaticChoice(geometry, status, 0, noStandard)?.productId).toBe(2);
  });

  it('uses a zero-price offer when nothing else is left', () => {
    expect(automaticChoice(geometry, status, 0, { direct: [direct({ productId: 4, price: 0 })], resale: [] })?.productId).toBe(4);
  });

  it('takes the resale offer of a resale seat (the cheapest listing)', () => {
    expect(automaticChoice(geometry, status, 1, offers)).toEqual({
      seatId: 1001, seatIndex: 1, categoryId: 1, productId: 9, price: 2100, isResale: true,
    });
  });

  it('returns null for sold, held and unknown seats, and seats without offers', () => {
    expect(automaticChoice(geometry, status, 2, offers)).toBeNull();
    expect(automaticChoice(geometry, status, 3, offers)).toBeNull();
    expect(automaticChoice(geometry, status, 99, offers)).toBeNull();
    expect(automaticChoice(geometry, status, 1, { direct: offers.direct, resale: [] })).toBeNull();
  });
});

describe('toggleSeat', () => {
  it('adds an available seat, then removes it on the second click', () => {
    const added = toggleSeat([], geometry, status, 0, offers, 'all', 4);
    expect(added.outcome).toBe('added');
    expect(added.selection.map((c) => c.seatId)).toEqual([1000]);
    const removed = toggleSeat(added.selection, geometry, status, 0, offers, 'all', 4);
    expect(removed).toEqual({ outcome: 'removed', selection: [] });
  });

  it('never holds the same seat twice, even if the status changed meanwhile', () => {
    const first = toggleSeat([], geometry, status, 1, offers, 'all', 4).selection;
    const sold = status.slice();
    sold[1] = SeatStatus.Sold;
    const again = toggleSeat(first, geometry, sold, 1, offers, 'all', 4);
    expect(again.outcome).toBe('removed');
    expect(again.selection).toHaveLength(0);
  });

  it('rejects unavailable seats, filtered seats, seats without offer and a full selection', () => {
    expect(toggleSeat([], geometry, status, 2, offers, 'all', 4)).toMatchObject({ outcome: 'rejected', reason: 'unavailable' });
    expect(toggleSeat([], geometry, status, 3, offers, 'all', 4)).toMatchObject({ outcome: 'rejected', reason: 'unavailable' });
    expect(toggleSeat([], geometry, status, 1, offers, 'standard', 4)).toMatchObject({ outcome: 'rejected', reason: 'filtered' });
    expect(toggleSeat([], geometry, status, 0, offers, 'resale', 4)).toMatchObject({ outcome: 'rejected', reason: 'filtered' });
    expect(toggleSeat([], geometry, status, 0, { direct: [], resale: [] }, 'all', 4)).toMatchObject({ outcome: 'rejected', reason: 'no-offer' });
    const one = toggleSeat([], geometry, status, 0, offers, 'all', 1).selection;
    expect(toggleSeat(one, geometry, status, 1, offers, 'all', 1)).toMatchObject({ outcome: 'rejected', reason: 'limit' });
    expect(toggleSeat([], geometry, status, 42, offers, 'all', 4)).toMatchObject({ outcome: 'rejected', reason: 'unavailable' });
  });

  it('accepts a resale seat under the resale filter', () => {
    expect(toggleSeat([], geometry, status, 1, offers, 'resale', 4).outcome).toBe('added');
  });
});

describe('open seating assignment', () => {
  it('assigns a free place to every ticket, skipping sold places', () => {
    const assigned = assignOpenSeating(geometry, status, 1, 3, 10, offers);
    expect(assigned.map((c) => c.seatIndex)).toEqual([4, 6, 7]);
    expect(assigned.every((c) => c.productId === 6 && c.price === 700)).toBe(true);
  });

  it('is capped by the availability and by the free places', () => {
    expect(assignOpenSeating(geometry, status, 1, 3, 2, offers)).toHaveLength(2);
    expect(assignOpenSeating(geometry, status, 1, 10, 10, offers)).toHaveLength(3);
    expect(assignOpenSeating(geometry, status, 1, 0, 10, offers)).toHaveLength(0);
    expect(assignOpenSeating(geometry, status, 1, 3, -1, offers)).toHaveLength(0);
  });

  it('skips places already taken and answers nothing for an unknown block', () => {
    expect(assignOpenSeating(geometry, status, 1, 3, 10, offers, new Set([1004])).map((c) => c.seatIndex)).toEqual([6, 7]);
    expect(assignOpenSeating(geometry, status, 9, 3, 10, offers)).toEqual([]);
  });
});
