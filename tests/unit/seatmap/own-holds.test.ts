import { describe, expect, it } from 'vitest';
import { seatPositions, withOwnHolds, withOwnListings, withOwnOfferPlaces } from '../../../src/seatmap/model/own-holds.js';
import { SeatStatus } from '../../../src/seatmap/model/types.js';
import { gridGeometry } from './fixture.js';

// One block of 2 rows x 3 seats: seat ids 1000..1005 at positions 0..5.
const geometry = gridGeometry([{ rows: 2, seatsPerRow: 3 }]);
const { Available: A, OnHold: H, Sold: S, Resale: R } = SeatStatus;

describe('withOwnHolds (the fan\'s own held seats on the live status)', () => {
  it('turns the seats the fan\'s order holds from on hold to available, and only those', () => {
    const status = Uint8Array.from([H, H, H, A, S, R]);
    const merged = withOwnHolds(geometry, status, [1000, 1002]);
    expect([...merged]).toEqual([A, H, A, A, S, R]);
  });

  it('keeps another customer\'s hold on hold', () => {
    const status = Uint8Array.from([H, H, A, A, A, A]);
    expect(withOwnHolds(geometry, status, [1000])[1]).toBe(H);
  });

  it('leaves sold and resale seats alone even when the cart names them (no longer the order\'s hold)', () => {
    const status = Uint8Array.from([S, R, A, A, A, A]);
    expect([...withOwnHolds(geometry, status, [1000, 1001])]).toEqual([S, R, A, A, A, A]);
  });

  it('never writes its input and answers the same array when nothing changes', () => {
    const status = Uint8Array.from([H, A, A, A, A, A]);
    const merged = withOwnHolds(geometry, status, [1000]);
    expect(merged).not.toBe(status);
    expect(status[0]).toBe(H);
    expect(withOwnHolds(geometry, status, [])).toBe(status);
    expect(withOwnHolds(geometry, status, [1001, 9999])).toBe(status);
  });
});

describe('seatPositions', () => {
  it('finds the positions of known ids and skips unknown ones', () => {
    expect(seatPositions(geometry, [1005, 1001, 42])).toEqual([1, 5]);
    expect(seatPositions(geometry, [])).toEqual([]);
  });
});

describe('withOwnOfferPlaces (places left, as the fan whose order holds seats sees them)', () => {
  // Two blocks (ids 100, 101) of 1 row x 3 seats; block 100 seat 1001 is category 2.
  const two = gridGeometry([{ rows: 1, seatsPerRow: 3, category: (_r, c) => (c === 1 ? 2 : 1) }, { rows: 1, seatsPerRow: 3 }]);
  const offer = (blockId: number, categoryId: number, availability: number, capacity = 10, seatTypeId: number | null = null) => ({ blockId, categoryId, seatTypeId, productId: 1, availability, capacity, price: 100 });

  it('gives each offer of the held seats\' block and category those seats back, capped at capacity', () => {
    const status = Uint8Array.from([H, H, H, H, A, A]);
    const offers = [offer(100, 1, 0), offer(100, 2, 0), offer(101, 1, 1), offer(100, 1, 1, 1)];
    // Own: 1000 (block 100, cat 1) and 1001 (block 100, cat 2); 1002 and 1003 are someone else's.
    expect(withOwnOfferPlaces(two, status, offers, [1000, 1001]).map((o) => o.availability)).toEqual([1, 1, 1, 1]);
  });

  it('adds nothing for own seats that are no longer on hold, or for no own seats', () => {
    const status = Uint8Array.from([S, A, A, A, A, A]);
    const offers = [offer(100, 1, 2)];
    expect(withOwnOfferPlaces(two, status, offers, [1000])).toEqual(offers);
    expect(withOwnOfferPlaces(two, status, offers, [])).toEqual(offers);
  });

  it('gives a held seat back to the offer of its seat type, or to the untyped offer when its type has none', () => {
    // Block 100: seat 1000 is a wheelchair space (type 1), 1001 restricted view (type 2), 1002 ordinary.
    const typed = gridGeometry([{ rows: 1, seatsPerRow: 3, seatType: (_r, c) => (c === 0 ? 1 : c === 1 ? 2 : null) }]);
    const status = Uint8Array.from([H, H, H]);
    const offers = [offer(100, 1, 0, 10, null), offer(100, 1, 0, 10, 1)];
    // 1000 goes to the wheelchair offer; 1001 (no restricted-view offer) and 1002 to the untyped one.
    expect(withOwnOfferPlaces(typed, status, offers, [1000, 1001, 1002]).map((o) => o.availability)).toEqual([2, 1]);
  });
});

describe('withOwnListings (the fan\'s own resale listings on the shared status)', () => {
  it('turns the fan\'s listed seats from resale to sold, and only those', () => {
    const status = Uint8Array.from([R, R, A, H, S, R]);
    expect([...withOwnListings(geometry, status, [1000, 1005])]).toEqual([S, R, A, H, S, S]);
  });

  it('leaves a named seat alone once it is no longer on resale (sold, cancelled, free again)', () => {
    const status = Uint8Array.from([A, S, H, A, A, A]);
    expect(withOwnListings(geometry, status, [1000, 1001, 1002])).toBe(status);
  });

  it('never writes its input and answers the same array when there is nothing to change', () => {
    const status = Uint8Array.from([R, A, A, A, A, A]);
    const merged = withOwnListings(geometry, status, [1000]);
    expect(merged).not.toBe(status);
    expect(status[0]).toBe(R);
    expect(withOwnListings(geometry, status, [])).toBe(status);
  });
});
