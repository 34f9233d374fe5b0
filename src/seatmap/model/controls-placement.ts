/**
 * Where the map's zoom buttons go: in a corner of the whole-venue view that the venue leaves
 * empty, found from the blocks' outlines, so the venue is never moved for them. Fitting the venue
 * below the buttons instead pushed it down on a phone, where only the map's top shows above the
 * Continue bar.
 */
import { pointInPolygon } from './hit-test.js';
import type { BlockGeometry } from './types.js';
import type { Camera, Rect, Size } from './viewport.js';

/** Corners the buttons may take, best first; the bottom left is the overview's. */
export type ControlsCorner = 'top-right' | 'top-left' | 'bottom-right';
/** A stack (one above the other) or a row (side by side). */
export type ControlsDirection = 'column' | 'row';

export interface ControlsPlacement {
  corner: ControlsCorner;
  direction: ControlsDirection;
}

/** The buttons' sizes in CSS px: `count` square buttons of side `button`, `gap` apart, `margin` from the map's edges. */
export interface ControlsLayout {
  count: number;
  button: number;
  gap: number;
  margin: number;
}

/** Candidates in order of preference: the top corners first (a phone shows the map's top first). */
const CANDIDATES: readonly ControlsPlacement[] = [
  { corner: 'top-right', direction: 'column' },
  { corner: 'top-right', direction: 'row' },
  { corner: 'top-left', direction: 'column' },
  { corner: 'top-left', direction: 'row' },
  { corner: 'bottom-right', direction: 'column' },
  { corner: 'bottom-right', direction: 'row' },
];

/** Room kept between the buttons and the nearest block, in CSS px. */
const CLEARANCE = 4;

/** The screen rectangle the buttons take in a map of `size`. */
export function controlsRect(placement: ControlsPlacement, size: Size, layout: ControlsLayout): Rect {
  const long = layout.count * layout.button + (layout.count - 1) * layout.gap;
  const width = placement.direction === 'row' ? long : layout.button;
  const height = placement.direction === 'row' ? layout.button : long;
  const minX = placement.corner === 'top-left' ? layout.margin : size.width - layout.margin - width;
  const minY = placement.corner === 'bottom-right' ? size.height - layout.margin - height : layout.margin;
  return { minX, minY, maxX: minX + width, maxY: minY + height };
}

/**
 * The first placement whose rectangle (with a little room) touches no block at `camera` (the
 * whole-venue view); when every one does, the one that touches the fewest blocks.
 */
export function placeControls(blocks: readonly Pick<BlockGeometry, 'contour' | 'bbox'>[], camera: Camera, size: Size, layout: ControlsLayout): ControlsPlacement {
  let best = CANDIDATES[0]!;
  let fewest = Infinity;
  for (const candidate of CANDIDATES) {
    const screen = controlsRect(candidate, size, layout);
    const world = toWorld(screen, camera, CLEARANCE);
    let touched = 0;
    for (const block of blocks) if (polygonTouchesRect(block.contour, block.bbox, world)) touched++;
    if (touched === 0) return candidate;
    if (touched < fewest) {
      fewest = touched;
      best = candidate;
    }
  }
  return best;
}

function toWorld(r: Rect, c: Camera, pad: number): Rect {
  return {
    minX: (r.minX - pad - c.x) / c.scale,
    minY: (r.minY - pad - c.y) / c.scale,
    maxX: (r.maxX + pad - c.x) / c.scale,
    maxY: (r.maxY + pad - c.y) / c.scale,
  };
}

/** True when a closed polygon (flat `[x0, y0, …]`) and a rectangle share any point. */
export function polygonTouchesRect(contour: ArrayLike<number>, bbox: readonly number[], r: Rect): boolean {
  if (bbox[0]! > r.maxX || bbox[2]! < r.minX || bbox[1]! > r.maxY || bbox[3]! < r.minY) return false;
  const n = contour.length >> 1;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    if (segmentTouchesRect(contour[2 * j]!, contour[2 * j + 1]!, contour[2 * i]!, contour[2 * i + 1]!, r)) return true;
  }
  // No edge crosses the rectangle: it is wholly inside the polygon or wholly outside it.
  return pointInPolygon(contour, r.minX, r.minY);
}

/** Liang–Barsky: whether the segment from (x0, y0) to (x1, y1) has a point inside `r`. */
function segmentTouchesRect(x0: number, y0: number, x1: number, y1: number, r: Rect): boolean {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t0 = 0;
  let t1 = 1;
  const sides: [number, number][] = [
    [-dx, x0 - r.minX],
    [dx, r.maxX - x0],
    [-dy, y0 - r.minY],
    [dy, r.maxY - y0],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
      if (t0 > t1) return false;
    }
  }
  return true;
}
