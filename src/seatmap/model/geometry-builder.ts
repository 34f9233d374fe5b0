import type { Bounds, BlockGeometry, CategoryInfo, SeatMapGeometry, SeatTypeInfo, StandInfo } from './types.js';

/**
 * Colours for categories stored without one, in order: the Okabe-Ito colour-blind-safe set, then
 * Tableau's, without their black, greys and purples (grey reads as sold or held, purple as resale).
 */
export const CATEGORY_FALLBACK_COLOURS = [
  '#0072b2', '#e69f00', '#009e73', '#d55e00', '#56b4e9', '#f0e442', '#cc79a7',
  '#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#ff9da7', '#9c755f',
] as const;

/**
 * Each category's colour: its own, or the next fallback colour no other category uses
 * (cycling when a venue has more colourless categories than the list).
 */
export function categoryColours(categories: readonly { color: string | null }[]): string[] {
  const used = new Set(categories.map((c) => c.color?.toLowerCase()).filter((c): c is string => Boolean(c)));
  const free = CATEGORY_FALLBACK_COLOURS.filter((c) => !used.has(c));
  const pool = free.length > 0 ? free : [...CATEGORY_FALLBACK_COLOURS];
  let next = 0;
  return categories.map((c) => c.color || pool[next++ % pool.length]!);
}

/** Plain rows (as the database stores them) a geometry is built from. */
export interface GeometryRows {
  arenaId: number;
  version: string;
  /** In display order. */
  stands: StandInfo[];
  /** In display order; contour as `[x, y]` points or already flat. */
  blocks: { id: number; standId: number; name: string; isOpenSeating: boolean; contour: number[] | [number, number][] }[];
  categories: { id: number; name: string; color: string | null }[];
  /** Seat types the seats may name (others are ignored). */
  seatTypes?: SeatTypeInfo[];
  /** Ordered by seat index; the seats of one block must be contiguous. */
  seats: {
    id: number;
    blockId: number;
    categoryId: number;
    row: number;
    column: number;
    rowName: string;
    seatNumber: string;
    x: number;
    y: number;
    /** Null or absent for an ordinary seat. */
    seatTypeId?: number | null;
  }[];
}

/** Raised when rows cannot make a valid geometry (a programming or import error, not user input). */
export class GeometryError extends Error {
  override name = 'GeometryError';
}

/**
 * Builds the columnar geometry from database-shaped rows. Throws `GeometryError` when a seat
 * references an unknown block or category, or when a block's seats are not contiguous.
 */
export function buildGeometry(rows: GeometryRows): SeatMapGeometry {
  const seatCount = rows.seats.length;
  const standIndexById = new Map(rows.stands.map((s, i) => [s.id, i]));
  const blockIndexById = new Map(rows.blocks.map((b, i) => [b.id, i]));
  const categoryIndexById = new Map(rows.categories.map((c, i) => [c.id, i]));
  if (rows.blocks.length > 0xffff) throw new GeometryError('more than 65535 blocks');
  if (rows.categories.length > 0xff) throw new GeometryError('more than 255 categories');

  const seatId = new Int32Array(seatCount);
  const x = new Float32Array(seatCount);
  const y = new Float32Array(seatCount);
  const blockIndex = new Uint16Array(seatCount);
  const categoryIndex = new Uint8Array(seatCount);
  const row = new Uint16Array(seatCount);
  const column = new Uint16Array(seatCount);
  const rowNameIndex = new Uint16Array(seatCount);
  const seatNumberIndex = new Uint16Array(seatCount);
  const seatTypeIndex = new Uint8Array(seatCount);
  const { seatTypes, typeIndexById } = usedSeatTypes(rows);
  const rowNames = new Dictionary();
  const seatNumbers = new Dictionary();
  const seatStart = new Int32Array(rows.blocks.length).fill(-1);
  const seatEnd = new Int32Array(rows.blocks.length).fill(-1);

  for (let i = 0; i < seatCount; i++) {
    const seat = rows.seats[i]!;
    const b = blockIndexById.get(seat.blockId);
    if (b === undefined) throw new GeometryError(`seat ${seat.id}: unknown block ${seat.blockId}`);
    const c = categoryIndexById.get(seat.categoryId);
    if (c === undefined) throw new GeometryError(`seat ${seat.id}: unknown category ${seat.categoryId}`);
    if (seatStart[b] === -1) seatStart[b] = i;
    else if (seatEnd[b] !== i) throw new GeometryError(`block ${seat.blockId}: seats are not contiguous`);
    seatEnd[b] = i + 1;
    seatId[i] = seat.id;
    x[i] = seat.x;
    y[i] = seat.y;
    blockIndex[i] = b;
    categoryIndex[i] = c;
    row[i] = seat.row;
    column[i] = seat.column;
    rowNameIndex[i] = rowNames.index(seat.rowName);
    seatNumberIndex[i] = seatNumbers.index(seat.seatNumber);
    if (seat.seatTypeId != null) seatTypeIndex[i] = typeIndexById.get(seat.seatTypeId) ?? 0;
  }

  const blocks: BlockGeometry[] = rows.blocks.map((block, b) => {
    const contour = Float32Array.from(block.contour.flat());
    const standIndex = standIndexById.get(block.standId);
    if (standIndex === undefined) throw new GeometryError(`block ${block.id}: unknown stand ${block.standId}`);
    const start = seatStart[b] === -1 ? 0 : seatStart[b]!;
    const end = seatEnd[b] === -1 ? 0 : seatEnd[b]!;
    return {
      id: block.id,
      name: block.name,
      standIndex,
      standName: rows.stands[standIndex]!.name,
      isOpenSeating: block.isOpenSeating,
      contour,
      seatStart: start,
      seatEnd: end,
      bbox: pointsBounds(contour),
      centroid: polygonCentroid(contour),
    };
  });

  const colours = categoryColours(rows.categories);
  const categories: CategoryInfo[] = rows.categories.map((c, i) => ({ id: c.id, name: c.name, color: colours[i]! }));

  return {
    arenaId: rows.arenaId,
    version: rows.version,
    seatCount,
    bounds: geometryBounds(blocks, x, y),
    seatRadius: estimateSeatRadius(x, y, blockIndex, row, blocks.map((b) => b.isOpenSeating)),
    stands: rows.stands.map((s) => ({ id: s.id, name: s.name })),
    blocks,
    categories,
    seatId,
    x,
    y,
    blockIndex,
    categoryIndex,
    seatTypes,
    seatTypeIndex,
    row,
    column,
    rowNameIndex,
    rowNames: rowNames.values,
    seatNumberIndex,
    seatNumbers: seatNumbers.values,
  };
}

/** The seat types some seat has, in the given order, and each one's 1-based index by id. */
function usedSeatTypes(rows: GeometryRows): { seatTypes: SeatTypeInfo[]; typeIndexById: Map<number, number> } {
  const used = new Set<number>();
  for (const seat of rows.seats) if (seat.seatTypeId != null) used.add(seat.seatTypeId);
  const seatTypes = (rows.seatTypes ?? []).filter((t) => used.has(t.id));
  if (seatTypes.length > 0xff) throw new GeometryError('more than 255 seat types');
  return { seatTypes, typeIndexById: new Map(seatTypes.map((t, i) => [t.id, i + 1])) };
}

class Dictionary {
  readonly values: string[] = [];
  private readonly positions = new Map<string, number>();

  index(value: string): number {
    let position = this.positions.get(value);
    if (position === undefined) {
      position = this.values.length;
      if (position > 0xffff) throw new GeometryError('more than 65536 distinct labels');
      this.values.push(value);
      this.positions.set(value, position);
    }
    return position;
  }
}

/** Bounds of a flat `[x0, y0, x1, y1, ...]` list. */
export function pointsBounds(points: ArrayLike<number>): Bounds {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < points.length; i += 2) {
    const px = points[i]!;
    const py = points[i + 1]!;
    if (px < minX) minX = px;
    if (px > maxX) maxX = px;
    if (py < minY) minY = py;
    if (py > maxY) maxY = py;
  }
  return minX === Infinity ? [0, 0, 0, 0] : [minX, minY, maxX, maxY];
}

/** Area centroid of a flat polygon; the bbox centre when the area is (nearly) zero. */
export function polygonCentroid(points: ArrayLike<number>): [number, number] {
  let area = 0;
  let cx = 0;
  let cy = 0;
  const n = points.length >> 1;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const x0 = points[2 * i]!;
    const y0 = points[2 * i + 1]!;
    const x1 = points[2 * j]!;
    const y1 = points[2 * j + 1]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-9) {
    const [minX, minY, maxX, maxY] = pointsBounds(points);
    return [(minX + maxX) / 2, (minY + maxY) / 2];
  }
  return [cx / (3 * area), cy / (3 * area)];
}

function geometryBounds(blocks: BlockGeometry[], x: Float32Array, y: Float32Array): Bounds {
  const all: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const block of blocks) {
    if (block.contour.length < 2) continue;
    all[0] = Math.min(all[0], block.bbox[0]);
    all[1] = Math.min(all[1], block.bbox[1]);
    all[2] = Math.max(all[2], block.bbox[2]);
    all[3] = Math.max(all[3], block.bbox[3]);
  }
  for (let i = 0; i < x.length; i++) {
    const px = x[i]!;
    const py = y[i]!;
    if (px < all[0]) all[0] = px;
    if (px > all[2]) all[2] = px;
    if (py < all[1]) all[1] = py;
    if (py > all[3]) all[3] = py;
  }
  return all[0] === Infinity ? [0, 0, 0, 0] : all;
}

/**
 * Seat radius from the typical spacing of neighbours in a row (median over a sample), so hit
 * areas never overlap whatever units the venue uses.
 */
export function estimateSeatRadius(x: Float32Array, y: Float32Array, blockIndex: Uint16Array, row: Uint16Array, openSeating?: readonly boolean[]): number {
  // Places of open-seating areas are laid out by the importer at any pitch: seats decide.
  const seated = openSeating?.some((open) => !open) ? (b: number) => !openSeating[b] : () => true;
  const gaps: number[] = [];
  const step = Math.max(1, Math.floor(x.length / 2000));
  for (let i = 1; i < x.length && gaps.length < 2000; i += step) {
    if (blockIndex[i] !== blockIndex[i - 1] || row[i] !== row[i - 1] || !seated(blockIndex[i]!)) continue;
    const d = Math.hypot(x[i]! - x[i - 1]!, y[i]! - y[i - 1]!);
    if (d > 0) gaps.push(d);
  }
  if (gaps.length === 0) return 0.25;
  gaps.sort((a, b) => a - b);
  return gaps[gaps.length >> 1]! * 0.45;
}
