import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import {
  findActivePromoCodesByIds,
  findActivePromoCodesByNames,
  findPromoCodesOfOrder,
  idsKnownToCustomer,
  normalizePromoCodeName,
  recordRevealedCodes,
  toPublicPromoCode,
} from './promo-repository.js';
import type { PublicPromoCode } from './promo-repository.js';

/** The spec's answer for any unknown code in a fetch (note the final S). */
export const PROMO_DOES_NOT_EXISTS = 'PROMO_DOES_NOT_EXISTS';

export type FetchPromoCodesQuery = { orderId: number } | { names: string[] } | { promoCodeIds: number[] };

export type FetchedPromoCode = PublicPromoCode & { rank?: number; discountAmount?: number };

/**
 * Codes by order (those applied to one of the customer's orders, by rank, with their amounts),
 * by name or by id. Asked by name or id, every one must exist and be active, else 404
 * PROMO_DOES_NOT_EXISTS; answers keep the order of the request.
 */
export async function fetchPromoCodes(db: Db, customerId: number, query: FetchPromoCodesQuery, now: Date): Promise<FetchedPromoCode[]> {
  if ('orderId' in query) {
    const order = await db.selectFrom('orders').select('customer_id').where('id', '=', query.orderId).executeTakeFirst();
    if (!order || order.customer_id !== customerId) throw new AppError(404, 'ORDER_NOT_FOUND');
    const rows = await findPromoCodesOfOrder(db, query.orderId);
    return rows.map((row) => ({ ...toPublicPromoCode(row), rank: row.rank, discountAmount: row.applied_discount_amount }));
  }
  if ('names' in query) {
    const rows = await findActivePromoCodesByNames(db, query.names);
    await recordRevealedCodes(db, customerId, rows.map((r) => r.id), now);
    const byName = new Map(rows.map((r) => [normalizePromoCodeName(r.name), r]));
    return query.names.map((name) => {
      const row = byName.get(normalizePromoCodeName(name));
      if (!row) throw new AppError(404, PROMO_DOES_NOT_EXISTS);
      return toPublicPromoCode(row);
    });
  }
  // By id only what the customer already knows: a private code's id must not lead to its name.
  const known = await idsKnownToCustomer(db, customerId, query.promoCodeIds);
  const rows = (await findActivePromoCodesByIds(db, query.promoCodeIds)).filter((r) => known.has(r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return query.promoCodeIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError(404, PROMO_DOES_NOT_EXISTS);
    return toPublicPromoCode(row);
  });
}
