import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectSaleOffer } from '../../../../src/domain/offers.js';
import { encodeGeometry } from '../../../../src/seatmap/model/geometry-codec.js';
import { SeatStatus } from '../../../../src/seatmap/model/types.js';
import { gridGeometry } from '../../seatmap/fixture.js';

/**
 * The picker with a fan whose order holds seats: the status the server sends (the same for every
 * visitor) shows them on hold; the picker reads them as the fan's, so they are restored as chosen,
 * can be deselected and chosen again, and another customer's hold stays taken.
 */
// One block of 2 rows x 3 seats, seat ids 1000..1005 at positions 0..5.
const geometry = gridGeometry([{ rows: 2, seatsPerRow: 3 }]);
const live = { status: new Uint8Array(geometry.seatCount) };
const offer: DirectSaleOffer = { blockId: 100, categoryId: 1, productId: 1, seatTypeId: null, isOpenSeating: false, availability: 4, capacity: 6, price: 3000 };

vi.mock('../../../../src/features/seat-picker/api.js', () => ({
  fetchGeometryPayload: async () => encodeGeometry(geometry),
  fetchSeatStatusIfChanged: async () => ({ status: live.status.slice(), etag: null }),
  fetchEventOffers: async () => ({ direct: [offer], resale: [] }),
  fetchBlockResale: async () => ({ offers: [], ownListingSeatIds: [] }),
  fetchPackOffers: async () => [],
}));

const picker = await import('../../../../src/features/seat-picker/state.js');
const { pickerState } = picker;
const source = { kind: 'event', eventId: 1, saleChannelId: 1 } as const;
const choice = (seatIndex: number) => ({ seatId: 1000 + seatIndex, seatIndex, categoryId: 1, productId: 1, price: 3000, isResale: false });

beforeEach(() => {
  // Seats 0 and 1 are held by the fan's order, seat 2 by someone else's.
  live.status = Uint8Array.from([SeatStatus.OnHold, SeatStatus.OnHold, SeatStatus.OnHold, 0, 0, 0]);
  picker.setMaxSeats(2);
});

describe('seat picker with the fan\'s own held seats', () => {
  it('restores the order\'s seats as chosen and keeps another customer\'s hold taken', async () => {
    picker.setOwnSeats([1000, 1001]);
    await picker.loadSource(source, 7);
    expect(pickerState.phase).toBe('ready');
    expect([...pickerState.status!]).toEqual([0, 0, SeatStatus.OnHold, 0, 0, 0]);
    await picker.restoreSelection([choice(0), choice(1)]);
    expect(pickerState.selection.map((c) => c.seatId)).toEqual([1000, 1001]);
    await picker.toggle(2);
    expect(pickerState.notice).toMatchObject({ kind: 'rejected' });
    expect(pickerState.selection.map((c) => c.seatId)).toEqual([1000, 1001]);
  });

  it('lets the fan deselect an own seat, pick another, and pick the own seat back', async () => {
    picker.setOwnSeats([1000, 1001]);
    await picker.loadSource(source, 7);
    await picker.restoreSelection([choice(0), choice(1)]);
    await picker.toggle(1);
    await picker.toggle(3);
    expect(pickerState.selection.map((c) => c.seatId)).toEqual([1000, 1003]);
    await picker.toggle(3);
    await picker.toggle(1);
    expect(pickerState.selection.map((c) => c.seatId)).toEqual([1000, 1001]);
  });

  it('lets the fan choose an own seat again when the offer counts no place left (the fan holds the last ones)', async () => {
    offer.availability = 0;
    live.status = Uint8Array.from([SeatStatus.OnHold, SeatStatus.OnHold, 2, 2, 2, 2]);
    try {
      picker.setOwnSeats([1000, 1001]);
      await picker.loadSource(source, 7);
      await picker.restoreSelection([choice(0), choice(1)]);
      await picker.toggle(1);
      expect(pickerState.selection.map((c) => c.seatId)).toEqual([1000]);
      await picker.toggle(1);
      expect(pickerState.selection.map((c) => c.seatId)).toEqual([1000, 1001]);
    } finally {
      offer.availability = 4;
    }
  });

  it('keeps the own seats through a status refresh', async () => {
    picker.setOwnSeats([1000, 1001]);
    await picker.loadSource(source, 7);
    await picker.restoreSelection([choice(0), choice(1)]);
    live.status[4] = SeatStatus.Sold;
    await picker.refreshStatus();
    expect(pickerState.status![4]).toBe(SeatStatus.Sold);
    expect(pickerState.selection.map((c) => c.seatId)).toEqual([1000, 1001]);
  });

  it('without own seats (another fan) shows every hold as taken and restores none of them', async () => {
    picker.setOwnSeats([]);
    await picker.loadSource(source, 7);
    expect([...pickerState.status!.slice(0, 3)]).toEqual([SeatStatus.OnHold, SeatStatus.OnHold, SeatStatus.OnHold]);
    await picker.restoreSelection([choice(0), choice(1)]);
    expect(pickerState.selection).toEqual([]);
  });
});
