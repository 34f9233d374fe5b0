/** How the picker shows the seats: map or list, block colouring, and the category and resale filters. */
import { ref } from 'valtio';
import type { BlockColouring } from '../../seatmap/render/palette.js';
import type { ResaleFilter } from '../../seatmap/model/types.js';
import { pickerState, type PickerMode } from './picker-state.js';
import { getWorker, statsFilter } from './picker-session.js';

export function setColouring(colouring: BlockColouring): void {
  pickerState.colouring = colouring;
}

export function setMode(mode: PickerMode): void {
  pickerState.mode = mode;
}

export function setCategory(category: number | null): void {
  pickerState.category = category;
  void refreshStats();
}

export function setResaleFilter(filter: ResaleFilter): void {
  pickerState.resaleFilter = filter;
  void refreshStats();
}

/** Block statistics again under the current filters (the worker counts them off the main thread). */
async function refreshStats(): Promise<void> {
  if (pickerState.phase !== 'ready') return;
  const filter = statsFilter();
  const stats = await getWorker().blockStats(pickerState.offers, filter);
  // A later change of filter wins over this answer.
  if (filter.categoryId === pickerState.category && filter.resaleFilter === pickerState.resaleFilter) pickerState.stats = ref(stats);
}
