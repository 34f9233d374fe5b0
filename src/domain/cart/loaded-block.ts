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
function resaleOffers(block: CartBlock, category: ReadonlyMap<number, number>, resale: readonly BlockResaleOffer[]): BlockOffer[] {
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

/**
 * The block's direct offers with those of one category and rate merged across seat types (the
 * server splits them by seat type; the fan chooses a rate per category, so places add up).
 */
function blockDirectOffers(direct: readonly DirectSaleOffer[], blockId: number): DirectSaleOffer[] {
  const merged = new Map<string, DirectSaleOffer>();
  for (const o of direct) {
    if (o.blockId !== blockId) continue;
    const key = `${o.categoryId}:${o.productId}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, seatTypeId: null, availability: seen.availability + o.availability, capacity: seen.capacity + o.capacity } : o);
  }
  return [...merged.values()];
}

/** An event block: direct offers of this block id and the block's resale seats. */
export function eventBlock(
  block: CartBlock,
  answer: { seats: BlockSeat[]; resaleOffers: BlockResaleOffer[] },
  direct: readonly DirectSaleOffer[],
  proofProductIds: ReadonlySet<number> = new Set(),
): LoadedBlock {
  const offers: BlockOffer[] = blockDirectOffers(direct, block.id)
    .map((o) => ({
      categoryId: o.categoryId, productId: o.productId, price: o.price, blockId: o.blockId, availability: o.availability,
      isOpenSeating: o.isOpenSeating, isResale: false, resaleSeatIds: [], needsProof: proofProductIds.has(o.productId),
    }));
  const category = new Map(answer.seats.map((s) => [s.id, s.category.id]));
  return { block, seats: answer.seats.map(toSeat), offers: [...offers, ...resaleOffers(block, category, answer.resaleOffers)] };
}

/** The pack offer key of a block: stand name and block name joined by a dash. */
export function packBlockKey(block: Pick<CartBlock, 'standName' | 'name'>): string {
  return `${block.standName}-${block.name}`;
}

/** A pack block: the pack offers of its block id (its names may be in another language than theirs). */
export function packBlock(block: CartBlock, answer: { seats: BlockSeat[] }, offers: readonly PackOffer[], proofProductIds: ReadonlySet<number> = new Set()): LoadedBlock {
  const key = packBlockKey(block);
  return {
    block,
    seats: answer.seats.map(toSeat),
    offers: offers
      .filter((o) => o.blockId === block.id)
      .map((o) => ({
        categoryId: o.categoryId, productId: o.productId, price: o.price, blockId: key, availability: o.availability,
        isOpenSeating: o.isOpenSeating, isResale: false, resaleSeatIds: [], needsProof: proofProductIds.has(o.productId),
      })),
  };
}

/**
 * The block as the fan whose order holds `heldSeatIds` sees it: those seats are the fan's own,
 * so they can be chosen again (the server answers them as taken, like anyone's hold).
 */
export function withOwnHeldSeats(loaded: LoadedBlock, heldSeatIds: readonly number[]): LoadedBlock {
  const own = new Set(heldSeatIds);
  const mine = loaded.seats.filter((s) => own.has(s.id) && !s.available && s.productIds.length > 0);
  if (mine.length === 0) return loaded;
  // Offers count those seats as gone: they are places left again for this fan.
  const perCategory = new Map<number, number>();
  for (const s of mine) perCategory.set(s.categoryId, (perCategory.get(s.categoryId) ?? 0) + 1);
  return {
    ...loaded,
    seats: loaded.seats.map((s) => (mine.includes(s) ? { ...s, available: true } : s)),
    offers: loaded.offers.map((o) => (o.isResale ? o : { ...o, availability: o.availability + (perCategory.get(o.categoryId) ?? 0) })),
  };
}

/** Free places of a loaded block (the ticket count never exceeds them). */
export function freeSeats(loaded: LoadedBlock): number {
  return loaded.seats.filter((s) => s.available).length;
}

/** A seat as the seat map knows it: place, category and whether it is free, resold or taken. */
export interface MapSeat {
  id: number;
  rowName: string;
  seatNumber: string;
  categoryId: number;
  state: 'free' | 'resale' | 'taken';
}

/**
 * A block built from the seat map's data rather than `/api/block`, so map and list offer the same
 * price choices: a free seat carries the products of its category's direct offers in the block, a
 * resold seat the resale offers that list it. `offerBlockId` is the block id offers carry: the
 * block's id for events, its stand-block key for packs.
 */
export function mapBlock(
  block: CartBlock,
  seats: readonly MapSeat[],
  direct: readonly DirectSaleOffer[],
  resale: readonly BlockResaleOffer[],
  offerBlockId: number | string,
  proofProductIds: ReadonlySet<number> = new Set(),
): LoadedBlock {
  const own = blockDirectOffers(direct, block.id);
  const productsOf = (categoryId: number): number[] => [...new Set(own.filter((o) => o.categoryId === categoryId).map((o) => o.productId))];
  const resold = (seatId: number): number[] => resale.filter((r) => r.seats.some((s) => s.seatId === seatId)).map((r) => r.productId);
  const pickable = seats.map((seat): PickableSeat => {
    const productIds = seat.state === 'resale' ? resold(seat.id) : productsOf(seat.categoryId);
    return {
      id: seat.id, rowName: seat.rowName, seatNumber: seat.seatNumber, categoryId: seat.categoryId, productIds,
      available: seat.state !== 'taken' && productIds.length > 0,
    };
  });
  const offers: BlockOffer[] = own.map((o) => ({
    categoryId: o.categoryId, productId: o.productId, price: o.price, blockId: offerBlockId, availability: o.availability, isOpenSeating: o.isOpenSeating, isResale: false, resaleSeatIds: [],
    needsProof: proofProductIds.has(o.productId),
  }));
  const category = new Map(seats.map((s) => [s.id, s.categoryId]));
  return { block, seats: pickable, offers: [...offers, ...resaleOffers(block, category, resale)] };
}
