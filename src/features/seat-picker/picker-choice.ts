/** The fan's own choice of seats: toggling, open seating, offers per seat and the selection. */
import { assignOpenSeating, toggleSeat } from '../../seatmap/model/seat-choice.js';
import { SeatStatus, type SeatChoice } from '../../seatmap/model/types.js';
import { pickerState } from './picker-state.js';
import { proofProducts } from './picker-session.js';
import { pickFailed } from './picker-loading.js';
import { ensureBlockResale } from './block-resale.js';

export function setMaxSeats(n: number): void {
  pickerState.maxSeats = Math.max(1, Math.floor(n));
  if (pickerState.selection.length > pickerState.maxSeats) pickerState.selection = pickerState.selection.slice(0, pickerState.maxSeats);
}

/** Toggles a seat (map click or list button); a rejection sets a notice saying why. */
export async function toggle(seatIndex: number): Promise<void> {
  const { geometry } = pickerState;
  if (!geometry || !pickerState.status) return;
  const blockIndex = geometry.blockIndex[seatIndex] ?? 0;
  if (geometry.blocks[blockIndex]?.isOpenSeating && !pickerState.selection.some((c) => c.seatIndex === seatIndex)) {
    chooseOpenSeating(blockIndex);
    return;
  }
  if (pickerState.status[seatIndex] === SeatStatus.Resale) await ensureBlockResale(blockIndex);
  // Read after loading the block's resale: the seat may have turned out to be the fan's own listing.
  const status = pickerState.status;
  if (!status) return;
  const block = geometry.blocks[blockIndex];
  const resale = (block && pickerState.blockResale[block.id]) ?? [];
  const category = geometry.categories[geometry.categoryIndex[seatIndex] ?? 0];
  const chosen = pickerState.selection.some((c) => c.seatIndex === seatIndex);
  if (!chosen && pickerState.category !== null && category?.id !== pickerState.category) {
    pickerState.notice = { kind: 'rejected', reason: 'filtered' };
    return;
  }
  const result = toggleSeat(pickerState.selection, geometry, status, seatIndex, { direct: pickerState.offers.direct, resale, proofProductIds: proofProducts() }, pickerState.resaleFilter, pickerState.maxSeats);
  pickerState.selection = [...result.selection];
  pickerState.notice = result.outcome === 'rejected' ? { kind: 'rejected', reason: result.reason } : null;
  // The map may be out of date: a seat it showed as free can have been taken meanwhile.
  if (result.outcome === 'rejected' && (result.reason === 'unavailable' || result.reason === 'no-offer')) void pickFailed();
}

/**
 * Open seating: the fan picks the block, the shop assigns its places to every ticket still without
 * a seat, capped by the block's availability. Seats chosen in other blocks stay; places this block
 * gave before are assigned again. Says so when fewer places than tickets remain, or when every
 * ticket already has a seat elsewhere.
 */
export function chooseOpenSeating(blockIndex: number): void {
  const { geometry, status } = pickerState;
  const block = geometry?.blocks[blockIndex];
  if (!geometry || !status || !block?.isOpenSeating) return;
  const kept = pickerState.selection.filter((c) => geometry.blockIndex[c.seatIndex] !== blockIndex);
  const wanted = pickerState.maxSeats - kept.length;
  if (wanted <= 0) {
    pickerState.notice = { kind: 'rejected', reason: 'limit' };
    return;
  }
  const availability = pickerState.stats[blockIndex]?.availability ?? 0;
  const assigned = assignOpenSeating(geometry, status, blockIndex, wanted, availability, { direct: pickerState.offers.direct, resale: [], proofProductIds: proofProducts() });
  pickerState.selection = [...kept, ...assigned];
  pickerState.notice = assigned.length < wanted ? { kind: 'open-capped', count: assigned.length } : null;
  if (assigned.length === 0) void pickFailed();
}

export function removeSeat(seatIndex: number): void {
  pickerState.selection = pickerState.selection.filter((c) => c.seatIndex !== seatIndex);
}

/** The fan chose another price offer (full, reduced, child...) for a seat already chosen. */
export function setSeatOffer(seatId: number, productId: number, price: number): void {
  if (!pickerState.selection.some((c) => c.seatId === seatId && !c.isResale)) return;
  pickerState.selection = pickerState.selection.map((c) => (c.seatId === seatId ? { ...c, productId, price } : c));
}

/**
 * Chooses seats kept from before (the cart's seats after a reload) on a map that has none chosen;
 * seats that are no longer free are left out. Resale seats' offers are loaded first.
 */
export async function restoreSelection(choices: readonly SeatChoice[]): Promise<void> {
  const { geometry } = pickerState;
  if (!geometry) return;
  for (const c of choices) if (c.isResale) await ensureBlockResale(geometry.blockIndex[c.seatIndex] ?? -1);
  const status = pickerState.status;
  if (!status || pickerState.selection.length > 0) return;
  const free = choices.filter((c) => status[c.seatIndex] === SeatStatus.Available || status[c.seatIndex] === SeatStatus.Resale);
  if (free.length > 0) pickerState.selection = free.slice(0, pickerState.maxSeats);
}

export function clearSelection(): void {
  pickerState.selection = [];
  pickerState.notice = null;
}

export function dismissNotice(): void {
  pickerState.notice = null;
}
