/**
 * Which offer a seat takes: a resold seat its resale offer, any other seat the standard rate of
 * its block and category (the cheapest paid rate that needs no proof) that the seat carries and
 * that still has places. Rates needing proof (reduced) and free rates (child) are offered, never
 * preselected: a fan who cannot show the proof at the gate would be turned away.
 */
import type { CartOffer } from '../offers.js';
import { offerPreference } from '../offer-preference.js';
import type { BlockOffer, LoadedBlock, PickableSeat } from './types.js';

/** True when a resale offer of the block lists the seat. */
export function isResaleSeat(loaded: LoadedBlock, seatId: number): boolean {
  return loaded.offers.some((o) => o.isResale && o.resaleSeatIds.includes(seatId));
}

/** Every offer the fan may choose for this seat (the price-offer choice), the standard rate first. */
export function offersForSeat(loaded: LoadedBlock, seat: PickableSeat): BlockOffer[] {
  const resale = loaded.offers.filter((o) => o.isResale && o.resaleSeatIds.includes(seat.id));
  const list = resale.length > 0
    ? resale
    : loaded.offers.filter((o) => !o.isResale && o.categoryId === seat.categoryId && o.availability > 0 && seat.productIds.includes(o.productId));
  const rank = offerPreference;
  return [...list].sort((a, b) => rank(a) - rank(b) || a.price - b.price || a.productId - b.productId);
}

/** The automatic choice for a seat, or null when it cannot be bought. */
export function automaticOffer(loaded: LoadedBlock, seat: PickableSeat): BlockOffer | null {
  return offersForSeat(loaded, seat)[0] ?? null;
}

/**
 * The offer as a cart ticket carries it. `seatIds` lists the seats of the block the offer is
 * valid for: the resold seats for a resale offer, else the free seats of its category and product.
 */
export function toCartOffer(loaded: LoadedBlock, seat: PickableSeat, offer: BlockOffer): CartOffer {
  const seatIds = offer.isResale
    ? [...offer.resaleSeatIds]
    : loaded.seats.filter((s) => s.categoryId === offer.categoryId && s.productIds.includes(offer.productId) && (s.available || s.id === seat.id)).map((s) => s.id);
  return {
    categoryId: offer.categoryId,
    productId: offer.productId,
    price: offer.price,
    blockId: offer.blockId,
    availability: offer.availability,
    isResale: offer.isResale,
    isOpenSeating: offer.isOpenSeating,
    seatIds,
    isFromResale: offer.isResale,
  };
}
