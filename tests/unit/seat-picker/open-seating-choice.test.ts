import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import type { DirectSaleOffer } from '../../../src/domain/offers.js';
import { chooseOpenSeating, toggle } from '../../../src/features/seat-picker/picker-choice.js';
import { pickerState } from '../../../src/features/seat-picker/picker-state.js';
import { computeBlockStats } from '../../../src/seatmap/model/block-stats.js';
import { gridGeometry } from '../seatmap/fixture.js';

vi.mock('../../../src/features/seat-picker/picker-loading.js', () => ({ pickFailed: vi.fn(async () => undefined) }));

// Block 100 (index 0): 4 numbered seats, indexes 0..3. Block 101 (index 1): a standing floor, 6 places, indexes 4..9.
const geometry = gridGeometry([{ rows: 1, seatsPerRow: 4 }, { rows: 1, seatsPerRow: 6, isOpenSeating: true }]);
const offer = (o: Partial<DirectSaleOffer>): DirectSaleOffer => ({
  blockId: 100, categoryId: 1, productId: 1, seatTypeId: null, isOpenSeating: false, availability: 4, capacity: 4, price: 4000, ...o,
});
const offers = { direct: [offer({}), offer({ blockId: 101, isOpenSeating: true, availability: 6, capacity: 6, price: 2500 })], resale: [] };

const snapshot = { ...pickerState };
beforeEach(() => {
  const status = new Uint8Array(geometry.seatCount);
  Object.assign(pickerState, {
    phase: 'ready', geometry: ref(geometry), status: ref(status), offers: ref(offers), stats: ref(computeBlockStats(geometry, status, offers)),
    selection: [], maxSeats: 4, category: null, resaleFilter: 'all', notice: null,
  });
});
afterEach(() => void Object.assign(pickerState, snapshot));

const blockOf = (seatIndex: number) => geometry.blockIndex[seatIndex];

describe('assigning places of an open-seating area', () => {
  it('keeps the numbered seats the fan chose in another block and seats only the other tickets', async () => {
    await toggle(0);
    await toggle(1);
    chooseOpenSeating(1);
    expect(pickerState.selection.map((c) => c.seatIndex)).toEqual([0, 1, 4, 5]);
    expect(pickerState.notice).toBeNull();
  });

  it('assigns the area again in place of its own earlier places, keeping the others', async () => {
    await toggle(2);
    chooseOpenSeating(1);
    expect(pickerState.selection.map((c) => blockOf(c.seatIndex))).toEqual([0, 1, 1, 1]);
    chooseOpenSeating(1);
    expect(pickerState.selection.map((c) => c.seatIndex)).toEqual([2, 4, 5, 6]);
  });

  it('changes nothing and says why when every ticket already has a seat', async () => {
    pickerState.maxSeats = 2;
    await toggle(0);
    await toggle(1);
    chooseOpenSeating(1);
    expect(pickerState.selection.map((c) => c.seatIndex)).toEqual([0, 1]);
    expect(pickerState.notice).toEqual({ kind: 'rejected', reason: 'limit' });
  });
});
