/** Blocks and their seats, as the block seats call and the GraphQL `blocks` query read them. */
import type { Db } from '../database.js';

export interface BlockRow {
  id: number;
  arenaId: number;
  name: string;
  standId: number;
  standName: string;
  contour: string;
  isOpenSeating: boolean;
  externalId: string | null;
}

export interface SeatRow {
  id: number;
  blockId: number;
  arenaId: number;
  categoryId: number;
  row: number;
  column: number;
  rowName: string;
  seatNumber: string;
  mapIdentifier: string | null;
  externalId: string | null;
}

function blockQuery(db: Db) {
  return db
    .selectFrom('blocks as b')
    .innerJoin('stands as st', 'st.id', 'b.stand_id')
    .select([
      'b.id', 'b.arena_id as arenaId', 'b.name', 'st.id as standId', 'st.name as standName', 'b.contour',
      'b.is_open_seating', 'b.external_id as externalId',
    ]);
}

function toBlock(row: { is_open_seating: number } & Omit<BlockRow, 'isOpenSeating'>): BlockRow {
  const { is_open_seating, ...rest } = row;
  return { ...rest, isOpenSeating: is_open_seating === 1 };
}

/** Blocks by id, in position order. */
export async function findBlocks(db: Db, blockIds: readonly number[]): Promise<BlockRow[]> {
  if (blockIds.length === 0) return [];
  const rows = await blockQuery(db).where('b.id', 'in', blockIds).orderBy('b.position').orderBy('b.id').execute();
  return rows.map(toBlock);
}

/** A block of an arena found by its stand's and its own name (how pack offers name blocks). */
export async function findBlockByNames(db: Db, arenaId: number, standName: string, blockName: string): Promise<BlockRow | null> {
  const row = await blockQuery(db)
    .where('b.arena_id', '=', arenaId)
    .where('st.name', '=', standName)
    .where('b.name', '=', blockName)
    .executeTakeFirst();
  return row ? toBlock(row) : null;
}

const seatColumns = [
  's.id', 's.block_id as blockId', 's.arena_id as arenaId', 's.category_id as categoryId', 's.row', 's.column',
  's.row_name as rowName', 's.seat_number as seatNumber', 's.map_identifier as mapIdentifier', 's.external_id as externalId',
] as const;

/** Every seat of the blocks, in geometry order. */
export async function seatsOfBlocks(db: Db, blockIds: readonly number[]): Promise<SeatRow[]> {
  if (blockIds.length === 0) return [];
  return db.selectFrom('seats as s').select(seatColumns).where('s.block_id', 'in', blockIds).orderBy('s.seat_index').execute();
}

