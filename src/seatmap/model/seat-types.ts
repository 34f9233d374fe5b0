import type { SeatTypeInfo } from './types.js';

/**
 * Seat types kept for the fans who need them: a wheelchair space or a companion seat is chosen on
 * purpose on the map or in the list, never handed out by best available.
 */
export const SEAT_TYPES_CHOSEN_ON_PURPOSE: ReadonlySet<string> = new Set(['reduced_mobility', 'companion']);

/** By seat type index (0 = ordinary seat, k = seatTypes[k - 1]): 1 where the type is chosen on purpose. */
export function chosenOnPurposeMask(seatTypes: readonly SeatTypeInfo[]): Uint8Array {
  const mask = new Uint8Array(seatTypes.length + 1);
  seatTypes.forEach((type, k) => (mask[k + 1] = SEAT_TYPES_CHOSEN_ON_PURPOSE.has(type.code) ? 1 : 0));
  return mask;
}
