/**
 * Colours and shapes of the seat map. Colour is never the only cue: sold-out blocks are hatched,
 * and seats differ in shape by status (circle available, diamond resale, ring on hold, small dot
 * sold), so the legend can name each look.
 */
import type { BlockStats, CategoryInfo } from '../model/types.js';

export interface MapPalette {
  background: string;
  blockOutline: string;
  blockLabel: string;
  blockLabelHalo: string;
  /** Availability ramp from plenty to few. */
  availabilityRamp: readonly string[];
  /** Price levels from cheapest to dearest. */
  priceRamp: readonly string[];
  soldOut: string;
  hatch: string;
  onHold: string;
  sold: string;
  resale: string;
  selected: string;
  hover: string;
  focus: string;
  seatNumber: string;
  /** The mark inside a seat that has a seat type (wheelchair space, restricted view...). */
  seatTypeMark: string;
}

export const defaultPalette: MapPalette = {
  background: '#f8f9fa',
  blockOutline: '#495057',
  blockLabel: '#212529',
  blockLabelHalo: 'rgba(255,255,255,0.85)',
  availabilityRamp: ['#2b8a3e', '#74b816', '#f59f00', '#e8590c'],
  priceRamp: ['#a5d8ff', '#74c0fc', '#4dabf7', '#228be6', '#1864ab'],
  soldOut: '#ced4da',
  hatch: '#868e96',
  onHold: '#868e96',
  sold: '#adb5bd',
  resale: '#ae3ec9',
  selected: '#1c7ed6',
  hover: '#000000',
  focus: '#f03e3e',
  seatNumber: '#ffffff',
  seatTypeMark: '#ffffff',
};

/** The mark a seat type gets inside buyable seats, by its position in `geometry.seatTypes`. */
export type SeatTypeMark = 'ring' | 'top-bar' | 'bottom-bar';
const SEAT_TYPE_MARKS: readonly SeatTypeMark[] = ['ring', 'top-bar', 'bottom-bar'];
export function seatTypeMark(typeIndex: number): SeatTypeMark {
  return SEAT_TYPE_MARKS[typeIndex % SEAT_TYPE_MARKS.length]!;
}

/** How blocks are coloured in the arena view. */
export type BlockColouring = 'availability' | 'price';

/**
 * Fill colour of a block: by the share of seats still buyable, or by price level among the
 * venue's blocks. Returns the sold-out colour when nothing can be bought.
 */
export function blockFill(
  stats: BlockStats | undefined,
  capacity: number,
  mode: BlockColouring,
  priceRange: readonly [number, number] | null,
  palette: MapPalette = defaultPalette,
): string {
  if (!stats || stats.soldOut) return palette.soldOut;
  if (mode === 'price' && stats.minimumPrice !== null && priceRange) {
    const [lo, hi] = priceRange;
    const t = hi > lo ? (stats.minimumPrice - lo) / (hi - lo) : 0;
    return rampAt(palette.priceRamp, t);
  }
  const buyable = stats.freeSeats + stats.resaleSeats;
  const share = capacity > 0 ? buyable / capacity : stats.availability > 0 ? 1 : 0;
  return rampAt(palette.availabilityRamp, 1 - share);
}

function rampAt(ramp: readonly string[], t: number): string {
  const i = Math.min(ramp.length - 1, Math.max(0, Math.floor(t * ramp.length)));
  return ramp[i] ?? '#888888';
}

/** Lowest and highest block minimum price, or null when no block is priced. */
export function priceRangeOf(stats: readonly BlockStats[]): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of stats) {
    if (s.minimumPrice === null) continue;
    lo = Math.min(lo, s.minimumPrice);
    hi = Math.max(hi, s.minimumPrice);
  }
  return lo <= hi ? [lo, hi] : null;
}

/** A category's colour, falling back to a neutral grey. */
export function categoryColour(categories: readonly CategoryInfo[], index: number): string {
  return categories[index]?.color ?? '#5c7cfa';
}
