import { expandGeneralAdmission } from '../../domain/venue/general-admission.js';
import type { VenueFile } from '../../domain/venue/venue-format.js';
import { buildGeometry } from './geometry-builder.js';
import type { GeometryRows } from './geometry-builder.js';
import type { SeatMapGeometry } from './types.js';

/**
 * Geometry straight from a venue file, without a database: what benchmarks, fixtures and demos
 * use. Ids are synthetic and follow file order (stand, block, category and seat ids start at 1),
 * which is also the order `importVenue` gives seat indexes, so seat positions match an import.
 */
export function geometryFromVenue(file: VenueFile, arenaId = 1, version = 'venue-file'): SeatMapGeometry {
  const venue = expandGeneralAdmission(file);
  const categoryIds = new Map(venue.categories.map((c, i) => [c.key, i + 1]));
  const seatTypeIds = new Map((venue.seatTypes ?? []).map((t, i) => [t.code, i + 1]));
  const rows: GeometryRows = {
    arenaId,
    version,
    stands: venue.stands.map((s, i) => ({ id: i + 1, name: s.name })),
    blocks: [],
    categories: venue.categories.map((c, i) => ({ id: i + 1, name: c.name, color: c.color ?? null })),
    seatTypes: (venue.seatTypes ?? []).map((t, i) => ({ id: i + 1, code: t.code, name: t.name })),
    seats: [],
  };
  let seatId = 1;
  venue.stands.forEach((stand, standIndex) => {
    for (const block of stand.blocks) {
      const blockId = rows.blocks.length + 1;
      rows.blocks.push({ id: blockId, standId: standIndex + 1, name: block.name, isOpenSeating: block.isOpenSeating, contour: block.contour });
      block.rows.forEach((row, rowIndex) => {
        row.seats.forEach((seat, seatIndex) => {
          rows.seats.push({
            id: seatId++,
            blockId,
            categoryId: categoryIds.get(seat.category) ?? 0,
            row: rowIndex + 1,
            column: seatIndex + 1,
            rowName: row.name,
            seatNumber: seat.number,
            x: seat.x,
            y: seat.y,
            seatTypeId: seat.seatType ? seatTypeIds.get(seat.seatType) ?? null : null,
          });
        });
      });
    }
  });
  return buildGeometry(rows);
}
