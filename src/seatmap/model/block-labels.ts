/**
 * Where block names go at a zoom level: inside their block, at the block's pole of inaccessibility
 * (the inside point farthest from the outline: a curved block's centroid can lie outside it),
 * shrunk, abbreviated or left out so no two labels overlap. Decided once per level for the whole
 * venue, so neighbouring tiles agree on every label.
 */
import polylabel from 'polylabel';
import { pointInPolygon } from './hit-test.js';
import type { SeatMapGeometry } from './types.js';

export interface BlockLabel {
  blockIndex: number;
  text: string;
  /** Anchor (label centre), world units. */
  x: number;
  y: number;
  /** Font size in CSS pixels. */
  sizePx: number;
  /** Half width and half height of the label's box, world units. */
  halfWidth: number;
  halfHeight: number;
}

export const LABEL_MAX_PX = 14;
export const LABEL_MIN_PX = 9;
/** Average advance of a bold system-ui glyph in ems, on the wide side so estimates never fall short. */
const CHAR_EM = 0.62;
/** Line box height in ems, with the halo. */
const LINE_EM = 1.3;
/** Room kept between two labels, CSS pixels. */
const GAP_PX = 2;
/**
 * Room kept between a label and its block's outline, CSS pixels: neighbouring narrow blocks'
 * labels otherwise ran together across the thin border ("202203204" on a phone).
 */
const PADDING_PX = 2;

/** The text variants tried, longest first: the name, then its last word or first three characters. */
export function labelVariants(name: string): string[] {
  const words = name.trim().split(/\s+/);
  const short = words.length > 1 ? words[words.length - 1]! : name.slice(0, 3);
  return short && short !== name ? [name, short] : [name];
}

/** Whether a box centred on (x, y) lies inside the contour (its corners and edge midpoints do). */
function boxInside(x: number, y: number, hw: number, hh: number, contour: Float32Array): boolean {
  for (const [dx, dy] of [[-1, -1], [0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0]] as const) {
    if (!pointInPolygon(contour, x + dx * hw, y + dy * hh)) return false;
  }
  return true;
}

const anchorCache = new WeakMap<SeatMapGeometry, Float64Array>();

/** Each block's pole of inaccessibility as `[x0, y0, x1, y1, …]`, computed once per geometry. */
export function labelAnchors(geometry: SeatMapGeometry): Float64Array {
  let anchors = anchorCache.get(geometry);
  if (anchors) return anchors;
  anchors = new Float64Array(geometry.blocks.length * 2);
  geometry.blocks.forEach((block, b) => {
    const ring: [number, number][] = [];
    for (let k = 0; k + 1 < block.contour.length; k += 2) ring.push([block.contour[k]!, block.contour[k + 1]!]);
    const side = Math.min(block.bbox[2] - block.bbox[0], block.bbox[3] - block.bbox[1]);
    const pole = ring.length >= 3 && side > 0 ? polylabel([ring], side / 40) : block.centroid;
    anchors![2 * b] = pole[0];
    anchors![2 * b + 1] = pole[1];
  });
  anchorCache.set(geometry, anchors);
  return anchors;
}

/** The largest label of the block that fits inside it at `scale` (CSS px per world unit), or null. */
function fittingLabel(geometry: SeatMapGeometry, b: number, x: number, y: number, scale: number): BlockLabel | null {
  const block = geometry.blocks[b]!;
  for (const text of labelVariants(block.name)) {
    for (let sizePx = LABEL_MAX_PX; sizePx >= LABEL_MIN_PX; sizePx--) {
      const halfWidth = (text.length * CHAR_EM * sizePx) / 2 / scale;
      const halfHeight = (LINE_EM * sizePx) / 2 / scale;
      const pad = PADDING_PX / scale;
      if (boxInside(x, y, halfWidth + pad, halfHeight + pad, block.contour)) return { blockIndex: b, text, x, y, sizePx, halfWidth, halfHeight };
    }
  }
  return null;
}

function overlap(a: BlockLabel, b: BlockLabel, gap: number): boolean {
  return Math.abs(a.x - b.x) < a.halfWidth + b.halfWidth + gap && Math.abs(a.y - b.y) < a.halfHeight + b.halfHeight + gap;
}

/**
 * The labels drawn at `scale`: each inside its block, none overlapping another; larger labels
 * (bigger blocks) win a conflict.
 */
export function placeBlockLabels(geometry: SeatMapGeometry, scale: number): BlockLabel[] {
  const anchors = labelAnchors(geometry);
  const candidates: BlockLabel[] = [];
  for (let b = 0; b < geometry.blocks.length; b++) {
    const label = fittingLabel(geometry, b, anchors[2 * b]!, anchors[2 * b + 1]!, scale);
    if (label) candidates.push(label);
  }
  candidates.sort((p, q) => q.sizePx - p.sizePx || p.blockIndex - q.blockIndex);
  const gap = GAP_PX / scale;
  const placed: BlockLabel[] = [];
  for (const label of candidates) if (!placed.some((other) => overlap(label, other, gap))) placed.push(label);
  return placed;
}

const placementCache = new WeakMap<SeatMapGeometry, Map<number, BlockLabel[]>>();

/** `placeBlockLabels`, kept per geometry and scale (tiles of one zoom level share a scale). */
export function blockLabelsAt(geometry: SeatMapGeometry, scale: number): BlockLabel[] {
  let byScale = placementCache.get(geometry);
  if (!byScale) {
    byScale = new Map();
    placementCache.set(geometry, byScale);
  }
  let labels = byScale.get(scale);
  if (!labels) {
    labels = placeBlockLabels(geometry, scale);
    byScale.set(scale, labels);
  }
  return labels;
}
