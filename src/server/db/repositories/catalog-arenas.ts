import type { Db } from '../database.js';
import { imageLinkOrNull } from '../../../domain/site-config-rules.js';

/** A block as the catalogue publishes it: its outline, not its seats (seats come per block). */
export interface ArenaBlock {
  id: number;
  name: string;
  isOpenSeating: boolean;
  externalId: string | null;
  /** Polygon points [x, y] in the arena's coordinate space. */
  contour: [number, number][];
}

export interface ArenaStand {
  id: number;
  name: string;
  blocks: ArenaBlock[];
}

export interface ArenaCategory {
  id: number;
  name: string;
  description: string | null;
  color: string | null;
  isActive: boolean;
}

export interface ArenaProduct {
  id: number;
  name: string;
  description: string | null;
  type: 'individual' | 'pack' | 'season';
  isResale: boolean;
  requiresProof: boolean;
}

export interface ArenaDetail {
  id: number;
  name: string;
  imageUrl: string | null;
  hasExternalSeating: boolean;
  websiteMaxTicketsInCart: number;
  geometryVersion: string;
  seatCount: number;
  stands: ArenaStand[];
  /** Active categories only. */
  categories: ArenaCategory[];
  /** Active products only; products are shared by every arena of the club. */
  products: ArenaProduct[];
}

function parseContour(json: string): [number, number][] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (point): point is [number, number] => Array.isArray(point) && typeof point[0] === 'number' && typeof point[1] === 'number',
  );
}

/**
 * Arenas with stands, block outlines, active categories and active products, keyed by id.
 * Five queries for any number of arenas.
 */
export async function loadArenaDetails(db: Db, arenaIds: readonly number[]): Promise<Map<number, ArenaDetail>> {
  const ids = [...new Set(arenaIds)];
  const result = new Map<number, ArenaDetail>();
  if (ids.length === 0) return result;
  const [arenas, stands, blocks, categories, products] = await Promise.all([
    db.selectFrom('arenas').selectAll().where('id', 'in', ids).execute(),
    db.selectFrom('stands').selectAll().where('arena_id', 'in', ids).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('blocks')
      .select(['id', 'arena_id', 'stand_id', 'name', 'is_open_seating', 'external_id', 'contour'])
      .where('arena_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('categories').selectAll().where('arena_id', 'in', ids).where('is_active', '=', 1).orderBy('id').execute(),
    db.selectFrom('products').selectAll().where('is_active', '=', 1).orderBy('id').execute(),
  ]);
  const publishedProducts: ArenaProduct[] = products.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    isResale: row.is_resale === 1,
    requiresProof: row.requires_proof === 1,
  }));
  const standsById = new Map<number, ArenaStand>();
  for (const arena of arenas) {
    result.set(arena.id, {
      id: arena.id,
      name: arena.name,
      imageUrl: imageLinkOrNull(arena.image_url),
      hasExternalSeating: arena.has_external_seating === 1,
      websiteMaxTicketsInCart: arena.website_max_tickets_in_cart,
      geometryVersion: arena.geometry_version,
      seatCount: arena.seat_count,
      stands: [],
      categories: [],
      products: publishedProducts,
    });
  }
  for (const row of stands) {
    const stand: ArenaStand = { id: row.id, name: row.name, blocks: [] };
    standsById.set(row.id, stand);
    result.get(row.arena_id)?.stands.push(stand);
  }
  for (const row of blocks) {
    standsById.get(row.stand_id)?.blocks.push({
      id: row.id,
      name: row.name,
      isOpenSeating: row.is_open_seating === 1,
      externalId: row.external_id,
      contour: parseContour(row.contour),
    });
  }
  for (const row of categories) {
    result.get(row.arena_id)?.categories.push({
      id: row.id,
      name: row.name,
      description: row.description,
      color: row.color,
      isActive: true,
    });
  }
  return result;
}
