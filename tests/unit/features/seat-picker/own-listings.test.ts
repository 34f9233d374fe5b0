import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockResaleOffer } from '../../../../src/domain/offers.js';
import { encodeGeometry } from '../../../../src/seatmap/model/geometry-codec.js';
import { SeatStatus } from '../../../../src/seatmap/model/types.js';
import { gridGeometry } from '../../seatmap/fixture.js';

/**
 * The picker for a fan who put a ticket on resale. The seat status is the same for every visitor,
 * so the fan's listing arrives as Resale; the block answer (per customer) leaves it out of the
 * offers and names it, and from then on the picker shows it taken to this fan: a click is refused
 * on the map, and best available looks elsewhere instead of choosing a seat the order would refuse.
 */
// One block of 2 rows x 3 seats, seat ids 1000..1005 at positions 0..5.
const geometry = gridGeometry([{ rows: 2, seatsPerRow: 3 }]);
const { Sold: S, Resale: R } = SeatStatus;
const live = { status: new Uint8Array(geometry.seatCount) };
/** What POST /api/block answers this fan: 1001 is their own listing, 1005 someone else's. */
const block = { offers: [] as BlockResaleOffer[], ownListingSeatIds: [] as number[] };
const blockCalls: number[] = [];

vi.mock('../../../../src/features/seat-picker/api.js', () => ({
  fetchGeometryPayload: async () => encodeGeometry(geometry),
  fetchSeatStatusIfChanged: async () => ({ status: live.status.slice(), etag: null }),
  fetchEventOffers: async () => ({ direct: [], resale: [] }),
  fetchBlockResale: async (_eventId: number, blockId: number) => {
    blockCalls.push(blockId);
    return { offers: block.offers, ownListingSeatIds: block.ownListingSeatIds };
  },
  fetchPackOffers: async () => [],
}));

const picker = await import('../../../../src/features/seat-picker/state.js');
const { pickerState } = picker;
const source = { kind: 'event', eventId: 1, saleChannelId: 1 } as const;
const othersOffer: BlockResaleOffer = { productId: 9, price: 4200, seats: [{ seatId: 1005, price: 4200 }] };
const bothOffer: BlockResaleOffer = { productId: 9, price: 4200, seats: [{ seatId: 1001, price: 4200 }, { seatId: 1005, price: 4200 }] };

beforeEach(() => {
  live.status = Uint8Array.from([S, R, S, S, S, R]);
  blockCalls.length = 0;
  picker.setOwnSeats([]);
  picker.setMaxSeats(1);
  picker.setResaleFilter('all');
});

describe('seat picker and the fan\'s own resale listing', () => {
  it('shows the listing as resale until the block is loaded, then as taken, and refuses a click on it', async () => {
    Object.assign(block, { offers: [othersOffer], ownListingSeatIds: [1001] });
    await picker.loadSource(source, 7);
    expect(pickerState.status![1]).toBe(R);
    await picker.toggle(1);
    expect(blockCalls).toEqual([100]);
    expect(pickerState.status![1]).toBe(S);
    expect(pickerState.status![5]).toBe(R);
    expect(pickerState.selection).toEqual([]);
    expect(pickerState.notice).toMatchObject({ kind: 'rejected', reason: 'unavailable' });
    // Another seller's listing in the same block is still offered to this fan.
    await picker.toggle(5);
    expect(pickerState.selection).toEqual([expect.objectContaining({ seatId: 1005, isResale: true, price: 4200 })]);
  });

  it('keeps the listing taken for this fan through a status refresh of the shared payload', async () => {
    Object.assign(block, { offers: [othersOffer], ownListingSeatIds: [1001] });
    await picker.loadSource(source, 7);
    await picker.ensureBlockResale(0);
    live.status[2] = SeatStatus.Available;
    await picker.refreshStatus();
    expect(pickerState.status![2]).toBe(SeatStatus.Available);
    expect(pickerState.status![1]).toBe(S);
  });

  it('best available passes over the fan\'s own listing and picks another seller\'s', async () => {
    Object.assign(block, { offers: [othersOffer], ownListingSeatIds: [1001] });
    await picker.loadSource(source, 7);
    picker.setResaleFilter('resale');
    await picker.pickBestAvailable(1, true);
    expect(pickerState.selection.map((c) => c.seatId)).toEqual([1005]);
    expect(pickerState.status![1]).toBe(S);
  });

  it('for another fan (no own listing) both listings stay on offer and best available takes the first choice', async () => {
    Object.assign(block, { offers: [bothOffer], ownListingSeatIds: [] });
    await picker.loadSource(source, 7);
    picker.setResaleFilter('resale');
    await picker.pickBestAvailable(1, true);
    // The seat the seller's own search passes over is the one it would choose first.
    expect(pickerState.selection.map((c) => c.seatId)).toEqual([1001]);
    expect([...pickerState.status!]).toEqual([S, R, S, S, S, R]);
  });
});
