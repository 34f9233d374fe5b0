/**
 * PostgreSQL: the lock of the customer's cart (lockAndFindOrder's no-op write) and the wanted seats
 * with the tickets on them (seatsWithHolds) in one statement, a round trip saved when a hold joins
 * the cart. The seats are read in the statement's snapshot, taken before the lock may wait for a
 * checkout of the cart; the unique index on active seats still judges every race at the insert.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { SeatRow } from './block-repository.js';
import { seatHoldsQuery, seatsAndHolds } from './inventory-repository.js';
import type { SeatHold, SeatHoldRow } from './inventory-repository.js';
import type { LockedOrderRow, OrderRow } from './order-repository.js';

/** The locked cart's columns (all null when no order has the id). */
type CartColumns = { [K in keyof OrderRow as `cart_${K}`]: OrderRow[K] | null } & { cart_has_codes: boolean | null; cart_has_asks: boolean | null };

/** `seatIds` and `eventIds` must not be empty. The order is null when no row has `orderId`. */
export async function lockOrderReadingSeatsPg(
  db: Db,
  orderId: number,
  arenaId: number,
  seatIds: readonly number[],
  eventIds: readonly number[],
  nowIso: string,
): Promise<{ order: LockedOrderRow | null; seats: Map<number, SeatRow>; holds: SeatHold[] }> {
  // One row at least (the lone values row), carrying the cart's columns when it exists, whether or not a seat matched.
  const { rows } = await sql<SeatHoldRow & CartColumns>`with locked as (
      update orders set status = status where id = ${orderId}
      returning id as cart_id, customer_id as cart_customer_id, status as cart_status, expiry_datetime as cart_expiry_datetime,
        has_transaction_in_progress as cart_has_transaction_in_progress, sale_channel_id as cart_sale_channel_id,
        exists (select 1 from order_promo_codes c where c.order_id = orders.id) as cart_has_codes,
        exists (select 1 from ancillary_requests r where r.order_id = orders.id) as cart_has_asks),
    wanted as (${seatHoldsQuery(seatIds, eventIds, nowIso)})
    select locked.*, wanted.* from (values (1)) one (n) left join locked on true left join wanted on true`.execute(db);
  const first = rows[0];
  const order: LockedOrderRow | null = first?.cart_id == null ? null : {
    id: first.cart_id,
    customer_id: first.cart_customer_id!,
    status: first.cart_status!,
    expiry_datetime: first.cart_expiry_datetime!,
    has_transaction_in_progress: first.cart_has_transaction_in_progress!,
    sale_channel_id: first.cart_sale_channel_id!,
    hasPromoCodes: Boolean(first.cart_has_codes),
    hasExtraAsks: Boolean(first.cart_has_asks),
  };
  return { order, ...seatsAndHolds(rows, arenaId) };
}
