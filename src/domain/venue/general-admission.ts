/**
 * General-admission areas: a block with a capacity and no seat positions (a standing pit, a
 * floor). The shop sells them as open seating, which counts places one by one, so the area's
 * places are laid out here on an even grid inside its contour: rows along y, places along x,
 * named from 1, places numbered from 1 in each row. The map draws the area as a filled shape, never these points.
 */
import { pointBounds, pointInPolygon, polygonArea } from './polygon.js';
import type { Point, VenueBlock, VenueFile, VenueRow } from './venue-format.js';

/** Largest capacity one area may declare. */
export const MAX_AREA_CAPACITY = 100_000;

/**
 * `capacity` points inside `contour`, in rows: the grid pitch starts from the area per place and
 * shrinks until enough grid points fall inside (concave or thin shapes lose some to the edges).
 */
export function layoutPlaces(contour: readonly Point[], capacity: number): Point[][] {
  const [minX, minY, maxX, maxY] = pointBounds(contour);
  const area = Math.abs(polygonArea(contour as Point[]));
  let pitch = Math.sqrt(area / capacity);
  for (let attempt = 0; attempt < 60; attempt++) {
    const rows: Point[][] = [];
    let count = 0;
    for (let y = minY + pitch / 2; y < maxY && count < capacity; y += pitch) {
      const row: Point[] = [];
      for (let x = minX + pitch / 2; x < maxX && count < capacity; x += pitch) {
        if (pointInPolygon(x, y, contour)) {
          row.push([x, y]);
          count++;
        }
      }
      if (row.length > 0) rows.push(row);
    }
    if (count >= capacity) return rows;
    pitch *= 0.93;
  }
  throw new RangeError('the area is too small or too thin for its capacity');
}

/** The block with its places listed as rows, when it is a general-admission area; else the block. */
export function expandArea(block: VenueBlock): VenueBlock {
  const ga = block.generalAdmission;
  if (!ga || block.rows.length > 0) return block;
  // Numbered within their row, as seats are: a numbering across the area would make every place
  // label different and the geometry payload's label dictionary as long as the area's capacity.
  const rows: VenueRow[] = layoutPlaces(block.contour, ga.capacity).map((points, r) => ({
    name: String(r + 1),
    seats: points.map(([x, y], k) => ({ number: String(k + 1), x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100, category: ga.category })),
  }));
  return { ...block, isOpenSeating: true, rows };
}

/** The venue with every general-admission area's places listed (other blocks untouched). */
export function expandGeneralAdmission(venue: VenueFile): VenueFile {
  const hasArea = venue.stands.some((s) => s.blocks.some((b) => b.generalAdmission && b.rows.length === 0));
  if (!hasArea) return venue;
  return { ...venue, stands: venue.stands.map((s) => ({ ...s, blocks: s.blocks.map(expandArea) })) };
}
