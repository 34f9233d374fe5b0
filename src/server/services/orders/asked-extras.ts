/**
 * Keep-only on an order (update-tickets-on-order) and per-order extras: an extra written under an
 * item whose tickets all leave stays while an item the order still holds asks for it, as when the
 * item is sent again without it (./ancillaries.ts, migration 023).
 */
import type { Db } from '../../db/database.js';
import { asksOfHeldItems } from '../../db/repositories/ancillary-requests.js';
import { extrasStillAsked } from '../../../domain/cart/per-order-extras.js';

/**
 * Of `dropIds`, the order's extra tickets the fan left out, those still asked for, after the
 * dropped seats are gone (so the asks are those of the items it still holds). They are moved under
 * the item asking and their ids answered: the caller deletes the others. An extra left out while
 * its own item stays is the fan's choice and goes.
 */
export async function keepAskedExtras(trx: Db, orderId: number, dropIds: readonly number[]): Promise<Set<number>> {
  if (dropIds.length === 0) return new Set();
  const [extras, seats, asks] = await Promise.all([
    trx.selectFrom('ancillary_tickets').select(['id', 'ancillary_id', 'event_id', 'campaign_pack_id']).where('order_id', '=', orderId).execute(),
    trx.selectFrom('seat_tickets').select(['event_id', 'campaign_pack_id']).where('order_id', '=', orderId).execute(),
    asksOfHeldItems(trx, orderId),
  ]);
  if (asks.length === 0) return new Set();
  const held = new Set(seats.map((s) => (s.campaign_pack_id === null ? `e${s.event_id}` : `p${s.campaign_pack_id}`)));
  const itemOf = (e: { event_id: number | null; campaign_pack_id: number | null }) =>
    e.campaign_pack_id !== null ? `p${e.campaign_pack_id}` : e.event_id !== null ? `e${e.event_id}` : null;
  const dropped = new Set(dropIds);
  const kept = new Map<number, number>();
  for (const e of extras) if (!dropped.has(e.id)) kept.set(e.ancillary_id, (kept.get(e.ancillary_id) ?? 0) + 1);
  const leaving = extras.filter((e) => {
    const item = itemOf(e);
    return dropped.has(e.id) && item !== null && !held.has(item);
  }).map((e) => ({ id: e.id, ancillaryId: e.ancillary_id, eventId: e.event_id, packId: e.campaign_pack_id }));
  const stay = extrasStillAsked(leaving, kept, asks);
  for (const t of stay) {
    await trx.updateTable('ancillary_tickets').set({ event_id: t.eventId, campaign_pack_id: t.packId }).where('id', '=', t.id).execute();
  }
  return new Set(stay.map((t) => t.id));
}
