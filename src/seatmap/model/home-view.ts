/**
 * The whole-venue view (the map's first view and its reset button): the venue as large as it fits
 * in the part of the map the fan can see, on a tile level.
 *
 * Centring the venue in the whole map left it low on a phone: a phone's map is taller than wide, so
 * a wide venue (a theatre, an arena) filled its width and left the slack above and below it, and
 * the Continue bar fixed to the screen's foot covers the map's last strip whenever its foot shows.
 * The fan, scrolling down to the map, saw empty map first and the venue's front rows under the bar.
 * So the venue fits above the covered strip and, in a map taller than wide, starts at its top;
 * a wider map (a desktop, a tablet) keeps it centred.
 */
import { fitRect, floorLevelScale, type Camera, type Rect, type ScaleLimits, type Size } from './viewport.js';

/** The room the map's whole-venue view leaves around the venue, in CSS px. */
export const HOME_VIEW_PADDING = 16;

export interface HomeFraming {
  /** Room left around the venue, in CSS px. */
  readonly padding: number;
  /** How much of the map's foot something fixed to the screen may cover (a phone's Continue bar), in CSS px. */
  readonly coveredBottom: number;
}

/** The part of a map of `size` that the fan sees: all of it but the covered foot (never under half of it). */
export function visibleMapSize(size: Size, framing: HomeFraming): Size {
  return { width: size.width, height: Math.max(size.height / 2, size.height - framing.coveredBottom) };
}

/**
 * The camera that shows `world` whole in the visible part of a map of `size`, at the largest tile
 * level that fits: centred across, and down the map at its top (a map taller than wide) or in the
 * middle of the visible part.
 */
export function homeCamera(world: Rect, size: Size, limits: ScaleLimits, framing: HomeFraming): Camera {
  const visible = visibleMapSize(size, framing);
  const scale = floorLevelScale(fitRect(world, visible, framing.padding, limits).scale);
  const x = size.width / 2 - ((world.minX + world.maxX) / 2) * scale;
  const venueHeight = (world.maxY - world.minY) * scale;
  const top = size.height > size.width ? Math.min(framing.padding, (visible.height - venueHeight) / 2) : (visible.height - venueHeight) / 2;
  return { x, y: top - world.minY * scale, scale };
}
