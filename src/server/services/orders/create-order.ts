/**
 * Holding seats: one transaction that checks the sale, the limits and the seats, then inserts the
 * tickets. The partial unique index on active (event, seat) tickets decides every race: a buyer
 * who loses gets UNAVAILABLE and the transaction leaves nothing behind.
 *
 * Resale: the seller's ticket keeps the seat (active) until the purchase is paid. The buyer's
 * ticket is written inactive with the listing id and the listing becomes `pending`; migration 002
 * allows one such claim per listing. Payment confirmation flips the two tickets; abandoning or
 * expiring the order puts the listing back on sale.
 */
import type { FastifyInstance } from 'fastify';
import type { SessionCustomer } from '../../http/session.js';
import type { CreateOrderInput } from '../../../domain/cart-payload.js';
import { cartLimitRefusal } from '../../../domain/cart-limits.js';
import { holdExpiry } from '../../../domain/order-pricing.js';
import { purchaseRefusal } from '../../../domain/purchase-window.js';
import type { OrderView } from '../../../domain/ticket-groups.js';
import { loadEventContext, loadPackContext, websiteChannelId } from '../../db/repositories/inventory-sale-context.js';
import type { SaleContext, SaleProduct } from '../../db/repositories/inventory-sale-context.js';
import type { AccompaniedTicket } from '../../../domain/accompanied.js';
import { seatsWithHolds } from '../../db/repositories/inventory-repository.js';
import {
  abandonOrders, lockAndFindOrder, recomputeOrderTotals, staleOrderIds,
} from '../../db/repositories/order-repository.js';
import { loadOrderViews } from '../../db/repositories/order-view-repository.js';
import { openCartAmong, unpaidCounts, unpaidOrdersOf } from '../../db/repositories/unpaid-orders.js';
import { planTickets } from '../inventory/ticket-plan.js';
import type { PlannedTicket } from '../inventory/ticket-plan.js';
import { addAncillaryTickets, assertAccompanied, assertCompanions, assertMandatoryCard } from './ancillaries.js';
import { isSeatConflict, refused, unavailable } from './order-errors.js';
import { openLockedOrder, openOrderOf } from './order-access.js';
import type { LockedOrderRow } from '../../db/repositories/order-repository.js';
import { lockOrderReadingSeatsPg } from '../../db/repositories/cart-lock-seat-read.js';
import { AppError } from '../../errors.js';
import { ownTicketIdsAt, releaseItemExtras, releaseOwnSeats } from './resubmit.js';
import { reapplyOrderPromoCodes } from '../promo/apply-promo-codes.js';
import { checkedHolders } from './holder-input.js';
import { lockCustomer } from '../../db/customer-lock.js';
import { writeHoldTickets } from './hold-tickets.js';
import { inFlightSeatHolds } from './in-flight-holds.js';
import type { TellOutcome } from './in-flight-holds.js';

/** Unpaid orders (on hold or being paid) a customer may have at once. */
export const MAX_UNPAID_ORDERS = 3;

interface HoldOptions {
  orderId?: number;
  heldSeatIds?: readonly number[];
  /** Throws unless the request carries an admission; called when a waiting room guards the item. */
  assertAdmission?: () => void;
}

/**
 * Holds the cart's seats for the customer. Tickets join the customer's open cart (or the order
 * `orderId` for add-tickets); otherwise a new on-hold order is created with the configured expiry.
 * Seats that order already holds for the item are the customer's own: those the cart names again
 * are replaced by the cart's tickets, those of `heldSeatIds` it no longer names are released (see
 * ./resubmit.ts); another customer's hold stays UNAVAILABLE.
 */
export async function createOrderWithTickets(
  app: FastifyInstance,
  customer: SessionCustomer,
  input: CreateOrderInput,
  options: HoldOptions = {},
): Promise<OrderView> {
  const now = app.now();
  const nowIso = now.toISOString();
  input = { ...input, tickets: checkedHolders(app.siteConfig, input.kind, input.tickets, nowIso.slice(0, 10)) };
  const channelId = await websiteChannelId(app.db);
  if (channelId === null) throw refused(400, 'NOT_ON_SALE');
  // A fan's seats another fan's hold on this node is writing right now: that hold's outcome first.
  const eventSeatIds = input.kind === 'event' ? input.tickets.filter((t) => !t.isFromResale).map((t) => t.seatId) : [];
  const orderId = eventSeatIds.length === 0
    ? await holdInDatabase(app, customer, input, options, channelId, now, () => undefined)
    : await inFlightSeatHolds(app).run(input.eventId ?? 0, eventSeatIds, customer.id,
      (tell) => holdInDatabase(app, customer, input, options, channelId, now, tell), options.assertAdmission ?? refuseWithoutAdmission);
  const [view] = await loadOrderViews(app.db, [orderId]);
  if (!view) throw refused(404, 'ORDER_NOT_FOUND');
  return view;
}

/** The hold's transaction; `tell` hears the seats it took as soon as it committed. Answers the order's id. */
async function holdInDatabase(
  app: FastifyInstance,
  customer: SessionCustomer,
  input: CreateOrderInput,
  options: HoldOptions,
  channelId: number,
  now: Date,
  tell: TellOutcome,
): Promise<number> {
  const nowIso = now.toISOString();
  let took: readonly number[] = [];
  let behindWaitingRoom = false;
  try {
    const orderId = await app.db.transaction().execute(async (trx) => {
      // Offers reserved to a population are priced (and so sold) for its members only.
      const buyer = { customerId: customer.id };
      // The customer's holds run one at a time, so the limits read from their unpaid orders count
      // every other hold of theirs (see lockCustomer); an event's context read takes that lock
      // itself, the hot path's round trip saved.
      const ctx = input.kind === 'event'
        ? await loadEventContext(trx, input.eventId ?? 0, channelId, buyer, { lockBuyer: app.dialect === 'postgres' })
        : await loadPackContext(trx, input.packId ?? 0, channelId, buyer);
      if (input.kind !== 'event') await lockCustomer(app.dialect, trx, customer.id, 'no key update');
      if (!ctx) throw refused(404, input.kind === 'event' ? 'EVENT_NOT_FOUND' : 'PACK_NOT_FOUND');
      // Behind a waiting room without a way to check the admission: refused, never let through.
      if (ctx.behindWaitingRoom) (options.assertAdmission ?? refuseWithoutAdmission)();
      behindWaitingRoom = ctx.behindWaitingRoom;
      assertOnSale(ctx, now, customer.isEarlyBird);
      // The order the tickets join: the one named, else the customer's open cart (or a new one).
      const unpaid = await unpaidOrdersOf(trx, customer.id, nowIso);
      const held = options.heldSeatIds ?? [];
      const wantedSeatIds = input.tickets.map((t) => t.seatId);
      const resaleSeatIds = input.tickets.filter((t) => t.isFromResale).map((t) => t.seatId);
      const cart = options.orderId === undefined ? openCartAmong(unpaid, nowIso) : null;
      // The on-sale path on PostgreSQL, joining the cart with nothing of it to release and no resale
      // seat to free first: the cart's lock rides with the seats' read, a round trip saved.
      const lockedWithSeats = cart && app.dialect === 'postgres' && held.length === 0 && resaleSeatIds.length === 0 && wantedSeatIds.length > 0
        && ownTicketIdsAt(cart.id, ctx, wantedSeatIds, unpaid.tickets).length === 0
        ? await lockOrderReadingSeatsPg(trx, cart.id, ctx.arenaId, wantedSeatIds, ctx.events.map((e) => e.id), nowIso)
        : null;
      const own = options.orderId !== undefined
        ? await openOrderOf(app, trx, customer.id, options.orderId)
        : cart && openCartOrNull(app, customer.id, lockedWithSeats ? lockedWithSeats.order : await lockAndFindOrder(trx, cart.id));
      // The cart sent again to its own order: what the order holds of it is replaced, not refused.
      const released = new Set(own ? await releaseOwnSeats(trx, own.id, ctx, [...wantedSeatIds, ...held], unpaid.tickets) : []);
      const resubmitted = own !== null && (held.length > 0 || released.size > 0);
      if (own && resubmitted) await releaseItemExtras(trx, own.id, ctx);
      /** Orders this hold ends (expired holds in its way): no longer unpaid for the limits below. */
      const abandoned = new Set<number>();
      // A hold that has expired must not block this buyer: it ends here, in this transaction. An
      // expired claim on a resale listing first, so that the listing is on sale again for the plan.
      if (resaleSeatIds.length > 0 && ctx.kind === 'event') {
        for (const id of await abandonOrders(trx, await staleOrderIds(trx, nowIso, { resaleSeats: { eventId: ctx.id, seatIds: resaleSeatIds } }))) abandoned.add(id);
      }
      // The seats and the tickets on them for every event the sale covers (those the plan makes).
      const { seats, holds } = lockedWithSeats ?? await seatsWithHolds(trx, ctx.arenaId, wantedSeatIds, ctx.events.map((e) => e.id), nowIso);
      const plan = await planTickets(trx, ctx, input.tickets, customer.id, seats);
      // Then expired holds on the wanted seats; active ones on direct seats refuse the cart.
      for (const id of await abandonOrders(trx, [...new Set(holds.filter((h) => h.expired).map((h) => h.orderId))])) abandoned.add(id);

      const existing = unpaidCounts(unpaid, ctx.kind === 'event' ? { eventId: ctx.id } : { packId: ctx.id }, released, abandoned);
      assertWithinLimits(app, ctx, plan.directPerBlock, existing);
      // A new order while others are unpaid: bounded, so one account cannot stack holds.
      if (!own && existing.orders >= MAX_UNPAID_ORDERS) throw refused(409, 'TOO_MANY_UNPAID_ORDERS', { limit: MAX_UNPAID_ORDERS });

      const direct = new Set(plan.directSeatIds);
      const taken = holds.filter((h) => !h.expired && direct.has(h.seatId));
      if (taken.length > 0) throw unavailable({ seatIds: [...new Set(taken.map((t) => t.seatId))] });
      if (plan.resaleListingIds.length > 0) {
        const claimed = await trx
          .updateTable('resale_listings')
          .set({ status: 'pending' })
          .where('id', 'in', plan.resaleListingIds)
          .where('status', '=', 'on_sale')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== plan.resaleListingIds.length) throw unavailable();
      }

      // A new order starts with the planned tickets' sum: nothing else is on it yet.
      const plannedGross = plan.tickets.reduce((sum, t) => sum + t.price, 0);
      const { orderId: id, totalsCurrent } = await writeHoldTickets(trx, app.dialect, own ? { orderId: own.id } : {
        newOrder: {
          customer_id: customer.id,
          status: 'onhold',
          sale_channel_id: channelId,
          created_at: nowIso,
          expiry_datetime: holdExpiry(now, app.siteConfig.defaultOrderExpiryTimeInSeconds),
          ticket_withdrawal: input.ticketWithdrawal.name,
          gross_amount: plannedGross,
          discount_amount: 0,
          has_transaction_in_progress: 0,
          number_of_installments: 1,
          payment_method: 'not_chosen_yet',
        },
      }, plan.tickets.map((t) => ({
        event_id: t.eventId,
        seat_id: t.seatId,
        campaign_pack_id: t.campaignPackId,
        pack_group: t.packGroup,
        product_id: t.productId,
        category_id: t.categoryId,
        gross_amount: t.price,
        discount_amount: 0,
        state: 'in_progress',
        active: t.resaleListingId === null ? 1 : 0,
        is_from_resale: t.resaleListingId === null ? 0 : 1,
        resale_listing_id: t.resaleListingId,
        holder_info: t.holderInfo,
        owner_customer_id: customer.id,
        created_at: nowIso,
      })));
      const extrasAdded = await addAncillaryTickets(trx, id, input.ancillaries, nowIso, {
        eventId: ctx.kind === 'event' ? ctx.id : null,
        packId: ctx.kind === 'event' ? null : ctx.id,
        withdrawalId: input.ticketWithdrawal.value,
        perOrder: true,
        noAsksYet: !own?.hasExtraAsks,
        dialect: app.dialect,
      });
      await assertMandatoryCard(trx, id, app.siteConfig.plasticCardConfiguration.mandatory);
      // Companions from what the hold read: the order's kept tickets and the planned ones. A
      // planned rate the sale's tariffs do not name (a resale ticket) is looked up in the database.
      const kept = own ? unpaid.tickets.filter((t) => t.orderId === own.id && !released.has(t.id)) : [];
      const planned = companionsOf(plan.tickets, ctx.products);
      if (planned) assertCompanions([...kept, ...planned]);
      else await assertAccompanied(trx, id);
      // Codes already on the order are weighed again against what the order now holds, whether
      // the cart was sent again or tickets joined it (a maximum order amount passed).
      if (own?.hasPromoCodes) await reapplyOrderPromoCodes(trx, id, now);
      // A round trip saved on the on-sale path: the tickets' write left the order's sum current
      // (a new order, or a join on PostgreSQL); extras or re-weighed codes change it again.
      if (!totalsCurrent || extrasAdded > 0 || own?.hasPromoCodes) await recomputeOrderTotals(trx, id);
      took = plan.directSeatIds;
      return id;
    });
    tell(took, behindWaitingRoom);
    return orderId;
  } catch (error) {
    if (isSeatConflict(error)) throw unavailable();
    throw error;
  }
}

/** The planned tickets as companions go, or null when one's rate is not among `products`. */
function companionsOf(tickets: readonly PlannedTicket[], products: ReadonlyMap<number, SaleProduct>): AccompaniedTicket[] | null {
  const out: AccompaniedTicket[] = [];
  for (const t of tickets) {
    const product = products.get(t.productId);
    if (!product) return null;
    out.push({ eventId: t.eventId, productName: product.name, requiresAccompanying: product.requiresAccompanying });
  }
  return out;
}


/** Why the cart read a moment ago is no longer open once locked (its payment started, or it ended). */
const OPEN_CART_LOST = new Set(['ORDER_PAYMENT_IN_PROGRESS', 'ORDER_NOT_ONHOLD', 'ORDER_EXPIRED']);

/**
 * The open cart, read under its lock, while no payment of it has started meanwhile (else the
 * tickets go to a new order): a seat must never join an order whose checkout already priced it.
 */
function openCartOrNull(app: FastifyInstance, customerId: number, locked: LockedOrderRow | null): LockedOrderRow | null {
  try {
    return openLockedOrder(app, customerId, locked);
  } catch (error) {
    if (error instanceof AppError && OPEN_CART_LOST.has(error.code)) return null;
    throw error;
  }
}

function refuseWithoutAdmission(): never {
  throw refused(403, 'ADMISSION_REQUIRED');
}

function assertOnSale(ctx: SaleContext, now: Date, isEarlyBird: boolean): void {
  if (!ctx.window) throw refused(400, 'NOT_ON_SALE');
  if (ctx.events.length === 0) throw refused(400, 'PACK_HAS_NO_EVENTS');
  const refusal = purchaseRefusal({
    now,
    window: ctx.window,
    isEarlyBird,
    isArchived: ctx.events.some((e) => e.isArchived),
    // As the catalogue's sale state: a pack is past once its last event starts; before that its
    // channel closing time decides.
    startDatetime: ctx.events[ctx.events.length - 1]?.startDatetime ?? null,
  });
  if (refusal) throw refused(refusal === 'EARLY_BIRD_ONLY' ? 403 : 400, refusal);
}

/** Refuses a cart over the ticket limits, given what the customer already holds unpaid. */
function assertWithinLimits(
  app: FastifyInstance,
  ctx: SaleContext,
  requestedPerBlock: Map<number, number>,
  existing: { total: number; forItem: number },
): void {
  const refusal = cartLimitRefusal({
    kind: ctx.kind === 'event' ? 'event' : 'pack',
    siteMaxTicketsInCart: app.siteConfig.websiteMaxTicketsInCart,
    arenaMaxTicketsInCart: ctx.arenaMaxTicketsInCart,
    channelMax: ctx.channelMax,
    existingCartTickets: existing.total,
    existingForChannel: existing.forItem,
    requestedPerBlock,
  });
  if (refusal) throw refused(400, refusal.code, { limit: refusal.limit });
}
