/** Inserts confirmed one-ticket orders for a customer directly, for paging tests. */
import type { Db } from '../../../src/server/db/database.js';
import type { ShopFixture } from './inventory-fixture.js';

/**
 * `count` orders, each on its own seat (from `seatOffset`): the first half on the first event, the
 * rest on the second, unless `eventId` names one. Ids ascending.
 */
export async function insertConfirmedOrders(
  db: Db, shop: ShopFixture, customerId: number, count: number, nowIso: string, options: { eventId?: number; seatOffset?: number } = {},
): Promise<number[]> {
  const seats = [...shop.blocks.n1.seatIds, ...shop.blocks.n2.seatIds, ...shop.blocks.s1.seatIds];
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const eventId = options.eventId ?? (i < count / 2 ? shop.events.first : shop.events.second);
    const seatId = seats[((options.seatOffset ?? 0) + i) % seats.length]!;
    const order = await db.insertInto('orders').values({
      customer_id: customerId, status: 'confirmed', sale_channel_id: shop.channelId, created_at: nowIso, expiry_datetime: nowIso,
      sale_datetime: nowIso, gross_amount: 5000, discount_amount: 0, has_transaction_in_progress: 0, number_of_installments: 1,
      payment_method: 'credit_card', anomaly_code: null, anomaly_status: null, ticket_withdrawal: 'Envoi par email',
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('seat_tickets').values({
      order_id: order.id, event_id: eventId, seat_id: seatId, campaign_pack_id: null, pack_group: null, product_id: shop.products.full,
      category_id: shop.categories.a, gross_amount: 5000, discount_amount: 0, state: 'confirmed', active: 1, is_from_resale: 0,
      resale_listing_id: null, holder_info: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }), owner_customer_id: customerId, created_at: nowIso,
    }).execute();
    ids.push(order.id);
  }
  return ids;
}
