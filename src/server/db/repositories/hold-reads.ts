/**
 * What a seat hold checks before it writes, read in one statement: the customer's unpaid orders
 * (open cart, tickets a resubmitted cart replaces, limits, companions) and the wanted seats with
 * the active tickets on them. Each was a round trip of its own; on PostgreSQL a round trip is
 * most of a hold's cost (README, "On-sale day").
 */
import { sql } from 'kysely';
import type { Db, Dialect } from '../database.js';
import { jsonRows, parseJsonRows } from '../json-rows.js';
import type { SeatRow } from './block-repository.js';
import { SEAT_HOLD_COLUMNS, seatsAndHoldsFromRows, seatsWithHoldsQuery } from './inventory-repository.js';
import type { SeatHold, SeatHoldRow } from './inventory-repository.js';
import { UNPAID_COLUMNS, unpaidFromRows, unpaidOrdersOf, unpaidOrdersQuery } from './unpaid-orders.js';
import type { UnpaidOrders, UnpaidRow } from './unpaid-orders.js';

export interface HoldReads {
  unpaid: UnpaidOrders;
  /** The arena's seats among those asked for (unknown ids and other arenas' seats left out). */
  seats: Map<number, SeatRow>;
  /** The active tickets on them for the sale's events. */
  holds: SeatHold[];
}

export async function readForHold(
  db: Db,
  dialect: Dialect,
  request: { customerId: number; nowIso: string; arenaId: number; seatIds: readonly number[]; eventIds: readonly number[] },
): Promise<HoldReads> {
  const { customerId, nowIso, arenaId, seatIds, eventIds } = request;
  if (seatIds.length === 0 || eventIds.length === 0) return { unpaid: await unpaidOrdersOf(db, customerId, nowIso), seats: new Map(), holds: [] };
  const { rows } = await sql<{ unpaid: unknown; seats: unknown }>`select
      ${jsonRows(dialect, unpaidOrdersQuery(customerId, nowIso), UNPAID_COLUMNS)} as unpaid,
      ${jsonRows(dialect, seatsWithHoldsQuery(seatIds, eventIds, nowIso), SEAT_HOLD_COLUMNS)} as seats`.execute(db);
  const row = rows[0];
  return {
    unpaid: unpaidFromRows(parseJsonRows<UnpaidRow>(row?.unpaid ?? '[]')),
    ...seatsAndHoldsFromRows(parseJsonRows<SeatHoldRow>(row?.seats ?? '[]'), arenaId),
  };
}
