import { describe, expect, it } from 'vitest';
import { seatPositions, withOwnHolds } from '../../../src/seatmap/model/own-holds.js';
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
