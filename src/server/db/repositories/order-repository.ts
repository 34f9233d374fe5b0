/** Orders and their tickets: writing holds, releasing them and finding a customer's orders. */
import { sql } from 'kysely';
import type { Insertable, RawBuilder } from 'kysely';
import type { Db } from '../database.js';
import type { AncillaryTicketTable, OrderStatus, OrderTable, SeatTicketTable } from '../schema.js';
import { pendingPaymentCutoff } from '../../../domain/payment/pending-window.js';

export type OrderRow = Pick<
  OrderTable,
  'customer_id' | 'status' | 'expiry_datetime' | 'has_transaction_in_progress' | 'sale_channel_id'
> & { id: number };

const orderColumns = ['id', 'customer_id', 'status', 'expiry_datetime', 'has_transaction_in_progress', 'sale_channel_id'] as const;

const SEAT_TICKET_COLUMNS = [
  'order_id', 'event_id', 'seat_id', 'campaign_pack_id', 'pack_group', 'product_id', 'category_id', 'gross_amount',
  'discount_amount', 'state', 'active', 'is_from_resale', 'resale_listing_id', 'holder_info', 'owner_customer_id', 'created_at',
] as const satisfies readonly (keyof Insertable<SeatTicketTable>)[];

/** SQLite caps bound parameters per statement; inserts go in slices well below it. */
const INSERT_SLICE = 400;
/** The most seat tickets insertOrderWithSeatTicketsPg and insertSeatTicketsSummedPg take. */
export const ONE_STATEMENT_MAX_TICKETS = INSERT_SLICE;

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  return (await db.selectFrom('orders').select(orderColumns).where('id', '=', orderId).executeTakeFirst()) ?? null;
}

/** An order row read under its lock, with whether promo codes are applied to it and whether its items asked for per-order extras. */
export type LockedOrderRow = OrderRow & { hasPromoCodes: boolean; hasExtraAsks: boolean };

/**
 * The order row, locked for the caller's transaction by a no-op write whose RETURNING reads it in
 * the same round trip (see services/orders/order-access lockedOwnedOrder for why), with whether it
 * carries promo codes (a change re-weighs them only then) and per-order extras asked by its items
 * (a hold that asks for none weighs them only then).
 */
export async function lockAndFindOrder(db: Db, orderId: number): Promise<LockedOrderRow | null> {
  const row = await db.updateTable('orders').set((eb) => ({ status: eb.ref('status') })).where('id', '=', orderId)
    .returning(orderColumns)
    .returning((eb) => eb.exists(eb.selectFrom('order_promo_codes as c').select('c.order_id').whereRef('c.order_id', '=', 'orders.id')).as('has_codes'))
    .returning((eb) => eb.exists(eb.selectFrom('ancillary_requests as r').select('r.order_id').whereRef('r.order_id', '=', 'orders.id')).as('has_asks'))
    .executeTakeFirst();
  if (!row) return null;
  const { has_codes: hasCodes, has_asks: hasAsks, ...order } = row;
  return { ...order, hasPromoCodes: Boolean(Number(hasCodes)), hasExtraAsks: Boolean(Number(hasAsks)) };
}

export async function insertOrder(db: Db, values: Insertable<OrderTable>): Promise<number> {
  const row = await db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Inserts seat tickets sorted by (event, seat): concurrent transactions then take the unique
 * index's locks in one global order, so PostgreSQL cannot deadlock two buyers.
 */
export async function insertSeatTickets(db: Db, rows: Insertable<SeatTicketTable>[]): Promise<void> {
  const sorted = [...rows].sort((a, b) => a.event_id - b.event_id || a.seat_id - b.seat_id);
  // Raw SQL: the builder's row parsing cost more than the insert itself on the hold path.
  for (let i = 0; i < sorted.length; i += INSERT_SLICE) {
    const tuples = sorted.slice(i, i + INSERT_SLICE).map((r) => sql`(${sql.join(SEAT_TICKET_COLUMNS.map((c) => r[c] ?? null))})`);
    await sql`insert into seat_tickets (${sql.join(SEAT_TICKET_COLUMNS.map((c) => sql.ref(c)))}) values ${sql.join(tuples)}`.execute(db);
  }
}

/** A seat ticket of a hold, before it knows the id of its order. */
export type HeldSeatTicket = Omit<Insertable<SeatTicketTable>, 'order_id'>;

/**
 * PostgreSQL: a new order and its seat tickets in one statement (the order's insert feeds the
 * tickets' order id), in insertSeatTickets's lock order. `tickets` must not be empty (the order's
 * id comes back from them) and fit one slice. Answers the order's id.
 */
export async function insertOrderWithSeatTicketsPg(db: Db, order: Insertable<OrderTable>, tickets: readonly HeldSeatTicket[]): Promise<number> {
  const columns = Object.keys(order) as (keyof Insertable<OrderTable>)[];
  const placed = sql`insert into orders (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(columns.map((c) => order[c] ?? null))}) returning id`;
  const { rows } = await sql<{ order_id: number }>`with placed as (${placed})
    insert into seat_tickets (${sql.join(SEAT_TICKET_COLUMNS.map((c) => sql.ref(c)))})
    values ${ticketTuples(tickets, sql`(select id from placed)`)} returning order_id`.execute(db);
  const id = rows[0]?.order_id;
  if (id === undefined) throw new Error('insertOrderWithSeatTicketsPg: no ticket to insert');
  return Number(id);
}

/**
 * PostgreSQL: seat tickets joining an order and the order's amounts summed again, in one statement.
 * The update cannot see the rows its own statement inserts, so it adds what the insert returns to
 * the sums of the tickets already there.
 */
export async function insertSeatTicketsSummedPg(db: Db, orderId: number, tickets: readonly HeldSeatTicket[]): Promise<void> {
  const sumOf = (table: 'seat_tickets' | 'ancillary_tickets' | 'added', column: 'gross_amount' | 'discount_amount') =>
    sql<number>`(select coalesce(sum(${sql.ref(column)}), 0) from ${sql.table(table)}${table === 'added' ? sql`` : sql` where order_id = ${orderId}`})`;
  const total = (column: 'gross_amount' | 'discount_amount') =>
    sql`${sumOf('seat_tickets', column)} + ${sumOf('added', column)} + ${sumOf('ancillary_tickets', column)}`;
  await sql`with added as (
      insert into seat_tickets (${sql.join(SEAT_TICKET_COLUMNS.map((c) => sql.ref(c)))})
      values ${ticketTuples(tickets, orderId)} returning gross_amount, discount_amount)
    update orders set gross_amount = ${total('gross_amount')}, discount_amount = ${total('discount_amount')} where id = ${orderId}`.execute(db);
}

/** VALUES tuples of the tickets of one order, sorted as insertSeatTickets sorts them. */
function ticketTuples(tickets: readonly HeldSeatTicket[], orderId: number | RawBuilder<unknown>): RawBuilder<unknown> {
  if (tickets.length === 0 || tickets.length > INSERT_SLICE) throw new Error(`one statement takes 1 to ${INSERT_SLICE} tickets`);
  const sorted = [...tickets].sort((a, b) => a.event_id - b.event_id || a.seat_id - b.seat_id);
  return sql.join(sorted.map((r) => sql`(${sql.join(SEAT_TICKET_COLUMNS.map((c) => (c === 'order_id' ? orderId : r[c] ?? null)))})`));
}

export async function insertAncillaryTickets(db: Db, rows: Insertable<AncillaryTicketTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_SLICE) {
    await db.insertInto('ancillary_tickets').values(rows.slice(i, i + INSERT_SLICE)).execute();
  }
}

/** Re-sums an order's amounts from its tickets (cents), in one statement. */
export async function recomputeOrderTotals(db: Db, orderId: number): Promise<void> {
  const sumOf = (table: 'seat_tickets' | 'ancillary_tickets', column: 'gross_amount' | 'discount_amount') =>
    sql<number>`(select coalesce(sum(${sql.ref(column)}), 0) from ${sql.table(table)} where order_id = ${orderId})`;
  await db
    .updateTable('orders')
    .set({
      gross_amount: sql<number>`${sumOf('seat_tickets', 'gross_amount')} + ${sumOf('ancillary_tickets', 'gross_amount')}`,
      discount_amount: sql<number>`${sumOf('seat_tickets', 'discount_amount')} + ${sumOf('ancillary_tickets', 'discount_amount')}`,
    })
    .where('id', '=', orderId)
    .execute();
}

/** Puts the resale listings claimed by these tickets back on sale. */
async function releaseResaleClaims(db: Db, ticketFilter: { orderIds: readonly number[] } | { ticketIds: readonly number[] }): Promise<void> {
  let claims = db.selectFrom('seat_tickets').select('resale_listing_id').where('is_from_resale', '=', 1).where('state', '=', 'in_progress');
  claims = 'orderIds' in ticketFilter ? claims.where('order_id', 'in', ticketFilter.orderIds) : claims.where('id', 'in', ticketFilter.ticketIds);
  const ids = (await claims.execute()).map((r) => r.resale_listing_id).filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  await db.updateTable('resale_listings').set({ status: 'on_sale' }).where('id', 'in', ids).where('status', '=', 'pending').execute();
}

/**
 * Ends on-hold orders (abandoned by the customer or expired): their seats are free at once,
 * their resale claims go back on sale. Orders not on hold are left alone. Returns the ids ended.
 */
export async function abandonOrders(db: Db, orderIds: readonly number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const ended = await db
    .updateTable('orders')
    // A payment left pending past its window stays 'pending' on its payment row (a late success
    // is then refunded); the order itself no longer waits for it.
    .set({ status: 'abandoned' satisfies OrderStatus, has_transaction_in_progress: 0 })
    .where('id', 'in', orderIds)
    .where('status', '=', 'onhold')
    .returning('id')
    .execute();
  const ids = ended.map((r) => r.id);
  if (ids.length === 0) return [];
  await releaseResaleClaims(db, { orderIds: ids });
  await db.updateTable('seat_tickets').set({ active: 0, state: 'failed' }).where('order_id', 'in', ids).execute();
  await db.updateTable('ancillary_tickets').set({ state: 'failed' }).where('order_id', 'in', ids).execute();
  return ids;
}

/** Removes tickets from an on-hold order (the cart drops them; nothing was sold). */
export async function deleteTickets(db: Db, orderId: number, seatTicketIds: readonly number[], ancillaryIds: readonly number[]): Promise<void> {
  if (seatTicketIds.length > 0) {
    await releaseResaleClaims(db, { ticketIds: seatTicketIds });
    await db.deleteFrom('seat_tickets').where('order_id', '=', orderId).where('id', 'in', seatTicketIds).execute();
  }
  if (ancillaryIds.length > 0) {
    await db.deleteFrom('ancillary_tickets').where('order_id', '=', orderId).where('id', 'in', ancillaryIds).execute();
  }
}

/**
 * On-hold orders whose hold has run out at `nowIso`: past their expiry, or, with a payment in
 * progress, past their expiry plus the pending-payment window (domain/payment/pending-window);
 * narrowed to those claiming a resale listing of one of `resaleSeats` when it is set.
 */
export async function staleOrderIds(
  db: Db,
  nowIso: string,
  options: { resaleSeats?: { eventId: number; seatIds: readonly number[] }; customerId?: number; limit?: number } = {},
): Promise<number[]> {
  const cutoffIso = pendingPaymentCutoff(nowIso);
  let query = db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.status', '=', 'onhold')
    .where('o.expiry_datetime', '<=', nowIso)
    .where((eb) => eb.or([eb('o.has_transaction_in_progress', '=', 0), eb('o.expiry_datetime', '<=', cutoffIso)]));
  const resale = options.resaleSeats;
  if (resale) {
    if (resale.seatIds.length === 0) return [];
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('seat_tickets as claim')
          .innerJoin('resale_listings as l', 'l.id', 'claim.resale_listing_id')
          .innerJoin('seat_tickets as sold', 'sold.id', 'l.seat_ticket_id')
          .select('claim.id')
          .whereRef('claim.order_id', '=', 'o.id')
          .where('sold.event_id', '=', resale.eventId)
          .where('sold.seat_id', 'in', [...resale.seatIds]),
      ));
  }
  if (options.customerId !== undefined) query = query.where('o.customer_id', '=', options.customerId);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.orderBy('o.id').execute()).map((r) => r.id);
}

/** Ids of a customer's orders among `orderIds` (others' and unknown ids are left out). */
export async function ownedOrderIds(db: Db, customerId: number, orderIds: readonly number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.selectFrom('orders').select('id').where('customer_id', '=', customerId).where('id', 'in', orderIds).execute();
  return rows.map((r) => r.id);
}
