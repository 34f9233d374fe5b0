import type { Db } from '../../db/database.js';
import { buildGeometry } from '../../../seatmap/model/geometry-builder.js';
import { encodeGeometry } from '../../../seatmap/model/geometry-codec.js';
import { compressPayload } from './compression.js';
import type { Encoding } from './compression.js';

/** An arena's encoded geometry at one version, with its compressed forms made on demand. */
export interface GeometryPayload {
  arenaId: number;
  version: string;
  seatCount: number;
  /** Uncompressed binary payload (`encodeGeometry`). */
  body: Buffer;
  /** Compressed bodies by encoding, filled the first time a client asks for one. */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
}

/** Current geometry version of an arena, or null when it does not exist. */
export async function arenaGeometryVersion(db: Db, arenaId: number): Promise<string | null> {
  const arena = await db.selectFrom('arenas').select('geometry_version').where('id', '=', arenaId).executeTakeFirst();
  return arena?.geometry_version ?? null;
}

/** Reads an arena's stands, blocks, categories and seats (by seat index) and encodes them. */
export async function loadGeometryPayload(db: Db, arenaId: number, version: string): Promise<GeometryPayload> {
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
  const geometry = buildGeometry({
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
  });
  const bytes = encodeGeometry(geometry);
  return {
    arenaId,
    version,
    seatCount: geometry.seatCount,
    body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    encoded: {},
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

/** The compressed body for an encoding, computed once per payload. */
export function encodedBody(payload: GeometryPayload, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(payload.body);
  const pending = payload.encoded[encoding] ?? compressPayload(payload.body, encoding, 'archive');
  payload.encoded[encoding] = pending;
  return pending;
}

/**
 * Memoises encoded geometries per arena and version. Only the newest version of an arena is kept
 * and at most `maxArenas` arenas, so a long-running server does not grow without bound.
 */
export class GeometryCache {
  private readonly entries = new Map<number, { version: string; payload: Promise<GeometryPayload> }>();

  constructor(private readonly maxArenas = 8) {}

  get(db: Db, arenaId: number, version: string): Promise<GeometryPayload> {
    const cached = this.entries.get(arenaId);
    this.entries.delete(arenaId);
    if (cached?.version === version) {
      this.entries.set(arenaId, cached); // most recently used goes last
      return cached.payload;
    }
    const entry = { version, payload: loadGeometryPayload(db, arenaId, version) };
    this.entries.set(arenaId, entry);
    // A failed load must not stay cached.
    entry.payload.catch(() => this.entries.get(arenaId) === entry && this.entries.delete(arenaId));
    while (this.entries.size > this.maxArenas) this.entries.delete(this.entries.keys().next().value!);
    return entry.payload;
  }
}
