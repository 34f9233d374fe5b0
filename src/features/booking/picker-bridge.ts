/**
 * Turns the seat map's selection (seat positions with their automatic offer) into cart
 * assignments: block and seat labels come from the geometry, the offer from the choice.
 */
import type { Assignment } from '../../domain/cart/index.js';
import type { DirectSaleOffer } from '../../domain/offers.js';
import type { SeatChoice, SeatMapGeometry } from '../../seatmap/model/types.js';

/** One assignment per chosen seat, in selection order; seats outside the geometry are skipped. */
export function assignmentsFromPicker(selection: readonly SeatChoice[], geometry: SeatMapGeometry, direct: readonly DirectSaleOffer[]): Assignment[] {
  const out: Assignment[] = [];
  for (const choice of selection) {
    const i = choice.seatIndex;
    const block = geometry.blocks[geometry.blockIndex[i] ?? -1];
    if (!block) continue;
    const offer = direct.find((o) => o.blockId === block.id && o.categoryId === choice.categoryId && o.productId === choice.productId);
    out.push({
      block: { id: block.id, name: block.name, standName: block.standName, isOpenSeating: block.isOpenSeating },
      seat: {
        id: choice.seatId,
        rowName: geometry.rowNames[geometry.rowNameIndex[i] ?? 0] ?? '',
        seatNumber: geometry.seatNumbers[geometry.seatNumberIndex[i] ?? 0] ?? '',
        categoryId: choice.categoryId,
      },
      offer: {
        categoryId: choice.categoryId,
        productId: choice.productId,
        price: choice.price,
        blockId: block.id,
        availability: choice.isResale ? 1 : (offer?.availability ?? 1),
        isResale: choice.isResale,
        isOpenSeating: block.isOpenSeating,
        seatIds: [choice.seatId],
        isFromResale: choice.isResale,
      },
    });
  }
  return out;
}
