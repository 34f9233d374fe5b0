/**
 * POST /api/block and GraphQL `blocks`: the seats of a block for one event or one pack, with
 * their availability, prices and the resale offers of the block.
 */
import type { FastifyInstance } from 'fastify';
import type { BlockResaleOffer, BlockSeat } from '../../../domain/offers.js';
import { productsFor } from '../../../domain/order-pricing.js';
import { findBlockByNames, findBlocks, seatsOfBlocks } from '../../db/repositories/block-repository.js';
import type { BlockRow, SeatRow } from '../../db/repositories/block-repository.js';
import { heldSeatIdsInBlocks, onSaleListings, resaleProductId } from '../../db/repositories/inventory-repository.js';
import type { ResaleListingRow } from '../../db/repositories/inventory-repository.js';
import { loadEventContext, loadPackContext, websiteChannelId } from '../../db/repositories/inventory-sale-context.js';
import type { SaleContext } from '../../db/repositories/inventory-sale-context.js';
import { refused } from '../orders/order-errors.js';

export interface BlockSeatsQuery {
  eventId: number | null;
  packId: number | null;
  blockId: number | null;
  blockName: string | null;
  standName: string | null;
}

export interface BlockSeatsAnswer {
  seats: BlockSeat[];
  resaleOffers: BlockResaleOffer[];
  /**
   * Seats of these blocks the asker has put on resale (empty for a visitor): not offered to them.
   * The shared seat status still shows them as resale; the picker reads them as taken from this.
   */
  ownListingSeatIds: number[];
}

/** The context of an event or pack on the website channel, or a 404. */
export async function websiteSaleContext(app: FastifyInstance, item: { eventId: number | null; packId: number | null }, populationIds: readonly number[] = []): Promise<SaleContext> {
  const channelId = (await websiteChannelId(app.db)) ?? 0;
  const ctx = item.eventId !== null
    ? await loadEventContext(app.db, item.eventId, channelId, populationIds)
    : item.packId !== null ? await loadPackContext(app.db, item.packId, channelId, populationIds) : null;
  if (!ctx) throw refused(404, item.eventId !== null ? 'EVENT_NOT_FOUND' : 'PACK_NOT_FOUND');
  return ctx;
}

/**
 * Who is asking: their populations (reserved offers) and, when signed in, their customer id (their
 * own resale listings are not offered to them).
 */
export interface BlockSeatsViewer {
  populationIds?: readonly number[];
  customerId?: number | null;
}

/** Seats and resale offers of one block. For a pack a seat is available only if free for every event. */
export async function blockSeats(app: FastifyInstance, query: BlockSeatsQuery, viewer: BlockSeatsViewer = {}): Promise<BlockSeatsAnswer> {
  const populationIds = viewer.populationIds ?? [];
  const ctx = await websiteSaleContext(app, query, populationIds);
  let block: BlockRow | null = null;
  if (query.blockId !== null) block = (await findBlocks(app.db, [query.blockId]))[0] ?? null;
  else if (query.standName !== null && query.blockName !== null) {
    block = await findBlockByNames(app.db, ctx.arenaId, query.standName, query.blockName);
  }
  if (!block || block.arenaId !== ctx.arenaId) throw refused(404, 'BLOCK_NOT_FOUND');
  return seatsWithStatus(app, ctx, [block], viewer.customerId ?? null);
}

/**
 * Seats of the blocks with availability and prices for the sale context, as `viewerId` (the
 * signed-in customer, or null) sees them.
 *
 * A fan's own resale listings are not offered to that fan: such a seat is shown not available
 * (like a sold seat) and is left out of the resale offers. This answer is already per request and
 * never cached or shared, and the listings it reads carry their seller, so the filter costs
 * nothing. The event's seat status (live status, change feed, ETag'd snapshot) is one payload for
 * every visitor and stays so: there the seat remains Resale, and the client, which asks this answer
 * before it can price a resale seat, is told these seats are the fan's own (`ownListingSeatIds`) and
 * shows them taken to that fan alone (seatmap/model/own-holds.ts, withOwnListings).
 * The order refusal OWN_RESALE_TICKET (ticket-plan) stays the final judge.
 */
export async function seatsWithStatus(app: FastifyInstance, ctx: SaleContext, blocks: readonly BlockRow[], viewerId: number | null = null): Promise<BlockSeatsAnswer> {
  const blockIds = blocks.map((b) => b.id);
  const nowIso = app.now().toISOString();
  const [seats, held, allListings, resaleProduct] = await Promise.all([
    seatsOfBlocks(app.db, blockIds),
    heldSeatIdsInBlocks(app.db, blockIds, ctx.events.map((e) => e.id), nowIso),
    ctx.kind === 'event' ? onSaleListings(app.db, ctx.id, { blockIds }) : Promise.resolve([] as ResaleListingRow[]),
    resaleProductId(app.db),
  ]);
  const isOwn = (l: ResaleListingRow) => viewerId !== null && l.sellerCustomerId === viewerId;
  const ownListed = new Set(allListings.filter(isOwn).map((l) => l.seatId));
  const listings = ownListed.size ? allListings.filter((l) => !isOwn(l)) : allListings;
  const listingBySeat = new Map(listings.map((l) => [l.seatId, l]));
  const answer: BlockSeatsAnswer = { seats: seats.map((s) => (ownListed.has(s.id) ? ownListing(s) : toBlockSeat(s, ctx, held, listingBySeat.get(s.id), resaleProduct))), resaleOffers: [], ownListingSeatIds: [...ownListed] };
  const offers = new Map<number, BlockResaleOffer>();
  for (const l of listings) {
    const productId = resaleProduct ?? l.productId;
    const offer = offers.get(productId) ?? { productId, price: l.price, seats: [] };
    offer.price = Math.min(offer.price, l.price);
    offer.seats.push({ seatId: l.seatId, price: l.price });
    offers.set(productId, offer);
  }
  answer.resaleOffers = [...offers.values()];
  return answer;
}

/** A seat the asker put on resale: theirs, so not for sale to them. */
function ownListing(seat: SeatRow): BlockSeat {
  return {
    id: seat.id, category: { id: seat.categoryId }, mapIdentifier: seat.mapIdentifier, row: seat.row, column: seat.column, rowName: seat.rowName,
    seatNumber: seat.seatNumber, externalId: seat.externalId, available: false, price: null, productIds: [], tickets: [],
  };
}

function toBlockSeat(
  seat: SeatRow,
  ctx: SaleContext,
  held: ReadonlySet<number>,
  listing: ResaleListingRow | undefined,
  resaleProduct: number | null,
): BlockSeat {
  const base = {
    id: seat.id,
    category: { id: seat.categoryId },
    mapIdentifier: seat.mapIdentifier,
    row: seat.row,
    column: seat.column,
    rowName: seat.rowName,
    seatNumber: seat.seatNumber,
    externalId: seat.externalId,
  };
  if (listing) {
    // A resold seat is offered again, at the seller's price, under the resale product.
    return { ...base, available: true, price: listing.price, productIds: [resaleProduct ?? listing.productId], tickets: [{ id: listing.sellerTicketId, isValid: true }] };
  }
  const products = productsFor(ctx.tariffs, seat.categoryId, seat.blockId);
  const prices = products.map((p) => p.price).filter((p) => p > 0);
  return {
    ...base,
    available: !held.has(seat.id) && products.length > 0,
    price: prices.length ? Math.min(...prices) : products.length ? 0 : null,
    productIds: products.map((p) => p.productId),
    tickets: [],
  };
}
