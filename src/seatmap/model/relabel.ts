import type { SeatMapGeometry } from './types.js';

/** Names by id of stands and categories, in the reading language. */
export interface ContentNames {
  stands: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
}

/**
 * The geometry with its stand and category names replaced by those of `names` where given. The
 * geometry payload is one per arena version, cached for every reader; the catalogue answers the
 * names in the fan's language, so the map, its tooltips and the list mode read those.
 */
export function relabelGeometry(geometry: SeatMapGeometry, names: ContentNames): SeatMapGeometry {
  if (names.stands.size === 0 && names.categories.size === 0) return geometry;
  const stands = geometry.stands.map((s) => ({ ...s, name: names.stands.get(s.id) ?? s.name }));
  return {
    ...geometry,
    stands,
    blocks: geometry.blocks.map((b) => ({ ...b, standName: stands[b.standIndex]?.name ?? b.standName })),
    categories: geometry.categories.map((c) => ({ ...c, name: names.categories.get(c.id) ?? c.name })),
  };
}
