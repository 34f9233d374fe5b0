/**
 * Builds the block the fan works in from the calls' answers: `/api/block` seats and resale
 * offers, plus the event's direct offers or the pack's offers (keyed by stand and block names).
 */
import type { BlockResaleOffer, BlockSeat, DirectSaleOffer, PackOffer } from '../offers.js';
import type { BlockOffer, CartBlock, LoadedBlock, PickableSeat } from './types.js';

const toSeat = (s: BlockSeat): PickableSeat => ({
  id: s.id, available: s.available, categoryId: s.category.id, productIds: s.productIds, rowName: s.rowName, seatNumber: s.seatNumber,
});

/** One resale offer per resold seat, each at the seller's price. */
function resaleOffers(block: CartBlock, seats: readonly BlockSeat[], resale: readonly BlockResaleOffer[]): BlockOffer[] {
  const category = new Map(seats.map((s) => [s.id, s.category.id]));
  return resale.flatMap((offer) => offer.seats.map((seat) => ({
    categoryId: category.get(seat.seatId) ?? 0,
    productId: offer.productId,
    price: seat.price,
    blockId: block.id,
    availability: 1,
    isOpenSeating: block.isOpenSeating,
    isResale: true,
    resaleSeatIds: [seat.seatId],
  })));
}

/** An event block: direct offers of this block id and the block's resale seats. */
export function eventBlock(block: CartBlock, answer: { seats: BlockSeat[]; resaleOffers: BlockResaleOffer[] }, direct: readonly DirectSaleOffer[]): LoadedBlock {
  const offers: BlockOffer[] = direct
    .filter((o) => o.blockId === block.id)
    .map((o) => ({ categoryId: o.categoryId, productId: o.productId, price: o.price, blockId: o.blockId, availability: o.availability, isOpenSeating: o.isOpenSeating, isResale: false, resaleSeatIds: [] }));
  return { block, seats: answer.seats.map(toSeat), offers: [...offers, ...resaleOffers(block, answer.seats, answer.resaleOffers)] };
}

/** The pack offer key of a block: stand name and block name joined by a dash. */
export function packBlockKey(block: Pick<CartBlock, 'standName' | 'name'>): string {
  return `${block.standName}-${block.name}`;
}

/** A pack block: the pack offers whose stand and block names match. */
export function packBlock(block: CartBlock, answer: { seats: BlockSeat[] }, offers: readonly PackOffer[]): LoadedBlock {
  const key = packBlockKey(block);
  return {
    block,
    seats: answer.seats.map(toSeat),
    offers: offers
      .filter((o) => o.standName === block.standName && o.blockName === block.name)
      .map((o) => ({ categoryId: o.categoryId, productId: o.productId, price: o.price, blockId: key, availability: o.availability, isOpenSeating: o.isOpenSeating, isResale: false, resaleSeatIds: [] })),
  };
}

/** Free places of a loaded block (the ticket count never exceeds them). */
export function freeSeats(loaded: LoadedBlock): number {
  return loaded.seats.filter((s) => s.available).length;
}
