/** The per-order extras each item of an order asked for (migration 023). */
import type { Db } from '../database.js';
import type { ExtraAsk } from '../../../domain/cart/per-order-extras.js';

type Item = { eventId: number | null; packId: number | null };

/** Replaces what `item` of the order asks for with `asks` (ancillary id and quantity). */
export async function replaceItemAsks(db: Db, orderId: number, item: Item, asks: readonly { ancillaryId: number; quantity: number }[]): Promise<void> {
  let old = db.deleteFrom('ancillary_requests').where('order_id', '=', orderId);
  old = item.packId === null ? old.where('event_id', '=', item.eventId).where('campaign_pack_id', 'is', null) : old.where('campaign_pack_id', '=', item.packId);
  await old.execute();
  if (asks.length === 0) return;
  await db.insertInto('ancillary_requests').values(asks.map((ask) => ({
    order_id: orderId, ancillary_id: ask.ancillaryId, event_id: item.eventId, campaign_pack_id: item.packId, quantity: ask.quantity,
  }))).execute();
}

/**
 * The asks of the items the order still holds tickets of: an item whose tickets all left the
 * order (its group removed) asks for nothing any more.
 */
export async function asksOfHeldItems(db: Db, orderId: number): Promise<ExtraAsk[]> {
  const rows = await db.selectFrom('ancillary_requests as r')
    .select(['r.ancillary_id', 'r.event_id', 'r.campaign_pack_id', 'r.quantity'])
    .where('r.order_id', '=', orderId)
    .where((eb) => eb.exists(eb.selectFrom('seat_tickets as t').select('t.id')
      .whereRef('t.order_id', '=', 'r.order_id')
      .where((inner) => inner.or([
        inner.and([inner('r.campaign_pack_id', 'is', null), inner('t.campaign_pack_id', 'is', null), inner('t.event_id', '=', inner.ref('r.event_id'))]),
        inner('t.campaign_pack_id', '=', inner.ref('r.campaign_pack_id')),
      ]))))
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ ancillaryId: r.ancillary_id, eventId: r.event_id, packId: r.campaign_pack_id, quantity: Number(r.quantity) }));
}
