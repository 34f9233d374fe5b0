/** The render bench's far pans: where they start and how far they drag (harness.ts). */
import type { BenchVenue } from './venue-data.js';

/**
 * Where the far pans start, in venue units: the middle of the block nearest the point half-way
 * across and a third down the venue's bounds (seats on every generated shape). The zoom bursts end
 * on a block picked on screen, and a map's box moves that spot (the whole-venue view sits at the
 * top of a tall map and in the middle of a wide one, and clamping during the zoom shifts it): a
 * theatre's 340×240 phone box ended its zoom on denser rows (tiles of 8-12 ms against 3-7 ms)
 * than the 340×420 box, so its far pans timed the rows, not the box.
 */
export function farPanStart(venue: BenchVenue): { x: number; y: number } {
  const g = venue.geometry;
  const [minX, minY, maxX, maxY] = g.bounds;
  const px = (minX + maxX) / 2;
  const py = minY + (maxY - minY) / 3;
  let nearest = 0;
  let best = Infinity;
  const stride = Math.max(1, Math.floor(g.seatCount / 3000));
  for (let i = 0; i < g.seatCount; i += stride) {
    const d = (g.x[i]! - px) ** 2 + (g.y[i]! - py) ** 2;
    if (d < best) [nearest, best] = [i, d];
  }
  const block = g.blocks[g.blockIndex[nearest]!]!;
  let sx = 0;
  let sy = 0;
  for (let i = block.seatStart; i < block.seatEnd; i++) {
    sx += g.x[i]!;
    sy += g.y[i]!;
  }
  const n = Math.max(1, block.seatEnd - block.seatStart);
  return { x: sx / n, y: sy / n };
}

/**
 * The far pans' drag (CSS px): 500 × 300 on the 1280×720 page; on a smaller map 42 % of its width
 * across and 52 % of its width down (143 × 176 px at 340 px, what the fixed 340×420 phone box had),
 * so a phone's box of any height pans the same venue distance at the same zoom; never more than
 * 84 % of the map's height (the drag is centred on the map's middle and stays inside it).
 */
export function farPanDrag(width: number, height: number): { x: number; y: number } {
  return { x: Math.min(500, width * 0.42), y: Math.min(300, width * 0.52, height * 0.84) };
}
