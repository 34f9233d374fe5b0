/** Extras on an order: plastic card, parking and a paid ticket withdrawal. */
import type { FastifyInstance } from 'fastify';
import { unaccompaniedTicket } from '../../../domain/accompanied.js';
import type { AccompaniedTicket } from '../../../domain/accompanied.js';
import type { Db } from '../../db/database.js';
import type { SessionCustomer } from '../../http/session.js';
import type { AncillaryRequest } from '../../../domain/cart-payload.js';
import type { OrderView } from '../../../domain/ticket-groups.js';
import { activeAncillaries, ancillaryStocks, unitsTaken } from '../../db/repositories/ancillary-repository.js';
import type { AncillaryRow } from '../../db/repositories/ancillary-repository.js';
import { insertAncillaryTickets, recomputeOrderTotals } from '../../db/repositories/order-repository.js';
import { loadOrderViews } from '../../db/repositories/order-view-repository.js';
import { refused } from './order-errors.js';
import { asksOfHeldItems, replaceItemAsks } from '../../db/repositories/ancillary-requests.js';
import { missingExtraUnits } from '../../../domain/cart/per-order-extras.js';
import { openOrderOf } from './order-access.js';
import { reapplyOrderPromoCodes } from '../promo/apply-promo-codes.js';

/** An extra as GET /api/options lists it; netPrice is in cents like every amount. */
export interface OptionView {
  id: number;
  name: string;
  type: AncillaryRow['type'];
  description: string | null;
  netPrice: number;
}

/** Every active extra. */
export async function listOptions(db: Db): Promise<OptionView[]> {
  return (await activeAncillaries(db)).map((a) => ({ id: a.id, name: a.name, type: a.type, description: a.description, netPrice: a.price }));
}

/**
 * Writes extras tickets into an order, priced from the extras table. Unknown or inactive extras
 * are refused. The withdrawal choice adds a ticket only when it names a paid withdrawal extra
 * (the default "Envoi par email" is free and adds nothing). Returns how many tickets it wrote.
 *
 * `perOrder`: the cart's extras are the order's (a card, a parking, a paid withdrawal, each sold
 * "per order"), so a second item booked into the same order asks for them again: what the item
 * asks is recorded, and the order holds each extra as many times as its items' largest ask (one
 * card for two matches that both want one, kept when one of them is sent again without it).
 * Without it every unit asked is added (add-ancillaries). `noAsksYet`: no item of the order has
 * asked for an extra (its locked read says so), so a request asking for none has nothing to weigh.
 */
export async function addAncillaryTickets(
  db: Db,
  orderId: number,
  requests: readonly AncillaryRequest[],
  nowIso: string,
  scope: { eventId: number | null; packId: number | null; withdrawalId?: number | null; perOrder?: boolean; noAsksYet?: boolean; dialect?: 'sqlite' | 'postgres' },
): Promise<number> {
  const ids = requests.map((r) => r.ancillaryId);
  if (scope.withdrawalId != null) ids.push(scope.withdrawalId);
  // An order none of whose items asked for an extra (a new one, most carts): nothing to weigh.
  if (ids.length === 0 && (!scope.perOrder || scope.noAsksYet)) return 0;
  const found = new Map((await activeAncillaries(db, ids)).map((a) => [a.id, a]));
  const unknown = requests.find((r) => !found.has(r.ancillaryId));
  if (unknown) throw refused(400, 'ANCILLARY_NOT_FOUND', { ancillaryId: unknown.ancillaryId });
  const withdrawal = scope.withdrawalId != null ? found.get(scope.withdrawalId) : undefined;
  const paidWithdrawal = withdrawal && withdrawal.type === 'ticket_withdrawal' && withdrawal.price > 0 ? [{ ancillaryId: withdrawal.id, quantity: 1 }] : [];
  const asked = [...requests.map((r) => ({ ancillaryId: r.ancillaryId, quantity: r.quantity })), ...paidWithdrawal];
  let rows: ReturnType<typeof ticketRow>[];
  if (scope.perOrder && scope.noAsksYet && asked.length === 0) {
    // The on-sale path (the free withdrawal, no item asking for extras): nothing to record or add.
    rows = [];
  } else if (scope.perOrder) {
    await replaceItemAsks(db, orderId, scope, asked);
    const asks = await asksOfHeldItems(db, orderId);
    const held = await unitsInOrder(db, orderId, asks.map((a) => a.ancillaryId));
    const missing = missingExtraUnits(asks, held, scope);
    // Another item's ask may name an extra this request did not (the one written under this item).
    const unpriced = missing.map((m) => m.ancillaryId).filter((id) => !found.has(id));
    const priced = new Map([...found, ...(unpriced.length > 0 ? await activeAncillaries(db, unpriced) : []).map((a) => [a.id, a] as const)]);
    rows = missing.flatMap((m) => {
      const extra = priced.get(m.ancillaryId);
      return extra ? Array.from({ length: m.quantity }, () => ticketRow(orderId, extra, nowIso, m)) : [];
    });
  } else {
    rows = asked.flatMap((a) => Array.from({ length: a.quantity }, () => ticketRow(orderId, found.get(a.ancillaryId)!, nowIso, scope)));
  }
  await insertAncillaryTickets(db, rows);
  await assertExtrasAvailable(db, orderId, [...new Set(rows.map((r) => r.ancillary_id))], nowIso, scope.dialect ?? 'sqlite');
  return rows.length;
}

/** How many units of each of these extras the order holds already. */
async function unitsInOrder(db: Db, orderId: number, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('ancillary_tickets').select('ancillary_id').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId).where('ancillary_id', 'in', [...ids]).groupBy('ancillary_id').execute();
  return new Map(rows.map((r) => [r.ancillary_id, Number(r.n)]));
}

/** Each extra at most this many times in one order, however many calls add it. */
export const MAX_EXTRAS_PER_ORDER = 20;

/**
 * After the insert, in the same transaction: refuses an order holding more than
 * MAX_EXTRAS_PER_ORDER of an extra (409 ANCILLARY_LIMIT_REACHED) and an extra sold beyond its stock
 * (409 ANCILLARY_SOLD_OUT), so the refused units are never written.
 */
async function assertExtrasAvailable(db: Db, orderId: number, ids: readonly number[], nowIso: string, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (ids.length === 0) return;
  const inOrder = await db.selectFrom('ancillary_tickets').select('ancillary_id').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId).where('ancillary_id', 'in', [...ids]).groupBy('ancillary_id').execute();
  for (const row of inOrder) {
    if (Number(row.n) > MAX_EXTRAS_PER_ORDER) throw refused(409, 'ANCILLARY_LIMIT_REACHED', { ancillaryId: row.ancillary_id, limit: MAX_EXTRAS_PER_ORDER });
  }
  const stocks = await ancillaryStocks(db, ids);
  const limited = ids.filter((id) => stocks.get(id) != null);
  const taken = await unitsTaken(db, limited, nowIso, dialect);
  for (const id of limited) {
    if ((taken.get(id) ?? 0) > (stocks.get(id) ?? 0)) throw refused(409, 'ANCILLARY_SOLD_OUT', { ancillaryId: id });
  }
}

function ticketRow(orderId: number, extra: AncillaryRow, nowIso: string, scope: { eventId: number | null; packId: number | null }) {
  return {
    order_id: orderId,
    ancillary_id: extra.id,
    campaign_pack_id: scope.packId,
    event_id: scope.eventId,
    gross_amount: extra.price,
    discount_amount: 0,
    state: 'in_progress' as const,
    created_at: nowIso,
  };
}

/** POST /api/add-ancillaries: extras added to the customer's on-hold order. */
export async function addAncillariesToOrder(
  app: FastifyInstance,
  customer: SessionCustomer,
  orderId: number,
  requests: readonly AncillaryRequest[],
): Promise<OrderView> {
  const nowIso = app.now().toISOString();
  await app.db.transaction().execute(async (trx) => {
    await openOrderOf(app, trx, customer.id, orderId);
    await addAncillaryTickets(trx, orderId, requests, nowIso, { eventId: null, packId: null, dialect: app.dialect });
    // The order's codes are weighed again against what it now holds (a maximum amount passed).
    await reapplyOrderPromoCodes(trx, orderId, app.now());
    await recomputeOrderTotals(trx, orderId);
  });
  const [view] = await loadOrderViews(app.db, [orderId]);
  if (!view) throw refused(404, 'ORDER_NOT_FOUND');
  return view;
}

/**
 * With a mandatory plastic card (site config), an order that holds seats must hold a card too:
 * checked after tickets are added or removed, inside the same transaction, so a refusal keeps
 * the order as it was. The client adds the card itself; this is for calls that skip it.
 */
export async function assertMandatoryCard(db: Db, orderId: number, mandatory: boolean): Promise<void> {
  if (!mandatory) return;
  const [seat, card] = await Promise.all([
    db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).executeTakeFirst(),
    db
      .selectFrom('ancillary_tickets as t')
      .innerJoin('ancillaries as a', 'a.id', 't.ancillary_id')
      .select('t.id')
      .where('t.order_id', '=', orderId)
      .where('a.type', '=', 'plastic_card')
      .executeTakeFirst(),
  ]);
  if (seat && !card) throw refused(400, 'PLASTIC_CARD_MANDATORY');
}

/** Refuses tickets of an order where one whose rate needs a companion has none for its event (400 ACCOMPANYING_TICKET_REQUIRED). */
export function assertCompanions(tickets: readonly AccompaniedTicket[]): void {
  const alone = unaccompaniedTicket(tickets);
  if (alone) throw refused(400, 'ACCOMPANYING_TICKET_REQUIRED', { eventId: alone.eventId, productName: alone.productName });
}

/** assertCompanions on the order's tickets as stored. */
export async function assertAccompanied(db: Db, orderId: number): Promise<void> {
  const rows = await db.selectFrom('seat_tickets as t').innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.event_id', 'p.name', 'p.requires_accompanying_ticket']).where('t.order_id', '=', orderId).execute();
  assertCompanions(rows.map((r) => ({ eventId: r.event_id, productName: r.name, requiresAccompanying: r.requires_accompanying_ticket === 1 })));
}
