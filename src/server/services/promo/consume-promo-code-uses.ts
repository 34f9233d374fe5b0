import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { eligibleLines } from '../../../domain/promo/index.js';
import { inTransaction } from './apply-promo-codes.js';
import { loadOrderLines } from './order-facts.js';
import { toRule } from './promo-repository.js';

/**
 * Turns the order's promo code reservations into consumed uses; call it in the transaction that
 * confirms the order. Each applied code's `usage_count` grows by one under the guard
 * `usage_count < usage_limit`, and usage rows record the customer and the events the code
 * discounted (one row with no event when it discounted none), which later per-customer and
 * per-event checks read. Idempotent: an order whose uses are recorded is left alone, so a
 * replayed payment notification consumes nothing twice.
 *
 * Throws 409 PROMO_USAGE_LIMIT_REACHED (details: promoCodeId) when a code's last use went to
 * another order meanwhile (this order's reservation had expired): the caller's transaction must
 * roll back and the payment be refused or refunded.
 */
export async function consumePromoCodeUses(db: Db, orderId: number, now: Date): Promise<{ consumedPromoCodeIds: number[] }> {
  return inTransaction(db, async (trx) => {
    const already = await trx.selectFrom('promo_code_usages').select('id').where('order_id', '=', orderId).executeTakeFirst();
    if (already) return { consumedPromoCodeIds: [] };
    const order = await trx.selectFrom('orders').select(['customer_id']).where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
    const applied = await trx
      .selectFrom('order_promo_codes')
      .innerJoin('promo_codes', 'promo_codes.id', 'order_promo_codes.promo_code_id')
      .selectAll('promo_codes')
      .where('order_promo_codes.order_id', '=', orderId)
      .orderBy('promo_codes.id')
      .execute();
    if (applied.length === 0) return { consumedPromoCodeIds: [] };

    const discounted = (await loadOrderLines(trx, [orderId])).filter((l) => l.discountAmount > 0);
    for (const row of applied) {
      const updated = await trx
        .updateTable('promo_codes')
        .set((eb) => ({ usage_count: eb('usage_count', '+', 1) }))
        .where('id', '=', row.id)
        .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('usage_count', '<', eb.ref('usage_limit'))]))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        throw new AppError(409, 'PROMO_USAGE_LIMIT_REACHED', 'PROMO_USAGE_LIMIT_REACHED', { promoCodeId: row.id });
      }
      const eligible = eligibleLines(toRule(row, row.usage_count), discounted);
      const events = eligible.ok ? [...new Set(eligible.lines.map((l) => l.eventId).filter((e) => e !== null))] : [];
      await trx
        .insertInto('promo_code_usages')
        .values(
          (events.length > 0 ? events : [null]).map((eventId) => ({
            promo_code_id: row.id,
            customer_id: order.customer_id,
            order_id: orderId,
            event_id: eventId,
            created_at: now.toISOString(),
          })),
        )
        .execute();
    }
    return { consumedPromoCodeIds: applied.map((r) => r.id) };
  });
}
