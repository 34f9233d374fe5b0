/**
 * A block's outline as SVG path data. A hovered or focused block is outlined by a vector path
 * rather than a picture: the browser rasters a path off the main thread, tile by tile, while every
 * new picture cost a shared buffer and a synchronous hand-over on the main thread (a standing
 * floor's outline crossed fourteen 192 px squares, a 50 ms commit at DPR 2 on a slow phone).
 */
import type { Camera } from './viewport.js';

/**
 * Path data of the closed polygon `contour` (world x, y pairs) placed by `camera`, in CSS pixels
 * from the point (`left`, `top`) of the screen, rounded to hundredths; empty for fewer than three
 * points.
 */
export function outlinePath(contour: Float32Array, camera: Camera, left: number, top: number): string {
  if (contour.length < 6) return '';
  const parts: string[] = [];
  for (let i = 0; i + 1 < contour.length; i += 2) {
    const x = contour[i]! * camera.scale + camera.x - left;
    const y = contour[i + 1]! * camera.scale + camera.y - top;
    parts.push(`${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`);
  }
  parts.push('Z');
  return parts.join('');
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
