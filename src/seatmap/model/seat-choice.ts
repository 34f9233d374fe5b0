import type { BlockResaleOffer, DirectSaleOffer } from '../../domain/offers.js';
import { SeatStatus } from './types.js';
import { offerPreference } from '../../domain/offer-preference.js';
import type { ResaleFilter, SeatChoice, SeatMapGeometry, SeatStatusArray } from './types.js';

/** Offers that can be attached to a seat: the event's direct offers and the block's resale offers. */
export interface SeatOffers {
  direct: readonly DirectSaleOffer[];
  /** Resale offers of the block (`/api/block`): each lists the seats it resells with their price. */
  resale: readonly BlockResaleOffer[];
  /** Products of rates that need proof (reduced, child): offered, never preselected. */
  proofProductIds?: ReadonlySet<number>;
}

/** The geometry columns seat choice needs. */
export type SeatLayout = Pick<SeatMapGeometry, 'seatId' | 'blockIndex' | 'categoryIndex' | 'blocks' | 'categories'>;

/** True when a seat of this status may be picked under the resale filter. */
export function matchesResaleFilter(status: number | undefined, filter: ResaleFilter): boolean {
  if (status === SeatStatus.Available) return filter !== 'resale';
  if (status === SeatStatus.Resale) return filter !== 'standard';
  return false;
}

/**
 * Automatic offer for one seat: a free seat takes the standard rate of its block and category
 * that still has places (paid rates needing no proof first, then paid rates needing proof, then
 * free ones; the cheapest within each, ties to the lowest product id);
 * a resale seat takes the resale offer that lists it (the cheapest if several do). Null when
 * the seat cannot be bought.
 */
export function automaticChoice(
  layout: SeatLayout,
  status: SeatStatusArray,
  seatIndex: number,
  offers: SeatOffers,
): SeatChoice | null {
  const seatId = layout.seatId[seatIndex];
  const block = layout.blocks[layout.blockIndex[seatIndex] ?? -1];
  const category = layout.categories[layout.categoryIndex[seatIndex] ?? -1];
  if (seatId === undefined || !block || !category) return null;
  const base = { seatId, seatIndex, categoryId: category.id };
  const seatStatus = status[seatIndex];

  if (seatStatus === SeatStatus.Available) {
    let best: DirectSaleOffer | null = null;
    for (const offer of offers.direct) {
      if (offer.blockId !== block.id || offer.categoryId !== category.id || offer.availability <= 0) continue;
      if (!best || preferredOffer(offer, best, offers.proofProductIds)) best = offer;
    }
    return best ? { ...base, productId: best.productId, price: best.price, isResale: false } : null;
  }
  if (seatStatus === SeatStatus.Resale) {
    let best: SeatChoice | null = null;
    for (const offer of offers.resale) {
      for (const seat of offer.seats) {
        if (seat.seatId !== seatId) continue;
        if (!best || seat.price < best.price) best = { ...base, productId: offer.productId, price: seat.price, isResale: true };
      }
    }
    return best;
  }
  return null;
}

/** Whether the shop chooses `a` over `b` for a fan: the standard rate first, then the cheaper. */
export function preferredOffer(a: DirectSaleOffer, b: DirectSaleOffer, proof: ReadonlySet<number> | undefined): boolean {
  const rank = (o: DirectSaleOffer) => offerPreference({ price: o.price, needsProof: proof?.has(o.productId) ?? false });
  if (rank(a) !== rank(b)) return rank(a) < rank(b);
  return a.price < b.price || (a.price === b.price && a.productId < b.productId);
}

export type ToggleRejection = 'unavailable' | 'filtered' | 'no-offer' | 'limit';

export type ToggleResult =
  | { outcome: 'added' | 'removed'; selection: SeatChoice[] }
  | { outcome: 'rejected'; reason: ToggleRejection; selection: readonly SeatChoice[] };

/**
 * Toggling a seat on the map: a chosen seat is removed; otherwise it is added with its automatic
 * offer only if it is available, matches the resale filter, has an offer and the selection is
 * under `maxSeats`. The selection never holds the same seat twice. Returns a new array.
 */
export function toggleSeat(
  selection: readonly SeatChoice[],
  layout: SeatLayout,
  status: SeatStatusArray,
  seatIndex: number,
  offers: SeatOffers,
  filter: ResaleFilter,
  maxSeats: number,
): ToggleResult {
  const seatId = layout.seatId[seatIndex];
  if (seatId === undefined) return { outcome: 'rejected', reason: 'unavailable', selection };
  if (selection.some((choice) => choice.seatId === seatId)) {
    return { outcome: 'removed', selection: selection.filter((choice) => choice.seatId !== seatId) };
  }
  const seatStatus = status[seatIndex];
  if (seatStatus !== SeatStatus.Available && seatStatus !== SeatStatus.Resale) {
    return { outcome: 'rejected', reason: 'unavailable', selection };
  }
  if (!matchesResaleFilter(seatStatus, filter)) return { outcome: 'rejected', reason: 'filtered', selection };
  if (selection.length >= maxSeats) return { outcome: 'rejected', reason: 'limit', selection };
  const choice = automaticChoice(layout, status, seatIndex, offers);
  if (!choice) return { outcome: 'rejected', reason: 'no-offer', selection };
  return { outcome: 'added', selection: [...selection, choice] };
}

/**
 * Open seating: fans do not pick places, the shop assigns one free place of the block to every
 * ticket. Assigns at most `min(ticketCount, availability)` places, in block order, skipping
 * places already in `taken` (seat ids) and places without an offer.
 */
export function assignOpenSeating(
  layout: SeatLayout,
  status: SeatStatusArray,
  blockIndex: number,
  ticketCount: number,
  availability: number,
  offers: SeatOffers,
  taken: ReadonlySet<number> = new Set(),
): SeatChoice[] {
  const block = layout.blocks[blockIndex];
  const wanted = Math.max(0, Math.min(ticketCount, availability));
  const assigned: SeatChoice[] = [];
  if (!block) return assigned;
  for (let i = block.seatStart; i < block.seatEnd && assigned.length < wanted; i++) {
    if (status[i] !== SeatStatus.Available || taken.has(layout.seatId[i]!)) continue;
    const choice = automaticChoice(layout, status, i, offers);
    if (choice) assigned.push(choice);
  }
  return assigned;
}
