import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { eligibleLines } from '../../../domain/promo/index.js';
import type { CustomerPromoUsage, OrderLine, PromoCodeRule } from '../../../domain/promo/index.js';
import type { PromoCodeRow } from './promo-repository.js';
import { pendingPaymentCutoff } from '../../../domain/payment/pending-window.js';

/**
 * A reservation holds while its order can still be sold: on hold and not expired, or, with a
 * payment in progress, until the pending-payment window after its expiry (the order is confirmed
 * if that payment succeeds meanwhile, consuming the use). Ending it at the bare expiry let a
 * second order take a use the paying one was about to consume.
 */
function liveReservation(eb: ExpressionBuilder<Database, 'orders'>, nowIso: string) {
  return eb.and([
    eb('orders.status', '=', 'onhold'),
    eb.or([
      eb('orders.expiry_datetime', '>', nowIso),
      eb.and([eb('orders.has_transaction_in_progress', '=', 1), eb('orders.expiry_datetime', '>', pendingPaymentCutoff(nowIso))]),
    ]),
  ]);
}

/** An engine line plus where it is stored and its current discount. */
export type StoredOrderLine = OrderLine & { orderId: number; discountAmount: number };

/**
 * The tickets of orders as engine lines, with their stored discount. Seat tickets that gave their
 * seat back (active = 0) and failed or refunded ancillaries are not part of what the customer pays.
 */
export async function loadOrderLines(db: Db, orderIds: readonly number[]): Promise<StoredOrderLine[]> {
  if (orderIds.length === 0) return [];
  const seats = await db
    .selectFrom('seat_tickets')
    .select(['id', 'order_id', 'gross_amount', 'event_id', 'category_id', 'product_id', 'campaign_pack_id', 'discount_amount'])
    .where('order_id', 'in', [...orderIds])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const ancillaries = await db
    .selectFrom('ancillary_tickets')
    .select(['id', 'order_id', 'gross_amount', 'event_id', 'campaign_pack_id', 'discount_amount'])
    .where('order_id', 'in', [...orderIds])
    .where('state', 'not in', ['failed', 'refunded'])
    .orderBy('id')
    .execute();
  return [
    ...seats.map((t) => ({
      orderId: t.order_id,
      kind: 'seat' as const,
      ticketId: t.id,
      grossAmount: t.gross_amount,
      discountAmount: reduction(t.discount_amount),
      eventId: t.event_id,
      categoryId: t.category_id,
      productId: t.product_id,
      campaignPackId: t.campaign_pack_id,
    })),
    ...ancillaries.map((t) => ({
      orderId: t.order_id,
      kind: 'ancillary' as const,
      ticketId: t.id,
      grossAmount: t.gross_amount,
      discountAmount: reduction(t.discount_amount),
      eventId: t.event_id,
      categoryId: null,
      productId: null,
      campaignPackId: t.campaign_pack_id,
    })),
  ];
}

/**
 * Uses of each code taken by orders other than `orderId`: consumed uses (`usage_count`) plus
 * live reservations, i.e. the code applied to another order that can still be sold (liveReservation).
 */
export async function usesTakenByOthers(
  db: Db,
  codes: readonly PromoCodeRow[],
  orderId: number,
  nowIso: string,
): Promise<Map<number, number>> {
  const taken = new Map(codes.map((c) => [c.id, c.usage_count]));
  if (codes.length === 0) return taken;
  const reservations = await db
    .selectFrom('order_promo_codes')
    .innerJoin('orders', 'orders.id', 'order_promo_codes.order_id')
    .select(['order_promo_codes.promo_code_id as id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('order_promo_codes.promo_code_id', 'in', codes.map((c) => c.id))
    .where('order_promo_codes.order_id', '!=', orderId)
    .where((eb) => liveReservation(eb, nowIso))
    .groupBy('order_promo_codes.promo_code_id')
    .execute();
  for (const r of reservations) taken.set(r.id, (taken.get(r.id) ?? 0) + Number(r.n));
  return taken;
}

/**
 * What this customer already used of each code outside `orderId`: consumed uses (usage rows of
 * confirmed orders) and live reservations on the customer's other on-hold orders. For a
 * reservation, the events counted are those of that order's discounted lines the code can apply
 * to (tickets keep their total discount, not a per-code split).
 */
export async function customerUsage(
  db: Db,
  customerId: number,
  rules: readonly PromoCodeRule[],
  orderId: number,
  nowIso: string,
): Promise<CustomerPromoUsage[]> {
  if (rules.length === 0) return [];
  const ids = rules.map((r) => r.id);
  const consumed = await db
    .selectFrom('promo_code_usages')
    .select(['promo_code_id', 'order_id', 'event_id'])
    .where('customer_id', '=', customerId)
    .where('promo_code_id', 'in', ids)
    .where('order_id', '!=', orderId)
    .execute();
  const reserved = await db
    .selectFrom('order_promo_codes')
    .innerJoin('orders', 'orders.id', 'order_promo_codes.order_id')
    .select(['order_promo_codes.promo_code_id', 'order_promo_codes.order_id'])
    .where('orders.customer_id', '=', customerId)
    .where('order_promo_codes.promo_code_id', 'in', ids)
    .where('order_promo_codes.order_id', '!=', orderId)
    .where((eb) => liveReservation(eb, nowIso))
    .execute();
  const reservedLines = await loadOrderLines(db, [...new Set(reserved.map((r) => r.order_id))]);

  return rules.map((rule) => {
    const orders = new Set<number>();
    const events = new Set<number>();
    for (const u of consumed.filter((c) => c.promo_code_id === rule.id)) {
      orders.add(u.order_id);
      if (u.event_id !== null) events.add(u.event_id);
    }
    for (const r of reserved.filter((x) => x.promo_code_id === rule.id)) {
      orders.add(r.order_id);
      const lines = reservedLines.filter((l) => l.orderId === r.order_id && l.discountAmount > 0);
      const eligible = eligibleLines(rule, lines);
      if (eligible.ok) for (const l of eligible.lines) if (l.eventId !== null) events.add(l.eventId);
    }
    return { promoCodeId: rule.id, uses: orders.size, usedEventIds: [...events] };
  });
}

/**
 * Ticket and order tables store a discount as a negative amount (the spec sums gross and
 * discount); the promo engine reasons in positive reductions. These two convert at the border.
 */
export const reduction = (storedDiscount: number): number => (storedDiscount === 0 ? 0 : -Number(storedDiscount));
export const storedDiscount = (reductionAmount: number): number => (reductionAmount === 0 ? 0 : -reductionAmount);
