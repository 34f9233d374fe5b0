/**
 * The fan's own holds on the live status. The status payload is the same for every visitor (it is
 * cached by ETag), so a seat the fan's own order holds arrives as OnHold like anyone else's. For
 * that fan it is not taken: the map shows it as chosen (the cart is the source of truth) and, once
 * deselected, as free, so it can be chosen again until the order is resubmitted.
 */
import { SeatStatus } from './types.js';
import type { SeatMapGeometry, SeatStatusArray } from './types.js';

/**
 * `status` with the OnHold seats among `ownSeatIds` turned Available. Sold and resale seats are
 * left alone (they are no longer the order's hold). Answers `status` itself when nothing changes,
 * a copy otherwise; the input is never written.
 */
export function withOwnHolds(
  geometry: Pick<SeatMapGeometry, 'seatId'>,
  status: SeatStatusArray,
  ownSeatIds: Iterable<number>,
): SeatStatusArray {
  const positions = seatPositions(geometry, ownSeatIds);
  let out: SeatStatusArray | null = null;
  for (const i of positions) {
    if (status[i] !== SeatStatus.OnHold) continue;
    out ??= status.slice();
    out[i] = SeatStatus.Available;
  }
  return out ?? status;
}

/**
 * `status` with the Resale seats among `ownListingSeatIds` (the fan's own tickets on resale, as the
 * block answer names them) turned Sold: the shared status shows every visitor a listing as resale,
 * but a fan is never offered their own, so for them it is simply taken. Answers `status` itself
 * when nothing changes, a copy otherwise; the input is never written.
 */
export function withOwnListings(
  geometry: Pick<SeatMapGeometry, 'seatId'>,
  status: SeatStatusArray,
  ownListingSeatIds: Iterable<number>,
): SeatStatusArray {
  let out: SeatStatusArray | null = null;
  for (const i of seatPositions(geometry, ownListingSeatIds)) {
    if (status[i] !== SeatStatus.Resale) continue;
    out ??= status.slice();
    out[i] = SeatStatus.Sold;
  }
  return out ?? status;
}

/** Positions of the given seat ids in the geometry (ids it does not know are skipped). */
export function seatPositions(geometry: Pick<SeatMapGeometry, 'seatId'>, seatIds: Iterable<number>): number[] {
  const wanted = new Set(seatIds);
  if (wanted.size === 0) return [];
  const out: number[] = [];
  const ids = geometry.seatId;
  for (let i = 0; i < ids.length; i++) if (wanted.has(ids[i]!)) out.push(i);
  return out;
}

/** An offer's places in one block, category and seat type (direct sale offers of events and packs). */
interface OfferPlaces {
  blockId: number;
  categoryId: number;
  /** Null for ordinary seats, or for an offer that covers every seat type (packs). */
  seatTypeId: number | null;
  availability: number;
  capacity?: number;
}

/**
 * Offers as the fan whose order holds `ownSeatIds` sees them: the server counts those seats as
 * gone, so each offer of their block, category and seat type gets them back as places left
 * (capped at its capacity); a seat whose type has no offer of its own counts for the untyped
 * offer. Without this, the fan holding the last seats of a category could not pick one again
 * after deselecting it. `status` is the live status, before `withOwnHolds`.
 */
export function withOwnOfferPlaces<T extends OfferPlaces>(
  geometry: Pick<SeatMapGeometry, 'seatId' | 'blockIndex' | 'categoryIndex' | 'blocks' | 'categories' | 'seatTypes' | 'seatTypeIndex'>,
  status: SeatStatusArray,
  offers: readonly T[],
  ownSeatIds: Iterable<number>,
): T[] {
  const offerKey = (blockId: number | undefined, categoryId: number | undefined, seatTypeId: number | null) => `${blockId}:${categoryId}:${seatTypeId ?? ''}`;
  const offered = new Set(offers.map((o) => offerKey(o.blockId, o.categoryId, o.seatTypeId)));
  const held = new Map<string, number>();
  for (const i of seatPositions(geometry, ownSeatIds)) {
    if (status[i] !== SeatStatus.OnHold) continue;
    const blockId = geometry.blocks[geometry.blockIndex[i]!]?.id;
    const categoryId = geometry.categories[geometry.categoryIndex[i]!]?.id;
    const typed = offerKey(blockId, categoryId, geometry.seatTypes[geometry.seatTypeIndex[i]! - 1]?.id ?? null);
    const key = offered.has(typed) ? typed : offerKey(blockId, categoryId, null);
    held.set(key, (held.get(key) ?? 0) + 1);
  }
  if (held.size === 0) return [...offers];
  return offers.map((o) => {
    const extra = held.get(offerKey(o.blockId, o.categoryId, o.seatTypeId)) ?? 0;
    if (extra === 0) return o;
    const places = o.availability + extra;
    return { ...o, availability: o.capacity === undefined ? places : Math.min(o.capacity, places) };
  });
}
