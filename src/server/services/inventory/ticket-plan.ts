/**
 * Turns validated cart tickets into the seat tickets to insert: seats checked against the arena,
 * the offer checked against the seat, prices taken from tariffs or resale listings (never from
 * the client), one ticket per event of a pack sharing a pack group.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { SaleContext } from '../../db/repositories/inventory-sale-context.js';
import type { SeatRow } from '../../db/repositories/block-repository.js';
import { onSaleListings, resaleProductId } from '../../db/repositories/inventory-repository.js';
import type { CartTicketInput } from '../../../domain/cart-payload.js';
import { priceFor, splitPackPrice } from '../../../domain/order-pricing.js';
import { refused, unavailable } from '../orders/order-errors.js';

export interface PlannedTicket {
  eventId: number;
  seatId: number;
  blockId: number;
  categoryId: number;
  productId: number;
  price: number;
  campaignPackId: number | null;
  packGroup: string | null;
  resaleListingId: number | null;
  holderInfo: string | null;
}

export interface TicketPlan {
  tickets: PlannedTicket[];
  /** Cart tickets per block, sold directly (resale seats are already counted as taken). */
  directPerBlock: Map<number, number>;
  directSeatIds: number[];
  resaleListingIds: number[];
}

/**
 * Plans the tickets of one sale from the arena's `seats` the cart names (see seatsWithHolds);
 * throws a refusal (4xx) or UNAVAILABLE for a vanished listing.
 */
export async function planTickets(
  db: Db,
  ctx: SaleContext,
  cart: readonly CartTicketInput[],
  customerId: number,
  seats: ReadonlyMap<number, SeatRow>,
): Promise<TicketPlan> {
  const resaleWanted = cart.filter((t) => t.isFromResale);
  if (resaleWanted.length > 0 && ctx.kind !== 'event') throw refused(400, 'RESALE_ONLY_FOR_EVENTS');
  const eventId = ctx.events[0]?.id ?? 0;
  const listings = resaleWanted.length
    ? new Map((await onSaleListings(db, eventId, { seatIds: resaleWanted.map((t) => t.seatId) })).map((l) => [l.seatId, l]))
    : new Map();
  const resaleProduct = resaleWanted.length ? await resaleProductId(db) : null;

  const plan: TicketPlan = { tickets: [], directPerBlock: new Map(), directSeatIds: [], resaleListingIds: [] };
  cart.forEach((ticket, index) => {
    const seat = seats.get(ticket.seatId);
    if (!seat) throw refused(400, 'SEAT_NOT_FOUND', { path: `tickets[${index}].seat.id` });
    if (ctx.kind === 'event' && ticket.blockId !== null && ticket.blockId !== seat.blockId) {
      throw refused(400, 'BLOCK_MISMATCH', { path: `tickets[${index}].block.id` });
    }
    if (ticket.categoryId !== seat.categoryId) throw refused(400, 'CATEGORY_MISMATCH', { path: `tickets[${index}].offer.categoryId` });
    const holderInfo = ticket.holderInfo ? JSON.stringify(ticket.holderInfo) : null;
    if (ticket.isFromResale) {
      const listing = listings.get(seat.id);
      if (!listing) throw unavailable({ seatIds: [seat.id] });
      if (listing.sellerCustomerId === customerId) throw refused(400, 'OWN_RESALE_TICKET');
      plan.resaleListingIds.push(listing.listingId);
      plan.tickets.push({
        eventId, seatId: seat.id, blockId: seat.blockId, categoryId: seat.categoryId, productId: resaleProduct ?? listing.productId,
        price: listing.price, campaignPackId: null, packGroup: null, resaleListingId: listing.listingId, holderInfo,
      });
      return;
    }
    const price = priceFor(ctx.tariffs, { categoryId: seat.categoryId, productId: ticket.productId, blockId: seat.blockId });
    if (price === null) throw refused(400, 'PRODUCT_NOT_SOLD', { path: `tickets[${index}].offer.productId` });
    plan.directSeatIds.push(seat.id);
    plan.directPerBlock.set(seat.blockId, (plan.directPerBlock.get(seat.blockId) ?? 0) + 1);
    const isPack = ctx.kind !== 'event';
    const parts = isPack ? splitPackPrice(price, ctx.events.length) : [price];
    const packGroup = isPack ? randomUUID() : null;
    ctx.events.forEach((event, i) => {
      plan.tickets.push({
        eventId: event.id, seatId: seat.id, blockId: seat.blockId, categoryId: seat.categoryId, productId: ticket.productId,
        price: parts[i] ?? 0, campaignPackId: isPack ? ctx.id : null, packGroup, resaleListingId: null, holderInfo,
      });
    });
  });
  return plan;
}
