/** Screen-reader and list labels of seats, shared by the list mode, the seat list and tooltips. */
import type { TFunction } from 'i18next';
import type { DirectSaleOffer } from '../../domain/offers.js';
import { preferredOffer } from '../../seatmap/model/seat-choice.js';
import { SeatStatus, type SeatMapGeometry, type SeatTypeInfo } from '../../seatmap/model/types.js';

/**
 * The price of the rate the shop would choose for a seat, by `blockId:categoryId`: the cheapest
 * standard rate with places left; a rate needing proof or a free one only where nothing else is
 * left (seat-choice.ts). So a seat's label gives the price the fan's total will show.
 */
export function directPriceIndex(direct: readonly DirectSaleOffer[], proofProductIds?: ReadonlySet<number>): Map<string, number> {
  const best = new Map<string, DirectSaleOffer>();
  for (const o of direct) {
    if (o.availability <= 0) continue;
    const key = `${o.blockId}:${o.categoryId}`;
    const current = best.get(key);
    if (!current || preferredOffer(o, current, proofProductIds)) best.set(key, o);
  }
  return new Map([...best].map(([key, o]) => [key, o.price]));
}

/** The direct price of a seat, or null (resale seats are priced by their block's resale offers). */
export function seatPrice(geometry: SeatMapGeometry, status: Uint8Array, prices: ReadonlyMap<string, number>, i: number): number | null {
  if (status[i] !== SeatStatus.Available) return null;
  const block = geometry.blocks[geometry.blockIndex[i] ?? -1];
  const category = geometry.categories[geometry.categoryIndex[i] ?? -1];
  if (!block || !category) return null;
  return prices.get(`${block.id}:${category.id}`) ?? null;
}

/** A seat type's name in the reading language: the shop's text for its code, else the club's name. */
export function seatTypeName(t: TFunction, type: SeatTypeInfo): string {
  return t(`seatmap:seatType.${type.code}`, { defaultValue: type.name });
}

/** The name of the seat's type, or null for an ordinary seat. */
export function seatTypeOf(t: TFunction, geometry: Pick<SeatMapGeometry, 'seatTypes' | 'seatTypeIndex'>, i: number): string | null {
  const type = geometry.seatTypes[(geometry.seatTypeIndex[i] ?? 0) - 1];
  return type ? seatTypeName(t, type) : null;
}

/**
 * "Block 112, row 7, seat 14, Category 1, 45.00 €", then the seat type when it has one. A place of
 * an open-seating area reads "Block 112 (open seating), …": its row and number are the shop's
 * bookkeeping, as on the cart's line.
 */
export function seatLabel(t: TFunction, geometry: SeatMapGeometry, i: number, priceText: string): string {
  const block = geometry.blocks[geometry.blockIndex[i] ?? -1];
  const type = seatTypeOf(t, geometry, i);
  const label = t(block?.isOpenSeating ? 'seatmap:list.seatLabelOpen' : 'seatmap:list.seatLabel', {
    block: block?.name ?? '',
    row: geometry.rowNames[geometry.rowNameIndex[i] ?? 0] ?? '',
    seat: geometry.seatNumbers[geometry.seatNumberIndex[i] ?? 0] ?? '',
    category: geometry.categories[geometry.categoryIndex[i] ?? -1]?.name ?? '',
    price: priceText,
  });
  return type ? `${label}, ${type}` : label;
}
