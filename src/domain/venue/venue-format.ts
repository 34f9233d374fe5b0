/**
 * The venue file: a self-contained JSON description of one arena's geometry (stands, blocks,
 * rows, seats) and seat categories. Documented in docs/venue-format.md.
 *
 * Coordinates are in the venue's own units (the generator uses metres), x to the right and
 * y downwards, like the seat map's world coordinates.
 */

/** The only format version this code reads and writes. */
export const VENUE_FORMAT_VERSION = 1;

export type Point = [x: number, y: number];

export interface VenueCategory {
  /** Referenced by seats; unique within the file. */
  key: string;
  name: string;
  description?: string;
  /** CSS colour `#rgb` or `#rrggbb`. */
  color?: string;
}

export interface VenueSeat {
  /** Seat label as printed on the ticket; unique within its row. */
  number: string;
  x: number;
  y: number;
  /** A `VenueCategory.key`. */
  category: string;
  externalId?: string;
  /** A `VenueSeatType.code`; absent for an ordinary seat. */
  seatType?: string;
}

/** A kind of seat beyond the ordinary one: a wheelchair space, a restricted view, a standing place. */
export interface VenueSeatType {
  /** Lower-case letters, digits and `_`; the shop's texts are keyed by it (`reduced_mobility`). */
  code: string;
  /** The club's name for it, shown when the shop has no text for the code. */
  name: string;
}

export interface VenueRow {
  name: string;
  seats: VenueSeat[];
}

export interface VenueBlock {
  /** Unique within its stand. */
  name: string;
  externalId?: string;
  /** Places are still listed: the shop assigns them automatically. */
  isOpenSeating: boolean;
  /** Closed polygon, at least 3 points, last point not repeated. */
  contour: Point[];
  /** Empty for a general-admission area (its places are laid out on import). */
  rows: VenueRow[];
  /** A general-admission area: a number of places and no seat positions; open seating. */
  generalAdmission?: { capacity: number; category: string };
}

export interface VenueStand {
  name: string;
  blocks: VenueBlock[];
}

export interface VenueFile {
  formatVersion: typeof VENUE_FORMAT_VERSION;
  name: string;
  /** http(s) address of a picture of the arena. */
  imageUrl?: string;
  categories: VenueCategory[];
  /** Seat types the seats refer to by code. */
  seatTypes?: VenueSeatType[];
  stands: VenueStand[];
}

/** One problem found in a venue file; `path` is a JSON path such as `stands[2].blocks[5].name`. */
export interface VenueIssue {
  path: string;
  message: string;
}

/** `path: message`, the form the CLI prints. */
export function formatVenueIssue(issue: VenueIssue): string {
  return issue.path ? `${issue.path}: ${issue.message}` : issue.message;
}

/** Total number of seats (places, for open-seating blocks) in a venue file. */
export function countVenueSeats(venue: VenueFile): number {
  let count = 0;
  for (const stand of venue.stands) {
    for (const block of stand.blocks) {
      if (block.generalAdmission && block.rows.length === 0) count += block.generalAdmission.capacity;
      for (const row of block.rows) count += row.seats.length;
    }
  }
  return count;
}
