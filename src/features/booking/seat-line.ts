import type { TFunction } from 'i18next';
import type { CartBlock, CartSeat } from '../../domain/cart/types.js';
import type { SeatInfo } from '../../domain/ticket-groups.js';

/**
 * "North Stand, block 102, row 7, seat 14", or "Floor, block Floor (open seating)" for a place of an
 * open-seating area: its row and number are the shop's own bookkeeping, not a seat to look for, and
 * My purchases names it the same way.
 */
export function seatLine(t: TFunction, place: { stand: string; block: string; row: string; seat: string; isOpenSeating: boolean }): string {
  return place.isOpenSeating
    ? t('booking:tickets.seatLineOpen', { stand: place.stand, block: place.block })
    : t('booking:tickets.seatLine', { stand: place.stand, block: place.block, row: place.row, seat: place.seat });
}

/** The line of a cart ticket's seat. */
export function cartSeatLine(t: TFunction, block: CartBlock, seat: Pick<CartSeat, 'rowName' | 'seatNumber'>): string {
  return seatLine(t, { stand: block.standName, block: block.name, row: seat.rowName, seat: seat.seatNumber, isOpenSeating: block.isOpenSeating });
}

/** The line of an order's ticket (summary, cart popover). */
export function orderSeatLine(t: TFunction, info: SeatInfo): string {
  return seatLine(t, { stand: info.standName, block: info.blockName, row: info.rowName, seat: info.seatNumber, isOpenSeating: info.isOpenSeating });
}
