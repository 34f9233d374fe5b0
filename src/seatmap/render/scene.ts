/**
 * What the static layers draw: the venue geometry, the event's seat status and the fan's filters.
 * Plain data; a change of any field is a reason to invalidate cached tiles.
 */
import type { BlockStats, ResaleFilter, SeatMapGeometry } from '../model/types.js';
import { SeatStatus } from '../model/types.js';
import type { BlockColouring, MapPalette } from './palette.js';

export interface StaticScene {
  geometry: SeatMapGeometry;
  /** One status byte per seat position. */
  status: Uint8Array;
  /** Statistics by block index (may be shorter while the worker computes). */
  blockStats: readonly (BlockStats | undefined)[];
  colouring: BlockColouring;
  priceRange: readonly [number, number] | null;
  palette: MapPalette;
  /** 1 when the category (by index) passes the category filter; null shows every category. */
  categoryVisible: Uint8Array | null;
  resaleFilter: ResaleFilter;
}

/** Distance between neighbouring seats, from the radius the geometry builder derived from it. */
export function seatPitch(scene: Pick<StaticScene, 'geometry'>): number {
  return scene.geometry.seatRadius / 0.45;
}

/**
 * Whether the fan may pick the seat now: it is for sale (available or resale), its category
 * passes the filter and its kind passes the resale filter.
 */
export function isPickable(scene: StaticScene, i: number): boolean {
  const s = scene.status[i];
  if (s !== SeatStatus.Available && s !== SeatStatus.Resale) return false;
  if (scene.resaleFilter === 'standard' && s === SeatStatus.Resale) return false;
  if (scene.resaleFilter === 'resale' && s === SeatStatus.Available) return false;
  const cat = scene.geometry.categoryIndex[i] ?? 0;
  return scene.categoryVisible === null || scene.categoryVisible[cat] === 1;
}

/**
 * Whether two scenes draw every seat and block the same way given the same data: same filters,
 * colouring and palette (the category filter compared by content, as it is rebuilt on renders).
 */
export function sameLook(a: StaticScene, b: StaticScene): boolean {
  if (a.colouring !== b.colouring || a.palette !== b.palette || a.resaleFilter !== b.resaleFilter) return false;
  const ca = a.categoryVisible;
  const cb = b.categoryVisible;
  if (ca === cb) return true;
  if (!ca || !cb || ca.length !== cb.length) return false;
  for (let i = 0; i < ca.length; i++) if (ca[i] !== cb[i]) return false;
  return true;
}
