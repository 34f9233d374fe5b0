import { fromPrice } from '../../domain/offer-preference.js';
import type { CachedResaleOffer, DirectSaleOffer } from '../../domain/offers.js';
import { SeatStatus } from './types.js';
import type { BlockStats, ResaleFilter, SeatMapGeometry, SeatStatusArray } from './types.js';

/** An event's cached offers (spec: cached individual event offers), as the worker receives them. */
export interface EventOffers {
  direct: DirectSaleOffer[];
  resale: CachedResaleOffer[];
}

/** The block fields block statistics need; a full `SeatMapGeometry` satisfies it (categories for a category filter). */
export type BlockLayout = Pick<SeatMapGeometry, 'blocks'> & Partial<Pick<SeatMapGeometry, 'categoryIndex' | 'categories'>>;

/** What the fan filters the map by: statistics then count only matching seats and offers. */
export interface StatsFilter {
  categoryId: number | null;
  resaleFilter: ResaleFilter;
  /** Products of rates needing proof: a block's "from" price leaves them out (see `minimumPrice`). */
  proofProductIds?: readonly number[];
}

export const NO_FILTER: StatsFilter = { categoryId: null, resaleFilter: 'all' };

/**
 * Block availability: the largest, over products, of the summed availability of the block's
 * direct-sale offers, plus the largest resale availability of one category of the block (its
 * seat types together).
 */
export function blockAvailability(direct: readonly DirectSaleOffer[], resale: readonly CachedResaleOffer[]): number {
  const perProduct = new Map<number, number>();
  for (const offer of direct) {
    perProduct.set(offer.productId, (perProduct.get(offer.productId) ?? 0) + Math.max(0, offer.availability));
  }
  let bestDirect = 0;
  for (const sum of perProduct.values()) bestDirect = Math.max(bestDirect, sum);
  // A category's resale listings come split by seat type: counted together, as one resale offer.
  const perCategory = new Map<string, number>();
  for (const offer of resale) {
    const key = `${offer.categoryId}:${offer.productId}`;
    perCategory.set(key, (perCategory.get(key) ?? 0) + Math.max(0, offer.availability));
  }
  let bestResale = 0;
  for (const sum of perCategory.values()) bestResale = Math.max(bestResale, sum);
  return bestDirect + bestResale;
}

/**
 * A block's "from" price over its direct prices and every asked resale price (see `fromPrice`):
 * rates of `proofProductIds` count only when no other paid price is there; null if none.
 */
export function minimumPrice(direct: readonly DirectSaleOffer[], resale: readonly CachedResaleOffer[], proofProductIds: readonly number[] = []): number | null {
  const needsProof = new Set(proofProductIds);
  return fromPrice([
    ...direct.map((offer) => ({ price: offer.price, needsProof: needsProof.has(offer.productId) })),
    ...resale.flatMap((offer) => offer.allPrices.map((price) => ({ price }))),
  ]);
}

/**
 * Statistics of every block, in `geometry.blocks` order: offer-based availability and minimum
 * price, plus free and resale seat counts from the status array (one pass over it). Under a
 * filter (a category, only resale or only standard seats) every figure counts matching seats
 * and offers only, so the whole-venue view shows where the wanted seats are.
 */
export function computeBlockStats(geometry: BlockLayout, status: SeatStatusArray, offers: EventOffers, filter: StatsFilter = NO_FILTER): BlockStats[] {
  const inCategory = (o: { categoryId: number }) => filter.categoryId === null || o.categoryId === filter.categoryId;
  const directByBlock = groupByBlock(filter.resaleFilter === 'resale' ? [] : offers.direct.filter(inCategory));
  const resaleByBlock = groupByBlock(filter.resaleFilter === 'standard' ? [] : offers.resale.filter(inCategory));
  const categoryIdOf = (seat: number) => geometry.categories?.[geometry.categoryIndex?.[seat] ?? -1]?.id;
  return geometry.blocks.map((block, blockIndex) => {
    let freeSeats = 0;
    let resaleSeats = 0;
    for (let i = block.seatStart; i < block.seatEnd; i++) {
      if (filter.categoryId !== null && categoryIdOf(i) !== filter.categoryId) continue;
      const s = status[i];
      if (s === SeatStatus.Available && filter.resaleFilter !== 'resale') freeSeats++;
      else if (s === SeatStatus.Resale && filter.resaleFilter !== 'standard') resaleSeats++;
    }
    const direct = directByBlock.get(block.id) ?? [];
    const resale = resaleByBlock.get(block.id) ?? [];
    const hasOffers = direct.length > 0 || resale.length > 0;
    const availability = blockAvailability(direct, resale);
    return {
      blockIndex,
      blockId: block.id,
      availability,
      minimumPrice: minimumPrice(direct, resale, filter.proofProductIds),
      freeSeats,
      resaleSeats,
      soldOut: hasOffers ? availability === 0 : freeSeats + resaleSeats === 0,
    };
  });
}

function groupByBlock<T extends { blockId: number }>(offers: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const offer of offers) {
    const group = groups.get(offer.blockId);
    if (group) group.push(offer);
    else groups.set(offer.blockId, [offer]);
  }
  return groups;
}

/** A category with the price range of its offers, as category filters list them. */
export interface CategoryPriceRange {
  categoryId: number;
  /** Highest price of the category's offers (cents). */
  highestPrice: number;
  /** Lowest price above zero (cents); 0 when every price is zero. */
  lowestPrice: number;
}

/**
 * Categories that have offers, sorted by highest price descending (premium first); ties by
 * lowest price descending (the category whose cheapest seat costs more ranks higher), then
 * by category id ascending so the order is stable. Zero prices count for neither bound unless
 * all prices of a category are zero.
 */
export function sortCategories(offers: EventOffers, blockId?: number): CategoryPriceRange[] {
  const ranges = new Map<number, CategoryPriceRange>();
  const add = (categoryId: number, price: number) => {
    let range = ranges.get(categoryId);
    if (!range) {
      range = { categoryId, highestPrice: 0, lowestPrice: 0 };
      ranges.set(categoryId, range);
    }
    if (price > range.highestPrice) range.highestPrice = price;
    if (price > 0 && (range.lowestPrice === 0 || price < range.lowestPrice)) range.lowestPrice = price;
  };
  for (const offer of offers.direct) if (blockId === undefined || offer.blockId === blockId) add(offer.categoryId, offer.price);
  for (const offer of offers.resale) {
    if (blockId !== undefined && offer.blockId !== blockId) continue;
    if (offer.allPrices.length === 0) add(offer.categoryId, 0);
    for (const price of offer.allPrices) add(offer.categoryId, price);
  }
  return [...ranges.values()].sort(
    (a, b) => b.highestPrice - a.highestPrice || b.lowestPrice - a.lowestPrice || a.categoryId - b.categoryId,
  );
}
