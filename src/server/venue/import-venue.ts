import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { SeatTable } from '../db/schema.js';
import { AppError } from '../errors.js';
import { bulkInsert } from './bulk-insert.js';
import { validateVenue } from '../../domain/venue/validate-venue.js';
import type { VenueFile, VenueIssue } from '../../domain/venue/venue-format.js';
import { formatVenueIssue } from '../../domain/venue/venue-format.js';

/** Seats per INSERT: 500 rows × 13 columns stays far below both dialects' parameter limits. */
const SEAT_BATCH = 500;

export interface ImportedVenue {
  arenaId: number;
  geometryVersion: string;
  seatCount: number;
  standIds: number[];
  blockIds: number[];
  /** Database id of each category, by its key in the file. */
  categoryIds: Record<string, number>;
}

/** Thrown when a venue file is rejected; `details.issues` lists every problem with its path. */
export class VenueValidationError extends AppError {
  constructor(readonly issues: VenueIssue[]) {
    const shown = issues.slice(0, 20).map(formatVenueIssue);
    const more = issues.length > shown.length ? `\n… and ${issues.length - shown.length} more` : '';
    super(400, 'VENUE_INVALID', `Invalid venue file (${issues.length} problem(s)):\n${shown.join('\n')}${more}`, {
      issues,
    });
    this.name = 'VenueValidationError';
  }
}

/** A short, stable digest of the venue's content; changes whenever any geometry changes. */
export function venueGeometryVersion(venue: VenueFile): string {
  return createHash('sha256').update(JSON.stringify(venue)).digest('hex').slice(0, 12);
}

/**
 * Validates a venue file and inserts its arena, stands, blocks, categories and seats in one
 * transaction (joining the caller's transaction when `db` already is one), so a failure leaves
 * nothing behind. Seats get `seat_index` in file order, so each block's seats are contiguous.
 * `row` and `column` are 1-based ordinals of the row in its block and the seat in its row.
 */
export async function importVenue(db: Db, venueFile: unknown): Promise<ImportedVenue> {
  const validation = validateVenue(venueFile);
  if (!validation.ok) throw new VenueValidationError(validation.issues);
  const venue = validation.venue;
  if (db.isTransaction) return insertVenue(db, venue);
  return db.transaction().execute((trx) => insertVenue(trx, venue));
}

async function insertVenue(db: Db, venue: VenueFile): Promise<ImportedVenue> {
  const geometryVersion = venueGeometryVersion(venue);
  const { id: arenaId } = await db
    .insertInto('arenas')
    .values({
      name: venue.name,
      image_url: venue.imageUrl ?? null,
      has_external_seating: 0,
      external_stadium_id: null,
      website_max_tickets_in_cart: 99,
      geometry_version: geometryVersion,
      seat_count: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const categoryIds: Record<string, number> = {};
  for (const category of venue.categories) {
    const { id } = await db
      .insertInto('categories')
      .values({
        arena_id: arenaId,
        name: category.name,
        description: category.description ?? null,
        color: category.color ?? null,
        is_active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds[category.key] = id;
  }

  const seatTypeIds = await seatTypeIdsByCode(db, venue);
  const standIds: number[] = [];
  const blockIds: number[] = [];
  const seats: Insertable<SeatTable>[] = [];
  let seatIndex = 0;
  let blockPosition = 0;
  for (const [standPosition, stand] of venue.stands.entries()) {
    const { id: standId } = await db
      .insertInto('stands')
      .values({ arena_id: arenaId, name: stand.name, position: standPosition })
      .returning('id')
      .executeTakeFirstOrThrow();
    standIds.push(standId);
    for (const block of stand.blocks) {
      const { id: blockId } = await db
        .insertInto('blocks')
        .values({
          arena_id: arenaId,
          stand_id: standId,
          name: block.name,
          contour: JSON.stringify(block.contour),
          is_open_seating: block.isOpenSeating ? 1 : 0,
          external_id: block.externalId ?? null,
          position: blockPosition++,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      blockIds.push(blockId);
      for (const [rowIndex, row] of block.rows.entries()) {
        for (const [seatPosition, seat] of row.seats.entries()) {
          seats.push({
            arena_id: arenaId,
            block_id: blockId,
            seat_index: seatIndex++,
            row: rowIndex + 1,
            column: seatPosition + 1,
            row_name: row.name,
            seat_number: seat.number,
            x: seat.x,
            y: seat.y,
            category_id: categoryIds[seat.category]!,
            map_identifier: null,
            external_id: seat.externalId ?? null,
            seat_type_id: seat.seatType ? seatTypeIds.get(seat.seatType)! : null,
          });
        }
      }
    }
  }
  await bulkInsert(db, 'seats', seats, { batchSize: SEAT_BATCH });
  await db.updateTable('arenas').set({ seat_count: seatIndex }).where('id', '=', arenaId).execute();
  return { arenaId, geometryVersion, seatCount: seatIndex, standIds, blockIds, categoryIds };
}

/**
 * Seat types are shared by every arena of the shop, found by code: a code seen for the first
 * time is added with the file's name; a known one keeps the name it has.
 */
async function seatTypeIdsByCode(db: Db, venue: VenueFile): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const type of venue.seatTypes ?? []) {
    const known = await db.selectFrom('seat_types').select('id').where('code', '=', type.code).executeTakeFirst();
    const id = known?.id ?? (await db.insertInto('seat_types').values({ code: type.code, name: type.name }).returning('id').executeTakeFirstOrThrow()).id;
    ids.set(type.code, id);
  }
  return ids;
}
