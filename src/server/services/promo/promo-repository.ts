import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PromoCodeTable } from '../../db/schema.js';
import type { PromoCodeRule, PromoCodeTerms } from '../../../domain/promo/index.js';

export type PromoCodeRow = Selectable<PromoCodeTable>;

/** A promo code as the API shows it: no usage counters, which are the shop's business. */
export interface PublicPromoCode extends PromoCodeTerms {
  label: string | null;
  description: string | null;
}

/** The terms of a stored code, as both the engine and the API name them. */
function toPromoCodeTerms(row: PromoCodeRow): PromoCodeTerms {
  return {
    id: row.id,
    name: row.name,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    canBeCumulated: row.can_be_cumulated === 1,
    minimumOrderAmount: row.minimum_order_amount,
    maximumOrderAmount: row.maximum_order_amount,
    oneUsePerEventPerCustomer: row.one_use_per_event_per_customer === 1,
    perCustomerUsageLimit: row.per_customer_usage_limit,
    usageLimit: row.usage_limit,
    validityStart: row.validity_start,
    validityEnd: row.validity_end,
    campaignPackId: row.campaign_pack_id,
    categoryId: row.category_id,
    eventId: row.event_id,
    productId: row.product_id,
    uniqueUsePerOrder: row.unique_use_per_order === 1,
  };
}

/** The engine's view of a row; `usesTaken` is consumed uses plus other orders' live reservations. */
export function toRule(row: PromoCodeRow, usesTaken: number): PromoCodeRule {
  return { ...toPromoCodeTerms(row), usageCount: usesTaken, isActive: row.is_active === 1 };
}

/** The API's view of a row. */
export function toPublicPromoCode(row: PromoCodeRow): PublicPromoCode {
  return { ...toPromoCodeTerms(row), label: row.label, description: row.description };
}

/** Active codes with these ids (inactive codes do not exist for customers). */
export async function findActivePromoCodesByIds(db: Db, ids: readonly number[]): Promise<PromoCodeRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('promo_codes').selectAll().where('id', 'in', [...ids]).where('is_active', '=', 1).execute();
}

/** Normalised form of a code typed by a customer: codes are matched without case or spaces. */
export const normalizePromoCodeName = (name: string) => name.trim().toUpperCase();

/** Active codes whose name matches one of `names`, ignoring case and surrounding spaces. */
export async function findActivePromoCodesByNames(db: Db, names: readonly string[]): Promise<PromoCodeRow[]> {
  if (names.length === 0) return [];
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .where(sql<string>`upper(name)`, 'in', names.map(normalizePromoCodeName))
    .where('is_active', '=', 1)
    .execute();
}

/** The codes applied to an order, by rank, with what each took off. */
export async function findPromoCodesOfOrder(
  db: Db,
  orderId: number,
): Promise<(PromoCodeRow & { rank: number; applied_discount_amount: number })[]> {
  return db
    .selectFrom('order_promo_codes')
    .innerJoin('promo_codes', 'promo_codes.id', 'order_promo_codes.promo_code_id')
    .selectAll('promo_codes')
    .select(['order_promo_codes.rank', 'order_promo_codes.discount_amount as applied_discount_amount'])
    .where('order_promo_codes.order_id', '=', orderId)
    .orderBy('order_promo_codes.rank')
    .execute();
}

/** Records that the customer found these codes by name; finding one again changes nothing. */
export async function recordRevealedCodes(db: Db, customerId: number, promoCodeIds: readonly number[], now: Date): Promise<void> {
  if (promoCodeIds.length === 0) return;
  await db.insertInto('promo_code_reveals')
    .values([...new Set(promoCodeIds)].map((id) => ({ customer_id: customerId, promo_code_id: id, revealed_at: now.toISOString() })))
    .onConflict((oc) => oc.columns(['customer_id', 'promo_code_id']).doNothing())
    .execute();
}

/** The codes among `ids` the customer may name by id: found by name, or on one of their orders. */
export async function idsKnownToCustomer(db: Db, customerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [revealed, applied] = await Promise.all([
    db.selectFrom('promo_code_reveals').select('promo_code_id').where('customer_id', '=', customerId).where('promo_code_id', 'in', [...ids]).execute(),
    db.selectFrom('order_promo_codes as opc').innerJoin('orders as o', 'o.id', 'opc.order_id').select('opc.promo_code_id')
      .where('o.customer_id', '=', customerId).where('opc.promo_code_id', 'in', [...ids]).execute(),
  ]);
  return new Set([...revealed, ...applied].map((r) => r.promo_code_id));
}
