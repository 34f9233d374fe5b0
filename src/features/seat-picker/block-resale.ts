/**
 * The resale seats of a block, loaded when the fan first needs them, and the fan's own listings
 * those answers reveal.
 */
import { ref } from 'valtio';
import { withOwnListings } from '../../seatmap/model/own-holds.js';
import type { BlockResale } from './api.js';
import { pickerState } from './picker-state.js';
import { addOwnListings, currentFeed, getWorker, ownListings, statsFilter } from './picker-session.js';

/**
 * Loads the resale seats of a block once (needed before a resale seat can be priced). The answer
 * is the fan's own (per customer, never shared): it leaves out the fan's own listings and names
 * them, and from then on the map shows those seats taken to this fan.
 */
export async function ensureBlockResale(blockIndex: number): Promise<void> {
  const block = pickerState.geometry?.blocks[blockIndex];
  const current = currentFeed();
  if (!block || !current || pickerState.blockResale[block.id]) return;
  let answer: BlockResale;
  try {
    answer = await current.blockResale(block.id);
  } catch {
    answer = { offers: [], ownListingSeatIds: [] };
  }
  if (current !== currentFeed()) return;
  pickerState.blockResale = { ...pickerState.blockResale, [block.id]: ref(answer.offers) };
  if (addOwnListings(answer.ownListingSeatIds)) await showOwnListings();
}

/** Redraws the fan's own listings as taken (map, worker for best available, block statistics). */
async function showOwnListings(): Promise<void> {
  const { geometry, status: old } = pickerState;
  if (!geometry || !old) return;
  const own = ownListings();
  const next = withOwnListings(geometry, old, own);
  if (next === old) return;
  const changed: number[] = [];
  for (let i = 0; i < next.length; i++) if (next[i] !== old[i]) changed.push(i);
  pickerState.status = ref(next);
  pickerState.changedSeats = ref(changed);
  pickerState.selection = pickerState.selection.filter((c) => !own.has(c.seatId));
  const client = getWorker();
  await client.setStatus(next);
  pickerState.stats = ref(await client.blockStats(pickerState.offers, statsFilter()));
}
