/** A page of a customer's order ids for My purchases (filters of src/domain/order-paging.ts). */
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { OrderStatus } from '../schema.js';
import type { OrderPageRequest } from '../../../domain/order-paging.js';

export interface OrderPageSearch extends OrderPageRequest {
  customerId: number;
  orderIds: readonly number[] | null;
  statuses: readonly OrderStatus[] | null;
  saleChannelIds: readonly number[] | null;
  hideInProgressTransaction: boolean;
  now: string;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The customer's orders matching the filters, whatever the cursor: a page and the total share it. */
function matchingOrders(db: Db, search: OrderPageSearch) {
  let query = db.selectFrom('orders as o').select('o.id').where('o.customer_id', '=', search.customerId);
  if (search.orderIds) query = query.where('o.id', 'in', search.orderIds.length ? search.orderIds : [0]);
  if (search.statuses && search.statuses.length > 0) query = query.where('o.status', 'in', search.statuses);
  if (search.saleChannelIds && search.saleChannelIds.length > 0) query = query.where('o.sale_channel_id', 'in', search.saleChannelIds);
  if (search.hideInProgressTransaction) query = query.where('o.has_transaction_in_progress', '=', 0);
  if (search.when !== null) {
    // Upcoming while one of its events has not started: a seat's event, an extra's event, or an
    // event of the pack an extra belongs to. An order with no dated item has nothing past.
    const now = search.now;
    const upcoming = sql<boolean>`(exists (select 1 from seat_tickets t join events e on e.id = t.event_id
        where t.order_id = o.id and e.start_datetime >= ${now})
      or exists (select 1 from ancillary_tickets a left join events e on e.id = a.event_id
        left join campaign_pack_events pe on pe.campaign_pack_id = a.campaign_pack_id left join events pev on pev.id = pe.event_id
        where a.order_id = o.id and (e.start_datetime >= ${now} or pev.start_datetime >= ${now}))
      or not exists (select 1 from seat_tickets t where t.order_id = o.id)
        and not exists (select 1 from ancillary_tickets a where a.order_id = o.id and (a.event_id is not null or a.campaign_pack_id is not null)))`;
    query = query.where(search.when === 'upcoming' ? upcoming : sql<boolean>`not ${upcoming}`);
  }
  if (search.search !== null) {
    const pattern = likePattern(search.search);
    query = query.where(sql<boolean>`exists (select 1 from seat_tickets t join events e on e.id = t.event_id
      left join campaign_packs cp on cp.id = t.campaign_pack_id
      where t.order_id = o.id and (lower(e.name) like ${pattern} escape '\\' or lower(cp.name) like ${pattern} escape '\\'))`);
  }
  return query;
}

/** Up to `first + 1` order ids, newest first, after the cursor (the extra one tells a next page exists). */
export async function pageOrderIds(db: Db, search: OrderPageSearch): Promise<number[]> {
  let query = matchingOrders(db, search);
  if (search.afterOrderId !== null) query = query.where('o.id', '<', search.afterOrderId);
  return (await query.orderBy('o.id', 'desc').limit(search.first + 1).execute()).map((r) => r.id);
}

/** How many of the customer's orders match the filters, on every page alike (the cursor is left out). */
export async function countMatchingOrders(db: Db, search: OrderPageSearch): Promise<number> {
  const row = await db.selectFrom(matchingOrders(db, search).as('m')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
