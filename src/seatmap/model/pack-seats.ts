/**
 * The seat map of a pack: one seat is bought for every event of the pack, so the map shows a seat
 * free only when it is free at each event, and prices come from the pack's offers.
 */
import type { DirectSaleOffer, PackOffer } from '../../domain/offers.js';
import { SeatStatus } from './types.js';
import type { BlockGeometry, SeatStatusArray } from './types.js';

/**
 * Merges the status arrays of a pack's events: a seat held or sold at any event is held or sold
 * for the pack. A seat put up for resale at one event is not offered to packs (resale sells single
 * events), so it counts as sold. Arrays of different lengths are an error: they are not one arena.
 */
export function combinePackStatus(statuses: readonly SeatStatusArray[]): SeatStatusArray {
  const first = statuses[0];
  if (!first) return new Uint8Array(0);
  const out = new Uint8Array(first.length);
  for (const status of statuses) {
    if (status.length !== out.length) throw new RangeError('pack events are not on one arena');
    for (let i = 0; i < out.length; i++) {
      const code = status[i] === SeatStatus.Resale ? SeatStatus.Sold : status[i]!;
      if (code > out[i]!) out[i] = code;
    }
  }
  return out;
}

/**
 * The pack's offers as direct-sale offers of the map's blocks, so block statistics, automatic
 * choice and best available work as for an event. Matched by block id, not by the names: the
 * map's stand names are relabelled in the fan's language, the offers' are the catalogue's. Offers
 * of a block the map does not have are left out.
 */
export function packDirectOffers(blocks: readonly Pick<BlockGeometry, 'id'>[], offers: readonly PackOffer[]): DirectSaleOffer[] {
  const onMap = new Set(blocks.map((b) => b.id));
  const out: DirectSaleOffer[] = [];
  for (const offer of offers) {
    if (!onMap.has(offer.blockId)) continue;
    out.push({
      blockId: offer.blockId,
      categoryId: offer.categoryId,
      productId: offer.productId,
      // A pack offer counts the seats of every type its block and category have.
      seatTypeId: null,
      isOpenSeating: offer.isOpenSeating,
      availability: offer.availability,
      capacity: offer.capacity,
      price: offer.price,
    });
  }
  return out;
}
