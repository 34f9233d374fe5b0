/**
 * The seat map's in-browser data contract: one venue's static geometry in columnar typed arrays
 * and one event's live status as one byte per seat. Everything here is plain data (no DOM), so
 * it can be transferred to the worker and tested in Node.
 *
 * Seat "position" (often `i` or `seatIndex`) is the seat's index in every column below; it is the
 * `seats.seat_index` column of the database. Seats of one block are contiguous
 * (`blocks[b].seatStart <= i < blocks[b].seatEnd`) and, inside a block, ordered by row then column.
 */

/** World coordinates: the venue's own units (x to the right, y downwards), as stored in `seats.x/y`. */
export type Bounds = [minX: number, minY: number, maxX: number, maxY: number];

export interface StandInfo {
  id: number;
  name: string;
}

export interface CategoryInfo {
  id: number;
  name: string;
  /** CSS colour (`#rrggbb`); a distinct palette colour when the database has none (never a status grey). */
  color: string;
}

/** A kind of seat beyond the ordinary one (`seat_types`): wheelchair space, restricted view... */
export interface SeatTypeInfo {
  id: number;
  /** Stable code the shop's texts are keyed by. */
  code: string;
  /** The club's own name, for a code the shop has no text for. */
  name: string;
}

export interface BlockGeometry {
  id: number;
  name: string;
  /** Index into `SeatMapGeometry.stands`. */
  standIndex: number;
  standName: string;
  isOpenSeating: boolean;
  /** Closed polygon as flat `[x0, y0, x1, y1, ...]` (Konva `Line points` order), no repeated last point. */
  contour: Float32Array;
  /** First seat position of the block. */
  seatStart: number;
  /** One past the last seat position (`seatEnd - seatStart` seats; 0 for a seatless block). */
  seatEnd: number;
  bbox: Bounds;
  /** Label anchor: polygon area centroid (falls back to the bbox centre for degenerate contours). */
  centroid: [x: number, y: number];
}

/** Static geometry of one arena at one `geometry_version`. */
export interface SeatMapGeometry {
  arenaId: number;
  /** `arenas.geometry_version`; the cache key of the payload. */
  version: string;
  seatCount: number;
  /** Bounds of every contour and seat. */
  bounds: Bounds;
  /** Seat radius in world units, for drawing and exact hit tests. */
  seatRadius: number;
  stands: StandInfo[];
  blocks: BlockGeometry[];
  categories: CategoryInfo[];
  /** Database id of the seat at each position. */
  seatId: Int32Array;
  x: Float32Array;
  y: Float32Array;
  /** Index into `blocks`. */
  blockIndex: Uint16Array;
  /** Index into `categories` (at most 255 categories per arena). */
  categoryIndex: Uint8Array;
  /** Seat types the arena's seats have (at most 255). */
  seatTypes: SeatTypeInfo[];
  /** 0 for an ordinary seat, else 1 + index into `seatTypes`. */
  seatTypeIndex: Uint8Array;
  /** `seats.row`: the row's ordinal inside its block (adjacency uses it). */
  row: Uint16Array;
  /** `seats.column`: the seat's ordinal inside its row (adjacent seats differ by 1). */
  column: Uint16Array;
  /** Index into `rowNames` (a dictionary: row labels repeat a lot). */
  rowNameIndex: Uint16Array;
  rowNames: string[];
  /** Index into `seatNumbers` (dictionary of `seats.seat_number` labels). */
  seatNumberIndex: Uint16Array;
  seatNumbers: string[];
}

/** Status codes of the per-event status array (`GET /api/events/:id/seat-status`, one byte per seat). */
export const SeatStatus = {
  Available: 0,
  OnHold: 1,
  Sold: 2,
  /** Sold, and put up for resale by its owner: buyable through resale offers. */
  Resale: 3,
} as const;
export type SeatStatusCode = (typeof SeatStatus)[keyof typeof SeatStatus];

/** One byte per seat position, values from `SeatStatus`. */
export type SeatStatusArray = Uint8Array;

/** Which seats a fan may pick: all, only direct sale ("standard") or only resale. */
export type ResaleFilter = 'all' | 'standard' | 'resale';

/** Per-block figures the arena view colours and labels blocks with. */
export interface BlockStats {
  blockIndex: number;
  blockId: number;
  /** Offer-based: max over products of the summed direct availability + max resale availability. */
  availability: number;
  /** Cheapest non-zero price of the block's offers (cents), or null when there is none. */
  minimumPrice: number | null;
  /** Seats whose status is Available (from the status array). */
  freeSeats: number;
  /** Seats whose status is Resale. */
  resaleSeats: number;
  /** True when nothing can be bought: availability 0 (or, without offers, no free or resale seat). */
  soldOut: boolean;
}

/** A seat the fan has chosen (or that automatic choice picked) with the offer it is bought on. */
export interface SeatChoice {
  seatId: number;
  /** Position in the geometry arrays. */
  seatIndex: number;
  categoryId: number;
  productId: number;
  /** Cents. */
  price: number;
  isResale: boolean;
}

/** Answer of best available: the seats found and whether they are the requested adjacent group. */
export interface BestAvailableResult {
  /** Seat positions, in row order; empty when nothing matches. */
  seatIndexes: number[];
  /** The category all seats share (null when nothing was found). */
  categoryId: number | null;
  /** True when the seats are adjacent in one row. */
  adjacent: boolean;
  /** True when the fan must be told (not adjacent, or fewer seats than asked). */
  notice: boolean;
}
