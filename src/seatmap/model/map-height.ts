/**
 * The height of the map's box on a narrow screen, from the venue's bounds and the box's width.
 *
 * A phone's box had a fixed 420 px: a venue much wider than tall (every generated shape) fits the
 * width and took about half of it, so an empty band of map sat between the venue and the legend,
 * the chosen seats and the tickets, which the fan had to scroll past. The box now takes the height
 * the whole-venue view needs at that width (on the tile level that view lands on, with its
 * padding), never less than a usable touch area and never more than the screen left between the
 * sticky top bar and the fixed Continue bar, so the whole map can be seen at once.
 */
import { floorLevelScale, type Rect } from './viewport.js';

export interface FittedMapHeightInput {
  /** The venue's bounds (world units). */
  readonly world: Rect;
  /** The map box's width, CSS px. */
  readonly width: number;
  /** Room the whole-venue view leaves around the venue (home-view.ts), CSS px. */
  readonly padding: number;
  /** The screen's height, CSS px (changes on rotation). */
  readonly viewportHeight: number;
  /** What stays on screen over the page: the sticky top bar and the fixed Continue bar, CSS px. */
  readonly stickyTop: number;
  readonly stickyBottom: number;
}

/** Under this a pinch with two fingers and a few 44 px targets no longer fit. */
export const MIN_MAP_HEIGHT = 240;
/** A screen too short for the bars and the minimum (a phone on its side) still gets this much map. */
export const MIN_MAP_HEIGHT_SHORT_SCREEN = 160;

/** The height the map needs to show the whole venue as large as its width allows. */
export function venueFitHeight(world: Rect, width: number, padding: number): number {
  const w = world.maxX - world.minX;
  const h = world.maxY - world.minY;
  if (!(w > 0) || !(h > 0) || width <= 2 * padding) return MIN_MAP_HEIGHT;
  const scale = floorLevelScale((width - 2 * padding) / w);
  // Rounded up with a pixel to spare, so the view fitted in this height lands on the same level.
  return Math.ceil(h * scale + 2 * padding) + 1;
}

/**
 * The map box's height: what the venue needs at this width, at least MIN_MAP_HEIGHT, at most the
 * screen between the bars. The cap wins over the minimum (a map taller than that space is never
 * seen whole), down to MIN_MAP_HEIGHT_SHORT_SCREEN.
 */
export function fittedMapHeight(input: FittedMapHeightInput): number {
  const between = Math.floor(input.viewportHeight - input.stickyTop - input.stickyBottom);
  const cap = Math.max(between, MIN_MAP_HEIGHT_SHORT_SCREEN);
  const wanted = Math.max(venueFitHeight(input.world, input.width, input.padding), MIN_MAP_HEIGHT);
  return Math.min(wanted, cap);
}
