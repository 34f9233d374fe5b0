/**
 * What a new scene means for the cached tiles. A live status refresh (same geometry and look,
 * new status or statistics) marks only the tiles of changed seats and blocks stale: they stay on
 * screen until idle time has re-rendered them. Any other change drops every tile.
 */
import { changedBlockStats, diffStatus, tilesTouchingSeats } from '../model/status-diff.js';
import { rectFromBounds } from '../model/viewport.js';
import { sameLook, type StaticScene } from './scene.js';
import type { TiledLayer } from './tiled-layer.js';

/**
 * Invalidates the tiles `scene` changes relative to `before`. Returns true when every tile was
 * dropped (the caller redraws now), false when stale tiles were marked for idle time. The arrays
 * are diffed here (scenes replace them, never mutate them), so no caller can pass a stale list.
 */
export function refreshTiles(before: StaticScene, scene: StaticScene, tiles: TiledLayer, tilePx: number): boolean {
  const seats = scene.geometry !== before.geometry || !sameLook(before, scene) ? null : diffStatus(scene.geometry, before.status, scene.status);
  if (!seats) {
    tiles.invalidate();
    return true;
  }
  const { geometry } = scene;
  if (seats.seats.length > 0) tiles.markStale((level) => tilesTouchingSeats(geometry, seats.seats, geometry.seatRadius * 1.2, level, tilePx));
  const blocks = before.blockStats === scene.blockStats ? [] : changedBlockStats(before.blockStats, scene.blockStats);
  const priceShift = scene.colouring === 'price' && String(before.priceRange) !== String(scene.priceRange);
  if (priceShift) tiles.markStale();
  else for (const b of blocks) tiles.invalidate(rectFromBounds(geometry.blocks[b]?.bbox ?? [0, 0, 0, 0]), 60);
  return false;
}
