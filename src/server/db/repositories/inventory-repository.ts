/**
 * Which seats are held for which events. A ticket holds its seat while active, unless its order
 * is an expired hold the sweeper has not reached yet: readers treat those seats as free at once.
 * A hold with a payment in progress outlives its expiry by the pending-payment window only
 * (domain/payment/pending-window).
 */
import { sql } from 'kysely';
import type { ExpressionBuilder, RawBuilder } from 'kysely';
import type { Db } from '../database.js';
import type { Database } from '../schema.js';
import type { SeatRow } from './block-repository.js';
import { pendingPaymentCutoff } from '../../../domain/payment/pending-window.js';

type TicketOrderScope = ExpressionBuilder<Database & { t: Database['seat_tickets']; o: Database['orders'] }, 't' | 'o'>;

/** The join condition "this active ticket still holds its seat at `nowIso`". */
export function stillHolds(eb: TicketOrderScope, nowIso: string) {
  return eb.and([
    eb('t.active', '=', 1),
    eb.or([
      eb('o.status', '!=', 'onhold'),
      eb('o.expiry_datetime', '>', nowIso),
      eb.and([eb('o.has_transaction_in_progress', '=', 1), eb('o.expiry_datetime', '>', pendingPaymentCutoff(nowIso))]),
    ]),
  ]);
}

/** An active ticket on a seat a buyer wants, and whether its order is a hold that has expired. */
export interface SeatHold {
  eventId: number;
  seatId: number;
  orderId: number;
  expired: boolean;
}

export type SeatHoldRow = SeatRow & { holdEventId: number | null; holdOrderId: number | null; holdExpired: number | boolean | null };

/**
 * The arena's seats among `seatIds` (unknown ids and other arenas' seats are left out) and the
 * active tickets on them for the `eventIds`: what a hold checks, in one round trip. Seats are
 * looked up by primary key and narrowed to the arena here: with `arena_id = ?` in SQL, SQLite (no
 * statistics) scanned the whole arena once the list had four ids. Tickets join on the seat, so
 * each lookup is an equality on both columns of the unique active-seat index, also in a prepared
 * statement's generic plan made with statistics (EXPLAIN: 0.06 ms; `event_id in (…) and seat_id
 * in (…)` was planned as a scan of the whole event). A plan made before the table had any (a
 * database that never sold a ticket) scans the event's tickets until autovacuum analyses the
 * table (README, "On-sale day"). Raw SQL on the hot path (every hold); `active = 1` literally,
 * so SQLite matches the partial index's predicate.
 */
export async function seatsWithHolds(
  db: Db,
  arenaId: number,
  seatIds: readonly number[],
  eventIds: readonly number[],
  nowIso: string,
): Promise<{ seats: Map<number, SeatRow>; holds: SeatHold[] }> {
  if (seatIds.length === 0 || eventIds.length === 0) return { seats: new Map(), holds: [] };
  const { rows } = await seatHoldsQuery(seatIds, eventIds, nowIso).execute(db);
  return seatsAndHolds(rows, arenaId);
}

/** seatsWithHolds's statement, for callers that send more in its round trip (ids and events not empty). */
export function seatHoldsQuery(seatIds: readonly number[], eventIds: readonly number[], nowIso: string): RawBuilder<SeatHoldRow> {
  return sql<SeatHoldRow>`select s.id, s.block_id as "blockId", s.arena_id as "arenaId", s.category_id as "categoryId",
      s.row, s."column", s.row_name as "rowName", s.seat_number as "seatNumber", s.map_identifier as "mapIdentifier",
      s.external_id as "externalId", t.event_id as "holdEventId", t.order_id as "holdOrderId",
      (o.status = 'onhold' and o.expiry_datetime <= ${nowIso}
        and (o.has_transaction_in_progress = 0 or o.expiry_datetime <= ${pendingPaymentCutoff(nowIso)})) as "holdExpired"
    from seats s
      left join seat_tickets t on t.seat_id = s.id and t.event_id in (${sql.join(eventIds)}) and t.active = 1
      left join orders o on o.id = t.order_id
    where s.id in (${sql.join(seatIds)})`;
}

/** The arena's seats among the rows of seatHoldsQuery (rows without a seat id skipped) and the tickets on them. */
export function seatsAndHolds(rows: readonly SeatHoldRow[], arenaId: number): { seats: Map<number, SeatRow>; holds: SeatHold[] } {
  const seats = new Map<number, SeatRow>();
  const holds: SeatHold[] = [];
  for (const { holdEventId, holdOrderId, holdExpired, ...seat } of rows) {
    if (seat.id === null || seat.arenaId !== arenaId) continue;
    seats.set(seat.id, seat);
    if (holdEventId !== null && holdOrderId !== null) holds.push({ eventId: holdEventId, seatId: seat.id, orderId: holdOrderId, expired: Boolean(holdExpired) });
  }
  return { seats, holds };
}

/** Seat ids of the blocks that are held for at least one of the events. */
export async function heldSeatIdsInBlocks(
  db: Db,
  blockIds: readonly number[],
  eventIds: readonly number[],
  nowIso: string,
): Promise<Set<number>> {
  if (blockIds.length === 0 || eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('seats as s')
    .innerJoin('seat_tickets as t', (join) => join.onRef('t.seat_id', '=', 's.id').on('t.event_id', 'in', eventIds).on('t.active', '=', 1))
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select('s.id')
    .where('s.block_id', 'in', blockIds)
    .where((eb) => stillHolds(eb, nowIso))
    .execute();
  return new Set(rows.map((r) => r.id));
}

export interface BlockCategoryCount {
  blockId: number;
  categoryId: number;
  /** Null for ordinary seats: offers are split by seat type. */
  seatTypeId: number | null;
  capacity: number;
  /** Free for every one of the events. */
  available: number;
}

const countKey = (blockId: number, categoryId: number, seatTypeId: number | null) => `${blockId}:${categoryId}:${seatTypeId ?? ''}`;

/**
 * Capacity and free seats per (block, category, seat type) of an arena; with several events (a
 * pack) a seat counts as free only when it is free for all of them.
 */
export async function blockCategoryCounts(
  db: Db,
  arenaId: number,
  eventIds: readonly number[],
  nowIso: string,
  blockIds?: readonly number[],
): Promise<BlockCategoryCount[]> {
  let capacityQuery = db
    .selectFrom('seats as s')
    .select((eb) => ['s.block_id', 's.category_id', 's.seat_type_id', eb.fn.countAll().as('capacity')])
    .where('s.arena_id', '=', arenaId)
    .groupBy(['s.block_id', 's.category_id', 's.seat_type_id']);
  if (blockIds) capacityQuery = capacityQuery.where('s.block_id', 'in', blockIds.length ? blockIds : [0]);
  const capacities = await capacityQuery.execute();
  let heldQuery = db
    .selectFrom('seats as s')
    .innerJoin('seat_tickets as t', (join) => join.onRef('t.seat_id', '=', 's.id').on('t.active', '=', 1))
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select((eb) => ['s.block_id', 's.category_id', 's.seat_type_id', eb.fn.count<number>('s.id').distinct().as('held')])
    .where('s.arena_id', '=', arenaId)
    .where('t.event_id', 'in', eventIds.length ? eventIds : [0])
    .where((eb) => stillHolds(eb, nowIso))
    .groupBy(['s.block_id', 's.category_id', 's.seat_type_id']);
  if (blockIds) heldQuery = heldQuery.where('s.block_id', 'in', blockIds.length ? blockIds : [0]);
  const held = await heldQuery.execute();
  const heldByKey = new Map(held.map((h) => [countKey(h.block_id, h.category_id, h.seat_type_id), Number(h.held)]));
  return capacities.map((c) => {
    const capacity = Number(c.capacity);
    const taken = heldByKey.get(countKey(c.block_id, c.category_id, c.seat_type_id)) ?? 0;
    return { blockId: c.block_id, categoryId: c.category_id, seatTypeId: c.seat_type_id, capacity, available: Math.max(0, capacity - taken) };
  });
}

export interface ResaleListingRow {
  listingId: number;
  sellerTicketId: number;
  sellerCustomerId: number;
  eventId: number;
  seatId: number;
  blockId: number;
  categoryId: number;
  seatTypeId: number | null;
  productId: number;
  price: number;
}

/** Listings on sale for an event, optionally narrowed to blocks or seats. */
export async function onSaleListings(
  db: Db,
  eventId: number,
  filter: { blockIds?: readonly number[]; seatIds?: readonly number[] } = {},
): Promise<ResaleListingRow[]> {
  let query = db
    .selectFrom('resale_listings as l')
    .innerJoin('seat_tickets as t', 't.id', 'l.seat_ticket_id')
    .innerJoin('seats as s', 's.id', 't.seat_id')
    .select([
      'l.id as listingId', 't.id as sellerTicketId', 'l.seller_customer_id as sellerCustomerId', 't.event_id as eventId',
      't.seat_id as seatId', 's.block_id as blockId', 's.category_id as categoryId', 's.seat_type_id as seatTypeId', 't.product_id as productId', 'l.price',
    ])
    .where('l.status', '=', 'on_sale')
    .where('t.active', '=', 1)
    .where('t.event_id', '=', eventId);
  if (filter.blockIds) query = query.where('s.block_id', 'in', filter.blockIds.length ? filter.blockIds : [0]);
  if (filter.seatIds) query = query.where('t.seat_id', 'in', filter.seatIds.length ? filter.seatIds : [0]);
  return query.orderBy('l.id').execute();
}

/** The product resold tickets are sold under: the first active resale product, if any. */
export async function resaleProductId(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('is_resale', '=', 1)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
