/**
 * PostgreSQL's on-sale read of a seat hold, one statement for three reads that were a round trip
 * each: the customer's unpaid orders (unpaidOrdersOf), the lock of the open cart among them
 * (lockAndFindOrder's no-op write) and the wanted seats with the tickets on them (seatsWithHolds).
 *
 * It runs after the statement that locked the customer, so its snapshot already counts the
 * customer's other holds, which the limits need. The unpaid orders and the seats are read in that
 * snapshot, taken before the cart's lock may wait for a checkout of the cart: the cart's columns
 * come back as the lock found them, and the unique index on active seats still judges every race
 * at the insert.
 */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { SeatRow } from './block-repository.js';
import { seatHoldsQuery, seatsAndHolds } from './inventory-repository.js';
import type { SeatHold, SeatHoldRow } from './inventory-repository.js';
import type { LockedOrderRow, OrderRow } from './order-repository.js';
import { openCartIdAmongUnpaid, unpaidOrdersFromRows, unpaidOrdersQuery } from './unpaid-orders.js';
import type { UnpaidOrders, UnpaidRow } from './unpaid-orders.js';

/** The locked cart's columns (all null when the customer has no open cart). */
type CartColumns = { [K in keyof OrderRow as `cart_${K}`]: OrderRow[K] | null } & { cart_has_codes: boolean | null; cart_has_asks: boolean | null };

export interface HoldRead {
  unpaid: UnpaidOrders;
  /** The open cart, locked, as the lock found it; null when the customer had none. */
  cart: LockedOrderRow | null;
  seats: Map<number, SeatRow>;
  holds: SeatHold[];
}

/** `seatIds` and `eventIds` must not be empty. */
export async function readUnpaidLockingCartPg(
  db: Db,
  customerId: number,
  nowIso: string,
  arenaId: number,
  seatIds: readonly number[],
  eventIds: readonly number[],
): Promise<HoldRead> {
  // One row at least (the lone values row), carrying the unpaid orders as JSON and the cart's
  // columns when there is one, whether or not a seat matched.
  const { rows } = await sql<SeatHoldRow & CartColumns & { unpaid: UnpaidRow[] }>`with unpaid as (${unpaidOrdersQuery(customerId, nowIso)}),
    locked as (
      update orders set status = status where id = (${openCartIdAmongUnpaid(nowIso)})
      returning id as cart_id, customer_id as cart_customer_id, status as cart_status, expiry_datetime as cart_expiry_datetime,
        has_transaction_in_progress as cart_has_transaction_in_progress, sale_channel_id as cart_sale_channel_id,
        exists (select 1 from order_promo_codes c where c.order_id = orders.id) as cart_has_codes,
        exists (select 1 from ancillary_requests r where r.order_id = orders.id) as cart_has_asks),
    wanted as (${seatHoldsQuery(seatIds, eventIds, nowIso)})
    select (select coalesce(json_agg(unpaid), '[]') from unpaid) as unpaid, locked.*, wanted.*
    from (values (1)) one (n) left join locked on true left join wanted on true`.execute(db);
  const first = rows[0];
  const cart: LockedOrderRow | null = first?.cart_id == null ? null : {
    id: first.cart_id,
    customer_id: first.cart_customer_id!,
    status: first.cart_status!,
    expiry_datetime: first.cart_expiry_datetime!,
    has_transaction_in_progress: first.cart_has_transaction_in_progress!,
    sale_channel_id: first.cart_sale_channel_id!,
    hasPromoCodes: Boolean(first.cart_has_codes),
    hasExtraAsks: Boolean(first.cart_has_asks),
  };
  return { unpaid: unpaidOrdersFromRows(first?.unpaid ?? []), cart, ...seatsAndHolds(rows, arenaId) };
}
