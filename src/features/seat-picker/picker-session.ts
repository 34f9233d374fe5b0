/**
 * What the seat picker's actions share besides the store: the worker, the live feed of the source
 * shown now and what this fan owns or may not take automatically. Module state, so one picker at
 * a time; the actions read it through these getters so that a later load is always seen.
 */
import { ref } from 'valtio';
import { relabelGeometry } from '../../seatmap/model/relabel.js';
import type { ContentNames } from '../../seatmap/model/relabel.js';
import { withOwnHolds, withOwnListings } from '../../seatmap/model/own-holds.js';
import type { StatsFilter } from '../../seatmap/model/block-stats.js';
import type { SeatMapGeometry } from '../../seatmap/model/types.js';
import { SeatMapWorkerClient } from '../../seatmap/worker-client.js';
import type { SeatFeed } from './seat-source.js';
import { pickerState } from './picker-state.js';

let worker: SeatMapWorkerClient | null = null;
export const getWorker = (): SeatMapWorkerClient => (worker ??= SeatMapWorkerClient.create());

/** The live data of what the picker shows now; replaced on every load. */
let feed: SeatFeed | null = null;
export const currentFeed = (): SeatFeed | null => feed;
export const setFeed = (next: SeatFeed): void => void (feed = next);

/** Seats the fan's own order holds: every load and refresh reads the status through them (own-holds). */
let ownSeatIds: readonly number[] = [];
export const ownSeats = (): readonly number[] => ownSeatIds;
export const setOwnSeats = (seatIds: readonly number[]): void => void (ownSeatIds = [...seatIds]);

/** Products of rates needing proof: the automatic choice never takes them (see seat-choice). */
let proofProductIds: ReadonlySet<number> = new Set();
export const proofProducts = (): ReadonlySet<number> => proofProductIds;
export const setProofProducts = (productIds: readonly number[]): void => void (proofProductIds = new Set(productIds));

/** Stand and category names in the reading language (the catalogue's), over the geometry's own. */
let contentNames: ContentNames = { stands: new Map(), categories: new Map() };
export const currentContentNames = (): ContentNames => contentNames;
export function setContentNames(names: ContentNames): void {
  contentNames = names;
  // A map already drawn keeps its view and the fan's choice; only its words change.
  if (pickerState.geometry) pickerState.geometry = ref(relabelGeometry(pickerState.geometry, names));
}

/**
 * The fan's own tickets on resale, as the block answers loaded so far name them (per source). The
 * shared seat status shows them as resale to everyone; for this fan they are taken (own-holds).
 */
let ownListingSeatIds = new Set<number>();
export const ownListings = (): ReadonlySet<number> => ownListingSeatIds;
export const forgetOwnListings = (): void => void (ownListingSeatIds = new Set());
/** Adds the listings a block answer names; true when any was new. */
export function addOwnListings(seatIds: readonly number[]): boolean {
  const fresh = seatIds.filter((id) => !ownListingSeatIds.has(id));
  for (const id of fresh) ownListingSeatIds.add(id);
  return fresh.length > 0;
}

/** The shared seat status as this fan sees it: own holds and own listings taken. */
export const forThisFan = (geometry: SeatMapGeometry, status: Uint8Array): Uint8Array =>
  withOwnListings(geometry, withOwnHolds(geometry, status, ownSeatIds), ownListingSeatIds);

/** The filters the block statistics follow: colours and tooltips count only matching seats; "from" prices leave out rates needing proof. */
export const statsFilter = (): StatsFilter => ({ categoryId: pickerState.category, resaleFilter: pickerState.resaleFilter, proofProductIds: [...proofProductIds] });
