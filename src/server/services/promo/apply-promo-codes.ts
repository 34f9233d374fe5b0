/**
 * Applying promo codes to an order, and why usage limits hold under concurrency.
 *
 * A use of a code is *reserved* while it is applied to an on-hold order that has not expired
 * (its `order_promo_codes` row), and *consumed* when the order is confirmed
 * ({@link consumePromoCodeUses} increments `usage_count`). The uses taken, as the engine sees
 * them, are `usage_count` plus the live reservations of other orders; so an abandoned or expired
 * cart gives its use back without anyone's action.
 *
 * Checking "taken < limit" then inserting a reservation is a read-then-write, so evaluations of
 * the same code are serialised: the transaction first writes (a no-op update) each requested
 * code's row, in id order. On PostgreSQL that takes the row locks, so a second evaluation of the
 * same code waits until the first commits and then counts its reservation; on SQLite the first
 * write takes the database write lock, which has the same effect. Two customers racing for the
 * last use therefore get exactly one success. Consumption is guarded on its own
 * (`usage_count < usage_limit` in the UPDATE's WHERE): a use whose reservation expired and was
 * taken by someone else cannot be consumed twice.
 */
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { lockAndFindOrder } from '../../db/repositories/order-repository.js';
import { evaluatePromoCodes } from '../../../domain/promo/index.js';
import type { PromoEvaluation } from '../../../domain/promo/index.js';
import { findActivePromoCodesByIds, idsKnownToCustomer, toRule } from './promo-repository.js';
import { customerUsage, loadOrderLines, storedDiscount, usesTakenByOthers } from './order-facts.js';

/** Runs `fn` in the caller's transaction when there is one, else in a new one. */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

export interface ApplyPromoCodesRequest {
  orderId: number;
  /** The session's customer: another customer's order is answered as not found. */
  customerId: number;
  /** Requested codes in rank order. */
  promoCodeIds: readonly number[];
  now: Date;
}

/**
 * Evaluates the requested codes against an on-hold order of the customer and stores the result:
 * the accepted codes with their rank and amount, each ticket's discount and the order's discount.
 * A list is applied whole or not at all: when any code is refused, the answer names the refusals
 * and the order keeps no code (the fan's promo state is cleared, as the client clears its own), so
 * what the fan sees and what is stored never differ. An empty list removes every code.
 */
export async function applyPromoCodesToOrder(db: Db, request: ApplyPromoCodesRequest): Promise<PromoEvaluation> {
  return inTransaction(db, async (trx) => {
    // The order's row lock: concurrent evaluations of one order run one after the other.
    const order = await lockAndFindOrder(trx, request.orderId);
    if (!order || order.customer_id !== request.customerId) throw new AppError(404, 'ORDER_NOT_FOUND');
    if (order.status !== 'onhold') throw new AppError(409, 'ORDER_NOT_ONHOLD');
    // An order being paid is frozen: the amount charged is the amount stored.
    if (order.has_transaction_in_progress === 1) throw new AppError(409, 'ORDER_PAYMENT_IN_PROGRESS');
    if (Date.parse(order.expiry_datetime) <= request.now.getTime()) throw new AppError(409, 'ORDER_EXPIRED');
    const result = await evaluateAndStore(trx, request);
    if (result.promoCodeErrors.length === 0) return result;
    await evaluateAndStore(trx, { ...request, promoCodeIds: [] });
    return { ...result, promoCodeDiscounts: [], seatTicketDiscounts: [], ancillaryTicketDiscounts: [] };
  });
}

/**
 * Re-evaluates the codes already applied to an on-hold order, e.g. after its tickets changed,
 * and drops those that no longer apply. Call it inside the transaction that changed the tickets.
 */
export async function reapplyOrderPromoCodes(db: Db, orderId: number, now: Date): Promise<PromoEvaluation | null> {
  return inTransaction(db, async (trx) => {
    const order = await lockAndFindOrder(trx, orderId);
    if (!order || order.status !== 'onhold') return null;
    const applied = order.hasPromoCodes
      ? await trx.selectFrom('order_promo_codes').select('promo_code_id').where('order_id', '=', orderId).orderBy('rank').execute()
      : [];
    return evaluateAndStore(trx, {
      orderId,
      customerId: order.customer_id,
      promoCodeIds: applied.map((a) => a.promo_code_id),
      now,
    });
  });
}

async function evaluateAndStore(trx: Db, request: ApplyPromoCodesRequest): Promise<PromoEvaluation> {
  const nowIso = request.now.toISOString();
  const distinctIds = [...new Set(request.promoCodeIds)].sort((a, b) => a - b);
  for (const id of distinctIds) {
    await trx
      .updateTable('promo_codes')
      .set((eb) => ({ usage_count: eb.ref('usage_count') }))
      .where('id', '=', id)
      .execute();
  }
  // A code is applied by id only once the customer found it by name (or it is on their order):
  // any other id reads as a code that does not exist.
  const known = await idsKnownToCustomer(trx, request.customerId, distinctIds);
  const rows = (await findActivePromoCodesByIds(trx, distinctIds)).filter((r) => known.has(r.id));
  const taken = await usesTakenByOthers(trx, rows, request.orderId, nowIso);
  const rules = rows.map((row) => toRule(row, taken.get(row.id) ?? row.usage_count));
  const byId = new Map(rules.map((r) => [r.id, r]));
  const lines = await loadOrderLines(trx, [request.orderId]);
  const result = evaluatePromoCodes({
    codes: request.promoCodeIds.map((promoCodeId) => ({ promoCodeId, rule: byId.get(promoCodeId) ?? null })),
    order: { lines },
    usage: await customerUsage(trx, request.customerId, rules, request.orderId, nowIso),
    now: request.now,
  });

  await trx.deleteFrom('order_promo_codes').where('order_id', '=', request.orderId).execute();
  if (result.promoCodeDiscounts.length > 0) {
    await trx
      .insertInto('order_promo_codes')
      .values(
        result.promoCodeDiscounts.map((d, index) => ({
          order_id: request.orderId,
          promo_code_id: d.promoCodeId,
          rank: index + 1,
          discount_amount: d.amount,
        })),
      )
      .execute();
  }

  const perTicket = new Map<string, number>();
  for (const d of result.seatTicketDiscounts) perTicket.set(`seat:${d.ticketId}`, (perTicket.get(`seat:${d.ticketId}`) ?? 0) + d.amount);
  for (const d of result.ancillaryTicketDiscounts) {
    perTicket.set(`ancillary:${d.ticketId}`, (perTicket.get(`ancillary:${d.ticketId}`) ?? 0) + d.amount);
  }
  for (const line of lines) {
    const discount = perTicket.get(`${line.kind}:${line.ticketId}`) ?? 0;
    if (discount === line.discountAmount) continue;
    const table = line.kind === 'seat' ? 'seat_tickets' : 'ancillary_tickets';
    await trx.updateTable(table).set({ discount_amount: storedDiscount(discount) }).where('id', '=', line.ticketId).execute();
  }
  const orderDiscount = result.promoCodeDiscounts.reduce((sum, d) => sum + d.amount, 0);
  await trx.updateTable('orders').set({ discount_amount: storedDiscount(orderDiscount) }).where('id', '=', request.orderId).execute();
  return result;
}
