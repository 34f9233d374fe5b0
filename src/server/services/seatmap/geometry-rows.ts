import type { Db } from '../../db/database.js';
import type { GeometryRows } from '../../../seatmap/model/geometry-builder.js';

/** The arena changed while its rows were read: the rows may mix two versions. */
export class GeometryVersionChangedError extends Error {
  override name = 'GeometryVersionChangedError';
}

/** Current geometry version of an arena, or null when it does not exist. */
export async function arenaGeometryVersion(db: Db, arenaId: number): Promise<string | null> {
  const arena = await db.selectFrom('arenas').select('geometry_version').where('id', '=', arenaId).executeTakeFirst();
  return arena?.geometry_version ?? null;
}

/**
 * Reads an arena's stands, blocks, categories and seats (by seat index) for `buildGeometry`.
 * The version is checked again after the reads: an import that landed in between bumps it, and
 * rows of a newer venue must never be cached (for a year, by browsers) under the older version.
 */
export async function readGeometryRows(db: Db, arenaId: number, version: string): Promise<GeometryRows> {
  const [stands, blocks, categories, seatTypes, seats] = await Promise.all([
    db.selectFrom('stands').select(['id', 'name']).where('arena_id', '=', arenaId).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('blocks')
      .select(['id', 'stand_id', 'name', 'is_open_seating', 'contour'])
      .where('arena_id', '=', arenaId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('categories').select(['id', 'name', 'color']).where('arena_id', '=', arenaId).orderBy('id').execute(),
    db.selectFrom('seat_types').select(['id', 'code', 'name']).orderBy('id').execute(),
    db
      .selectFrom('seats')
      .select(['id', 'block_id', 'category_id', 'row', 'column', 'row_name', 'seat_number', 'x', 'y', 'seat_type_id'])
      .where('arena_id', '=', arenaId)
      .orderBy('seat_index')
      .execute(),
  ]);
  const current = await arenaGeometryVersion(db, arenaId);
  if (current !== version) throw new GeometryVersionChangedError(`arena ${arenaId}: version ${version} became ${current} while reading`);
  return {
    arenaId,
    version,
    stands,
    blocks: blocks.map((b) => ({
      id: b.id,
      standId: b.stand_id,
      name: b.name,
      isOpenSeating: b.is_open_seating === 1,
      contour: parseContour(b.contour),
    })),
    categories,
    seatTypes,
    seats: seats.map((s) => ({
      id: s.id,
      blockId: s.block_id,
      categoryId: s.category_id,
      row: s.row,
      column: s.column,
      rowName: s.row_name,
      seatNumber: s.seat_number,
      x: s.x,
      y: s.y,
      seatTypeId: s.seat_type_id,
    })),
  };
}

/** Contours are JSON `[[x, y], ...]`; anything else becomes an empty contour rather than a failure. */
function parseContour(text: string): number[] {
  try {
    const points: unknown = JSON.parse(text);
    if (!Array.isArray(points)) return [];
    const flat: number[] = [];
    for (const point of points) {
      if (Array.isArray(point) && typeof point[0] === 'number' && typeof point[1] === 'number') flat.push(point[0], point[1]);
    }
    return flat;
  } catch {
    return [];
  }
}
