/**
 * Between the seat map and the cart: the map's blocks become the same loaded blocks the block list
 * uses (so both offer the same per-ticket price choices), and the map's selection becomes cart
 * assignments whose offers are built the same way as the list's.
 */
import type { Assignment, CartBlock, CartTicket, LoadedBlock, MapSeat } from '../../domain/cart/index.js';
import { mapBlock, packBlockKey, toCartOffer } from '../../domain/cart/index.js';
import type { BlockResaleOffer, DirectSaleOffer } from '../../domain/offers.js';
import { SeatStatus } from '../../seatmap/model/types.js';
import type { SeatChoice, SeatMapGeometry } from '../../seatmap/model/types.js';

/** What the seat picker knows: geometry, live status, offers and the resale seats of blocks. */
export interface PickerData {
  kind: 'event' | 'pack';
  geometry: SeatMapGeometry;
  status: Uint8Array;
  direct: readonly DirectSaleOffer[];
  /** Resale offers by block id, for the blocks whose resale seats were loaded. */
  blockResale: Readonly<Record<number, readonly BlockResaleOffer[]>>;
  /** Products of rates needing proof (offered, never preselected). */
  proofProductIds?: ReadonlySet<number>;
}

const stateOf = (code: number | undefined): MapSeat['state'] =>
  code === SeatStatus.Available ? 'free' : code === SeatStatus.Resale ? 'resale' : 'taken';

/** The map's block at `blockIndex` as a loaded block, or null when there is no such block. */
export function loadedBlockOnMap(data: PickerData, blockIndex: number): LoadedBlock | null {
  const { geometry, status } = data;
  const block = geometry.blocks[blockIndex];
  if (!block) return null;
  const cartBlock: CartBlock = { id: block.id, name: block.name, standName: block.standName, isOpenSeating: block.isOpenSeating };
  const seats: MapSeat[] = [];
  for (let i = block.seatStart; i < block.seatEnd; i++) {
    seats.push({
      id: geometry.seatId[i] ?? 0,
      rowName: geometry.rowNames[geometry.rowNameIndex[i] ?? 0] ?? '',
      seatNumber: geometry.seatNumbers[geometry.seatNumberIndex[i] ?? 0] ?? '',
      categoryId: geometry.categories[geometry.categoryIndex[i] ?? 0]?.id ?? 0,
      state: stateOf(status[i]),
    });
  }
  const key = data.kind === 'pack' ? packBlockKey(cartBlock) : block.id;
  return mapBlock(cartBlock, seats, data.direct, data.blockResale[block.id] ?? [], key, data.proofProductIds);
}

/** Loaded blocks of the map by block id, built once each (the ticket panel asks per ticket). */
export function mapBlockLookup(data: PickerData): (blockId: number) => LoadedBlock | null {
  const cache = new Map<number, LoadedBlock | null>();
  return (blockId) => {
    if (!cache.has(blockId)) cache.set(blockId, loadedBlockOnMap(data, data.geometry.blocks.findIndex((b) => b.id === blockId)));
    return cache.get(blockId) ?? null;
  };
}

/**
 * One assignment per chosen seat, in selection order, with the offer the map chose for it (its
 * product and category). Seats outside the geometry, or whose offer the block no longer has, are
 * skipped.
 */
export function assignmentsFromPicker(selection: readonly SeatChoice[], data: PickerData): Assignment[] {
  const blocks = mapBlockLookup(data);
  const out: Assignment[] = [];
  for (const choice of selection) {
    const blockId = data.geometry.blocks[data.geometry.blockIndex[choice.seatIndex] ?? -1]?.id;
    const loaded = blockId === undefined ? null : blocks(blockId);
    const seat = loaded?.seats.find((s) => s.id === choice.seatId);
    const offer = loaded?.offers.find((o) => o.productId === choice.productId && o.categoryId === choice.categoryId && o.isResale === choice.isResale && (!o.isResale || o.resaleSeatIds.includes(choice.seatId)));
    if (!loaded || !seat || !offer) continue;
    out.push({
      block: loaded.block,
      seat: { id: seat.id, rowName: seat.rowName, seatNumber: seat.seatNumber, categoryId: seat.categoryId },
      offer: toCartOffer(loaded, seat, offer),
    });
  }
  return out;
}

/** The cart's seats as map choices with their offers (the map starts empty after a reload). */
export function choicesFromTickets(tickets: readonly CartTicket[], geometry: SeatMapGeometry): SeatChoice[] {
  const out: SeatChoice[] = [];
  for (const { seat, offer } of tickets) {
    if (!seat || !offer) continue;
    const seatIndex = geometry.seatId.indexOf(seat.id);
    if (seatIndex < 0) continue;
    out.push({ seatId: seat.id, seatIndex, categoryId: offer.categoryId, productId: offer.productId, price: offer.price, isResale: offer.isFromResale });
  }
  return out;
}
