/**
 * The seat picker's store: what it shows (geometry, status, offers, block statistics) and what the
 * fan chose, in one valtio proxy. Its actions are exported together from ./state.ts.
 */
import { proxy } from 'valtio';
import type { EventOffers } from '../../seatmap/model/block-stats.js';
import type { ToggleRejection } from '../../seatmap/model/seat-choice.js';
import type { BlockColouring } from '../../seatmap/render/palette.js';
import type { BlockStats, ResaleFilter, SeatChoice, SeatMapGeometry } from '../../seatmap/model/types.js';
import type { BlockResaleOffer } from '../../domain/offers.js';
import type { PickerSource } from './seat-source.js';

export type PickerMode = 'map' | 'list';
export type PickerNotice =
  | { kind: 'rejected'; reason: ToggleRejection }
  | { kind: 'best-fallback' }
  | { kind: 'best-none' }
  /** Seats the fan chose that another fan took (the live status said so); they left the selection. */
  | { kind: 'taken'; seatIndexes: readonly number[] }
  /** Best available would replace seats the fan chose: asks first. */
  | { kind: 'best-replace' }
  /** Open seating gave fewer places than tickets (`count` places). */
  | { kind: 'open-capped'; count: number }
  | null;

export interface SeatPickerState {
  phase: 'idle' | 'loading' | 'ready' | 'error';
  errorCode: string | null;
  /** What the seats are for: an event, or a pack (the same seat at each of its events). */
  sourceKind: PickerSource['kind'];
  geometry: SeatMapGeometry | null;
  status: Uint8Array | null;
  /** Seat positions whose status changed at the last refresh. */
  changedSeats: number[] | undefined;
  offers: EventOffers;
  blockResale: Record<number, BlockResaleOffer[]>;
  stats: BlockStats[];
  selection: SeatChoice[];
  maxSeats: number;
  /** Category id, or null for all categories. */
  category: number | null;
  resaleFilter: ResaleFilter;
  mode: PickerMode;
  /** How the arena view colours blocks. */
  colouring: BlockColouring;
  notice: PickerNotice;
  busy: boolean;
  /** Seats the map should bring into view (best available's result); `key` changes on each request. */
  reveal: { seatIndexes: number[]; key: number } | null;
}

export const pickerState = proxy<SeatPickerState>({
  phase: 'idle',
  errorCode: null,
  sourceKind: 'event',
  geometry: null,
  status: null,
  changedSeats: undefined,
  offers: { direct: [], resale: [] },
  blockResale: {},
  stats: [],
  selection: [],
  maxSeats: 1,
  category: null,
  resaleFilter: 'all',
  mode: 'map',
  colouring: 'availability',
  notice: null,
  busy: false,
  reveal: null,
});
